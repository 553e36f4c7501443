import Foundation

/// What every HTML page of this module writes text with: escaping, paths
/// and numbers, in one place. A page's markup type adopts it and calls
/// ``text(_:)`` for every text from data and ``url(_:)`` for every path
/// (the snapshot review page, the theme comparison page, the gallery page,
/// a replay's report). ``escape(_:)`` is the module's one HTML escape.
///
/// The comparison viewer, pictures, swatches and toolbar both image pages
/// share are in `ImageComparisonMarkup.swift`; their style and script in
/// `PageAssets.swift`.
protocol PageMarkup {
    /// What ``url(_:)`` adds to every path, escaped: none for a page read
    /// from its folder (the default); a served page's query its server asks
    /// of every request (`?token=…`).
    var pathSuffix: String { get }
}

extension PageMarkup {
    /// Text for the page, HTML-escaped.
    func text(_ text: String) -> String {
        Self.escape(text)
    }

    var pathSuffix: String { "" }

    /// A relative path for an attribute: percent-escaped, then HTML-escaped (and ``pathSuffix`` added).
    func url(_ path: String) -> String {
        Self.escapePath(path) + pathSuffix
    }

    /// `1 snapshot`, `3 snapshots`.
    func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A standalone HTML5 page: the head every page of this module has (a
    /// Content-Security-Policy allowing images from files beside it and
    /// only inline style and script, plus `scriptSources`), then `body` and
    /// the inline `script`.
    ///
    /// - Parameters:
    ///   - attributes: the root element's attributes after `lang` (`data-background="checker"`), or none.
    ///   - head: more head elements (each ending in a newline), before the title.
    ///   - connectSources: where the page's script may send requests (`'self'` for a served page), or none.
    static func document(title: String, generator: String, attributes: String, scriptSources: String = "", head: String = "",
                         connectSources: String = "", style: String, body: String, script: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"\(attributes.isEmpty ? "" : " " + attributes)>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="\(escape(generator))">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; \
        style-src 'unsafe-inline'; script-src 'unsafe-inline'\(scriptSources)\(connectSources.isEmpty ? "" : "; connect-src " + connectSources)">
        \(head)<title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    /// Text with `&`, `<`, `>` and quotes escaped.
    static func escape(_ text: String) -> String {
        // Most text has none of them (their bytes occur in UTF-8 only as themselves): it is returned as it is.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                          || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        return escapeEachCharacter(text)
    }

    /// ``escape(_:)``'s work on text that has something to escape.
    static func escapeEachCharacter(_ text: String) -> String {
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

    /// `14,080`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (number < 0 ? "-" : "") + out
    }

    /// `0.28%`; `&lt;0.01%` for a share too small to show (already escaped).
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "?" }
        let value = Double(part) * 100 / Double(whole)
        if value > 0 && value < 0.01 { return "&lt;0.01%" }
        return String(format: "%.2f%%", value)
    }

    /// True for `#rrggbb` and `#rrggbbaa`.
    static func isHexColor(_ text: String) -> Bool {
        text.hasPrefix("#") && [7, 9].contains(text.utf8.count) && text.utf8.dropFirst().allSatisfy { byte in
            (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
        }
    }
}
