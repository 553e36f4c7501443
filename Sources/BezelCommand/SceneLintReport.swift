import Bezel
import BezelScenes
import BezelSnapshotResults

/// `bezel lint --json`: every scene's text findings, format ``formatVersion``.
///
/// ```json
/// {"version": 1, "scenes": [{"file": "long.yaml", "findings": [
///   {"file": "long.yaml", "line": 7, "column": 7, "kind": "ellipsized", "view": "Label#title", "part": "text",
///    "text": "Good morning, everyone", "detail": "cut with \"…\" to 120 pt: \"Good morning, everyone\""}]}]}
/// ```
///
/// `kind` is `ellipsized`, `clipped`, `overflows-window` or `missing-glyph`;
/// `part` is `text`, `title`, `subtitle`, `placeholder` or `segment N` (from 0);
/// a missing-glyph finding lists its `characters` (`U+65E5`), a clipped or
/// overflows-window one its `overflow` in points on each side.
struct SceneLintReport: Codable, Equatable {
    /// 1: the first format.
    static let formatVersion = 1

    /// One scene file's findings.
    struct Scene: Codable, Equatable {
        var file: String
        var findings: [Finding]
    }

    /// How far ink reaches past a clip or the window, in points.
    struct Overflow: Codable, Equatable {
        var top: Double
        var left: Double
        var bottom: Double
        var right: Double
    }

    /// One text that does not show whole.
    struct Finding: Codable, Equatable {
        /// The scene node declaring the view (or its nearest declared ancestor).
        var file: String
        var line: Int
        var column: Int
        var kind: String
        /// `Label#title`, or `Label at #card/0/1` for a view without an identifier.
        var view: String
        var part: String
        var text: String
        var detail: String
        var characters: [String]?
        var overflow: Overflow?

        init(_ found: SceneTextFinding) {
            let finding = found.finding
            file = found.location.file
            line = found.location.line
            column = found.location.column
            kind = finding.kind.rawValue
            view = finding.viewName
            part = "\(finding.part)"
            text = finding.text
            detail = finding.detail
            characters = finding.missingCharacters.isEmpty ? nil : finding.missingCharacters.map(TextFinding.code(of:))
            let o = finding.overflow
            overflow = finding.kind == .clipped || finding.kind == .overflowsWindow
                ? Overflow(top: Self.points(o.top), left: Self.points(o.left), bottom: Self.points(o.bottom),
                           right: Self.points(o.right))
                : nil
        }

        /// To a tenth of a point.
        private static func points(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    }

    /// ``formatVersion`` when written.
    var version = Self.formatVersion
    var scenes: [Scene]
}
