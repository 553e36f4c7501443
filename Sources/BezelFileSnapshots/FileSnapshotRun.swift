import BezelGraphics
import BezelSnapshots
import Foundation

/// Checks the snapshots of scene and script files, several files at once.
///
/// ```swift
/// let sources = try SnapshotSources.find(["Examples"], packageRoot: root)
/// let outcomes = FileSnapshotRun.check(sources, options: FileSnapshotOptions(packageRoot: root))
/// ```
///
/// Every check goes through the same code as the Swift assertions
/// (`checkSnapshot`): the record modes, artifacts, and a results file that
/// `bezel snapshots report`, `accept` and `prune` read.
public enum FileSnapshotRun {
    /// Checks every file of `sources` (in parallel, `jobs` at a time; the
    /// machine's cores by default); the outcomes come back in the sources' order.
    public static func check(_ sources: [SnapshotSource], options: FileSnapshotOptions,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [FileSnapshotOutcome] {
        concurrentMap(sources, width: jobs) { check($0, options: options) }
    }

    /// Checks one file.
    public static func check(_ source: SnapshotSource, options: FileSnapshotOptions) -> FileSnapshotOutcome {
        switch source.kind {
        case .scene: return SceneSnapshots.check(source, options: options)
        case .script: return ScriptSnapshots.check(source, options: options)
        }
    }
}

/// `transform` of every item, `width` at a time on the machine's threads, in the items' order.
func concurrentMap<Item: Sendable, Mapped: Sendable>(_ items: [Item], width: Int = ProcessInfo.processInfo.activeProcessorCount,
                                                     _ transform: @Sendable (Item) -> Mapped) -> [Mapped] {
    let results = PthreadLocked([Mapped?](repeating: nil, count: items.count))
    let next = PthreadLocked(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(width, items.count))) { _ in
        while true {
            let index = next.withLock { value -> Int in
                defer { value += 1 }
                return value
            }
            guard index < items.count else { return }
            let mapped = transform(items[index])
            results.withLock { $0[index] = mapped }
        }
    }
    return results.withLock { $0.compactMap { $0 } }
}
