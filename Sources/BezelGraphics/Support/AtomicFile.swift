import BezelSafeFiles
import Foundation

/// Writes `data` to `path` through a temporary file in the same folder that
/// is renamed into place: readers see the old file or the new one, never half
/// of one, and a process that dies mid-write leaves at most a hidden
/// `.<name>.tmp-<pid>-<random>` beside it (a ``TemporaryName``, which the
/// next writer into the folder can tell is abandoned). The folder must exist.
///
/// The file is not flushed to the disk before the rename (no `fsync`, as
/// git does by default): that guards against power loss, not crashes, and
/// costs more than encoding a snapshot.
///
/// - Throws: ``GraphicsError/fileError(path:reason:)``.
public func writeFileAtomically(_ data: Data, to path: String) throws {
    let file = try TemporaryFile(beside: path)
    do {
        try file.append(data)
        try file.commit(to: path)
    } catch {
        file.discard()
        throw error
    }
}

/// A file written under a hidden temporary name (`.<name>.tmp-<pid>-<random>`,
/// see ``TemporaryName``), created with `O_EXCL | O_NOFOLLOW` in the folder
/// of the path it is meant for, then renamed into place by ``commit(to:)``
/// or removed by ``discard()``.
///
/// - Throws: ``GraphicsError/fileError(path:reason:)`` from every method,
///   naming the final path.
final class TemporaryFile {
    /// The temporary file's path.
    let temporaryPath: String
    private let finalPath: String
    private var descriptor: Int32

    /// Creates the temporary file for `path`; its folder must exist.
    init(beside path: String) throws {
        let url = URL(fileURLWithPath: path)
        finalPath = path
        temporaryPath = url.deletingLastPathComponent().appendingPathComponent(TemporaryName.make(for: url.lastPathComponent)).path
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path, errno) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Writes `data` at the end.
    func append(_ data: Data) throws {
        try write(data, at: nil)
    }

    /// Writes `data` over the bytes from `offset` (which must be written already).
    func overwrite(_ data: Data, at offset: Int) throws {
        try write(data, at: offset)
    }

    /// Closes the file and renames it to `path`.
    func commit(to path: String) throws {
        guard descriptor >= 0 else { throw Self.failure(path, EBADF) }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 || rename(temporaryPath, path) != 0 {
            let problem = errno
            unlink(temporaryPath)
            throw Self.failure(path, problem)
        }
    }

    /// Closes and removes the temporary file.
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporaryPath)
    }

    private func write(_ data: Data, at position: Int?) throws {
        guard descriptor >= 0 else { throw Self.failure(finalPath, EBADF) }
        var problem: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = position.map { pwrite(descriptor, base + offset, bytes.count - offset, off_t($0 + offset)) }
                    ?? Glibc.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    problem = errno
                    return
                }
                offset += written
            }
        }
        if problem != 0 { throw Self.failure(finalPath, problem) }
    }

    private static func failure(_ path: String, _ code: Int32) -> GraphicsError {
        .fileError(path: path, reason: "cannot write the file (\(String(cString: strerror(code))))")
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
