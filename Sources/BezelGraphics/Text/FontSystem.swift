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
/// - **language "en"**, rather than the host's locale, which would otherwise
///   steer font choice and line breaking.
///
/// Pango font maps are not thread-safe, so every Pango call made for this
/// font system (layout, measuring, hit testing, drawing, releasing) runs under
/// a lock the font system owns: text can be laid out and drawn from many
/// threads and the pixels are the same as from one.
///
/// ```swift
/// let layout = TextLayout("Hello", font: Font(size: 17))   // uses FontSystem.shared
/// let custom = try FontSystem(fontFiles: ["/path/Inter.ttf"])
/// ```
///
/// See also: ``Font``, ``TextLayout``.
public final class FontSystem: @unchecked Sendable {
    /// The font files that ship with Bezel (DejaVu Sans, DejaVu Sans Bold and
    /// DejaVu Sans Mono), found in the module's resource bundle. Empty when
    /// the bundle's `Fonts` folder cannot be read.
    public static var bundledFontFiles: [String] {
        guard let folder = Bundle.module.url(forResource: "Fonts", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { ["ttf", "otf"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// The font system made from ``bundledFontFiles``, built on first use and
    /// shared by every layout that is not given another.
    ///
    /// Building it cannot fail loudly (it has no caller to throw to): a
    /// bundled font that cannot be loaded is left out and reported in
    /// ``loadErrors``, which a test of the installation should check is empty.
    public static let shared: FontSystem = {
        let files = bundledFontFiles
        let system = FontSystem(loading: files)
        if files.isEmpty {
            system.loadErrors.append(.fileError(path: "Fonts", reason: "the bundled fonts folder is missing or empty"))
        }
        return system
    }()

    /// The font files loaded, as given (those that failed are in ``loadErrors``).
    public let fontFiles: [String]
    /// The family names the font system can draw, sorted, such as
    /// ["DejaVu Sans", "DejaVu Sans Mono"]. No other family can ever be used.
    public let families: [String]
    /// Fonts that could not be loaded (only ever non-empty for ``shared``,
    /// since ``init(fontFiles:)`` throws instead).
    public private(set) var loadErrors: [GraphicsError] = []

    /// The private `FcConfig`, holding only ``fontFiles``; destroyed in `deinit`.
    private let config: OpaquePointer
    /// The `PangoCairoFcFontMap` bound to ``config``; unreferenced in `deinit`.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Guards every Pango call made for this font system. Recursive, so a
    /// helper that takes it may be called from code that already holds it.
    private let lock = NSRecursiveLock()

    /// A font system holding exactly the fonts in `fontFiles` (TrueType or
    /// OpenType files), and nothing of the host's.
    ///
    /// - Throws: ``GraphicsError/fontLoading(path:)`` naming the first file
    ///   that does not exist or holds no font fontconfig can read;
    ///   ``GraphicsError/cairo(operation:status:)`` when Pango cannot make a
    ///   font map for Cairo's FreeType back end.
    public convenience init(fontFiles: [String]) throws {
        for file in fontFiles where !FileManager.default.isReadableFile(atPath: file) {
            throw GraphicsError.fontLoading(path: file)
        }
        self.init(loading: fontFiles)
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
    private static let hostConfigurationIsolated: Bool = {
        guard let empty = FcConfigCreate() else { return false }
        FcConfigSetSysRoot(empty, nil)
        let set = FcConfigSetCurrent(empty) != 0
        FcConfigDestroy(empty)   // the current configuration keeps its own reference
        return set
    }()

    /// Loads what it can, recording failures in ``loadErrors``.
    private init(loading files: [String]) {
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
        var loaded: [String] = []
        for file in files {
            let before = FontSystem.applicationFontCount(config)
            let added = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            if added != 0, FontSystem.applicationFontCount(config) > before {
                loaded.append(file)
            } else {
                errors.append(.fontLoading(path: file))
            }
        }
        self.config = config
        self.fontFiles = loaded
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
        self.families = FontSystem.listFamilies(config)
        self.loadErrors = errors
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// Dots per inch text is laid out at: 72, so one point is one canvas unit.
    public static let resolution = 72.0

    /// Runs `body` holding the lock that guards every Pango call for this font system.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
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

    // MARK: Pango objects (call holding the lock)

    /// A new Pango context with the device-independent settings described
    /// above. The caller owns it (`g_object_unref`).
    /// `language` is a Pango language name (see `TextStyle.pangoLanguage(for:)`).
    func makeContext(language: String = "en", direction: TextDirection = .leftToRight) -> OpaquePointer {
        // Never nil: GLib and fontconfig abort on out-of-memory instead (no input reaches this).
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)  // copies the options
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, FontSystem.resolution)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(language))
        pango_context_set_base_dir(context, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        return context
    }

    /// A Pango font description for `font`, with its family resolved. The
    /// caller frees it (`pango_font_description_free`).
    ///
    /// For Korean (`language` "ko…"), the family list goes on with
    /// ``koreanHanFamily``: Pango gives Han runs in a Korean layout no
    /// language (it checks the language's own script, Hangul), so neither
    /// the font rules nor the font's regional forms could pick Korean hanja.
    func makeFontDescription(for font: Font, language: String = "en") -> OpaquePointer {
        // Never nil: GLib and fontconfig abort on out-of-memory instead (no input reaches this).
        let description = pango_font_description_new()!
        var family = resolvedFamily(for: font.family)
        if language == "ko" || language.hasPrefix("ko-") {
            family += "," + FontSystem.koreanHanFamily
        }
        pango_font_description_set_family(description, family)
        // An absolute size is in user units: exactly the points asked for.
        pango_font_description_set_absolute_size(description, (font.effectiveSize * Double(PANGO_SCALE)).rounded())
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(description, PANGO_STRETCH_NORMAL)
        pango_font_description_set_variant(description, PANGO_VARIANT_NORMAL)
        return description
    }

    /// The family that draws Han characters in Korean text (see
    /// ``makeFontDescription(for:language:)``).
    static let koreanHanFamily = "Noto Sans CJK KR"

    // MARK: Helpers

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
