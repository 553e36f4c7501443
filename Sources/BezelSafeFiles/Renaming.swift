import Foundation

/// `renameat2(2)`, for the two renames a plain `renameat` cannot do safely:
/// moving a folder into a name only when the name is free
/// (`RENAME_NOREPLACE`), and exchanging two names at once
/// (`RENAME_EXCHANGE`). Glibc declares it only with `_GNU_SOURCE`, so it is
/// looked up once at run time; where it is missing, or the file system
/// does not support the flag, ``rename(_:_:_:_:_:)`` answers `ENOSYS` or
/// `EINVAL` and the caller takes its slower way.
///
/// ```swift
/// let code = Renaming.rename(parent, ".out.tmp-12-ab", parent, "out", .exchange)
/// ```
enum Renaming {
    /// What happens to an entry already at the new name.
    enum Mode: UInt32 {
        /// It is replaced (`renameat`).
        case replacing = 0
        /// The rename fails with `EEXIST` (`RENAME_NOREPLACE`).
        case noReplace = 1
        /// The two entries swap names (`RENAME_EXCHANGE`); both must exist.
        case exchange = 2
    }

    private typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    private static let function: Function? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: Function.self) }

    /// Renames `name` in the folder `from` to `newName` in the folder `to`;
    /// returns 0, or the `errno` of the failure.
    static func rename(_ from: Int32, _ name: String, _ to: Int32, _ newName: String, _ mode: Mode) -> Int32 {
        if mode == .replacing { return renameat(from, name, to, newName) == 0 ? 0 : errno }
        guard let function else { return ENOSYS }
        return function(from, name, to, newName, mode.rawValue) == 0 ? 0 : errno
    }
}
