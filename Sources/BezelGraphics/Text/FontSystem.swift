import CCairoPango
import Foundation

/// The fonts text is laid out with, kept apart from the host's fonts so that
/// the same text gives the same pixels on every machine.
///
/// A font system owns a *private* fontconfig configuration that holds only
/// the font files it was given, and a fresh Pango font map bound to it, as
/// librsvg's test utilities and Pango's own `tests/testserialize.c` do. The
/// host's configuration (`/etc/fonts`, `FONTCONFIG_FILE`, installed fonts,
/// substitution rules) is never read, so a font installed or an alias
/// changed on one machine cannot change what Bezel draws.
///
/// Every Pango context made here uses the same settings, each chosen so that
/// the layout does not depend on the device:
/// - **hint style none, hint metrics off**: glyph outlines are not snapped to
///   the pixel grid and advances stay the font's true (linear) widths, so a
///   line measures the same at 1x, 2x and 3x and in every transform;
/// - **glyph positions not rounded** to whole pixels, for the same reason;
/// - **gray antialiasing** (never subpixel, which depends on the screen);
/// - **72 dpi**, so a font size in points is the same number of canvas units
///   (the canvas works in points; its device scale makes the pixels);
/// - **language "en"** (or the layout's ``TextStyle/language``), never the
///   host's locale, which would otherwise steer font choice and line
///   breaking; the paragraph direction is ``TextStyle/baseDirection``.
///
/// Text in a script DejaVu does not draw falls back, through Bezel's own
/// rules (``bundledRulesFile``), to the bundled Noto fonts: Noto Sans CJK
/// in the face of the layout's language (Japanese for Han text in any other
/// language), Arabic, Hebrew, Thai, Devanagari, and Noto Color Emoji for
/// emoji sequences. ``shared`` loads them the first time text needs them.
///
/// Pango font maps are not thread-safe, so every Pango call made for a font
/// system (layout, measuring, hit testing, drawing, releasing) runs under a
/// lock: text can be laid out and drawn from many threads and the pixels are
/// the same as from one. It is one lock for every font system in the
/// process, not one each: below Pango, Cairo's FreeType back end shares one
/// `FT_Library`, and one `FT_Face` per font file, among all font maps, and
/// keeps at most 10 faces open, closing and reopening them as text needs
/// other faces. Cairo 1.16 calls `FT_New_Face` outside its own lock (FreeType
/// requires a lock around `FT_New_Face` and `FT_Done_Face` on a shared
/// library) and may close a face another thread is loading a glyph from, so
/// two font systems drawing at once crashed in FreeType or Cairo. Finishing
/// a PDF or SVG document (which reads the fonts it embeds) takes the same
/// lock.
///
/// ```swift
/// let layout = TextLayout("Hello", font: Font(size: 17))   // uses FontSystem.shared
/// let custom = try FontSystem(fontFiles: ["/path/Inter.ttf"])
/// ```
///
/// See also: ``Font``, ``TextLayout``.
public final class FontSystem: @unchecked Sendable {
    /// The font files that ship with Bezel, found in the module's resource
    /// bundle, sorted by name: DejaVu Sans, DejaVu Sans Bold and DejaVu Sans
    /// Mono, which draw Latin, Greek and Cyrillic text, and the fallback
    /// fonts for other scripts: Noto Sans CJK (Japanese, Korean, Simplified,
    /// Traditional and Hong Kong Chinese faces, regular and bold), Noto Sans
    /// Arabic, Hebrew, Thai and Devanagari (regular and bold) and Noto Color
    /// Emoji (see `Resources/Fonts/README.md`). Empty when the bundle's
    /// `Fonts` folder cannot be read.
    public static var bundledFontFiles: [String] {
        guard let folder = Bundle.module.url(forResource: "Fonts", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// The bundled files ``shared`` loads when it is made: those whose names
    /// start with "DejaVu". The others are fallbacks, loaded the first time
    /// some text needs them (see ``shared``).
    static func isPrimaryBundledFont(_ path: String) -> Bool {
        (path as NSString).lastPathComponent.hasPrefix("DejaVu")
    }

    /// The families of the bundled fallback fonts (checked against the files
    /// by a test), so that ``families`` can list them before they are loaded.
    static let bundledFallbackFamilies = [
        "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans CJK HK", "Noto Sans CJK JP", "Noto Sans CJK KR",
        "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Thai",
    ]

    /// Bezel's own fontconfig rules, `bezel-fonts.conf` in the bundle's
    /// `Fonts` folder; nil when it cannot be found. Every font system loads
    /// them. They make
    /// - the family "emoji" (which Pango asks for every emoji run) Noto Color Emoji;
    /// - bitmap fonts (Noto Color Emoji's 136-pixel strike) scale to the size asked for;
    /// - runs of each language prefer its font: ja → Noto Sans CJK JP,
    ///   zh-cn/zh-sg → SC, zh-tw → TC, zh-hk/zh-mo → HK, ko → KR,
    ///   ar/fa/ur → Noto Sans Arabic, he → Hebrew, th → Thai,
    ///   hi/mr/ne → Devanagari. (Pango gives a run the layout's language
    ///   when that language writes the run's script, and otherwise a sample
    ///   language of the script: Han in an English layout gets none, and is
    ///   drawn with the Japanese face.)
    public static var bundledRulesFile: String? {
        Bundle.module.url(forResource: "Fonts", withExtension: nil)
            .map { $0.appendingPathComponent("bezel-fonts.conf").path }
            .flatMap { FileManager.default.isReadableFile(atPath: $0) ? $0 : nil }
    }

    /// The font system made from ``bundledFontFiles``, built on first use and
    /// shared by every layout that is not given another.
    ///
    /// It starts with the DejaVu files only, so that a process that draws
    /// only Latin text pays nothing for the other fonts (fontconfig reads
    /// every face of an added file: about 6.5 ms for the fallback fonts). The
    /// first layout that needs more loads every fallback font at once (see
    /// ``loadsFallbackFonts(for:language:family:)``), and from then on the
    /// font system is the same as one given every bundled file: a layout
    /// gives the same pixels whether the fallback fonts were loaded before it
    /// or because of it.
    ///
    /// Building it cannot fail loudly (it has no caller to throw to): a
    /// bundled font that cannot be loaded is left out and reported in
    /// ``loadErrors``, which a test of the installation should check is empty.
    public static let shared: FontSystem = makeBundled(lazily: true)

    /// A font system of every bundled font and the bundled rules; with
    /// `lazily`, the fallback fonts wait until some text needs them.
    static func makeBundled(lazily: Bool) -> FontSystem {
        let files = bundledFontFiles
        let primary = lazily ? files.filter(isPrimaryBundledFont) : files
        let fallback = lazily ? files.filter { !isPrimaryBundledFont($0) } : []
        let rules = bundledRulesFile
        let system = FontSystem(loading: primary, fallback: fallback, rules: rules)
        if files.isEmpty {
            system.recordError(.fileError(path: "Fonts", reason: "the bundled fonts folder is missing or empty"))
        }
        if rules == nil {
            system.recordError(.fileError(path: "Fonts/bezel-fonts.conf", reason: "the bundled font rules are missing"))
        }
        return system
    }

    /// The font files loaded, as given (those that failed are in
    /// ``loadErrors``). For ``shared``, the fallback fonts join them when
    /// they are loaded.
    public var fontFiles: [String] { withLock { loadedFiles } }
    /// The family names the font system can draw, sorted, such as
    /// ["DejaVu Sans", "DejaVu Sans Mono"]. No other family can ever be used.
    /// For ``shared`` this includes the families of the fallback fonts
    /// before they are loaded: naming one in a ``Font`` loads them.
    public let families: [String]
    /// Fonts that could not be loaded (only ever non-empty for ``shared``,
    /// since ``init(fontFiles:)`` throws instead).
    public var loadErrors: [GraphicsError] { withLock { errors } }

    /// The private `FcConfig`, holding only ``fontFiles``; destroyed in `deinit`.
    let config: OpaquePointer
    /// The `PangoCairoFcFontMap` bound to ``config``; unreferenced in `deinit`.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Guards every Pango call made for any font system, and every Cairo call
    /// that may open or close a FreeType face (see ``FontSystem``): one lock
    /// for the process. Recursive, so a helper that takes it may be called
    /// from code that already holds it.
    private static let lock = NSRecursiveLock()
    /// The files loaded (under the lock).
    var loadedFiles: [String]
    /// The fallback files not loaded yet (under the lock); empty once loaded.
    var pendingFallbackFiles: [String]
    /// Every character some loaded font has, while fallback fonts wait
    /// (under the lock); destroyed when they are loaded.
    var loadedCharacters: OpaquePointer?
    /// Load failures (under the lock).
    var errors: [GraphicsError]

    /// A font system holding exactly the fonts in `fontFiles` (TrueType or
    /// OpenType files, or collections of them), all loaded now, and nothing
    /// of the host's. It follows Bezel's own rules
    /// (``bundledRulesFile``): the family "emoji", bitmap scaling and the
    /// font each language prefers, when `fontFiles` has those families.
    ///
    /// - Throws: ``GraphicsError/fontLoading(path:)`` naming the first file
    ///   that does not exist or holds no font fontconfig can read;
    ///   ``GraphicsError/cairo(operation:status:)`` when Pango cannot make a
    ///   font map for Cairo's FreeType back end.
    public convenience init(fontFiles: [String]) throws {
        for file in fontFiles where !FileManager.default.isReadableFile(atPath: file) {
            throw GraphicsError.fontLoading(path: file)
        }
        self.init(loading: fontFiles, fallback: [], rules: FontSystem.bundledRulesFile)
        if let first = loadErrors.first { throw first }
    }

    /// Makes an empty private configuration fontconfig's process-wide
    /// current one, once, before any font map exists. Pango's fontconfig
    /// font map starts a thread that calls `FcInit()`, which would otherwise
    /// read the host's configuration (`FONTCONFIG_FILE`, `/etc/fonts`) and
    /// scan its fonts, although Bezel binds every font map to its own
    /// configuration: with a current configuration in place, `FcInit()`
    /// reads nothing. Code in the same process that asks fontconfig for its
    /// default configuration gets this empty one.
    ///
    /// It also sets `PANGO_LANGUAGE` to "en" for the process. Pango gives
    /// a run whose script the layout's language does not write the first
    /// language of `pango_language_get_preferred()` that writes it, read
    /// once from `PANGO_LANGUAGE` or else `LANGUAGE`: a host with
    /// `LANGUAGE=zh_TW` would draw Han text in an English layout with
    /// Traditional Chinese forms, and `LANGUAGE=fa` would relabel Arabic.
    /// And it sets `FC_LANG` to "en": fontconfig gives a font request with no
    /// language (Pango's Han runs outside a Chinese, Japanese or Korean
    /// layout) the host's locale language (`FC_LANG`, else `LC_ALL`,
    /// `LC_CTYPE`, `LANG`), which Bezel's rules would follow.
    private static let hostConfigurationIsolated: Bool = {
        setenv("PANGO_LANGUAGE", "en", 1)
        setenv("FC_LANG", "en", 1)
        guard let empty = FcConfigCreate() else { return false }
        FcConfigSetSysRoot(empty, nil)
        let set = FcConfigSetCurrent(empty) != 0
        FcConfigDestroy(empty)   // the current configuration keeps its own reference
        return set
    }()

    /// Loads what it can of `files` and the `rules` file, recording failures
    /// in ``loadErrors``; `fallback` files wait for text that needs them.
    private init(loading files: [String], fallback: [String], rules: String?) {
        _ = FontSystem.hostConfigurationIsolated
        // FcConfigCreate gives an empty configuration: no config files read,
        // no font directories scanned, no substitution rules. (It returns NULL
        // only when memory runs out, as GLib's allocations below would abort.)
        let config = FcConfigCreate()!
        // It does read FONTCONFIG_SYSROOT, and would then look for every font
        // file under that folder: the font files are given as full paths, so
        // no system root applies.
        FcConfigSetSysRoot(config, nil)
        var errors: [GraphicsError] = []
        if let rules {
            // Only Bezel's file: it includes nothing, so nothing of the host's is read.
            let loaded = (try? String(contentsOfFile: rules, encoding: .utf8)).map { text in
                text.withCString { chars in
                    chars.withMemoryRebound(to: FcChar8.self, capacity: text.utf8.count + 1) {
                        FcConfigParseAndLoadFromMemory(config, $0, 1)
                    }
                }
            } ?? 0
            if loaded == 0 {
                errors.append(.fileError(path: rules, reason: "fontconfig could not read these font rules"))
            }
        }
        let (loaded, failed) = FontSystem.addFiles(files, to: config)
        errors += failed
        self.config = config
        self.loadedFiles = loaded
        self.pendingFallbackFiles = fallback
        if let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) {
            self.fontMap = map
        } else {
            // Only a Pango built without FreeType (never on Linux) gets here.
            // Pango's own Cairo font map is still a fontconfig one on such
            // systems; it is bound to the private configuration below all the same.
            errors.append(.cairo(operation: "pango_cairo_font_map_new_for_font_type", status: "no FreeType font map"))
            self.fontMap = pango_cairo_font_map_new()
        }
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(fontMap)), pango_fc_font_map_get_type()) != 0 {
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        }
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), FontSystem.resolution)
        var families = FontSystem.listFamilies(config)
        if !fallback.isEmpty {
            families = Array(Set(families).union(FontSystem.bundledFallbackFamilies)).sorted()
        }
        self.families = families
        self.loadedCharacters = fallback.isEmpty ? nil : FontSystem.characterUnion(config)
        self.errors = errors
    }

    deinit {
        // Releasing the font map releases its Cairo fonts, which may close FreeType faces.
        FontSystem.withTextLock {
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            if let loadedCharacters { FcCharSetDestroy(loadedCharacters) }
            FcConfigDestroy(config)
        }
    }

    /// Adds `files` to `config`: those added, and an error for each fontconfig cannot read.
    static func addFiles(_ files: [String], to config: OpaquePointer) -> (loaded: [String], errors: [GraphicsError]) {
        var loadedFiles: [String] = [], errors: [GraphicsError] = []
        for file in files {
            let before = FontSystem.applicationFontCount(config)
            let added = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            if added != 0, FontSystem.applicationFontCount(config) > before {
                loadedFiles.append(file)
            } else {
                errors.append(.fontLoading(path: file))
            }
        }
        return (loadedFiles, errors)
    }

    private func recordError(_ error: GraphicsError) {
        withLock { errors.append(error) }
    }

    /// Dots per inch text is laid out at: 72, so one point is one canvas unit.
    public static let resolution = 72.0

    /// Runs `body` holding the lock that guards every Pango call for this font
    /// system (the process-wide text lock, ``withTextLock(_:)``).
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try FontSystem.withTextLock(body)
    }

    /// Runs `body` holding the one lock shared by every font system: for Cairo
    /// calls outside a font system that may open or close FreeType faces,
    /// such as finishing a PDF or SVG document (see ``FontSystem``).
    static func withTextLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: Families

    /// The family a ``Font`` is drawn with: the font's own family when this
    /// font system has it (compared without regard to case), the shipped
    /// monospaced family for "monospace", and otherwise
    /// ``Font/defaultFamily`` (or the first family held, for a custom set
    /// without it). Falling back here, rather than letting fontconfig pick
    /// the "closest" font, keeps the choice predictable.
    public func resolvedFamily(for family: String) -> String {
        let wanted = family.trimmingCharacters(in: .whitespaces).lowercased()
        if let exact = families.first(where: { $0.lowercased() == wanted }) { return exact }
        if ["monospace", "mono", "ui-monospace"].contains(wanted),
           let mono = families.first(where: { $0.lowercased() == Font.monospacedFamily.lowercased() }) {
            return mono
        }
        if let fallback = families.first(where: { $0.lowercased() == Font.defaultFamily.lowercased() }) {
            return fallback
        }
        return families.first ?? Font.defaultFamily
    }

    // MARK: Helpers

    /// The union of the character sets of every font in `config` (the caller destroys it).
    private static func characterUnion(_ config: OpaquePointer) -> OpaquePointer? {
        guard let union = FcCharSetCreate() else { return nil }
        guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee, let fonts = set.fonts else { return union }
        for i in 0..<Int(set.nfont) {
            var charset: OpaquePointer?
            if let pattern = fonts[i], FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                FcCharSetMerge(union, charset, nil)
            }
        }
        return union
    }

    private static func applicationFontCount(_ config: OpaquePointer) -> Int32 {
        FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
    }

    /// The family names of the fonts in the private configuration, read
    /// from fontconfig rather than Pango, whose list adds the generic aliases
    /// ("Sans", "Serif", "Monospace", "System-ui") that name no font here.
    private static func listFamilies(_ config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee, let fonts = set.fonts else { return [] }
        var names = Set<String>()
        for i in 0..<Int(set.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if let pattern = fonts[i], FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                names.insert(String(cString: value))
            }
        }
        return names.sorted()
    }
}
