/// Scenes made to break a reader, written out by the tests that need them.
public enum HostileScenes {
    /// Every spelling of a YAML boolean a scene reads (`true`, `TRUE`, `yEs`,
    /// `Off`…): 72 texts, each a distinct value of a state matrix.
    public static let booleanSpellings: [String] = ["true", "yes", "on", "false", "no", "off"].flatMap { word in
        (0..<(1 << word.count)).map { mask in
            String(word.enumerated().map { index, letter in mask & (1 << index) != 0 ? Character(letter.uppercased()) : letter })
        }
    }

    /// A scene (about 190 KB) whose one state matrix gives its text field
    /// 72⁴ × 8,000³ ≈ 1.4 × 10¹⁹ combinations, past `Int.max` (issue 22
    /// found a 270 KB one that trapped `render` and `verify`). The matrix
    /// starts at line 4, column 7.
    public static func statesPastIntMax(values: Int = 8_000) -> String {
        var lines = ["size: {width: 100, height: 40}", "snapshots:", "  states:", "    - ids: [f]"]
        for key in ["hidden", "enabled", "highlighted", "selected"] {
            lines.append("      \(key): [" + booleanSpellings.joined(separator: ", ") + "]")
        }
        lines.append("      alpha: [" + (1...values).map { "\($0)e-4" }
            .joined(separator: ", ") + "]")
        lines.append("      text: [" + (1...values).map { "t\($0)" }.joined(separator: ", ") + "]")
        lines.append("      placeholder: [" + (1...values).map { "p\($0)" }.joined(separator: ", ") + "]")
        lines.append("root: {type: textField, id: f}")
        return lines.joined(separator: "\n") + "\n"
    }
}
