import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

@Suite struct TextFieldTests {
    static func field(_ text: String = "", placeholder: String = "Email address") -> TextField {
        TextField(text: text, placeholder: placeholder, frame: Rect(x: 0, y: 0, width: 200, height: 31))
    }

    static func tap(_ field: TextField, at point: Point = Point(x: 20, y: 15)) {
        field.touchBegan(Touch(location: point))
        field.touchEnded(Touch(location: point))
    }

    @Test func heightComesFromTheFontWidthFromTheConstraints() {
        let field = Self.field()
        let line = TextLayout(" ", font: field.style.font).size.height
        let height = (line + 2 * field.style.verticalPadding).rounded(.up)
        #expect(field.size(for: Constraints(maxWidth: 320)) == Size(width: 320, height: height))
        #expect(field.size(for: .unbounded) == Size(width: field.style.preferredWidth, height: height))
        field.style.font = .system(size: 24)
        #expect(field.needsLayout)
        #expect(field.size(for: .unbounded).height > height + 8)
    }

    @Test func aTapInsideFocusesAndPutsTheCaretAtTheEnd() {
        let field = Self.field("hello")
        #expect(!field.isFocused)
        Self.tap(field)
        #expect(field.isFocused && field.caretOffset == nil && field.resolvedCaretOffset == 5)
    }

    @Test func aTouchLiftedOutsideDoesNotFocus() {
        let field = Self.field()
        field.touchBegan(Touch(location: Point(x: 20, y: 15)))
        field.touchEnded(Touch(location: Point(x: 400, y: 15)))
        #expect(!field.isFocused)
    }

    @Test func typingNeedsFocus() {
        let field = Self.field()
        var changes = 0
        field.addAction(for: .valueChanged) { _, _ in changes += 1 }
        #expect(!field.insertText("x") && field.text.isEmpty)
        Self.tap(field)
        #expect(field.insertText("Ada"))
        #expect(field.insertText(" Lovelace"))
        #expect(field.text == "Ada Lovelace" && changes == 2)
        #expect(field.deleteBackward())
        #expect(field.text == "Ada Lovelac" && changes == 3)
        field.isFocused = false
        #expect(!field.deleteBackward() && field.text == "Ada Lovelac")
    }

    @Test func editingHappensAtTheCaret() {
        let field = Self.field("Hllo")
        Self.tap(field)
        field.caretOffset = 1
        field.insertText("e")
        #expect(field.text == "Hello" && field.caretOffset == 2)
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "llo" && field.caretOffset == 0)
        #expect(!field.deleteBackward())
        field.insertText("two\nlines")
        #expect(field.text == "two linesllo")
    }

    @Test func aTapOnAFocusedFieldMovesTheCaret() throws {
        let field = Self.field("abcdef")
        Self.tap(field)
        let layout = field.layout
        let third = try #require(layout.glyphBox(forCharacterAt: 2))
        // Left half of "c", in the field's coordinates (text starts at the padding).
        Self.tap(field, at: Point(x: field.style.horizontalPadding + third.minX + 1, y: 15))
        #expect(field.caretOffset == 2)
        Self.tap(field, at: Point(x: 190, y: 15))
        #expect(field.caretOffset == nil)
    }

    @Test func disabledFieldsTakeNoTouchAndLoseFocus() {
        let field = Self.field("x")
        Self.tap(field)
        #expect(field.isFocused)
        field.isEnabled = false
        #expect(!field.isFocused && !field.acceptsTouches)
        Self.tap(field)
        field.isFocused = true
        #expect(!field.isFocused && !field.insertText("y"))
    }

    @Test func focusedFieldsDrawTheCaretInTheCaretColour() throws {
        let field = Self.field("Hi")
        let before = try field.renderImage(scale: 2, background: .white)
        Self.tap(field)
        let after = try field.renderImage(scale: 2, background: .white)
        let end = try #require(field.layout.glyphBox(forCharacterAt: 1)).maxX + field.style.horizontalPadding
        let caret = try #require(after.pixel(x: Int(end * 2), y: 31))
        #expect(caret.blue > 0.8 && caret.red < 0.3)
        #expect(before.pixel(x: Int(end * 2), y: 31) == .white)
    }

    @Test func longTextScrollsToKeepTheCaretVisible() throws {
        let field = Self.field(String(repeating: "wide text ", count: 6) + "END")
        Self.tap(field)
        let image = try field.renderImage(scale: 1, background: .white)
        // The caret (at the end of the text) is drawn just inside the right padding.
        var caretColumns = Set<Int>()
        for x in 150..<198 {  // not the blue focused outline at x = 199
            for y in 10..<22 {
                if let p = image.pixel(x: x, y: y), p.blue > 0.7, p.red < 0.4, p.green < 0.6 { caretColumns.insert(x) }
            }
        }
        let right = 200 - field.style.horizontalPadding
        #expect(!caretColumns.isEmpty && caretColumns.allSatisfy { Double($0) > right - 4 && Double($0) < right + 1 })
    }

    @Test func stateDescriptionSaysFocusAndText() {
        let field = Self.field()
        #expect(field.summary.hasSuffix(#"enabled placeholder="Email address""#))
        Self.tap(field)
        field.insertText("a@b.c")
        #expect(field.summary.hasSuffix(#"enabled focused caret=5 text="a@b.c""#))
    }
}

/// The text field's states at 2x: placeholder, text, focused (empty, with
/// text, scrolled), disabled.
@Suite struct TextFieldSnapshotTests {
    static let state = StateDimension("state", ["placeholder", "text", "focused-empty", "focused", "focused-long",
                                                "disabled"])

    @Test func everyStateAtTwoX() {
        // These states cut their text on purpose (ellipses, long titles, a scrolled field).
        // Their low contrast too: UIKit's placeholder grey is 3:1 on white (bezel lint --accessibility reports it).
        assertSnapshots(matrix: StateMatrix(Self.state), prefix: "text-field", scales: [2], suite: "TextField", textFindings: .off,
                        accessibilityFindings: .off) { c in
            let state = try c.value(of: Self.state)
            let field = TextField(placeholder: "Email address")
            switch state {
            case "text", "disabled", "focused": field.text = "ada@example.com"
            case "focused-long": field.text = "ada.lovelace@analytical-engine.example.com"
            default: break
            }
            if state.hasPrefix("focused") { field.isFocused = true }
            if state == "disabled" { field.isEnabled = false }
            return framedForSnapshot(field, width: 220, padding: 10)
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
