import Foundation

/// Writes `data` to `path` through a temporary file in the same folder that
/// is renamed into place: readers see the old file or the new one, never half
/// of one, and a process that dies mid-write leaves at most a hidden
/// `.<name>.tmp-<random>` beside it. The folder must exist.
///
/// The file is not flushed to the disk before the rename (no `fsync`, as
/// git does by default): that guards against power loss, not crashes, and
/// costs more than encoding a snapshot.
///
/// - Throws: ``GraphicsError/fileError(path:reason:)``.
public func writeFileAtomically(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
        .appendingPathComponent(".\(url.lastPathComponent).tmp-\(UInt64.random(in: 0...UInt64.max))").path
    func failure(_ code: Int32) -> GraphicsError {
        .fileError(path: path, reason: "cannot write the file (\(String(cString: strerror(code))))")
    }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
    var problem: Int32 = 0
    data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                problem = errno
                return
            }
            offset += written
        }
    }
    if close(descriptor) != 0 && problem == 0 { problem = errno }
    if problem == 0 && rename(temporary, path) != 0 { problem = errno }
    if problem != 0 {
        unlink(temporary)
        throw failure(problem)
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
