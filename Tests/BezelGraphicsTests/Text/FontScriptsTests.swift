import Foundation
import Testing
@testable import BezelGraphics

/// Text in every script with the bundled fallback fonts: which font draws
/// each language, colour emoji, the fallback fonts loaded lazily giving the
/// same pixels as loaded at once, and what the stack fingerprint hashes.
@Suite struct FontScriptsTests {
    /// A sample line for each script, with the language it is tagged with.
    static let samples: [(language: String?, text: String)] = [
        ("ja", "日本語のテキスト、カタカナ。直骨角"),
        ("zh-Hans", "简体中文的文字。直骨角"),
        ("zh-Hant", "繁體中文的文字。直骨角"),
        ("zh-HK", "香港繁體字。直骨角"),
        ("ko", "한국어 텍스트 똠방각하 化"),
        ("ar", "مرحبا بالعالم ١٢٣"),
        ("he", "שלום עולם"),
        ("th", "สวัสดีชาวโลก"),
        ("hi", "नमस्ते दुनिया"),
        (nil, "😀 👨‍👩‍👧‍👦 🇯🇵 #️⃣ 👍🏽 ❤️"),
        (nil, "Latin, Ελληνικά, Кириллица"),
    ]

    private static func layout(_ text: String, language: String?, size: Double = 20, bold: Bool = false,
                               direction: TextDirection = .leftToRight, fontSystem: FontSystem = .shared) -> TextLayout {
        TextLayout(text, font: Font(size: size, weight: bold ? .bold : .regular),
                   style: TextStyle(language: language, baseDirection: direction), fontSystem: fontSystem)
    }

    @Test func everyScriptDrawsWithoutAMissingGlyph() throws {
        for (language, text) in Self.samples {
            for bold in [false, true] {
                let layout = Self.layout(text, language: language, bold: bold)
                #expect(layout.missingCharacters.isEmpty, "\(language ?? "-") \(text): \(layout.missingCharacters)")
                #expect(TextPixels.dark(try TextPixels.render(layout)).count > 20)
            }
        }
    }

    @Test func eachScriptIsDrawnWithItsOwnFont() {
        let expected: [(String?, String, String)] = [
            ("ja", "直骨角", "Noto Sans CJK JP"), ("ja-JP", "直骨角", "Noto Sans CJK JP"),
            ("zh-Hans", "直骨角", "Noto Sans CJK SC"), ("zh-CN", "直骨角", "Noto Sans CJK SC"),
            ("zh-Hant", "直骨角", "Noto Sans CJK TC"), ("zh-TW", "直骨角", "Noto Sans CJK TC"),
            ("zh-HK", "直骨角", "Noto Sans CJK HK"), ("ko", "한국어", "Noto Sans CJK KR"),
            ("ko", "化", "Noto Sans CJK KR"),
            // Han in a layout of no CJK language is drawn with the Japanese face.
            (nil, "直骨角", "Noto Sans CJK JP"), ("fr", "直骨角", "Noto Sans CJK JP"),
            ("ar", "مرحبا", "Noto Sans Arabic"), (nil, "مرحبا", "Noto Sans Arabic"),
            ("he", "שלום", "Noto Sans Hebrew"), (nil, "שלום", "Noto Sans Hebrew"),
            (nil, "สวัสดี", "Noto Sans Thai"), (nil, "नमस्ते", "Noto Sans Devanagari"),
            (nil, "😀", "Noto Color Emoji"), (nil, "❤️", "Noto Color Emoji"), (nil, "🇯🇵", "Noto Color Emoji"),
            (nil, "👨‍👩‍👧‍👦", "Noto Color Emoji"), (nil, "👍🏽", "Noto Color Emoji"),
            (nil, "#️⃣", "Noto Color Emoji"),
            // Text-presentation symbols stay in DejaVu, as today; Latin in an Arabic layout too.
            (nil, "❤ ☺ ✓ ★", "DejaVu Sans"), ("ar", "Hello", "DejaVu Sans"), ("ja", "Hello", "DejaVu Sans"),
        ]
        for (language, text, family) in expected {
            let families = Set(Self.layout(text, language: language).runFontFamilies)
            #expect(families == [family], "\(language ?? "-") \(text)")
        }
    }

    @Test func hanFormsFollowTheLanguage() throws {
        let images = try ["ja", "zh-Hans", "zh-Hant", "ko"].map { language in
            try TextPixels.render(Self.layout("直骨角化", language: language, size: 32)).premultipliedARGB()
        }
        #expect(Set(images).count == 4)
        let japanese = try TextPixels.render(Self.layout("直骨角化", language: "ja", size: 32)).premultipliedARGB()
        let untagged = try TextPixels.render(Self.layout("直骨角化", language: nil, size: 32)).premultipliedARGB()
        #expect(japanese == untagged)
    }

    @Test func emojiAreDrawnInColour() throws {
        // (Noto Color Emoji 2.042 draws the family 👨‍👩‍👧‍👦 as grey silhouettes.)
        for text in ["😀", "🐱", "🇯🇵", "👍🏽", "❤️", "#️⃣"] {
            for scale in [1.0, 2.0] {
                let image = try TextPixels.render(Self.layout(text, language: nil, size: 24), scale: scale)
                let colourful = image.premultipliedARGB().filter { word in
                    let r = (word >> 16) & 255, g = (word >> 8) & 255, b = word & 255
                    return r != g && g != b && r != b && max(r, g, b) - min(r, g, b) > 40
                }
                #expect(colourful.count > 20, "\(text) at \(scale)x")
            }
        }
        // A text-presentation heart stays black.
        let heart = try TextPixels.render(Self.layout("❤", language: nil, size: 24))
        #expect(heart.premultipliedARGB().allSatisfy { word in
            let r = (word >> 16) & 255, g = (word >> 8) & 255, b = word & 255
            return r == g && g == b
        })
    }

    @Test func charactersInNoFontAreStillReported() {
        let layout = Self.layout("a\u{2000B}b\u{1FAE9}c\u{10000} 日本語 😀", language: nil)
        #expect(layout.missingCharacters == ["\u{2000B}", "\u{1FAE9}", "\u{10000}"])
    }

    // MARK: Lazy loading

    @Test func theFallbackFontsWaitForTextThatNeedsThem() {
        let system = FontSystem.makeBundled(lazily: true)
        #expect(system.loadErrors.isEmpty, "\(system.loadErrors)")
        #expect(system.fontFiles.map { ($0 as NSString).lastPathComponent }
            == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "DejaVuSansMono.ttf"])
        #expect(system.families == (["DejaVu Sans", "DejaVu Sans Mono"] + FontSystem.bundledFallbackFamilies).sorted())
        for text in ["Hello", "Ωmega Привет café – “quoted” …", "❤ ☺ ✓ ★ ©", "a\u{200D}b\u{2028}c\u{7}", ""] {
            _ = Self.layout(text, language: nil, fontSystem: system)
            _ = Self.layout(text, language: "en-GB", fontSystem: system)
            _ = Self.layout(text, language: "fr", direction: .rightToLeft, fontSystem: system)
            #expect(system.hasPendingFallbackFonts, "\(text)")
        }
        for (text, language, family) in [("直", nil, "DejaVu Sans"), ("שלום", nil, "DejaVu Sans"), ("مرحبا", nil, "DejaVu Sans"),
                                         ("❤️", nil, "DejaVu Sans"), ("1\u{20E3}", nil, "DejaVu Sans"), ("🇯🇵", nil, "DejaVu Sans"),
                                         ("😀", nil, "DejaVu Sans"), ("\u{10000}", nil, "DejaVu Sans"),
                                         ("Hello", "ja", "DejaVu Sans"), ("Hello", "zh-TW", "DejaVu Sans"),
                                         ("Hello", "ar", "DejaVu Sans"), ("Hello", nil, "Noto Sans Thai")] as [(String, String?, String)] {
            let fresh = FontSystem.makeBundled(lazily: true)
            _ = TextLayout(text, font: Font(family: family, size: 12), style: TextStyle(language: language), fontSystem: fresh)
            #expect(!fresh.hasPendingFallbackFonts, "\(text) \(language ?? "-") \(family)")
            #expect(fresh.fontFiles.count == FontSystem.bundledFontFiles.count)
            #expect(fresh.loadErrors.isEmpty)
        }
    }

    @Test func theFallbackFamiliesAreTheFilesFamilies() throws {
        let eager = try FontSystem(fontFiles: FontSystem.bundledFontFiles)
        #expect(eager.families == (["DejaVu Sans", "DejaVu Sans Mono"] + FontSystem.bundledFallbackFamilies).sorted())
        #expect(FontSystem.bundledFontFiles.count == 14)
        #expect(FontSystem.bundledFontFiles.filter { $0.hasSuffix(".ttc") }.count == 2)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func lazyLoadingGivesTheSamePixelsAsLoadingEverything(scale: Double) throws {
        let eager = FontSystem.makeBundled(lazily: false)
        #expect(!eager.hasPendingFallbackFonts && eager.loadErrors.isEmpty)
        let samples = Self.samples + [(nil, "a\u{2000B}b\u{1FAE9}"), ("ja", "Hello"), ("ar", "abc عربي 123")]
        // Loaded by the text itself, and by an earlier layout of other text.
        let loadedEarlier = FontSystem.makeBundled(lazily: true)
        let earlyLatin = Self.layout("Latin first", language: nil, fontSystem: loadedEarlier)
        let latinBefore = try TextPixels.render(earlyLatin, scale: scale).premultipliedARGB()
        _ = Self.layout("日本", language: nil, fontSystem: loadedEarlier)
        #expect(!loadedEarlier.hasPendingFallbackFonts)
        // A layout made before the load draws as it measured.
        #expect(try TextPixels.render(earlyLatin, scale: scale).premultipliedARGB() == latinBefore)
        for (language, text) in samples {
            for bold in [false, true] {
                let lazy = FontSystem.makeBundled(lazily: true)
                let direction: TextDirection = language == "ar" ? .rightToLeft : .leftToRight
                let images = try [eager, lazy, loadedEarlier].map { system in
                    let layout = Self.layout(text, language: language, size: 17, bold: bold, direction: direction,
                                             fontSystem: system)
                    return (try TextPixels.render(layout, scale: scale).premultipliedARGB(), layout.size)
                }
                #expect(images[0].0 == images[1].0 && images[0].0 == images[2].0, "\(language ?? "-") \(text)")
                #expect(images[0].1 == images[1].1 && images[0].1 == images[2].1)
            }
        }
    }

    @Test func lazyLoadingFromManyThreadsGivesTheSamePixels() async throws {
        let lazy = FontSystem.makeBundled(lazily: true)
        let reference = try Self.samples.map { try TextPixels.render(Self.layout($1, language: $0, fontSystem: .shared)).premultipliedARGB() }
        let results = await withTaskGroup(of: [[UInt32]].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    Self.samples.map { (try? TextPixels.render(Self.layout($1, language: $0, fontSystem: lazy)).premultipliedARGB()) ?? [] }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result == reference) }
    }

    // MARK: Fingerprint

    @Test func theStackHashesEveryBundledFontAndTheRules() throws {
        let fonts = RenderingStack.current.fonts
        #expect(fonts.keys.sorted() == (FontSystem.bundledFontFiles.map { ($0 as NSString).lastPathComponent }
            + ["bezel-fonts.conf"]).sorted())
        #expect(fonts["NotoSansCJK-Regular-C.ttc"] == "8c5d0eda94f6")
        #expect(fonts["NotoSansCJK-Bold-C.ttc"] == "1f4ac0612eaf")
        #expect(fonts["NotoColorEmoji.ttf"] == "e5899ed38b8e")
        let rules = try String(contentsOfFile: try #require(FontSystem.bundledRulesFile), encoding: .utf8)
        #expect(rules.contains("<family>Noto Color Emoji</family>") && rules.contains("pixelsizefixupfactor"))
    }
}
