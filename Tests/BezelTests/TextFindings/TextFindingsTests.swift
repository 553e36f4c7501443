import BezelGraphics
import Testing
@testable import Bezel

/// Each kind of finding on a small tree, and the trees that have none.
@Suite struct TextFindingsTests {
    /// A window of `size` holding `views` at their frames, rendered once.
    private func window(_ views: View...) throws -> Window {
        try window(Size(width: 200, height: 100), views)
    }

    private func window(_ size: Size, _ views: [View]) throws -> Window {
        let window = Window(size: size, scale: 1)
        for view in views { window.addSubview(view) }
        _ = try window.renderImage(scale: 1)
        return window
    }

    @Test func textThatFitsHasNoFinding() throws {
        let label = Label("Fits", frame: Rect(x: 10, y: 10, width: 100, height: 20))
        let button = Button(frame: Rect(x: 10, y: 40, width: 120, height: 32), title: "Save")
        let field = TextField(placeholder: "Name", frame: Rect(x: 10, y: 70, width: 120, height: 28))
        #expect(try window(Size(width: 200, height: 100), [label, button, field]).textFindings().isEmpty)
    }

    @Test func aLabelTooLongForOneLineIsEllipsized() throws {
        let label = Label("Good morning, everyone, and welcome back", frame: Rect(x: 0, y: 0, width: 120, height: 20))
        label.identifier = "greeting"
        label.wrapping = .none
        label.ellipsis = .end
        let findings = try window(label).textFindings()
        #expect(findings.map(\.kind) == [.ellipsized])
        #expect(findings.first?.description == "Label#greeting text: cut with \"…\" to 120 pt: \"Good morning, everyone, and welcome back\"")
        #expect(findings.first?.view === label)
    }

    @Test func linesPastTheLimitAreCut() throws {
        let label = Label("one two three four five six seven", frame: Rect(x: 0, y: 0, width: 60, height: 20))
        label.lineLimit = 1
        let findings = try window(label).textFindings()
        #expect(findings.map(\.detail) == ["cut after 1 line to 60 pt: \"one two three four five six seven\""])
    }

    @Test func aLabelInAClippingContainerIsClipped() throws {
        let box = View(frame: Rect(x: 10, y: 10, width: 40, height: 30))
        box.identifier = "card"
        box.clipsToBounds = true
        let label = Label("Clipped on the right", frame: Rect(x: 0, y: 0, width: 150, height: 20))
        box.addSubview(label)
        let findings = try window(box).textFindings()
        #expect(findings.map(\.kind) == [.clipped])
        let finding = try #require(findings.first)
        #expect(finding.viewName == "Label at #card/0")
        #expect(finding.detail.hasSuffix("pt on the right cut by View#card: \"Clipped on the right\""), "\(finding.detail)")
        #expect(finding.overflow.right > 50 && finding.overflow.left == 0)
        #expect(finding.clippingAncestor === box)
    }

    @Test func aLabelThatClipsItselfIsClippedByItsOwnBounds() throws {
        let label = Label("Too wide for me", frame: Rect(x: 0, y: 0, width: 30, height: 20))
        label.wrapping = .none
        label.clipsToBounds = true
        let findings = try window(label).textFindings()
        #expect(findings.map(\.kind) == [.clipped])
        #expect(findings.first?.detail.hasSuffix("cut by its own bounds: \"Too wide for me\"") == true)
        #expect(findings.first.map { $0.clippingAncestor == nil } == true)
    }

    @Test func aScrollViewClipsOnlyAcrossItsScrollingDirection() throws {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        scroll.contentSize = Size(width: 100, height: 400)
        let below = Label("Scrolled below", frame: Rect(x: 0, y: 200, width: 90, height: 20))
        let wide = Label("Far too wide for the scroll view", frame: Rect(x: 0, y: 0, width: 300, height: 20))
        wide.wrapping = .none
        scroll.addSubview(below)
        scroll.addSubview(wide)
        let findings = try window(scroll).textFindings()
        #expect(findings.map(\.kind) == [.clipped], "only the text cut across the scrolling direction")
        #expect(findings.first?.view === wide)
        #expect(findings.first?.detail.contains("cut by ScrollView at /0: ") == true, "\(findings.first?.detail ?? "")")
    }

    @Test func aViewPastTheWindowEdgeOverflowsIt() throws {
        let label = Label("Past the edge", frame: Rect(x: 170, y: 0, width: 120, height: 20))
        let findings = try window(label).textFindings()
        #expect(findings.map(\.kind) == [.overflowsWindow])
        #expect(findings.first?.detail.hasSuffix("pt on the right past the window: \"Past the edge\"") == true)
        #expect(try #require(findings.first).overflow.right > 40)
    }

    @Test func missingGlyphsAreNamedByCodePoint() throws {
        let label = Label("𠀋𐀀 \u{E000}é", frame: Rect(x: 0, y: 0, width: 150, height: 20))
        let findings = try window(label).textFindings()
        #expect(findings.map(\.kind) == [.missingGlyph])
        let finding = try #require(findings.first)
        #expect(finding.missingCharacters == ["\u{2000B}", "\u{10000}", "\u{E000}"])
        #expect(finding.detail == "no font has U+2000B 𠀋, U+10000 𐀀, U+E000 (drawn as a box) in \"𠀋𐀀 \u{E000}é\"")
    }

    @Test func controlsNameWhichText() throws {
        let segments = SegmentedControl(frame: Rect(x: 0, y: 0, width: 300, height: 30),
                                        titles: ["Day", "A much longer week", "Month"])
        let field = TextField(placeholder: "A placeholder longer than the field", frame: Rect(x: 0, y: 35, width: 80, height: 28))
        let row = ListRow(title: "Groceries", subtitle: "Milk, eggs, bread, butter and far more than fits")
        row.frame = Rect(x: 0, y: 65, width: 120, height: 34)
        let findings = try window(Size(width: 320, height: 100), [segments, field, row]).textFindings()
        let parts = findings.map { "\($0.kind.rawValue) \($0.part)" }
        #expect(parts.contains("ellipsized segment 1"), "\(parts)")
        #expect(parts.contains("clipped placeholder"), "\(parts)")
        #expect(parts.contains("ellipsized subtitle"), "\(parts)")
        let all = findings.map { "\($0.kind.rawValue) \($0.part): \($0.detail)" }
        #expect(!parts.contains { $0.hasSuffix("segment 0") || $0.hasSuffix(" title") }, "\(all)")
    }

    @Test func aLinkLabelIsCheckedAsALabel() throws {
        let link = LinkLabel(runs: [.text("Read the "), .link("terms 𠀋𐀀", to: "terms")],
                             frame: Rect(x: 120, y: 0, width: 150, height: 20))
        link.identifier = "terms"
        let findings = try window(link).textFindings()
        #expect(findings.map(\.kind) == [.missingGlyph, .overflowsWindow])
        #expect(findings.allSatisfy { $0.viewName == "LinkLabel#terms" && $0.part == .text })
    }

    @Test func aFocusedFieldsTextScrolledPastItsBoxIsClipped() throws {
        let field = TextField(text: "A text much longer than the field is wide", frame: Rect(x: 0, y: 0, width: 100, height: 28))
        let window = try window(field)
        field.isFocused = true
        _ = try window.renderImage(scale: 1)
        let findings = window.textFindings()
        #expect(findings.map { "\($0.kind.rawValue) \($0.part)" } == ["clipped text"])
        #expect(try #require(findings.first).overflow.left > 100, "scrolled to show the caret at the end")
    }

    @Test func hiddenViewsAreNotChecked() throws {
        let label = Label("𠀋𐀀", frame: Rect(x: 300, y: 0, width: 10, height: 20))
        label.isHidden = true
        #expect(try window(label).textFindings().isEmpty)
    }

    @Test func charactersAreNamedWithTheirCode() {
        #expect(TextFinding.name(of: "\u{65E5}") == "U+65E5 日")
        #expect(TextFinding.name(of: "\u{E000}") == "U+E000")
        #expect(TextFinding.name(of: "\u{1F600}") == "U+1F600 😀")
        #expect(TextFinding.code(of: "A") == "U+0041")
    }
}
