import Foundation

/// Where an output folder is, by descriptor: its parent, opened once (or
/// made, folder by folder, when it was missing), and the folder itself,
/// opened with `O_NOFOLLOW` when it was checked. Every later step of an
/// ``OutputFolder`` (writing, staging, replacing, removing) is relative to
/// one of the two, never to the folder's path, so exchanging the folder's
/// name for a link to another folder between the steps cannot make bezel
/// write or remove there.
final class OutputPlace: @unchecked Sendable {
    /// The steps of ``OutputFolder/replace(with:)`` a test can act between.
    enum Step: Sendable {
        /// The new output is staged and marked; the names are about to be exchanged.
        case beforeMove
        /// The names were exchanged; the earlier output is about to be checked and removed.
        case afterMove
    }

    /// The folder's name in its parent.
    let name: String
    /// The parent's path (for messages and for making it).
    let parentPath: String
    private let state: PthreadLocked<State>

    private struct State {
        var parent: ContainedFolder?
        var folder: ContainedFolder?
        var made: MadeFolders = .none
        var hook: (@Sendable (Step) -> Void)?
    }

    init(name: String, parentPath: String, parent: ContainedFolder?, folder: ContainedFolder?) {
        self.name = name
        self.parentPath = parentPath
        state = PthreadLocked(State(parent: parent, folder: folder))
    }

    /// The folder checked by the claim, or made by ``makeFolder()``.
    var folder: ContainedFolder? { state.withLock { $0.folder } }

    /// The folders made on the way (the parent's missing folders and the output folder itself).
    var made: MadeFolders { state.withLock { $0.made } }

    /// Runs `hook` at each ``Step`` (for tests that race the steps).
    func onStep(_ hook: (@Sendable (Step) -> Void)?) { state.withLock { $0.hook = hook } }

    func reach(_ step: Step) { state.withLock { $0.hook }?(step) }

    /// The parent, made (and remembered as made) when it was missing at the claim.
    func parent() throws(SafeFileError) -> ContainedFolder {
        if let parent = state.withLock({ $0.parent }) { return parent }
        let (parent, made) = try MadeFolders.open(parentPath)
        state.withLock {
            $0.parent = parent
            $0.made = made
        }
        return parent
    }

    /// Makes the output folder, missing at the claim, in the parent, and
    /// opens it: it must be new (something that appeared meanwhile is not
    /// the folder checked) and empty.
    func makeFolder(path: String) throws(SafeFileError) -> ContainedFolder {
        if let folder { return folder }
        let parent = try parent()
        func failure(_ reason: String) -> SafeFileError {
            made.remove()
            return SafeFileError(path: path, action: "make the output folder", reason: reason)
        }
        guard mkdirat(parent.descriptor, name, 0o755) == 0 else {
            let code = errno
            throw failure(code == EEXIST ? "something appeared there after bezel checked it (another process?); run the command again"
                                         : ContainedFolder.describe(code))
        }
        let folder: ContainedFolder
        do {
            folder = try parent.openFolder(named: name, action: "make the output folder")
        } catch {
            throw failure(error.reason)
        }
        guard (try? folder.contents(of: nil).isEmpty) == true else {
            throw failure("it was replaced by another folder while bezel made it (another process?); run the command again")
        }
        state.withLock {
            $0.folder = folder
            $0.made = MadeFolders.adding(folder: name, identity: folder.identity, in: parent, to: $0.made)
        }
        return folder
    }
}
