import ArgumentParser
import BezelSnapshotResults
import Foundation

/// Where `bezel snapshots` reads results from, shared by its subcommands.
struct SnapshotResultsOptions: ParsableArguments {
    @Option(name: .customLong("results"), help: ArgumentHelp(
        "A folder holding results-*.jsonl (an artifacts folder); repeat it to merge shards.",
        discussion: "Default: $BEZEL_SNAPSHOT_ARTIFACTS (relative to the package), else .artifacts/snapshots in the package.",
        valueName: "folder"))
    var folders: [String] = []

    @Option(name: .customLong("package-path"), help: ArgumentHelp(
        "The package whose references are reviewed (default: the nearest folder above the current one with a Package.swift).",
        valueName: "folder"))
    var packagePath: String?

    /// The package root: the option, else the nearest folder holding `Package.swift`, else the current folder.
    func packageRoot() throws -> String {
        try Self.packageRoot(option: packagePath)
    }

    /// The package root for `--package-path` (nil: the nearest folder above
    /// the current one with a `Package.swift`, else the current folder).
    static func packageRoot(option packagePath: String?) throws -> String {
        let files = FileManager.default
        if let packagePath {
            let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandFailure("--package-path: \(packagePath) is not a folder")
            }
            return root
        }
        return PackageRoot.nearest(from: files.currentDirectoryPath) ?? files.currentDirectoryPath
    }

    /// The results folders to read.
    func resultsFolders(packageRoot: String) -> [String] {
        guard folders.isEmpty else { return folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path } }
        let named = ProcessInfo.processInfo.environment[ArtifactsFolder.environmentVariable]
        return [ArtifactsFolder.path(environmentValue: named, packageRoot: packageRoot) ?? "\(packageRoot)/\(ArtifactsFolder.defaultPath)"]
    }

    /// The last run's results.
    func load() throws -> SnapshotResults {
        let root = try packageRoot()
        do {
            return try SnapshotResults.load(folders: resultsFolders(packageRoot: root), packageRoot: root)
        } catch {
            if case .noResultsFolder = error {
                throw CommandFailure(error.description + ", or name the results folder with --results")
            }
            throw CommandFailure(error.description)
        }
    }
}
