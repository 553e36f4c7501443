import Foundation
import Testing
@testable import BezelGraphics

/// The private font set: only the shipped fonts, loaded without the host's configuration.
@Suite struct FontSystemTests {
    private static func bundled(_ name: String) throws -> String {
        try #require(FontSystem.bundledFontFiles.first { ($0 as NSString).lastPathComponent == name })
    }

    @Test func sharedHoldsExactlyTheShippedFamilies() {
        let system = FontSystem.shared
        #expect(system.loadErrors.isEmpty, "\(system.loadErrors)")
        #expect(system.families == (["DejaVu Sans", "DejaVu Sans Mono"] + FontSystem.bundledFallbackFamilies).sorted())
        // The DejaVu files, and the fallback fonts once some text (of another test) needed them.
        let names = system.fontFiles.map { ($0 as NSString).lastPathComponent }
        #expect(Array(names.prefix(3)) == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "DejaVuSansMono.ttf"])
        #expect(names.count == 3 || names.count == FontSystem.bundledFontFiles.count)
    }

    @Test func aCustomSetHoldsOnlyItsOwnFonts() throws {
        let system = try FontSystem(fontFiles: [try Self.bundled("DejaVuSansMono.ttf")])
        #expect(system.families == ["DejaVu Sans Mono"])
        // Every request falls back to the one family held, even the default.
        #expect(system.resolvedFamily(for: "DejaVu Sans") == "DejaVu Sans Mono")
        #expect(system.resolvedFamily(for: "Helvetica") == "DejaVu Sans Mono")
    }

    @Test func anEmptySetHasNoFamilies() throws {
        let system = try FontSystem(fontFiles: [])
        #expect(system.families.isEmpty)
    }

    @Test func familiesResolveWithoutCaseAndFallBackToDejaVuSans() {
        let system = FontSystem.shared
        #expect(system.resolvedFamily(for: "dejavu sans mono") == "DejaVu Sans Mono")
        #expect(system.resolvedFamily(for: "  DejaVu Sans ") == "DejaVu Sans")
        #expect(system.resolvedFamily(for: "monospace") == "DejaVu Sans Mono")
        #expect(system.resolvedFamily(for: "Helvetica Neue") == "DejaVu Sans")
        #expect(system.resolvedFamily(for: "") == "DejaVu Sans")
    }

    @Test func aMissingFileIsNamedInTheError() {
        let path = "/nonexistent/NoSuchFont.ttf"
        #expect(throws: GraphicsError.fontLoading(path: path)) {
            try FontSystem(fontFiles: [try Self.bundled("DejaVuSans.ttf"), path])
        }
    }

    @Test func aFileThatIsNotAFontIsNamedInTheError() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("bezel-not-a-font-\(UUID().uuidString).ttf").path
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: GraphicsError.fontLoading(path: path)) {
            try FontSystem(fontFiles: [path])
        }
        #expect(GraphicsError.fontLoading(path: path).description.contains(path))
    }

    @Test func anUnknownFamilyDrawsAsDejaVuSans() throws {
        let unknown = try TextPixels.render(TextLayout("Fallback", font: Font(family: "Comic Sans MS", size: 16)))
        let dejaVu = try TextPixels.render(TextLayout("Fallback", font: Font(family: "DejaVu Sans", size: 16)))
        let mono = try TextPixels.render(TextLayout("Fallback", font: Font.monospaced(size: 16)))
        #expect(unknown.premultipliedARGB() == dejaVu.premultipliedARGB())
        #expect(unknown.premultipliedARGB() != mono.premultipliedARGB())
    }

    /// A language's font comes after the family asked for, never before:
    /// digits and punctuation stay in it under every language, and only
    /// what it cannot draw comes from the language's font.
    @Test func theFamilyAskedForKeepsTheTextItDrawsUnderEveryLanguage() throws {
        for font in [Font.monospaced(size: 30), Font(size: 30)] {
            let english = try TextPixels.render(TextLayout("00:10 (5)", font: font)).premultipliedARGB()
            for language in ["ja", "zh-Hans", "ko", "ar", "he", "th", "hi"] {
                let other = try TextPixels.render(TextLayout("00:10 (5)", font: font, style: TextStyle(language: language)))
                #expect(other.premultipliedARGB() == english, "\(font.family) under \(language)")
            }
        }
    }

    @Test func separateFontSystemsDrawTheSamePixels() throws {
        let custom = try FontSystem(fontFiles: FontSystem.bundledFontFiles)
        let a = try TextPixels.render(TextLayout("Same pixels", font: Font(size: 15), fontSystem: custom))
        let b = try TextPixels.render(TextLayout("Same pixels", font: Font(size: 15), fontSystem: .shared))
        #expect(a.premultipliedARGB() == b.premultipliedARGB())
    }

    @Test func fontSizesAreClampedNotTrusted() {
        #expect(Font(size: .nan).effectiveSize == Font.defaultSize)
        #expect(Font(size: -4).effectiveSize == Font.minimumSize)
        #expect(Font(size: .infinity).effectiveSize == Font.maximumSize)
        let nan = TextLayout("abc", font: Font(size: .nan))
        let standard = TextLayout("abc")
        #expect(nan.size == standard.size)
        #expect(Font.default == Font(family: "DejaVu Sans", size: 13, weight: .regular))
        #expect(Font(size: 17, weight: .bold).description == "DejaVu Sans 17pt bold")
    }
}
