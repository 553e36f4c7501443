/// A text of a snapshot's view that does not show whole, or (its
/// ``category`` ``FindingCategory/accessibility``) an accessibility finding,
/// as snapshot checks report it and results files keep it: Bezel's
/// `TextFinding` or `AccessibilityFinding` in words, with where the view is
/// declared and what the snapshot was rendered in.
///
/// Its ``description`` is the line a test, `bezel snapshots verify` and the
/// review page show:
/// `Examples/scenes/card.yaml:9:7: ellipsized: Label#title text: cut with "…" to 120 pt: "Good morning, …" (theme dark, @2x)`.
public struct SnapshotTextFinding: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// `ellipsized`, `clipped`, `overflows-window` or `missing-glyph` (`TextFinding.Kind`'s raw values);
    /// for an accessibility finding, `AccessibilityFinding.Kind`'s (`unlabelled`, `low-contrast`, …).
    public var kind: String
    /// The view as findings name it: `Label#title`, or `Label at #card/0/1`.
    public var view: String
    /// Which of its texts: `text`, `title`, `subtitle`, `placeholder`, `segment 2`
    /// (empty for an accessibility finding, whose view names its part).
    public var part: String
    /// What was found, in words (how the text was cut, by how much and by what, or which characters have no glyph).
    public var detail: String
    /// Where the view is declared, `file:line:column`, when the snapshot comes from a file.
    public var place: String?
    /// What the snapshot was rendered in.
    public var environment: SnapshotEnvironment?
    /// The finding's category; nil for a text finding (as records written before there were categories say).
    public var category: FindingCategory?

    public init(kind: String, view: String, part: String, detail: String, place: String? = nil,
                environment: SnapshotEnvironment? = nil, category: FindingCategory? = nil) {
        self.kind = kind
        self.view = view
        self.part = part
        self.detail = detail
        self.place = place
        self.environment = environment
        self.category = category == .text ? nil : category
    }

    /// The finding's category: ``FindingCategory/text`` unless it says otherwise.
    public var resolvedCategory: FindingCategory { category ?? .text }

    /// `kind: view part: detail` (`kind: view: detail` without a part), without the place or the environment.
    public var summary: String { part.isEmpty ? "\(kind): \(view): \(detail)" : "\(kind): \(view) \(part): \(detail)" }

    /// `place: kind: view part: detail (environment)`.
    public var description: String {
        var line = place.map { "\($0): " } ?? ""
        line += summary
        if let environment, !environment.isEmpty { line += " (\(environment))" }
        return line
    }

    /// One finding per line, each indented by two spaces.
    public static func lines(_ findings: [SnapshotTextFinding]) -> String {
        findings.map { "  \($0)" }.joined(separator: "\n")
    }
}
