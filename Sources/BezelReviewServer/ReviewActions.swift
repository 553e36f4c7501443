import BezelFileSnapshots
import BezelSafeFiles
import BezelSnapshotResults
import Foundation

/// The actions of the served review page, on the run the page shows, one
/// at a time, through exactly what the commands run:
///
/// - Accept: `ReferenceAcceptance.plan` then `ReferenceAcceptance.apply`,
///   as `bezel snapshots accept` does (only failures of the last run; a
///   reference that matched or changed since the run, or an actual that
///   changed, skipped and said so; digests checked; every reference staged
///   and renamed into place, all or nothing).
/// - Delete: `OrphanedReferences.planKeepingDeclared` made again now, then
///   `OrphanedReferences.delete`, as `bezel snapshots prune --delete` does,
///   for the orphans the page lists that are still orphans: never one a
///   scene or script file declares, nor anything the page did not show.
///   (Leftovers of killed processes are left to `prune --delete`.)
public final class ReviewActions: Sendable {
    /// The run the page shows.
    public let results: SnapshotResults
    /// The package's snapshot folders (`Snapshots/` and `--snapshots` folders).
    public let folders: ReferenceFolders
    /// The orphaned references the page lists (absolute paths).
    public let shownOrphans: [String]
    private let log: @Sendable (String) -> Void
    private let done = PthreadLocked(Done())

    /// What the actions did so far, by key and by orphan path (relative to the package).
    private struct Done {
        var items: [String: ReviewAnswer.Item] = [:]
        var orphans: [String: ReviewAnswer.Orphan] = [:]
    }

    /// Why an action did nothing, and the HTTP status that says so.
    public struct Refusal: Error, Sendable, Equatable {
        /// 409 when nothing the action names can be done now, 500 when writing or deleting failed (and nothing changed).
        public var status: Int
        /// What the commands would say.
        public var message: String
    }

    /// The actions on `results`.
    ///
    /// - Parameters:
    ///   - results: the run the page shows (as the page was written from it).
    ///   - folders: the package's snapshot folders.
    ///   - orphans: the orphaned references the page lists (absolute paths).
    ///   - log: called with each line the commands would print for what was done.
    public init(results: SnapshotResults, folders: ReferenceFolders, orphans: [String],
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.results = results
        self.folders = folders
        self.shownOrphans = orphans.sorted()
        self.log = log
    }

    /// Accepts what `selector` chooses, as `bezel snapshots accept` does.
    ///
    /// - Throws: a ``Refusal``: 409 when it chooses no failure of the last
    ///   run, 500 when the references cannot be written (none is).
    public func accept(_ selector: ReferenceAcceptance.Selector) throws(Refusal) -> ReviewAnswer {
        try done.withLock { (done: inout Done) throws(Refusal) -> ReviewAnswer in
            let plan: ReferenceAcceptance.Plan
            do throws(ResultsError) {
                plan = try ReferenceAcceptance.plan([selector], in: results, folders: folders)
            } catch {
                throw Refusal(status: 409, message: error.description)
            }
            let changes: [ReferenceAcceptance.Change]
            do throws(ResultsError) {
                changes = try ReferenceAcceptance.apply(plan)
            } catch {
                throw Refusal(status: 500, message: error.description)
            }
            var items: [ReviewAnswer.Item] = []
            for skip in plan.skipped {
                log(skip.description)
                items.append(ReviewAnswer.Item(key: skip.key, state: skip.isAlreadyAccepted ? .accepted : .skipped, detail: skip.reason))
            }
            for change in changes {
                log(change.description)
                items.append(ReviewAnswer.Item(key: change.entry.record.key, state: .accepted, detail: change.description))
            }
            for item in items { done.items[item.key] = item }
            let count = changes.count
            let message = "\(count) reference\(count == 1 ? "" : "s") written"
                + (plan.skipped.isEmpty ? "" : ", \(plan.skipped.count) skipped")
            log(message)
            return ReviewAnswer(message: message, items: items.sorted { $0.key < $1.key }, orphans: [], counts: counts(done))
        }
    }

    /// Deletes the orphaned references the page lists that are still
    /// orphans by prune's plan made now, as `bezel snapshots prune --delete`
    /// does (all or nothing); the others are kept, saying why.
    ///
    /// - Throws: a ``Refusal``: 409 when prune would refuse (a partial run), 500 when deleting fails (nothing is deleted).
    public func prune() throws(Refusal) -> ReviewAnswer {
        try done.withLock { (done: inout Done) throws(Refusal) -> ReviewAnswer in
            let plan = OrphanedReferences.planKeepingDeclared(in: results)
            if let refusal = plan.refusal { throw Refusal(status: 409, message: refusal.description) }
            let shown = Set(shownOrphans)
            let chosen = plan.orphans.filter { shown.contains($0.path) }
            let planned = Set(chosen.map(\.path))
            var orphans: [ReviewAnswer.Orphan] = []
            for path in shownOrphans where !planned.contains(path) && done.orphans[relative(path)]?.state != .deleted {
                let reason = plan.kept.first { $0.path == path }?.reason
                    ?? (FileManager.default.fileExists(atPath: path) ? "no longer an orphan of the last run" : "it is gone")
                orphans.append(ReviewAnswer.Orphan(path: relative(path), state: .kept, detail: reason))
                log("kept \(relative(path)): \(reason)")
            }
            do throws(ResultsError) {
                try OrphanedReferences.delete(chosen, snapshotsFolder: plan.snapshotsFolder)
            } catch {
                throw Refusal(status: 500, message: error.description)
            }
            for orphan in chosen {
                log(relative(orphan.path))
                orphans.append(ReviewAnswer.Orphan(path: relative(orphan.path), state: .deleted, detail: "deleted"))
            }
            for orphan in orphans { done.orphans[orphan.path] = orphan }
            let count = chosen.count
            let message = count == 0 ? "no orphaned references removed"
                : "removed \(count) orphaned reference\(count == 1 ? "" : "s")"
            log(message)
            return ReviewAnswer(message: message, items: [], orphans: orphans.sorted { $0.path < $1.path }, counts: counts(done))
        }
    }

    /// What every action did so far, and the counts left.
    public func state() -> ReviewAnswer {
        done.withLock { done in
            ReviewAnswer(message: nil, items: done.items.values.sorted { $0.key < $1.key },
                         orphans: done.orphans.values.sorted { $0.path < $1.path }, counts: counts(done))
        }
    }

    /// `path` relative to the package, as the page shows it.
    func relative(_ path: String) -> String {
        let root = results.packageRoot.hasSuffix("/") ? results.packageRoot : results.packageRoot + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    private func counts(_ done: Done) -> ReviewAnswer.Counts {
        let accepted = Set(done.items.values.filter { $0.state == .accepted }.map(\.key))
        let deleted = Set(done.orphans.values.filter { $0.state == .deleted }.map(\.path))
        return ReviewAnswer.Counts(
            mismatches: results.entries(.outcome(.mismatch)).filter { !accepted.contains($0.record.key) }.count,
            new: results.entries(.new).filter { !($0.record.status == .missing && accepted.contains($0.record.key)) }.count,
            orphaned: shownOrphans.filter { !deleted.contains(relative($0)) }.count,
            accepted: accepted.count)
    }
}
