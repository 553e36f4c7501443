import BezelFiles
import BezelSnapshotResults

extension OrphanedReferences {
    /// The plan that `bezel snapshots prune` acts on and the review page
    /// shows: `OrphanedReferences.plan(in:complete:)` with every orphan
    /// that the package's scene and script files declare as they are now
    /// (``DeclaredReferences``, themes from the package's `Themes/`) moved
    /// to the kept entries, so that no results file can make a declared
    /// reference an orphan.
    ///
    /// ```swift
    /// let plan = OrphanedReferences.planKeepingDeclared(in: results)
    /// if plan.refusal == nil { try OrphanedReferences.delete(plan.orphans, snapshotsFolder: plan.snapshotsFolder) }
    /// ```
    ///
    /// - Parameters:
    ///   - results: the last run's results.
    ///   - complete: suite folders known complete after a partial run: only they are searched.
    public static func planKeepingDeclared(in results: SnapshotResults, complete: [String] = []) -> Plan {
        var plan = plan(in: results, complete: complete)
        let root = results.packageRoot
        DeclaredReferences.read(packageRoot: root, themes: .optional(root + "/Themes")).protect(&plan)
        return plan
    }
}
