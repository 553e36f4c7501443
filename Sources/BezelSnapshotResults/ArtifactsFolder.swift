/// Where a run writes its snapshot artifacts and results file, and where
/// `bezel snapshots` reads them: one rule for both.
///
/// `BEZEL_SNAPSHOT_ARTIFACTS` when set (a relative path is taken from the
/// package root), else `.artifacts/snapshots` in the package root.
///
/// ```swift
/// ArtifactsFolder.path(environmentValue: nil, packageRoot: "/app")          // "/app/.artifacts/snapshots"
/// ArtifactsFolder.path(environmentValue: "out/snaps", packageRoot: "/app")  // "/app/out/snaps"
/// ```
public enum ArtifactsFolder {
    /// The environment variable naming the artifacts folder.
    public static let environmentVariable = "BEZEL_SNAPSHOT_ARTIFACTS"
    /// The folder in the package root when the variable is not set.
    public static let defaultPath = ".artifacts/snapshots"

    /// The artifacts folder for the variable's value (nil or empty: not set)
    /// and the package root (nil: none known); nil when neither says.
    public static func path(environmentValue: String?, packageRoot: String?) -> String? {
        if let named = environmentValue, !named.isEmpty {
            guard !named.hasPrefix("/"), let packageRoot else { return named }
            return "\(packageRoot)/\(named)"
        }
        return packageRoot.map { "\($0)/\(defaultPath)" }
    }
}
