import BezelGraphics
import BezelSnapshotResults
import Foundation

/// Where one snapshot's reference file and mismatch artifacts live.
///
/// ```swift
/// // In Tests/BezelTests/BezelButtonTests.swift:
/// let location = try SnapshotLocation.resolve(name: "bezel-button@2x", pathExtension: "png")
/// location.referencePath              // <package>/Snapshots/BezelButton/bezel-button@2x.png
/// location.artifactPath(.actual)      // <package>/.artifacts/snapshots/BezelButton/bezel-button@2x.actual.png
/// ```
///
/// References: `<snapshot directory>/<Suite>/<name>.<ext>`, where the
/// snapshot directory is the `snapshotDirectory:` argument, else
/// ``SnapshotConfiguration/snapshotDirectory``, else `Snapshots/` in the
/// package root (the nearest folder above `#filePath` holding `Package.swift`).
///
/// Artifacts: `<artifacts directory>/<Suite>/<name>.<kind>.<ext>`, where the
/// artifacts directory is ``SnapshotConfiguration/artifactsDirectory``, else
/// `BEZEL_SNAPSHOT_ARTIFACTS` (relative paths from the package root), else
/// `.artifacts/snapshots/` in the package root.
public struct SnapshotLocation: Sendable, Equatable {
    /// The environment variable naming the artifacts folder.
    public static let artifactsEnvironmentVariable = ArtifactsFolder.environmentVariable

    /// The kinds of file written next to each other when a snapshot does not match.
    public enum ArtifactKind: String, Sendable, CaseIterable {
        /// What the test produced.
        case actual
        /// A copy of the reference it was compared with.
        case reference
        /// A picture of the differences.
        case diff
        /// A second render of a snapshot that rendered differently twice (see ``DeterminismCheck``).
        case rerender
        /// The mismatch for tools, as JSON (see ``SnapshotMismatch/jsonObject``).
        case mismatch
    }

    /// The snapshot's name (the file name without extension).
    public var name: String
    /// The suite folder name.
    public var suite: String
    /// The reference's file extension, without the dot.
    public var pathExtension: String
    /// The folder holding this suite's references.
    public var referenceDirectory: String
    /// The folder this suite's artifacts go to, or nil when none can be found
    /// (see ``artifactsProblem``).
    public var artifactsDirectory: String?
    /// Why there is no artifacts folder, when ``artifactsDirectory`` is nil.
    public var artifactsProblem: String?
    /// The folder holding every suite's artifacts folder, and the run's
    /// results files (`results-*.jsonl`); nil when there is none.
    public var artifactsRoot: String?
    /// The package root found from the test's `#filePath`, when there is one.
    public var packageRoot: String?

    /// The reference file.
    public var referencePath: String { "\(referenceDirectory)/\(name).\(pathExtension)" }

    /// The artifact file of `kind`, or nil when there is no artifacts folder.
    public func artifactPath(_ kind: ArtifactKind, pathExtension: String? = nil) -> String? {
        artifactsDirectory.map { "\($0)/\(name).\(kind.rawValue).\(pathExtension ?? self.pathExtension)" }
    }

    /// Works out where snapshot `name` lives, validating the name and suite
    /// and claiming the artifacts folder (see ``ArtifactsFolder/claim(_:packageRoot:referencesFolder:namedBy:)``).
    ///
    /// - Parameters:
    ///   - suite: the suite folder; nil derives it from `fileID` (see ``SnapshotName/defaultSuite(forFile:)``).
    ///   - snapshotDirectory: overrides the configuration and the package default.
    /// - Throws: ``SnapshotError/invalidName(_:what:reason:)``,
    ///   ``SnapshotError/packageRootNotFound(filePath:)`` when no snapshot
    ///   directory is given and none can be found, or
    ///   ``SnapshotError/cannotWrite(path:reason:)`` when the artifacts folder
    ///   is refused (`/`, the package root, the references folder, a folder bezel did not make…).
    public static func resolve(name: String, suite: String? = nil, pathExtension: String,
                               snapshotDirectory: String? = nil,
                               configuration: SnapshotConfiguration = .current,
                               fileID: String = #fileID, filePath: String = #filePath) throws(SnapshotError) -> SnapshotLocation {
        let suite = suite ?? SnapshotName.defaultSuite(forFile: fileID)
        let root = packageRoot(containing: filePath)
        guard let snapshots = snapshotDirectory ?? configuration.snapshotDirectory ?? root.map({ $0 + "/Snapshots" }) else {
            try SnapshotName.validate(name)
            try SnapshotName.validate(suite, what: "suite name")
            throw .packageRootNotFound(filePath: filePath)
        }
        return try make(name: name, suite: suite, pathExtension: pathExtension, snapshotDirectory: snapshots,
                        packageRoot: root, configuration: configuration,
                        noArtifactsProblem: SnapshotError.packageRootNotFound(filePath: filePath).description)
    }

    /// Works out where snapshot `name` of a project folder lives (the form
    /// `bezel snapshots verify` uses, with no test file): references in
    /// `<packageRoot>/Snapshots/<suite>/` (or the configuration's snapshot
    /// directory), artifacts as for a test.
    ///
    /// - Throws: ``SnapshotError/invalidName(_:what:reason:)``.
    public static func resolve(name: String, suite: String, pathExtension: String, packageRoot: String,
                               configuration: SnapshotConfiguration = .current) throws(SnapshotError) -> SnapshotLocation {
        let root = trimmingSlash(packageRoot)
        return try make(name: name, suite: suite, pathExtension: pathExtension,
                        snapshotDirectory: configuration.snapshotDirectory ?? root + "/Snapshots",
                        packageRoot: root, configuration: configuration, noArtifactsProblem: "")
    }

    private static func make(name: String, suite: String, pathExtension: String, snapshotDirectory snapshots: String,
                             packageRoot root: String?, configuration: SnapshotConfiguration,
                             noArtifactsProblem: String) throws(SnapshotError) -> SnapshotLocation {
        try SnapshotName.validate(name)
        try SnapshotName.validate(suite, what: "suite name")
        let named = configuration.environmentValue(ArtifactsFolder.environmentVariable)
        let artifacts = configuration.artifactsDirectory ?? ArtifactsFolder.path(environmentValue: named, packageRoot: root)
        if let artifacts {
            let namedBy = configuration.artifactsDirectory != nil ? "artifactsDirectory"
                : named?.isEmpty == false ? ArtifactsFolder.environmentVariable : "the default"
            if let refusal = ArtifactsFolder.claim(artifacts, packageRoot: root, referencesFolder: snapshots, namedBy: namedBy) {
                throw .cannotWrite(path: artifacts, reason: refusal)
            }
        }
        return SnapshotLocation(
            name: name, suite: suite, pathExtension: pathExtension,
            referenceDirectory: "\(trimmingSlash(snapshots))/\(suite)",
            artifactsDirectory: artifacts.map { "\(trimmingSlash($0))/\(suite)" },
            artifactsProblem: artifacts == nil ? noArtifactsProblem : nil,
            artifactsRoot: artifacts.map(trimmingSlash), packageRoot: root)
    }

    /// The nearest folder at or above the folder of `filePath` that holds a
    /// `Package.swift`, or nil when there is none.
    public static func packageRoot(containing filePath: String) -> String? {
        if let known = packageRoots.withLock({ $0[filePath] }) { return known }
        let root = PackageRoot.nearest(from: URL(fileURLWithPath: filePath).deletingLastPathComponent().path)
        packageRoots.withLock { roots in
            if roots.count >= 4_096 { roots.removeAll() }
            roots[filePath] = root
        }
        return root
    }

    /// Package roots already found, by test file path: every assertion asks,
    /// and a suite has few test files. Bounded, in case paths are generated.
    private static let packageRoots = PthreadLocked<[String: String?]>([:])

    private static func trimmingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
