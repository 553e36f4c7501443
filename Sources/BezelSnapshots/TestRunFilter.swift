import BezelSnapshotResults

/// Whether this test process runs only some tests (`swift test --filter X`
/// or `--skip Y`; the test binary is given the same options), so that its
/// records say the run was partial and `bezel snapshots prune` does not take
/// the references of the tests it left out for orphans.
enum TestRunFilter {
    /// The options that narrow a test run.
    static let narrowingOptions = ["--filter", "--skip"]

    /// How this process's run is partial, or nil when it runs every test.
    static let partialRun: SnapshotRecord.PartialRun? = partialRun(arguments: CommandLine.arguments)

    /// How a process with `arguments` is partial (`swift test --filter`), or nil.
    static func partialRun(arguments: [String]) -> SnapshotRecord.PartialRun? {
        let used = narrowingOptions.filter { option in
            arguments.dropFirst().contains { $0 == option || $0.hasPrefix(option + "=") }
        }
        return used.isEmpty ? nil : SnapshotRecord.PartialRun(options: used.map { "swift test \($0)" })
    }
}
