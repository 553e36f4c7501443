import BezelSnapshotResults
import Foundation

/// Text on the page: escaping, numbers, and the commands it tells people to run.
extension ReviewMarkup {
    /// Text for the page, HTML-escaped.
    func text(_ text: String) -> String {
        ThemeGalleryPage.escape(text)
    }

    /// A relative path for an attribute: percent-escaped, then HTML-escaped.
    func url(_ path: String) -> String {
        ThemeGalleryPage.escapePath(path)
    }

    func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
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

extension SnapshotReviewPage {
    /// `bezel snapshots accept Suite/name`, the name quoted for a shell when it needs it.
    static func acceptCommand(_ record: SnapshotRecord) -> String {
        "bezel snapshots accept " + shellWord("\(record.suite)/\(record.name)")
    }

    /// `bezel snapshots accept --group ID`.
    static func groupCommand(_ id: String) -> String {
        "bezel snapshots accept --group " + shellWord(id)
    }

    /// The command that removes orphaned references.
    static let pruneCommand = "bezel snapshots prune --delete"

    /// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@%+=:,./-_")
        if !word.isEmpty && word.allSatisfy({ plain.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
