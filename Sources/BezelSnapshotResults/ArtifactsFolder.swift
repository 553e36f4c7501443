import BezelSafeFiles
import Foundation

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
///
/// The artifacts folder is an output folder, under the rules of `-o` (see
/// `OutputFolder`), wherever it is named (the variable, a test's
/// `artifactsDirectory`, a command's option): ``claim(_:packageRoot:referencesFolder:namedBy:)``
/// refuses `/`, the home folder, the package root or any project's folder,
/// the references folder, a folder inside it or holding it, a link, and an
/// existing folder bezel did not make (one without its `.bezel-output` mark
/// that is not empty); a new or empty folder is made and marked.
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

    /// The command an artifacts folder's mark names.
    public static let command = "bezel snapshots"

    /// Folders already claimed by this process, with the refusal (nil: taken). Bounded, in case paths are generated.
    private static let claimed = PthreadLocked<[String: String?]>([:])

    /// Checks that `path` may be the artifacts folder, making and marking
    /// it when it is new or empty (once per process and path); returns why
    /// it may not, as a sentence naming who named it, or nil.
    ///
    /// - Parameters:
    ///   - referencesFolder: the snapshot references folder (`Snapshots/`), which artifacts never mix with.
    ///   - namedBy: what named the folder, for the message (`BEZEL_SNAPSHOT_ARTIFACTS`, `artifactsDirectory`).
    public static func claim(_ path: String, packageRoot: String?, referencesFolder: String?, namedBy: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let key = "\(absolute)\u{0}\(packageRoot ?? "")\u{0}\(referencesFolder ?? "")"
        if let known = claimed.withLock({ $0[key] }) { return known }
        let refusal = check(absolute, packageRoot: packageRoot, referencesFolder: referencesFolder).map {
            "\(namedBy) names \(path.debugDescription) as the snapshot artifacts folder, but \($0); "
                + "bezel writes artifacts only into a folder of its own: name a new folder"
        }
        claimed.withLock { claimed in
            if claimed.count >= 4_096 { claimed.removeAll() }
            claimed[key] = refusal
        }
        return refusal
    }

    /// Why `absolute` is not an artifacts folder (a reason), or nil after making and marking it as needed.
    private static func check(_ absolute: String, packageRoot: String?, referencesFolder: String?) -> String? {
        let resolved = OutputFolder.resolved(absolute)
        if let packageRoot {
            if resolved == OutputFolder.resolved(packageRoot) { return "it is the package root" }
            // The default folder is bezel's own name: taken as it is (earlier versions made it without a mark).
            if absolute == URL(fileURLWithPath: "\(packageRoot)/\(defaultPath)").standardizedFileURL.path { return nil }
        }
        if let referencesFolder {
            let references = OutputFolder.resolved(referencesFolder)
            if resolved == references { return "it is the snapshot references folder" }
            if resolved.hasPrefix(references + "/") { return "it is inside the snapshot references folder" }
            if references.hasPrefix(resolved == "/" ? "/" : resolved + "/") && resolved != "/" { return "it holds the snapshot references folder" }
        }
        if let protection = OutputFolder.protection(of: absolute) { return protection }
        var info = stat()
        if lstat(absolute, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: return "it is a link; name the real folder"
            default: return "it exists and is not a folder"
            }
        }
        do {
            let (folder, made) = try MadeFolders.open(absolute)
            let names = try folder.contents(of: nil)
            switch OutputMark.command(in: folder) {
            case command?: break
            case let other? where !other.isEmpty: return "it holds the output of `\(other)`"
            case _? : return "its .bezel-output mark cannot be read"
            case nil where names.isEmpty: try OutputMark.markIfMissing(folder, command: command)
            case nil:
                let sample = names.sorted().prefix(3).joined(separator: ", ")
                made.remove()
                return "it holds files bezel did not write (\(sample)\(names.count > 3 ? ", …" : ""))"
            }
            made.keep()
            return nil
        } catch {
            return "it cannot be made or marked (\(error.description))"
        }
    }
}
