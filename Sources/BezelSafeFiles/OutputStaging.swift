import Foundation

/// A hidden staging folder beside an output folder (`.NAME.tmp-PID-…`),
/// made by ``OutputFolder/stage()`` and open by descriptor: a command fills
/// it through ``folder`` while it runs, and ``OutputFolder/replace(with:)``
/// moves it into place at the end, so readers never see half an output.
///
/// ```swift
/// let output = try OutputFolder.claim("run", command: "bezel replay")
/// let staging = try output.stage()
/// try staging.folder.write(Data(trace.utf8), to: RelativePath("trace.txt"))
/// try output.replace(with: staging)      // or staging.discard()
/// ```
public final class OutputStaging: @unchecked Sendable {
    /// The staging folder's name in the output folder's parent.
    public let name: String
    /// The folder, by descriptor: write into it through this, never by its path.
    public let folder: ContainedFolder
    /// The output folder's parent (opened by the claim).
    let parent: ContainedFolder
    /// The folders made for the output (its parent's missing folders), removed by ``discard()``.
    private let made: MadeFolders
    private let settled = PthreadLocked(false)

    init(name: String, parent: ContainedFolder, folder: ContainedFolder, made: MadeFolders) {
        self.name = name
        self.parent = parent
        self.folder = folder
        self.made = made
    }

    /// The staging folder's path (for messages, and for a process that
    /// removes it should this one be killed).
    public var path: String { parent.path == "/" ? "/\(name)" : "\(parent.path)/\(name)" }

    /// Removes the staging folder and everything in it, by descriptor (what
    /// is at its name now is removed only when it is still this folder), and
    /// the folders made for it; does nothing once moved into place.
    public func discard() {
        guard settled.withLock({ settled in
            defer { settled = true }
            return !settled
        }) else { return }
        folder.removeEverything()
        parent.removeEmptyFolder(named: name, identity: folder.identity)
        made.remove()
    }

    /// Moved into place: nothing to remove any more.
    func keep() {
        settled.withLock { $0 = true }
        made.keep()
    }
}
