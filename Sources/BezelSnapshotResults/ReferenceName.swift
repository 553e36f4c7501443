/// The form of the names a reference file is made from, `<suite>/<name>.<extension>`:
/// the rules a check uses when it writes a reference (BezelSnapshots'
/// `SnapshotName.validate`), and an accept uses before it writes one a
/// results file names.
///
/// ```swift
/// ReferenceName.problem(with: "bezel-button.mode=toggle@2x")   // nil
/// ReferenceName.problem(with: "../escape")                      // "it contains \"/\"; …"
/// ReferenceName.extensions.contains("swift")                    // false
/// ```
public enum ReferenceName {
    /// The longest name accepted, in UTF-8 bytes: file names are limited to
    /// 255 bytes and artifacts add a suffix such as `.reference.png`.
    public static let maximumLength = 200

    /// The extensions a reference has: PNG images and text (traces, text snapshots).
    public static let extensions: Set<String> = ["png", "txt"]

    /// What is wrong with `name` as a snapshot or suite name, or nil.
    ///
    /// Rejected: an empty or blank name, `/` or `\` (a path, not a name),
    /// `..`, a leading `.` (a hidden file), control characters, and names
    /// longer than ``maximumLength`` bytes.
    public static func problem(with name: String) -> String? {
        if name.allSatisfy(\.isWhitespace) {
            return "it is empty"
        }
        if name.contains("/") || name.contains("\\") {
            return "it contains \"\(name.contains("/") ? "/" : "\\")\"; a snapshot name is a single file name, "
                + "not a path (use the suite for folders)"
        }
        if name.contains("..") {
            return "it contains \"..\""
        }
        if name.hasPrefix(".") {
            return "it starts with \".\" (a hidden file)"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "it contains a control character"
        }
        if name.utf8.count > maximumLength {
            return "it is \(name.utf8.count) bytes long; the maximum is \(maximumLength)"
        }
        return nil
    }
}
