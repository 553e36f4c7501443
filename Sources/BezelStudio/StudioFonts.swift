import BezelGraphics
import Foundation

/// Bezel's shipped fonts, as the studio page draws its own text with them
/// (the tree, the trace, the steps): the same faces the window is rendered
/// with, so a Japanese or Arabic title reads the same in the page as in the
/// window, on a machine with no such fonts of its own. The page names each
/// file in an `@font-face` rule (``css(url:)``) and lists the families in
/// ``stack`` order; the studio's server answers `/fonts/FILE` with the file
/// (``file(named:)``), and the browser fetches a fallback face only when
/// some text needs it.
public enum StudioFonts {
    /// One shipped file as a web font: its file name, the family the page
    /// calls it by, and its weight.
    public struct Face: Equatable, Sendable {
        public let fileName: String
        public let family: String
        public let weight: Int
        /// The file's path on this machine.
        public let path: String
    }

    /// The families, in the order the page falls back through them.
    public static let families = ["Bezel Sans", "Bezel Arabic", "Bezel Hebrew", "Bezel Thai", "Bezel Devanagari", "Bezel CJK", "Bezel Emoji"]

    /// `font-family` for the page's text: the shipped faces first, the
    /// browser's own last (for a character none of them has).
    public static var stack: String { (families.map { "'\($0)'" } + ["sans-serif"]).joined(separator: ", ") }

    /// `font-family` for monospaced text (the trace): DejaVu Sans Mono, then the same fallbacks.
    public static var monospaceStack: String {
        (["'Bezel Mono'"] + families.dropFirst().map { "'\($0)'" } + ["monospace"]).joined(separator: ", ")
    }

    /// Every shipped face the page can use (``FontSystem/bundledFontFiles``).
    public static var faces: [Face] {
        FontSystem.bundledFontFiles.compactMap { path in
            let name = (path as NSString).lastPathComponent
            guard let family = family(ofFile: name) else { return nil }
            return Face(fileName: name, family: family, weight: name.contains("-Bold") ? 700 : 400, path: path)
        }
    }

    /// The shipped face called `name` (a file name, nothing else: a path
    /// or a name that ships no font finds nothing).
    public static func file(named name: String) -> Face? {
        faces.first { $0.fileName == name }
    }

    /// The `@font-face` rules for every face, each loaded from `url(face)`.
    public static func css(url: (Face) -> String) -> String {
        faces.map { face in
            "@font-face { font-family: '\(face.family)'; src: url('\(url(face))'); font-weight: \(face.weight); font-display: swap; }"
        }.joined(separator: "\n")
    }

    /// The media type a browser expects for `face`.
    public static func contentType(of face: Face) -> String {
        face.fileName.lowercased().hasSuffix(".ttc") ? "font/collection" : "font/ttf"
    }

    private static func family(ofFile name: String) -> String? {
        let prefixes: [(String, String)] = [
            ("DejaVuSansMono", "Bezel Mono"), ("DejaVuSans", "Bezel Sans"), ("NotoSansArabic", "Bezel Arabic"),
            ("NotoSansHebrew", "Bezel Hebrew"), ("NotoSansThai", "Bezel Thai"), ("NotoSansDevanagari", "Bezel Devanagari"),
            ("NotoSansCJK", "Bezel CJK"), ("NotoColorEmoji", "Bezel Emoji"),
        ]
        return prefixes.first { name.hasPrefix($0.0) }?.1
    }
}
