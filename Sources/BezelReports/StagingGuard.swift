import Foundation

/// What removes a staging folder should the process end before the folder
/// is moved into place: the process's owner (the `bezel` command) provides
/// it, with its signal handlers and watchdogs; this library only writes
/// files. ``ReplayFolder`` guards its staging folder from creating it until
/// it is moved into place or removed.
///
/// ```swift
/// let folder = try ReplayFolder(output: claimed, guardedBy: myGuard)
/// ```
public protocol StagingGuard: Sendable {
    /// Starts guarding `folder`: should the process end before
    /// ``release(_:)``, the folder is removed.
    func guardFolder(_ folder: URL)

    /// Stops guarding `folder` (it was moved into place or removed). Releasing
    /// a folder not guarded, or twice, does nothing.
    func release(_ folder: URL)
}
