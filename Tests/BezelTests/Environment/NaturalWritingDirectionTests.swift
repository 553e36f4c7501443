import Testing
import BezelGraphics
@testable import Bezel

@Suite struct NaturalWritingDirectionTests {
    @Test func theFirstStrongCharacterDecides() {
        #expect(NaturalWritingDirection.of("Hello, world.") == .leftToRight)
        #expect(NaturalWritingDirection.of("123 مرحبا") == .rightToLeft)
        #expect(NaturalWritingDirection.of("«שלום» abc") == .rightToLeft)
        #expect(NaturalWritingDirection.of("12:30 !") == nil)
        #expect(NaturalWritingDirection.of("\u{200F}abc") == .rightToLeft)
        #expect(NaturalWritingDirection.of("日本語") == .leftToRight)
        #expect(NaturalWritingDirection.textDirection(of: "10:00", in: .rightToLeft) == .rightToLeft)
    }

    @Test func englishInARightToLeftScreenKeepsItsFullStopOnTheRight() throws {
        let window = Window(size: Size(width: 300, height: 60))
        window.traitOverrides = Traits(language: "ar")
        let label = Label("Hello, world.", frame: Rect(x: 0, y: 0, width: 300, height: 30))
        window.addSubview(label)
        let layout = label.layout
        #expect(layout.style.baseDirection == .leftToRight && layout.style.alignment == .right)
        // The last character (the full stop) is the right-most glyph.
        let boxes = (0..<layout.characterCount).compactMap { layout.glyphBox(forCharacterAt: $0) }
        #expect(boxes.last.map { box in boxes.allSatisfy { $0.maxX <= box.maxX + 0.01 } } == true)
        label.text = "مرحبا!"
        #expect(label.layout.style.baseDirection == .rightToLeft)
    }
}
