import Bezel
import Foundation

extension Diffing where Format == String {
    /// Text stored as UTF-8 and compared line by line; a mismatch names the
    /// first differing line and shows both versions of it.
    ///
    /// ```swift
    /// assertSnapshot(of: trace.description, as: .lines, named: "double-tap")
    /// ```
    public static var lines: Diffing<String> {
        Diffing(
            pathExtension: "txt",
            encode: { Data($0.utf8) },
            decode: { data, _ in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw NotUTF8Text()
                }
                return text
            },
            compare: { reference, actual in
                guard reference != actual else { return nil }
                let old = reference.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
                let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
                func show(_ lines: [String]) -> String { line < lines.count ? "\"\(lines[line])\"" : "(no line)" }
                return SnapshotDifference(summary: """
                    the text differs from line \(line + 1) (reference \(old.count) lines, snapshot \(new.count) lines)
                      reference: \(show(old))
                      snapshot:  \(show(new))
                    """)
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Snapshots text as it is, compared line by line (`.txt` files).
    public static var lines: Snapshotting<String, String> { Snapshotting(diffing: .lines) }
}

/// A reference text file that is not valid UTF-8.
private struct NotUTF8Text: Error, CustomStringConvertible {
    var description: String { "the file is not UTF-8 text" }
}

extension Snapshotting where Value: View, Format == String {
    /// What a screen reader finds in the view: its accessibility elements in
    /// reading order, one line each (`View.accessibilityDescription()`:
    /// view, label, value, traits, position, hint and frame), compared line
    /// by line (`.txt` files), so a change in what a VoiceOver user meets
    /// fails as a changed pixel does.
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .accessibilityText, named: "timer-accessibility")
    /// ```
    public static var accessibilityText: Snapshotting<Value, String> {
        Snapshotting<String, String>.lines.pullback { (view: Value) in view.accessibilityDescription() + "\n" }
    }
}
