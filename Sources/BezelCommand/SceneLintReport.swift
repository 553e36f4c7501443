import Bezel
import BezelScenes
import BezelSnapshotResults

/// `bezel lint --json`: every scene's text findings, format ``formatVersion``.
///
/// ```json
/// {"version": 3, "scenes": [{"file": "long.yaml", "findings": [
///   {"file": "long.yaml", "line": 7, "column": 7, "kind": "ellipsized", "view": "Label#title", "part": "text",
///    "text": "Good morning, everyone", "detail": "cut with \"…\" to 120 pt: \"Good morning, everyone\"",
///    "direction": "ltr", "textSize": "AX5", "language": "en"}]}]}
/// ```
///
/// `kind` is `ellipsized`, `clipped`, `overflows-window` or `missing-glyph`;
/// `part` is `text`, `title`, `subtitle`, `placeholder` or `segment N` (from 0);
/// a missing-glyph finding lists its `characters` (`U+65E5`), a clipped or
/// overflows-window one its `overflow` in points on each side; `direction`,
/// `textSize` and `language` name the variant the scene was drawn in
/// (`ltr`, `L`, `en` unless `--direction`, `--text-size`, `--language` or the file says otherwise).
struct SceneLintReport: Codable, Equatable {
    /// 1: the first format; 2: each finding names its direction, text size
    /// and language; 3: each scene's `accessibility` findings (with `--accessibility`).
    static let formatVersion = 3

    /// One scene file's findings.
    struct Scene: Codable, Equatable {
        var file: String
        var findings: [Finding]
        /// With `--accessibility`: what a screen-reader user would stumble on (absent without it).
        var accessibility: [AccessibilityFinding]?
    }

    /// One accessibility finding: `kind` is `unlabelled`, `label-repeats-trait`,
    /// `small-touch-target`, `duplicate-label` or `off-screen`.
    struct AccessibilityFinding: Codable, Equatable {
        var file: String
        var line: Int
        var column: Int
        var kind: String
        /// `Switch#alarm`, or `SegmentedControl segment 2` for a part of a view.
        var element: String
        /// What VoiceOver would say on reaching it.
        var announcement: String
        var detail: String
        var direction: String
        var textSize: String
        var language: String

        init(_ found: SceneAccessibilityFinding) {
            file = found.location.file
            line = found.location.line
            column = found.location.column
            kind = found.finding.kind.rawValue
            element = found.finding.elementName
            announcement = found.finding.element.announcement
            detail = found.finding.detail
            direction = found.traits.layoutDirection.rawValue
            textSize = found.traits.contentSizeCategory.name
            language = found.traits.language
        }
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
        /// The reader's settings the scene was drawn in: `ltr` or `rtl`, a text size (`L`, `AX5`), a language.
        var direction: String
        var textSize: String
        var language: String

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
            direction = found.traits.layoutDirection.rawValue
            textSize = found.traits.contentSizeCategory.name
            language = found.traits.language
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
