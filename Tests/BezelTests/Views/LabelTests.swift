import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

@Suite struct LabelTests {
    static let sentence = "Bezel draws every label with Pango, wrapping words to the width it is given."

    @Test func theOriginalInitialiserStillWorks() {
        let label = Label("Hi", frame: Rect(x: 0, y: 0, width: 50, height: 20), font: .system(size: 10),
                          color: .white, style: TextStyle(alignment: .center))
        #expect(label.font == .system(size: 10) && label.textColor == .white && label.alignment == .center)
        let plain = Label("Hi")
        let styled = LabelStyle()
        #expect(plain.font == styled.font && plain.textColor == styled.textColor && plain.style == styled.paragraph)
        #expect(plain.shadow == nil && !plain.automaticTextColor && plain.verticalAlignment == .top)
    }

    @Test func shortcutsWriteTheParagraphStyleAndAlignment() {
        let label = Label("x")
        label.alignment = .right
        label.wrapping = .character
        label.lineLimit = 3
        label.ellipsis = .middle
        #expect(label.style == TextStyle(wrapping: .character, maxLines: 3, ellipsis: .middle))
        #expect(label.alignment == .right)
    }

    @Test func measuresWithPangoWrappingAtTheMaximumWidth() {
        let label = Label(Self.sentence)
        let oneLine = label.size(for: .unbounded)
        let wrapped = label.size(for: Constraints(maxWidth: 150))
        let layout = TextLayout(Self.sentence, font: label.font, style: TextStyle(maxWidth: 150))
        #expect(oneLine.width > 300)
        #expect(wrapped.width <= 150 && wrapped.height > oneLine.height * 2)
        #expect(wrapped == Size(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up)))
    }

    @Test func lineLimitAndEllipsisBoundTheHeight() {
        let label = Label(Self.sentence)
        label.lineLimit = 2
        label.ellipsis = .end
        let single = Label("One").size(for: .unbounded).height
        #expect(label.size(for: Constraints(maxWidth: 150)).height == (TextLayout("A\nB").size.height).rounded(.up))
        label.lineLimit = 1
        let cut = label.size(for: Constraints(maxWidth: 150))
        #expect(cut.width <= 150 && cut.width > 100 && cut.height == single)
    }

    @Test func emptyTextTakesNoRoom() {
        #expect(Label("").size(for: Constraints(maxWidth: 100)) == .zero)
    }

    @Test func firstBaselineFollowsTheVerticalAlignment() throws {
        let label = Label("Baseline", frame: Rect(x: 0, y: 0, width: 120, height: 60))
        let layout = TextLayout("Baseline")
        #expect(label.firstBaseline(forHeight: 60) == layout.baseline)
        label.verticalAlignment = .center
        let centred = try #require(label.firstBaseline(forHeight: 60))
        #expect(centred == ((60 - layout.size.height) / 2).rounded() + layout.baseline)
        label.verticalAlignment = .bottom
        #expect(label.firstBaseline(forHeight: 60) == (60 - layout.size.height).rounded() + layout.baseline)
    }

    @Test func textChangesNeedLayoutColourChangesOnlyDisplay() throws {
        let label = Label("Size", frame: Rect(x: 0, y: 0, width: 80, height: 20))
        try label.layout(.loose(Size(width: 80, height: 40)))
        #expect(!label.needsLayout)
        label.textColor = .white
        label.shadow = Shadow(offset: Size(width: 1, height: 1), blur: 0, color: .black)
        #expect(!label.needsLayout && label.needsDisplay)
        label.text = "Bigger text"
        #expect(label.needsLayout)
        try label.layout(.loose(Size(width: 80, height: 40)))
        label.font = .system(size: 20)
        #expect(label.needsLayout)
    }

    @Test func automaticColourComesFromTheNearestBackground() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let middle = View(frame: root.bounds)
        let label = Label("Auto", frame: root.bounds)
        root.addSubview(middle)
        middle.addSubview(label)
        label.textColor = .black
        label.automaticTextColor = true
        #expect(label.effectiveBackgroundColor == nil && label.resolvedTextColor == .black)

        root.backgroundColor = Color(white: 0.2)
        middle.backgroundColor = .clear  // alpha 0: skipped
        #expect(label.effectiveBackgroundColor == Color(white: 0.2))
        #expect(label.resolvedTextColor == AutomaticTextColor.for(background: Color(white: 0.2)))

        label.backgroundColor = Color(white: 0.5)
        #expect(label.resolvedTextColor == Color(white: 0.4))

        label.automaticTextColorBackground = Color(white: 0.9)
        #expect(label.resolvedTextColor == AutomaticTextColor.for(background: Color(white: 0.9)))

        label.automaticTextColor = false
        #expect(label.resolvedTextColor == .black)
    }

    @Test func automaticShadowIsTheTextColourAtAlphaZeroPointFour() throws {
        let label = Label("Auto")
        label.backgroundColor = Color(hue: 0.6, saturation: 0.5, brightness: 0.25)
        #expect(label.resolvedShadow == nil)
        label.automaticTextColor = true
        let shadow = try #require(label.resolvedShadow)
        #expect(shadow.color == label.resolvedTextColor.withAlpha(0.4))
        #expect(shadow.offset == LabelStyle().automaticShadow?.offset)
        label.shadow = Shadow(offset: Size(width: 2, height: 2), blur: 3, color: .black)
        #expect(label.resolvedShadow?.offset == Size(width: 2, height: 2))
        #expect(label.resolvedShadow?.color == label.resolvedTextColor.withAlpha(0.4))
    }

    @Test func drawsTheTextShadowUnderTheText() throws {
        let label = Label("Shadow", frame: Rect(x: 0, y: 0, width: 80, height: 24), font: .system(size: 16))
        let plain = try label.renderImage(scale: 2, background: .white)
        label.shadow = Shadow(offset: Size(width: 0, height: 3), blur: 0, color: Color(red: 1, green: 0, blue: 0))
        let shadowed = try label.renderImage(scale: 2, background: .white)
        var red = 0
        for y in 0..<shadowed.pixelHeight {
            for x in 0..<shadowed.pixelWidth {
                if let p = shadowed.pixel(x: x, y: y), p.red > 0.9, p.green < 0.2, plain.pixel(x: x, y: y) == .white {
                    red += 1
                }
            }
        }
        #expect(red > 50)
    }

    @Test func theShadowOutlineCoversEveryGlyph() throws {
        // Glyphs far from the origin once went missing from the outline.
        let layout = TextLayout(Self.sentence, font: .system(size: 20))
        let bounds = try #require(layout.outline(at: Point(x: 5, y: 7)).controlBounds)
        #expect(abs(bounds.minX - 5) < 3 && abs(bounds.maxX - (5 + layout.size.width)) < 3)
        #expect(bounds.minY >= 7 && bounds.maxY <= 7 + layout.size.height)
    }

    @Test func labelsLetTouchesThrough() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        root.addSubview(Label("Over", frame: root.bounds))
        #expect(root.hitTest(Point(x: 10, y: 10)) === root)
    }

    @Test func stateDescriptionNamesTheLook() {
        let label = Label("Hi")
        label.alignment = .center
        label.lineLimit = 2
        label.ellipsis = .end
        label.automaticTextColor = true
        label.automaticTextColorBackground = .black
        #expect(label.summary.contains(#"Label frame=(0, 0, 0, 0) text="Hi" font="DejaVu Sans 13pt" color=auto(#FFFFFF)"#))
        #expect(label.summary.hasSuffix("align=center lines=2 ellipsis=end shadow"))
    }
}

/// Every label look at 2x: alignment × text layout × background (automatic colour).
@Suite struct LabelSnapshotTests {
    static let alignment = StateDimension("align", [TextAlignment.left, .center, .right])
    static let layout = StateDimension("text", ["short", "wrap", "lines2", "ellipsis"])
    static let background = StateDimension("background", [
        ("plain", nil as Color?),
        ("dark", Color(hue: 0.62, saturation: 0.55, brightness: 0.28)),
        ("midtone", Color(hue: 0.08, saturation: 0.65, brightness: 0.52)),
        ("light", Color(hue: 0.35, saturation: 0.25, brightness: 0.92)),
    ])

    @Test func everyLookAtTwoX() {
        let matrix = StateMatrix(Self.alignment, Self.layout, Self.background)
        // These states cut their text on purpose (ellipses, long titles, a scrolled field).
        // And some draw black text on dark backgrounds on purpose, so their contrast is not checked.
        assertSnapshots(matrix: matrix, prefix: "label", scales: [2], suite: "Label", textFindings: .off,
                        accessibilityFindings: .off) { c in
            let text = try c.value(of: Self.layout)
            let label = Label(text == "short" ? "Short label" : LabelTests.sentence,
                              style: LabelStyle(font: .system(size: 13)))
            label.alignment = try c.value(of: Self.alignment)
            switch text {
            case "ellipsis": label.style = .singleLine(width: 0, alignment: label.alignment.resolved(for: .leftToRight))
            case "lines2": label.lineLimit = 2; label.ellipsis = .end
            default: break
            }
            let background = try c.value(of: Self.background)
            label.automaticTextColor = background != nil
            return framedForSnapshot(label, width: 180, background: background)
        } as: { scale in .image(scale: scale, background: .white) }
    }
}

/// `view` measured to `width` (and `height`, when given) and placed in a
/// container with `padding` on every side, filled with `background` (the
/// snapshot's when nil).
func framedForSnapshot(_ view: View, width: Double, height: Double? = nil, padding: Double = 12,
                       background: Color? = nil) -> View {
    let size = view.size(for: Constraints(minWidth: width, maxWidth: width, minHeight: height ?? 0,
                                          maxHeight: height ?? .infinity))
    let root = View(frame: Rect(x: 0, y: 0, width: size.width + 2 * padding, height: size.height + 2 * padding))
    root.backgroundColor = background
    view.frame = Rect(x: padding, y: padding, width: size.width, height: size.height)
    root.addSubview(view)
    return root
}
