/// Why a file could not be written, read or removed safely: the path (as
/// the user knows it) and what is wrong, in the user's terms.
///
/// ```
/// Snapshots/Button: cannot write: it is a link (to /elsewhere); bezel writes only into real folders of its own
/// ```
public struct SafeFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder concerned.
    public var path: String
    /// What was being done: "write", "read", "remove", "use as the output folder".
    public var action: String
    /// Why it failed.
    public var reason: String

    /// An error about `path`.
    public init(path: String, action: String, reason: String) {
        self.path = path
        self.action = action
        self.reason = reason
    }

    /// `path: cannot action: reason`.
    public var description: String { "\(path): cannot \(action): \(reason)" }
}
