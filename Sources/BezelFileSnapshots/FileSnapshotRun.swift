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
        let results = Locked([FileSnapshotOutcome?](repeating: nil, count: sources.count))
        let next = Locked(0)
        let workers = max(1, min(jobs, sources.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < sources.count else { return }
                let outcome = check(sources[index], options: options)
                results.withLock { $0[index] = outcome }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Checks one file.
    public static func check(_ source: SnapshotSource, options: FileSnapshotOptions) -> FileSnapshotOutcome {
        switch source.kind {
        case .scene: return SceneSnapshots.check(source, options: options)
        case .script: return ScriptSnapshots.check(source, options: options)
        }
    }
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
