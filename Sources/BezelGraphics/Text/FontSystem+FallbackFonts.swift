import CCairoPango
import Foundation

/// The fonts for other scripts and emoji, loaded into ``FontSystem/shared``
/// the first time a text, a language or a family needs them (adding them
/// at start-up would cost every process about 6.5 ms, see
/// `Benchmarks/fonts-study`): what needs them, and the load.
extension FontSystem {
    /// Whether the fallback fonts wait to be loaded (``shared`` until some text needs them).
    var hasPendingFallbackFonts: Bool { withLock { !pendingFallbackFiles.isEmpty } }

    /// Loads the fallback fonts if `text`, `language` (a Pango language
    /// name) or `family` needs them; call before making a layout for them.
    /// Text needs them when it has
    /// - a character no loaded font has (other than controls and format characters);
    /// - a character of a script whose language a font rule sends to a fallback
    ///   font although DejaVu has it (Arabic, Hebrew);
    /// - an emoji sequence Pango draws with the family "emoji": an
    ///   Emoji_Presentation character, U+FE0F, U+20E3, a regional indicator,
    ///   a tag character or anything past U+1F000;
    ///
    /// a language needs them when a rule names a font for it (ja, zh, ko,
    /// ar, fa, ur, he, th, hi, mr, ne), and a family when it is one of theirs.
    /// An ASCII character never needs them. Returns whether this call loaded them.
    @discardableResult
    func loadsFallbackFonts(for text: String, language: String, family: String) -> Bool {
        withLock {
            guard !pendingFallbackFiles.isEmpty else { return false }
            guard textNeedsFallback(text) || FontSystem.languageNeedsFallback(language)
                    || FontSystem.bundledFallbackFamilies.contains(resolvedFamily(for: family)) else { return false }
            loadFallbackFontsLocked()
            return true
        }
    }

    /// Loads the fallback fonts now, if they wait (eagerly, as a custom font system does).
    func loadFallbackFonts() {
        withLock {
            if !pendingFallbackFiles.isEmpty { loadFallbackFontsLocked() }
        }
    }

    private func loadFallbackFontsLocked() {
        let files = pendingFallbackFiles
        pendingFallbackFiles = []
        let (loaded, failed) = FontSystem.addFiles(files, to: config)
        loadedFiles += loaded
        errors += failed
        if let loadedCharacters { FcCharSetDestroy(loadedCharacters) }
        loadedCharacters = nil
        // Pango's fontsets and caches are dropped, and the font map's serial
        // moves on: every context of this font map (and every layout made
        // with one) lays its text out again on next use.
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(fontMap)), pango_fc_font_map_get_type()) != 0 {
            pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        }
    }

    /// See ``loadsFallbackFonts(for:language:family:)`` (call holding the lock).
    private func textNeedsFallback(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.value >= 0x80 {
            let value = scalar.value
            switch value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF:   // Hebrew, Arabic (and Syriac, Thaana…)
                return true
            case 0xFE0F, 0x20E3, 0xE0020...0xE007F, 0x1F000...:
                return true
            default:
                break
            }
            if scalar.properties.isEmojiPresentation { return true }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
                continue
            default:
                break
            }
            if let loadedCharacters, FcCharSetHasChar(loadedCharacters, value) == 0 { return true }
        }
        return false
    }

    /// Whether a rule of ``bundledRulesFile`` names a fallback font for `language` (a Pango language name).
    static func languageNeedsFallback(_ language: String) -> Bool {
        let primary = language.split(separator: "-", maxSplits: 1).first.map(String.init) ?? language
        return ["ja", "zh", "ko", "ar", "fa", "ur", "he", "th", "hi", "mr", "ne"].contains(primary)
    }
}
