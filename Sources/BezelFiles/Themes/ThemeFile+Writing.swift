import Bezel
import BezelGraphics

extension ThemeFile {
    /// The whole theme as theme-file YAML, every themeable value written out
    /// (no `extends`). Reading the text back with ``parse(_:file:themesDirectory:)``
    /// gives `theme` again, to the last bit: colours that hex cannot hold are
    /// written as `white(…)` or `srgb(…)`.
    ///
    /// `comments` come first, each line as a `# ` line (an empty one as `#`): a
    /// `# yaml-language-server: $schema=…` line for editors, what the file
    /// is for. They change nothing that is read.
    ///
    /// `Themes/default.yaml` is this text for `Theme/default` (a test in
    /// `ThemeFileTests` checks it, and rewrites it when
    /// `BEZEL_WRITE_DEFAULT_THEME=1`).
    public static func yaml(_ theme: Theme, comments: [String] = []) -> String {
        var lines = comments.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { $0.isEmpty ? "#" : "# " + $0 }
        lines += ["name: \(theme.name)", "background: \(ThemeValueText.color(theme.backgroundColor))"]
        for section in ThemeTables.sections {
            append(section.key, section.write(theme), indent: "", to: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ key: String, _ value: ThemeYAML, indent: String, to lines: inout [String]) {
        switch value {
        case let .inline(text):
            lines.append("\(indent)\(key): \(text)")
        case let .block(entries):
            lines.append("\(indent)\(key):")
            for entry in entries { append(entry.key, entry.value, indent: indent + "  ", to: &lines) }
        }
    }
}
