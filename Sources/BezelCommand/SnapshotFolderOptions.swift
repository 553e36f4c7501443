import ArgumentParser
import BezelSnapshotResults

/// The package's snapshot folders (`Snapshots/` and `--snapshots DIR`), for
/// the `bezel snapshots` subcommands that write or show references.
struct SnapshotFolderOptions: ParsableArguments {
    @Option(name: .customLong("snapshots"), help: ArgumentHelp(
        "Another folder of references, inside the package (repeatable; Snapshots/ is always one).",
        discussion: "For Swift tests that set another snapshotDirectory. Relative to the package.",
        valueName: "folder"))
    var folders: [String] = []

    /// The snapshot folders of the package at `packageRoot`.
    func referenceFolders(packageRoot: String) throws -> ReferenceFolders {
        do {
            return try ReferenceFolders(packageRoot: packageRoot, additional: folders)
        } catch {
            throw CommandFailure("--snapshots: \(error.description)")
        }
    }
}
