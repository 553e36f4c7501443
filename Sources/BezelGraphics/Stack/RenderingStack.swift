import CCairoPango
import Foundation

/// The software that turns Bezel's drawing into pixels: the versions of the
/// C libraries loaded in this process, content hashes of the fonts that
/// ship with Bezel, and Bezel's own renderer version.
///
/// The same stack gives the same pixels on every machine. A different one
/// may not, and then text is what moves: shapes, gradients, shadows and
/// images stayed byte-identical between Debian 12 (cairo 1.16, Pango 1.50)
/// and Debian 13 (cairo 1.18, Pango 1.56). Text did too once Bezel drew
/// every glyph on a whole device pixel (renderer 2; cairo 1.17.2 and later
/// otherwise place glyphs at quarter-pixel offsets), except the hex boxes
/// Pango draws for characters no shipped font has. Snapshot references
/// store the stack that rendered them, so a failure can say whether the
/// stack changed and how (see ``StackComparison/sentence``).
///
/// ```swift
/// let stack = RenderingStack.current
/// print(stack.summary)   // renderer 2, cairo 1.16.0, pango 1.50.12, harfbuzz 6.0.0, ...
/// for change in stack.differences(from: old) { print(change) }   // cairo 1.16.0 → 1.18.4
/// ```
///
/// See also: ``RenderingStack/Difference``.
public struct RenderingStack: Sendable, Hashable, Codable {
    /// Bezel's renderer version. Bump it in the same commit as any change
    /// that moves pixels on purpose (a new control look, a different
    /// shadow, another text setting), in this module or in the views above it.
    ///
    /// 2: glyphs are drawn on whole device pixels (no change with cairo 1.16;
    /// with cairo 1.17.2 and later text moves by up to half a pixel).
    public static let rendererVersion = 2

    /// The first renderer that draws glyphs on whole device pixels.
    public static let wholePixelGlyphsRenderer = 2

    /// ``rendererVersion`` of the Bezel that rendered.
    public var renderer: Int
    /// Library name → version, for cairo, pango, harfbuzz, freetype, pixman and fontconfig.
    public var libraries: [String: String]
    /// Font file name → the first 12 hex digits of its SHA-256, for the fonts
    /// that ship with Bezel and the font rules file (`bezel-fonts.conf`),
    /// which changes which font draws a run.
    public var fonts: [String: String]

    /// A stack as given.
    public init(renderer: Int, libraries: [String: String], fonts: [String: String]) {
        self.renderer = renderer
        self.libraries = libraries
        self.fonts = fonts
    }

    /// The stack of this process, read once: the versions the loaded
    /// libraries report (not the headers Bezel was built against) and the
    /// hashes of ``FontSystem/bundledFontFiles`` and
    /// ``FontSystem/bundledRulesFile``.
    public static let current = RenderingStack(
        renderer: rendererVersion,
        libraries: loadedLibraryVersions(),
        fonts: Dictionary((FontSystem.bundledFontFiles + [FontSystem.bundledRulesFile].compactMap { $0 }).map { path in
            (URL(fileURLWithPath: path).lastPathComponent, fontHash(atPath: path))
        }, uniquingKeysWith: { first, _ in first }))

    /// The libraries in the order messages list them.
    public static let libraryOrder = ["cairo", "pango", "harfbuzz", "freetype", "pixman", "fontconfig"]

    /// `renderer 2, cairo 1.16.0, pango 1.50.12, …, 3 fonts`.
    public var summary: String {
        var parts = ["renderer \(renderer)"]
        parts += orderedLibraries.map { "\($0) \($1)" }
        parts.append("\(fonts.count) font\(fonts.count == 1 ? "" : "s")")
        return parts.joined(separator: ", ")
    }

    /// One way two stacks differ.
    public struct Difference: Sendable, Hashable, Codable, CustomStringConvertible {
        /// `renderer`, a library name, or `font DejaVuSans.ttf`.
        public var component: String
        /// Its value in the other stack (the reference's); nil when it had none.
        public var reference: String?
        /// Its value in this stack; nil when it has none.
        public var current: String?

        /// A difference of `component`.
        public init(component: String, reference: String?, current: String?) {
            self.component = component
            self.reference = reference
            self.current = current
        }

        /// `cairo 1.16.0 → 1.18.4`, `font X.ttf 0123… → (none)`.
        public var description: String {
            "\(component) \(reference ?? "(none)") → \(current ?? "(none)")"
        }
    }

    /// How this stack differs from `reference`: the renderer, then each
    /// library in ``libraryOrder`` (and any other), then each font; empty
    /// when they are the same.
    public func differences(from reference: RenderingStack) -> [Difference] {
        var found: [Difference] = []
        if renderer != reference.renderer {
            found.append(Difference(component: "renderer", reference: String(reference.renderer), current: String(renderer)))
        }
        let names = Self.libraryOrder + Set(libraries.keys).union(reference.libraries.keys)
            .subtracting(Self.libraryOrder).sorted()
        for name in names where libraries[name] != reference.libraries[name] {
            found.append(Difference(component: name, reference: reference.libraries[name], current: libraries[name]))
        }
        for name in Set(fonts.keys).union(reference.fonts.keys).sorted() where fonts[name] != reference.fonts[name] {
            found.append(Difference(component: "font \(name)", reference: reference.fonts[name], current: fonts[name]))
        }
        return found
    }

    /// 12 hex digits naming this stack (a hash of ``compactText``): two runs
    /// with the same fingerprint rendered with the same renderer, libraries
    /// and fonts. Results files and review pages show it.
    public var fingerprint: String {
        String(ContentHash(data: Data(compactText.utf8)).description.prefix(12))
    }

    /// The stack as one line of JSON with sorted keys, as references store it.
    ///
    /// - Throws: ``JSONEncodingError`` when it cannot be encoded; nothing stands in for it.
    public func jsonText() throws(JSONEncodingError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try JSONEncodingError.encode(self, with: encoder), as: UTF8.self)
    }

    /// Reads a stack written by ``jsonText()``; nil for anything else (or
    /// text over 16 KB: a reference is hostile until checked).
    public init?(jsonText text: String) {
        guard text.utf8.count <= 16_384,
              let stack = try? JSONDecoder().decode(RenderingStack.self, from: Data(text.utf8)) else { return nil }
        self = stack
    }

    /// The stack on one line, as reference PNGs store it:
    /// `renderer=2 cairo=1.16.0 … font:DejaVuSans.ttf=abdc775b21b1`.
    public var compactText: String {
        var parts = ["renderer=\(renderer)"]
        parts += orderedLibraries.map { "\($0)=\($1)" }
        parts += fonts.keys.sorted().map { "font:\($0)=\(fonts[$0] ?? "")" }
        return parts.joined(separator: " ")
    }

    /// Reads ``compactText``; nil unless it names a renderer. Unknown or
    /// malformed words are skipped, and the text is bounded (hostile files).
    public init?(compactText text: String) {
        guard text.utf8.count <= 4_096 else { return nil }
        var renderer: Int?
        var libraries: [String: String] = [:], fonts: [String: String] = [:]
        for word in text.split(separator: " ") {
            guard let equals = word.firstIndex(of: "=") else { continue }
            let key = String(word[..<equals]), value = String(word[word.index(after: equals)...])
            if key == "renderer" {
                renderer = Int(value)
            } else if key.hasPrefix("font:") {
                fonts[String(key.dropFirst(5))] = value
            } else if !key.isEmpty {
                libraries[key] = value
            }
        }
        guard let renderer else { return nil }
        self.init(renderer: renderer, libraries: libraries, fonts: fonts)
    }

    private var orderedLibraries: [(String, String)] {
        let names = Self.libraryOrder.filter { libraries[$0] != nil }
            + libraries.keys.filter { !Self.libraryOrder.contains($0) }.sorted()
        return names.compactMap { name in libraries[name].map { (name, $0) } }
    }

    private static func loadedLibraryVersions() -> [String: String] {
        var versions: [String: String] = [:]
        versions["cairo"] = String(cString: cairo_version_string())
        versions["pango"] = String(cString: pango_version_string())
        versions["harfbuzz"] = String(cString: hb_version_string())
        versions["pixman"] = String(cString: pixman_version_string())
        let fc = Int(FcGetVersion())
        versions["fontconfig"] = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            versions["freetype"] = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        return versions
    }

    /// The first 12 hex digits of the SHA-256 of a font file (GLib's
    /// checksum), or `unreadable` when it cannot be read.
    private static func fontHash(atPath path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "unreadable" }
        let hex: String? = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: guchar.self),
                  let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(raw.count)) else { return nil }
            defer { g_free(digest) }
            return String(cString: digest)
        }
        return hex.map { String($0.prefix(12)) } ?? "unreadable"
    }
}
