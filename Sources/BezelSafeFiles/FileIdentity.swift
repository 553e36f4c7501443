import Foundation

/// Which file or folder an entry is, whatever its name: its device and
/// inode. A folder checked by name and then opened is the one checked only
/// when the descriptor's identity (`fstat`) equals the checked entry's
/// (`fstatat` with `AT_SYMLINK_NOFOLLOW`): a name can be exchanged for a
/// link or another folder between the two.
///
/// ```swift
/// let checked = FileIdentity(at: "out", in: parent)      // before opening
/// let opened = FileIdentity(descriptor: folder)          // after
/// guard checked == opened else { /* it changed under us */ }
/// ```
public struct FileIdentity: Hashable, Sendable {
    /// The device the entry is on.
    public let device: UInt64
    /// Its inode on that device.
    public let inode: UInt64

    /// The identity in `info`.
    public init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of what the open `descriptor` refers to, or nil when `fstat` fails.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of the entry `name` in the open folder `folder`, not
    /// following a link (a link's own identity), or nil when there is none.
    public init?(at name: String, in folder: Int32) {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        self.init(info)
    }
}
