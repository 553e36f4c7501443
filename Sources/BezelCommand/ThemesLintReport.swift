import BezelFiles
import BezelSnapshotResults

/// `bezel themes lint --json`: every theme's texts under the contrast
/// minimum, format ``formatVersion``.
///
/// ```json
/// {"version": 1, "themes": [{"file": "Themes/dark.yaml", "theme": "dark",
///   "findings": [{"control": "button", "part": "title", "foreground": "#777777FF", "background": "#1E1E1EFF",
///                 "ratio": 3.9, "minimum": 4.5}]}]}
/// ```
struct ThemesLintReport: Codable, Equatable {
    /// 1: an object with `version` and `themes` (before it, the bare array of themes).
    static let formatVersion = 1

    /// One theme file's findings.
    struct Theme: Codable, Equatable {
        var file: String
        var theme: String
        var findings: [Finding]
    }

    /// One text under the minimum.
    struct Finding: Codable, Equatable {
        var control: String
        var part: String
        /// `#RRGGBBAA`.
        var foreground: String
        var background: String
        /// The contrast ratio, to two decimals.
        var ratio: Double
        var minimum: Double

        init(_ finding: LintFinding) {
            control = finding.control
            part = finding.part
            foreground = finding.foreground.hexString
            background = finding.background.hexString
            ratio = (finding.ratio * 100).rounded() / 100
            minimum = finding.minimum
        }
    }

    /// ``formatVersion`` when written.
    var version = Self.formatVersion
    var themes: [Theme]
}
