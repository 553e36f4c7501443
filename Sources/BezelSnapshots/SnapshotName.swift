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

    /// A valid name standing for `name` in a results file, when `name`
    /// itself is not valid (a file's state value made it `a/b`): `name`
    /// when valid, else with `%`, `/`, `\\`, control characters, a leading
    /// `.` and the second `.` of `..` written as `%XX` (UTF-8 bytes), an
    /// empty or blank name as `%` and its spaces, and a name still too long
    /// cut and ended with `%` and a hash of the whole. Two different invalid
    /// names never get the same stand-in unless cut (a valid name is its own
    /// stand-in, so only one that holds `%XX` can look like another's).
    ///
    /// ```swift
    /// SnapshotName.standIn(for: "f.text=a/b@2x")   // "f.text=a%2Fb@2x"
    /// SnapshotName.standIn(for: "../x")             // "%2E%2E%2Fx"
    /// ```
    public static func standIn(for name: String) -> String {
        guard problem(with: name) != nil else { return name }
        var escaped = name.isEmpty ? "%" : ""
        var previous: Unicode.Scalar?
        for scalar in name.unicodeScalars {
            let escapes = scalar == "%" || scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
                || (scalar == "." && (previous == nil || previous == ".")) || (scalar == " " && name.allSatisfy(\.isWhitespace))
            if escapes {
                for byte in String(scalar).utf8 { escaped += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
            } else {
                escaped.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        guard escaped.utf8.count > maximumLength else { return escaped }
        var cut = ""
        for scalar in escaped.unicodeScalars {
            guard cut.utf8.count + String(scalar).utf8.count <= maximumLength - 20 else { break }
            cut.unicodeScalars.append(scalar)
        }
        // A cut `%XX` would read as another byte: drop a partial escape.
        if let percent = cut.suffix(2).lastIndex(of: "%") { cut = String(cut[..<percent]) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return cut + "%" + String(hash, radix: 16).leftPadded(to: 16)
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

private extension String {
    /// The text with `0`s before it up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
