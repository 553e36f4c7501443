import BezelGallery
import BezelGraphics
import Testing
@testable import Bezel

/// `view` laid out right to left: its own traits say so (as a window's would
/// for every view in it).
@discardableResult
func rightToLeft<V: View>(_ view: V) -> V {
    view.traitOverrides = Traits(layoutDirection: .rightToLeft)
    return view
}

/// How many pixels of `image` differ from the pixel at the mirrored place in
/// `other` (same size) by more than `tolerance` in any channel (0...255);
/// nil when the sizes differ.
func pixelsDifferingFromMirror(_ image: Image, of other: Image, tolerance: UInt32 = 8) -> Int? {
    guard image.pixelWidth == other.pixelWidth, image.pixelHeight == other.pixelHeight else { return nil }
    let a = image.premultipliedARGB(), b = other.premultipliedARGB()
    let w = image.pixelWidth
    var count = 0
    for y in 0..<image.pixelHeight {
        for x in 0..<w {
            let p = a[y * w + x], q = b[y * w + (w - 1 - x)]
            for shift in stride(from: 0, through: 24, by: 8) {
                let u = (p >> UInt32(shift)) & 0xff, v = (q >> UInt32(shift)) & 0xff
                if (u > v ? u - v : v - u) > tolerance { count += 1; break }
            }
        }
    }
    return count
}

/// Each control under a right-to-left layout: where its parts are, and how
/// touches map onto them (UIKit's mirroring; see the DocC article
/// "Right-to-left layouts").
@Suite struct RightToLeftControlsTests {
    // MARK: Slider

    /// The 124 pt slider of `SliderTests` over 0...100: the thumb centre travels from x = 12.5 to 111.5.
    private func makeSlider(value: Double = 0) -> (Slider, EventLog) {
        let slider = rightToLeft(Slider(frame: Rect(x: 0, y: 0, width: 124, height: 28), value: value, maximumValue: 100))
        let log = EventLog()
        slider.addAction(for: .valueChanged) { control, _ in
            log.events.append(formatted((control as? Slider)?.value ?? .nan))
        }
        return (slider, log)
    }

    @Test func sliderHasItsMinimumOnTheRight() {
        let (s, _) = makeSlider(value: 25)
        #expect(s.thumbTravel.minX == 12.5 && s.thumbTravel.maxX == 111.5)
        #expect(s.thumbCenterX == 111.5 - 0.25 * 99)
        #expect(s.value(atX: 111.5) == 0 && s.value(atX: 12.5) == 100)
        #expect(s.value(atX: 500) == 0 && s.value(atX: -50) == 100)
        s.semanticContentAttribute = .forceLeftToRight
        #expect(s.thumbCenterX == 12.5 + 0.25 * 99 && s.value(atX: 12.5) == 0)
    }

    @Test func draggingAnRTLSliderToTheLeftIncreasesTheValue() {
        let (s, log) = makeSlider(value: 50)
        s.touchBegan(Touch(location: Point(x: 111.5 - 0.5 * 99, y: 14)))    // the thumb, in the middle
        #expect(s.value == 50 && s.isTracking)
        s.touchMoved(Touch(location: Point(x: 111.5 - 0.75 * 99, y: 14)))   // further left
        #expect(s.value == 75)
        s.touchMoved(Touch(location: Point(x: 111.5 - 0.25 * 99, y: 14)))   // back to the right
        s.touchEnded(Touch(location: Point(x: 0, y: 14)))                     // past the left end
        #expect(s.value == 100)
        #expect(log.events == ["75", "25", "100"])
    }

    @Test func theFilledTrackIsRightOfTheThumb() throws {
        // The minimum track is blue, the maximum one white-grey: sample the
        // track's middle line left and right of a thumb at 30 %.
        let s = rightToLeft(Slider(frame: Rect(x: 0, y: 0, width: 160, height: 28), value: 0.3))
        let image = try s.renderImage(scale: 1, background: .white)
        let y = 14
        let right = try #require(image.pixel(x: 140, y: y)), left = try #require(image.pixel(x: 20, y: y))
        #expect(right.blue > right.red + 0.2, "\(right)")          // filled (minimum) side: blue
        #expect(abs(left.blue - left.red) < 0.1, "\(left)")        // maximum side: grey
        let ltr = try Slider(frame: Rect(x: 0, y: 0, width: 160, height: 28), value: 0.3).renderImage(scale: 2, background: .white)
        let rtl = try s.renderImage(scale: 2, background: .white)
        let differing = try #require(pixelsDifferingFromMirror(rtl, of: ltr))
        #expect(differing * 100 < rtl.pixelWidth * rtl.pixelHeight, "\(differing) pixels are not mirrored")
    }

    // MARK: Switch

    private func makeSwitch(isOn: Bool = false) -> (Switch, EventLog) {
        let control = rightToLeft(Switch(isOn: isOn))
        control.frame = Rect(size: control.size(for: .unbounded))
        let log = EventLog()
        control.addAction(for: .allEvents) { control, events in
            let state = (control as? Switch).map { "(on=\($0.isOn))" } ?? ""
            log.events.append(contentsOf: events.names.map { $0 + state })
        }
        return (control, log)
    }

    @Test func switchKnobIsAtTheRightWhenOffAndAtTheLeftWhenOn() {
        let (s, _) = makeSwitch()
        let track = s.trackRect(in: s.bounds), inset = s.style.knobInset
        #expect(s.knobFrame.maxX == track.maxX - inset, "\(s.knobFrame)")
        s.isOn = true
        #expect(s.knobFrame.minX == track.minX + inset, "\(s.knobFrame)")
        s.semanticContentAttribute = .forceLeftToRight
        #expect(s.knobFrame.maxX == track.maxX - inset)
    }

    @Test func switchTogglesByTapInRightToLeft() {
        let (s, log) = makeSwitch()
        s.touchBegan(Touch(location: Point(x: 20, y: 15)))
        s.touchEnded(Touch(location: Point(x: 20, y: 15)))
        #expect(s.isOn)
        #expect(log.events == ["touchDown(on=false)", "valueChanged(on=true)", "touchUpInside(on=true)",
                               "primaryActionTriggered(on=true)"])
    }

    @Test func draggingTheKnobLeftTurnsAnRTLSwitchOnAndRightTurnsItOff() {
        let (s, log) = makeSwitch()
        // From the knob (at the right when off) to the left half: on.
        s.touchBegan(Touch(location: Point(x: 40, y: 15)))
        s.touchMoved(Touch(location: Point(x: 25, y: 15)))
        s.touchMoved(Touch(location: Point(x: 8, y: 15)))
        s.touchEnded(Touch(location: Point(x: 8, y: 15)))
        #expect(s.isOn)
        // And back to the right half: off.
        s.touchBegan(Touch(location: Point(x: 10, y: 15)))
        s.touchMoved(Touch(location: Point(x: 45, y: 15)))
        s.touchEnded(Touch(location: Point(x: 45, y: 15)))
        #expect(!s.isOn)
        // A drag that ends on the side the knob already is on changes nothing.
        s.touchBegan(Touch(location: Point(x: 30, y: 15)))
        s.touchMoved(Touch(location: Point(x: 48, y: 15)))
        s.touchEnded(Touch(location: Point(x: 48, y: 15)))
        #expect(!s.isOn)
        #expect(log.events.filter { $0.hasPrefix("valueChanged") } == ["valueChanged(on=true)", "valueChanged(on=false)"])
    }

    @Test func aLeftToRightSwitchFollowsADragOfTheKnobToo() {
        let s = Switch(isOn: true)
        s.frame = Rect(size: s.size(for: .unbounded))
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        // Dragging the knob further right (towards on) leaves it on, as UIKit's does.
        s.touchBegan(Touch(location: Point(x: 20, y: 15)))
        s.touchMoved(Touch(location: Point(x: 45, y: 15)))
        s.touchEnded(Touch(location: Point(x: 45, y: 15)))
        #expect(s.isOn && changes == 0)
        s.touchBegan(Touch(location: Point(x: 45, y: 15)))
        s.touchMoved(Touch(location: Point(x: 5, y: 15)))
        s.touchEnded(Touch(location: Point(x: 5, y: 15)))
        #expect(!s.isOn && changes == 1)
    }

    // MARK: Segmented control

    private func makeSegments(selected: Int? = nil) -> SegmentedControl {
        let control = rightToLeft(SegmentedControl(titles: ["Day", "Week", "Month"], selectedSegmentIndex: selected))
        control.frame = Rect(size: control.size(for: .unbounded))
        return control
    }

    @Test func segmentZeroIsTheRightMost() throws {
        let c = makeSegments()
        let frames = try (0..<3).map { try #require(c.segmentFrame(at: $0)) }
        #expect(frames[0].minX > frames[1].minX && frames[1].minX > frames[2].minX)
        #expect(abs(frames[0].maxX - c.bounds.inset(by: c.style.bezelInsets).maxX) < 1e-9)
        #expect(c.segmentIndex(at: Point(x: frames[0].midX, y: frames[0].midY)) == 0)
        #expect(c.segmentIndex(at: Point(x: frames[2].midX, y: frames[2].midY)) == 2)
        #expect(c.segmentIndex(at: Point(x: c.bounds.maxX + 30, y: 10)) == 0)   // beyond the right end
        let titles = c.placedTexts
        let day = try #require(titles.first { $0.part == .segment(0) })
        #expect(day.origin.x > frames[1].maxX)
    }

    @Test func tappingTheRightMostSegmentSelectsSegmentZero() throws {
        let c = makeSegments(selected: 2)
        var events: [Int?] = []
        c.addAction(for: .valueChanged) { control, _ in events.append((control as? SegmentedControl)?.selectedSegmentIndex) }
        let right = Point(x: c.bounds.maxX - 10, y: c.bounds.midY)
        c.touchBegan(Touch(location: right))
        #expect(c.highlightedSegmentIndex == 0)
        c.touchMoved(Touch(location: Point(x: 10, y: c.bounds.midY)))   // across to the left-most
        #expect(c.highlightedSegmentIndex == 2)
        c.touchMoved(Touch(location: right))
        c.touchEnded(Touch(location: right))
        #expect(c.selectedSegmentIndex == 0 && events == [0])
    }

    // MARK: Progress view

    @Test func progressFillsFromTheRight() throws {
        let p = rightToLeft(ProgressView(frame: Rect(x: 0, y: 0, width: 160, height: 12), progress: 0.25))
        let bar = try #require(p.barFrame)
        #expect(bar.maxX == 160 && bar.width == 40)
        p.semanticContentAttribute = .forceLeftToRight
        #expect(p.barFrame?.minX == 0)
        p.semanticContentAttribute = .unspecified
        let ltr = try ProgressView(frame: p.frame, progress: 0.25).renderImage(scale: 2, background: .white)
        let rtl = try p.renderImage(scale: 2, background: .white)
        #expect(pixelsDifferingFromMirror(rtl, of: ltr) == 0)
    }

    // MARK: Buttons

    @Test func aButtonsImageIsOnTheRightOfItsTitle() throws {
        let glyph = try SampleGlyph.play(size: 18)
        let b = Button(title: "Continue", image: glyph)
        b.frame = Rect(size: b.size(for: .unbounded))
        let ltrImage = try #require(b.imageFrame), ltrTitle = try #require(b.titleFrame)
        #expect(ltrImage.maxX <= ltrTitle.minX)
        rightToLeft(b)
        let image = try #require(b.imageFrame), title = try #require(b.titleFrame)
        #expect(title.maxX <= image.minX, "\(title) \(image)")
        // The same content block, its parts swapped.
        #expect(abs(title.minX - ltrImage.minX) < 1e-9 && abs(image.maxX - ltrTitle.maxX) < 1e-9)
        #expect(b.placedTexts.first?.origin.x == title.minX)
    }

    @Test func aBezelButtonDrawsTheSameInBothDirections() throws {
        let glyph = try SampleGlyph.play(size: 24, scale: 2)
        for recessed in [false, true] {
            let ltr = BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), image: glyph, recessed: recessed)
            let rtl = rightToLeft(BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), image: glyph, recessed: recessed))
            #expect(try ltr.renderImage(scale: 2).premultipliedARGB() == rtl.renderImage(scale: 2).premultipliedARGB())
        }
    }

    // MARK: Text field

    private func makeField(text: String = "", width: Double = 220) -> TextField {
        let field = rightToLeft(TextField(text: text, placeholder: "Email address"))
        field.frame = Rect(size: field.size(for: Constraints(minWidth: width, maxWidth: width)))
        return field
    }

    @Test func textAndPlaceholderAreAlignedRight() throws {
        let field = makeField()
        let padding = field.style.horizontalPadding
        let placeholder = try #require(field.placedTexts.first)
        #expect(placeholder.part == .placeholder)
        #expect(abs(placeholder.origin.x + placeholder.layout.size.width - (220 - padding)) < 1e-9)
        field.text = "ada@example.com"
        let text = try #require(field.placedTexts.first)
        #expect(abs(text.origin.x + text.layout.size.width - (220 - padding)) < 1e-9)
        field.semanticContentAttribute = .forceLeftToRight
        #expect(field.placedTexts.first?.origin.x == padding)
    }

    @Test func anEmptyFocusedFieldHasItsCaretAtTheRight() throws {
        let field = makeField()
        field.isFocused = true
        let caret = try #require(field.caretFrame)
        #expect(caret.minX == 220 - field.style.horizontalPadding)
    }

    @Test func tapsPutTheCaretInTheRightAlignedText() throws {
        let field = makeField(text: "abc")
        field.isFocused = true
        let text = try #require(field.placedTexts.first)
        let y = field.bounds.midY
        // Left of the text (the empty part of the box): before the first character.
        field.touchBegan(Touch(location: Point(x: 20, y: y)))
        field.touchEnded(Touch(location: Point(x: 20, y: y)))
        #expect(field.caretOffset == 0)
        let caret = try #require(field.caretFrame)
        #expect(caret.maxX <= text.origin.x + 0.01)
        // On the right end: the end.
        field.touchBegan(Touch(location: Point(x: 215, y: y)))
        field.touchEnded(Touch(location: Point(x: 215, y: y)))
        #expect(field.caretOffset == nil)
        #expect(try #require(field.caretFrame).midX > 200)
    }

    @Test func longTextScrollsToKeepTheCaretInTheBox() throws {
        let field = makeField(text: "ada.lovelace@analytical-engine.example.com", width: 160)
        field.isFocused = true
        let padding = field.style.horizontalPadding
        // The caret at the end (the right end of Latin text) is in view; the start is cut off on the left.
        let end = try #require(field.caretFrame)
        #expect(end.minX >= padding && end.maxX <= 160 - padding + field.style.caretWidth, "\(end)")
        #expect(try #require(field.placedTexts.first).origin.x < 0)
        // The caret at the start: the text scrolls right to keep it in view.
        field.caretOffset = 0
        let start = try #require(field.caretFrame)
        #expect(start.minX >= padding - 0.01 && start.maxX <= 160 - padding, "\(start)")
        #expect(try #require(field.placedTexts.first).origin.x >= padding)
    }

    // MARK: Lists

    private func makeRow(accessory: ListRow.Accessory = .disclosureIndicator) -> ListRow {
        let row = rightToLeft(ListRow(title: "Wi-Fi", subtitle: "Home network", accessory: accessory))
        row.frame = Rect(size: row.size(for: Constraints(minWidth: 260, maxWidth: 260)))
        return row
    }

    @Test func aRowHasItsAccessoryAtTheLeftAndItsTextAtTheRight() throws {
        let row = makeRow()
        let insets = row.style.rowInsets
        let accessory = try #require(row.accessoryFrame)
        #expect(accessory.minX == insets.right)                     // the trailing inset, now on the left
        let text = row.textFrame
        #expect(text.minX >= accessory.maxX)
        #expect(abs(text.maxX - (260 - insets.left)) < 1e-9)        // the leading inset, now on the right
        #expect(row.placedTexts.allSatisfy { $0.layout.style.alignment == .right })
        row.semanticContentAttribute = .forceLeftToRight
        #expect(row.accessoryFrame?.maxX == 260 - insets.right && row.textFrame.minX == insets.left)
    }

    @Test func theChevronPointsLeftAndTheSeparatorIsInsetFromTheRight() throws {
        let list = rightToLeft(ListView(rows: [ListRow(title: "One", accessory: .disclosureIndicator),
                                               ListRow(title: "Two", accessory: .disclosureIndicator)]))
        list.backgroundColor = .white
        try list.layout(.loose(Size(width: 200, height: 400)))
        let image = try list.renderImage(scale: 1, background: .white)
        let row = list.rows[0]
        let chevron = try #require(row.accessoryFrame)
        // The chevron's tip (its darkest column at mid-height) is at its left.
        func darkness(_ x: Double) -> Double {
            guard let c = image.pixel(x: Int(x), y: Int(chevron.midY)) else { return 0 }
            return 1 - (c.red + c.green + c.blue) / 3
        }
        #expect(darkness(chevron.minX + 1.5) > 0.2 && darkness(chevron.maxX - 1) < 0.05,
                "\(darkness(chevron.minX + 1.5)) \(darkness(chevron.maxX - 1))")
        // The separator under the first row: from the left edge to 16 pt from the right.
        let y = Int(row.frame.maxY) - 1
        func isSeparator(_ x: Int) -> Bool { (image.pixel(x: x, y: y)?.red ?? 1) < 0.95 }
        #expect(isSeparator(1) && isSeparator(180) && !isSeparator(190) && !isSeparator(199))
    }

    // MARK: Scroll view

    @Test func theVerticalIndicatorIsOnTheLeft() throws {
        // Content set by hand, wider and taller than the scroll view: both indicators.
        let scroll = rightToLeft(ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 150), axis: .both))
        scroll.contentSize = Size(width: 400, height: 600)
        let rects = scroll.indicatorRects
        #expect(rects.count == 2)
        let inset = scroll.style.indicatorInset, t = scroll.style.indicatorThickness
        #expect(rects[0].minX == inset)
        #expect(rects[1].minX == inset + t + inset)   // the bottom-left corner is the vertical bar's
        // Offsets are not flipped (as UIKit's): zero shows the content's top left.
        #expect(scroll.contentOffset == .zero)
        scroll.setContentOffset(Point(x: 50, y: 0))
        #expect(scroll.contentOffset.x == 50)
    }

    // MARK: Navigation bar

    @Test func theBackButtonIsOnTheRightWithItsChevronPointingRight() throws {
        let bar = rightToLeft(NavigationBar(title: "Milk", frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.height)))
        bar.backTitle = "Groceries"
        try bar.layout(.tight(bar.frame.size))
        let button = bar.backButton
        #expect(button.frame.maxX == 320)
        let chevron = button.chevronFrame
        #expect(chevron.maxX == button.bounds.width - NavigationBackButton.insets)
        #expect(button.titleLabel.frame.maxX <= chevron.minX)
        #expect(button.titleLabel.effectiveLayoutDirection == .rightToLeft)
        // The title stays centred.
        #expect(abs(bar.titleLabel.frame.midX - 160) < 1e-9)
        let image = try bar.renderImage(scale: 1, background: .white)
        // The chevron's tip is at its right, mid-height: blue there, white at its left at mid-height.
        let tip = try #require(image.pixel(x: Int(button.frame.minX + chevron.maxX - 2), y: Int(chevron.midY)))
        let back = try #require(image.pixel(x: Int(button.frame.minX + chevron.minX + 1), y: Int(chevron.midY)))
        #expect(tip.blue > 0.5 && tip.red < 0.6, "\(tip)")
        #expect(back.red > 0.9, "\(back)")
    }

    // MARK: Image view

    @Test func directionalImagesFlipOnlyWhenAsked() throws {
        let image = try ImageViewTests.landscape(scale: 2)
        func render(flips: Bool, rtl: Bool) throws -> Image {
            // At its own size, on whole pixels: the flipped copy is the exact mirror.
            let view = ImageView(image: image, frame: Rect(x: 0, y: 0, width: 96, height: 72),
                                 style: ImageViewStyle(contentMode: .center))
            view.flipsForRightToLeftLayoutDirection = flips
            if rtl { rightToLeft(view) }
            #expect(view.drawsImageFlipped == (flips && rtl))
            return try view.renderImage(scale: 2, background: .white)
        }
        let plain = try render(flips: false, rtl: false)
        #expect(try render(flips: false, rtl: true).premultipliedARGB() == plain.premultipliedARGB())
        #expect(try render(flips: true, rtl: false).premultipliedARGB() == plain.premultipliedARGB())
        let flipped = try render(flips: true, rtl: true)
        #expect(pixelsDifferingFromMirror(flipped, of: plain, tolerance: 0) == 0)
        #expect(flipped.premultipliedARGB() != plain.premultipliedARGB())
    }

    // MARK: Link label

    /// Latin text under right-to-left alignment: the links' boxes are at the
    /// right and taps on them are found. Bidi content (Arabic text with an
    /// English link, or the reverse) needs the paragraph's base direction in
    /// Pango (the fonts branch, MERGE-FONTS): the boxes already come from the
    /// layout's glyph boxes, so they will follow; a test with Arabic text
    /// belongs with that merge.
    @Test func linkBoxesAreOnTheRightAndTapsFindThem() throws {
        let label = rightToLeft(LinkLabel(runs: [.text("Read the "), .link("terms", to: "app://terms")]))
        label.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        let link = try #require(label.links.first)
        let box = try #require(label.boxes(for: link).first)
        #expect(box.maxX > 290 && box.minX > 200, "\(box)")
        #expect(label.link(at: Point(x: box.midX, y: box.midY))?.target == "app://terms")
        #expect(label.link(at: Point(x: 20, y: box.midY)) == nil)   // the empty left part
        label.semanticContentAttribute = .forceLeftToRight
        #expect(try #require(label.boxes(for: link).first).maxX < 100)
    }
}
