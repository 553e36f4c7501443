import Foundation

/// Writes `data` to `path` through a temporary file in the same folder that
/// is renamed into place: readers see the old file or the new one, never half
/// of one. The folder must exist.
///
/// - Throws: ``GraphicsError/fileError(path:reason:)``.
public func writeFileAtomically(_ data: Data, to path: String) throws {
    do {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        throw GraphicsError.fileError(path: path, reason: "cannot write the file (\(describeFileError(error)))")
    }
}

/// A short reason for a Foundation file error, without its long preamble.
func describeFileError(_ error: Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
       let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
        return String(cString: strerror(code.rawValue))
    }
    if ns.domain == NSCocoaErrorDomain {
        switch ns.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "no space left on the device"
        default: break
        }
    }
    return ns.localizedDescription
}
