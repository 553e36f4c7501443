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
    /// Where the file is renamed to, and how.
    private enum Place {
        /// By path: beside `path`, in the folder named by it.
        case path(temporary: String)
        /// By descriptor: staged in `folder` (see `ContainedFolder.openStaged(for:)`) for `file`.
        case folder(ContainedFolder, staged: RelativePath, file: RelativePath)
    }

    /// The temporary file's path.
    var temporaryPath: String {
        switch place {
        case let .path(temporary): return temporary
        case let .folder(folder, staged, _): return folder.absolute(staged)
        }
    }
    private let place: Place
    private let finalPath: String
    private var descriptor: Int32

    /// Creates the temporary file for `path`; its folder must exist.
    init(beside path: String) throws {
        let url = URL(fileURLWithPath: path)
        finalPath = path
        let temporary = url.deletingLastPathComponent().appendingPathComponent(TemporaryName.make(for: url.lastPathComponent)).path
        place = .path(temporary: temporary)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path, errno) }
    }

    /// Creates the temporary file for `file` in `folder`, by the folder's
    /// descriptor: a folder exchanged for a link meanwhile cannot lead it elsewhere.
    init(in folder: ContainedFolder, for file: RelativePath) throws {
        finalPath = folder.absolute(file)
        do {
            let (opened, staged) = try folder.openStaged(for: file)
            descriptor = opened
            place = .folder(folder, staged: staged, file: file)
        } catch {
            throw GraphicsError.fileError(path: error.path, reason: error.reason)
        }
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

    /// Closes the file and renames it to `path` (for a file made in a
    /// folder by descriptor, to the file it was made for; `path` is not used).
    func commit(to path: String) throws {
        guard descriptor >= 0 else { throw Self.failure(path, EBADF) }
        let closed = close(descriptor)
        descriptor = -1
        switch place {
        case let .path(temporary):
            if closed != 0 || rename(temporary, path) != 0 {
                let problem = errno
                unlink(temporary)
                throw Self.failure(path, problem)
            }
        case let .folder(folder, staged, file):
            if closed != 0 {
                let problem = errno
                try? folder.removeFile(staged)
                throw Self.failure(finalPath, problem)
            }
            do { try folder.commit(staged, to: file) } catch {
                try? folder.removeFile(staged)
                throw GraphicsError.fileError(path: error.path, reason: error.reason)
            }
        }
    }

    /// Closes and removes the temporary file.
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        switch place {
        case let .path(temporary): unlink(temporary)
        case let .folder(folder, staged, _): try? folder.removeFile(staged)
        }
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

/// A short reason for a Foundation file error, without its long preamble (see `FileErrorReason`).
func describeFileError(_ error: Error) -> String {
    FileErrorReason.describe(error)
}
