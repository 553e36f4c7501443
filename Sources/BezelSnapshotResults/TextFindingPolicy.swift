import Foundation

/// What a snapshot check does with the texts of its view that do not show
/// whole (text cut with "…", clipped, reaching past the window, drawn with
/// missing-glyph boxes; Bezel's `View.textFindings(in:)`).
///
/// ```swift
/// assertSnapshot(of: card, as: .image(scale: 2), named: "card@2x", textFindings: .fail)
/// ```
/// ```sh
/// BEZEL_TEXT_FINDINGS=fail swift test
/// bezel snapshots verify --text-findings fail
/// ```
///
/// The default is ``warn``: a demanding user hears about every cut text in
/// every snapshot, in the test's output, the results file and the review
/// page, and a suite that passed before still passes; ``fail`` is one
/// switch away once the warnings are dealt with.
///
/// The policy is resolved most specific first: an assertion's
/// `textFindings:` argument or a scene's `snapshots: textFindings:` key,
/// then the scope's `SnapshotConfiguration` (`withSnapshotTesting(textFindings:)`,
/// the `.snapshots(textFindings:)` trait, `bezel snapshots verify --text-findings`),
/// then ``environmentVariable``, then ``warn`` (see ``resolve(explicit:configured:environmentValue:)``).
public enum TextFindingPolicy: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Texts are not checked.
    case off
    /// Each finding is reported with the snapshot's outcome (a warning in
    /// the test, a `textFindings` entry on the record, a line of the run's
    /// summary) and never fails it. The default.
    case warn
    /// A snapshot with a finding fails with the findings as its message,
    /// even when its image matches, and its image is neither compared nor
    /// written as a reference in any record mode (it is kept as the
    /// `.actual.png` artifact for review).
    case fail

    /// `BEZEL_TEXT_FINDINGS`: `off`, `warn` or `fail` for every check of a process.
    public static let environmentVariable = "BEZEL_TEXT_FINDINGS"

    /// The policy when nothing chooses one: ``warn``.
    public static let defaultPolicy = TextFindingPolicy.warn

    /// `off`, `warn`, `fail`.
    public var description: String { rawValue }

    /// Reads a policy as the environment variable is read: case-insensitive,
    /// surrounding spaces ignored; nil for anything else.
    public init?(parsing text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// A value of ``environmentVariable`` (or another category's variable) that is not a policy.
    public struct InvalidValue: Error, Sendable, Equatable, CustomStringConvertible {
        /// The value as found.
        public var text: String
        /// Whose variable held it.
        public var category: FindingCategory
        public init(text: String, category: FindingCategory = .text) {
            self.text = text
            self.category = category
        }
        /// `BEZEL_TEXT_FINDINGS="maybe" is not a text finding policy; use one of off, warn, fail`.
        public var description: String {
            "\(category.environmentVariable)=\"\(text)\" is not a\(category == .accessibility ? "n" : "") \(category) finding policy; use one of "
                + TextFindingPolicy.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// The policy that applies: `explicit` (an assertion's argument, a
    /// file's key) if given, else `configured` (the scope's or the command
    /// line's), else `environmentValue` (``environmentVariable``'s value;
    /// empty counts as unset), else ``defaultPolicy``. The same for every
    /// ``FindingCategory``: `category` names the variable in the error.
    ///
    /// - Throws: ``InvalidValue`` when the variable holds something else.
    public static func resolve(explicit: TextFindingPolicy? = nil, configured: TextFindingPolicy? = nil,
                               environmentValue: String?, category: FindingCategory = .text) throws(InvalidValue) -> TextFindingPolicy {
        if let explicit { return explicit }
        if let configured { return configured }
        if let text = environmentValue, !text.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let policy = TextFindingPolicy(parsing: text) else { throw InvalidValue(text: text, category: category) }
            return policy
        }
        return defaultPolicy
    }
}
