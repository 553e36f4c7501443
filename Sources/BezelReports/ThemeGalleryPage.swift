import BezelFiles
import Foundation

/// The `index.html` page of a theme preview: one section per theme with its
/// contact sheet shown and every file it has linked, by relative paths, so
/// the folder can be moved or served as it is.
///
/// See also: ``ThemeFile``, ``ThemeLint``.
public enum ThemeGalleryPage {
    /// One theme's files, paths relative to the page.
    public struct Entry: Hashable, Sendable {
        /// The theme's name.
        public var theme: String
        /// The contact sheet to show (a PNG), if one was written.
        public var image: String?
        /// Every file written for the theme (PNG, PDF…), linked by name.
        public var files: [String]
        /// Contrast findings to list under the sheet (``ThemeLint/check(_:)``).
        public var findings: [LintFinding]

        public init(theme: String, image: String?, files: [String], findings: [LintFinding] = []) {
            self.theme = theme
            self.image = image
            self.files = files
            self.findings = findings
        }
    }

    /// The whole page: a standalone HTML5 document, no scripts, no external files.
    public static func html(title: String = "Bezel theme previews", entries: [Entry]) -> String {
        var body = ""
        for entry in entries {
            body += "<section id=\"\(escape(entry.theme))\">\n<h2>\(escape(entry.theme))</h2>\n"
            if let image = entry.image {
                body += "<a href=\"\(escapePath(image))\"><img src=\"\(escapePath(image))\" "
                    + "alt=\"Contact sheet of every control in every state, theme \(escape(entry.theme))\" loading=\"lazy\"></a>\n"
            }
            let links = entry.files.map { "<li><a href=\"\(escapePath($0))\">\(escape($0))</a></li>" }
            body += "<ul class=\"files\">\(links.joined())</ul>\n"
            if entry.findings.isEmpty {
                body += "<p class=\"lint ok\">Every text at least \(ThemeLint.minimum):1 (WCAG AA).</p>\n"
            } else {
                let items = entry.findings.map { "<li>\(escape($0.description))</li>" }
                body += "<p class=\"lint\">Text under \(ThemeLint.minimum):1:</p><ul class=\"lint\">\(items.joined())</ul>\n"
            }
            body += "</section>\n"
        }
        let nav = entries.map { "<a href=\"#\(escape($0.theme))\">\(escape($0.theme))</a>" }.joined(separator: " · ")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em; background: #f4f4f6; color: #1c1c1e; }
            section { background: #fff; border-radius: 8px; padding: 1em 1.5em; margin: 1.5em 0; }
            img { max-width: 100%; height: auto; border: 1px solid #ccc; }
            .lint { color: #a0001c; } .lint.ok { color: #1b6e2a; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <nav>\(nav)</nav>
            \(body)</body>
            </html>

            """
    }

    /// Text with `&`, `<`, `>` and quotes escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A relative path for an attribute: each part percent-encoded where a
    /// URL needs it (`@` and `=` stay, as file names use them), then escaped.
    static func escapePath(_ path: String) -> String {
        escape(percentEncoded(path))
    }

    /// `path` with each byte a URL needs escaped percent-encoded (`@`, `=`, `/` stay).
    static func percentEncoded(_ path: String) -> String {
        let safe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/@=,+")
        var out = ""
        for byte in path.utf8 {
            let scalar = Character(Unicode.Scalar(byte))
            out += safe.contains(scalar) ? String(scalar) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return out
    }
}
