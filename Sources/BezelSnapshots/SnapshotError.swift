import BezelSnapshotResults

/// Why a snapshot could not be checked at all (as opposed to a snapshot that
/// was checked and did not match, which is a ``SnapshotResult``).
///
/// ```swift
/// do {
///     let result = try verifySnapshot(of: image, as: .image, named: "a/b")
/// } catch {
///     print(error)   // snapshot name "a/b" is not valid: it contains "/"; …
/// }
/// ```
///
/// See also: ``checkSnapshot(of:as:at:record:textFindings:accessibilityFindings:configuration:site:results:resultsNotWritten:textFindingsWarned:)``.
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A snapshot name, suite name or matrix prefix that cannot be a file name.
    case invalidName(String, what: String, reason: String)
    /// A state matrix or its scales cannot name snapshots: duplicate or
    /// malformed dimension names, no values, bad scales, clashing file names,
    /// or a dimension asked of a combination it is not part of.
    case invalidMatrix(reason: String)
    /// `BEZEL_SNAPSHOT_RECORD` holds something other than a mode name.
    case invalidRecordMode(String)
    /// No folder containing `Package.swift` above the test file, so the
    /// default snapshot or artifact folder cannot be found.
    case packageRootNotFound(filePath: String)
    /// The strategy could not turn the value into a snapshot (for example,
    /// rendering threw); `reason` describes the underlying error.
    case snapshotFailed(name: String, reason: String)
    /// The reference file exists but cannot be read or decoded.
    case unreadableReference(path: String, reason: String)
    /// A reference or artifact file could not be written.
    case cannotWrite(path: String, reason: String)
    /// `BEZEL_TEXT_FINDINGS` holds something other than `off`, `warn` or `fail`.
    case invalidTextFindingPolicy(String)
    /// `BEZEL_ACCESSIBILITY_FINDINGS` holds something other than `off`, `warn` or `fail`.
    case invalidAccessibilityFindingPolicy(String)
    /// Under the text finding policy `fail`, texts of the snapshot's view do
    /// not show whole (or, under the accessibility finding policy `fail`, it
    /// has accessibility findings: the findings' categories say which): the
    /// image was neither compared nor written as a reference (see
    /// `TextFindingPolicy.fail`); `actualPath` is the image kept for review.
    case textFindings(name: String, findings: [SnapshotTextFinding], actualPath: String?)

    /// What went wrong and, where it helps, what to do.
    public var description: String {
        switch self {
        case let .invalidName(name, what, reason):
            return "\(what) \(name.debugDescription) is not valid: \(reason)"
        case let .invalidMatrix(reason):
            return "invalid state matrix: \(reason)"
        case let .invalidRecordMode(text):
            let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(RecordMode.environmentVariable)=\"\(text)\" is not a record mode; use one of \(modes)"
        case let .packageRootNotFound(filePath):
            return "no folder containing Package.swift above \(filePath); pass snapshotDirectory: "
                + "(and set artifactsDirectory or BEZEL_SNAPSHOT_ARTIFACTS) to say where snapshots go"
        case let .snapshotFailed(name, reason):
            return "could not make snapshot \"\(name)\": \(reason)"
        case let .unreadableReference(path, reason):
            return "cannot read the reference \(path): \(reason). Delete it or re-record it with "
                + "\(RecordMode.environmentVariable)=all"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        case let .invalidTextFindingPolicy(text):
            return TextFindingPolicy.InvalidValue(text: text).description
        case let .invalidAccessibilityFindingPolicy(text):
            return TextFindingPolicy.InvalidValue(text: text, category: .accessibility).description
        case let .textFindings(name, findings, actualPath):
            let texts = findings.filter { $0.resolvedCategory == .text }.count
            let others = findings.count - texts
            var said: [String] = []
            if texts > 0 {
                said.append((texts == 1 ? "1 text does" : "\(texts) texts do") + " not show whole, and the text finding policy is \"fail\"")
            }
            if others > 0 {
                said.append((others == 1 ? "1 accessibility finding" : "\(others) accessibility findings")
                            + ", and the accessibility finding policy is \"fail\"")
            }
            var lines = ["snapshot \"\(name)\": \(said.joined(separator: "; ")) "
                + "(the image was neither compared nor recorded):", SnapshotTextFinding.lines(findings)]
            if let actualPath { lines.append("  actual: \(actualPath)") }
            return lines.joined(separator: "\n")
        }
    }
}
