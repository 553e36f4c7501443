import BezelGraphics
import BezelSnapshotResults

/// Rules for the names snapshot files are made from.
///
/// ```swift
/// try SnapshotName.validate("bezel-button.mode=toggle@2x")   // fine
/// try SnapshotName.validate("../escape")                       // throws SnapshotError.invalidName
/// SnapshotName.scaleSuffix(1.5)                                // "@1.5x"
/// ```
///
/// A name is one file name, made from parameter values (never from
/// counters), so the same state always lands in the same file. The file
/// itself is `<name>.<extension>`, and artifacts add `.actual`, `.reference`
/// or `.diff` before the extension.
///
/// See also: ``StateMatrix/Combination/name(prefix:scale:)``.
public enum SnapshotName {
    /// The longest name accepted, in UTF-8 bytes: file names are limited to
    /// 255 bytes and artifacts add a suffix such as `.reference.png`.
    public static let maximumLength = ReferenceName.maximumLength

    /// Checks that `name` can be used as one file name inside the snapshot folder.
    ///
    /// Rejected: an empty or blank name, `/` or `\` (a path, not a name),
    /// `..`, a leading `.` (a hidden file), control characters, and names
    /// longer than ``maximumLength`` bytes.
    ///
    /// - Parameter what: what the name is, for the message ("snapshot name", "suite name").
    /// - Throws: ``SnapshotError/invalidName(_:what:reason:)``.
    public static func validate(_ name: String, what: String = "snapshot name") throws(SnapshotError) {
        if let reason = problem(with: name) {
            throw .invalidName(name, what: what, reason: reason)
        }
    }

    /// What is wrong with `name`, or nil when it is valid (the rules are
    /// BezelSnapshotResults' `ReferenceName`, which an accept checks too).
    static func problem(with name: String) -> String? {
        ReferenceName.problem(with: name)
    }

    /// A scale as file names show it: `1`, `2`, `1.5`, `0.75`.
    public static func formatScale(_ scale: Double) -> String {
        scale.formattedAsScale
    }

    /// The suffix a scale adds to a name: `@2x`, `@1.5x`.
    public static func scaleSuffix(_ scale: Double) -> String {
        "@\(formatScale(scale))x"
    }

    /// The default suite for a test file: its name without `Tests.swift`
    /// (or `Test.swift`, `.swift`). `BezelButtonTests.swift` gives `BezelButton`.
    ///
    /// - Parameter file: a `#fileID` (`Module/File.swift`) or `#filePath`.
    public static func defaultSuite(forFile file: String) -> String {
        let base = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? file
        for suffix in ["Tests.swift", "Test.swift", ".swift"] where base.hasSuffix(suffix) && base.count > suffix.count {
            return String(base.dropLast(suffix.count))
        }
        return base
    }
}
