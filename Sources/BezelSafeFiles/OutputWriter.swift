import Foundation

/// Writes the files of an output folder, each noted in the folder's mark
/// before it is written, so that even a run killed half-way leaves a folder
/// the next run recognises as its own.
public final class OutputWriter: @unchecked Sendable {
    /// The folder written.
    public let folder: ContainedFolder
    /// The files noted in the mark so far.
    private let noted: PthreadLocked<Set<String>>

    init(folder: ContainedFolder, mark: OutputMark) {
        self.folder = folder
        self.noted = PthreadLocked(Set(mark.files.map(\.description)))
    }

    /// The folder's path.
    public var path: String { folder.path }

    /// Notes `relative` in the mark (once), without writing it: for files another writer makes there.
    public func note(_ relative: RelativePath) throws(SafeFileError) {
        try noted.withLock { (noted) throws(SafeFileError) in
            guard noted.insert(relative.description).inserted else { return }
            try folder.append(Data((relative.description + "\n").utf8), to: OutputMark.relativePath)
        }
    }

    /// Notes `relative` in the mark, then writes `data` there (see ``ContainedFolder/write(_:to:)``).
    public func write(_ data: Data, to relative: RelativePath) throws(SafeFileError) {
        try note(relative)
        try folder.write(data, to: relative)
    }
}
