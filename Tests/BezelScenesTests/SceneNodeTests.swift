import Bezel
import BezelFileFixtures
import BezelSceneFixtures
@testable import BezelFiles
import BezelGraphics
import BezelScenes
import Testing

/// Each node type builds the view it names, with the state the file gives.
@Suite struct SceneNodeTests {
    private func root(_ yaml: String) throws -> View {
        try SceneTestSupport.parse(SceneTestSupport.scene(root: yaml)).root
    }

    @Test func everyTypeHasItsKeysListed() {
        #expect(SceneNodeType.allCases.count == 18)
        for type in SceneNodeType.allCases { #expect(Set(type.keys).isDisjoint(with: SceneNodeType.commonKeys)) }
    }

    @Test func stacksSpacersAndContainers() throws {
        let v = try #require(try root("type: vstack\nspacing: 4\nalignment: leading\nchildren:\n  - {type: spacer, minLength: 3}") as? VStack)
        #expect(v.spacing == 4 && v.horizontalAlignment == .leading && (v.subviews.first as? Spacer)?.minLength == 3)
        let h = try #require(try root("type: hstack\nalignment: firstBaseline\nchildren: []") as? HStack)
        #expect(h.verticalAlignment == .firstBaseline && h.spacing == 8)
        let z = try #require(try root("type: zstack\nalignment: bottomTrailing\nchildren: [{type: label, text: a}]") as? ZStack)
        #expect(z.alignment == .bottomTrailing && z.subviews.count == 1)
        let c = try #require(try root("type: container\nchildren:\n  - {type: label, text: a, frame: {x: 5, y: 6, width: 30, height: 10}}") as? Container)
        #expect(c.subviews.first?.frame == Rect(x: 5, y: 6, width: 30, height: 10))
    }

    @Test func labelsAndLinkLabels() throws {
        let label = try #require(try root("""
            type: label
            text: Hi
            font: {family: DejaVu Sans Mono, size: 20, weight: bold}
            color: "#FF0000"
            alignment: right
            lines: 2
            autoColor: true
            """) as? Label)
        #expect(label.text == "Hi" && label.font == Font(family: Font.monospacedFamily, size: 20, weight: .bold))
        #expect(label.textColor.hexString == "#FF0000" && label.alignment == .right && label.lineLimit == 2 && label.automaticTextColor)
        let link = try #require(try root("type: linkLabel\nruns: [{text: 'Read '}, {text: docs, link: 'app://docs'}]") as? LinkLabel)
        #expect(link.runs == [.text("Read "), .link("docs", to: "app://docs")])
    }

    @Test func buttonsAndBezelButtons() throws {
        let button = try #require(try root("{type: button, title: Go, image: play@2x.png, selected: true, highlighted: true, enabled: false}") as? Button)
        #expect(button.title == "Go" && button.image?.scale == 2 && button.isSelected && button.isHighlighted && !button.isEnabled)
        let bezel = try #require(try root("{type: bezelButton, id: b, mode: toggle, recessed: true, pushed: true, enabled: false, image: play@2x.png}") as? BezelButton)
        #expect(bezel.identifier == "b" && bezel.mode == .toggle && bezel.recessed && bezel.isPushed && !bezel.isEnabled && bezel.image != nil)
    }

    @Test func switchesSlidersSegmentsProgressAndFields() throws {
        #expect((try root("{type: switch, 'on': true}") as? Switch)?.isOn == true)
        let slider = try #require(try root("{type: slider, value: 5, min: 2, max: 8}") as? Slider)
        #expect(slider.value == 5 && slider.minimumValue == 2 && slider.maximumValue == 8)
        let segments = try #require(try root("{type: segmentedControl, segments: [A, B, C], selectedSegment: 2}") as? SegmentedControl)
        #expect(segments.titles == ["A", "B", "C"] && segments.selectedSegmentIndex == 2)
        #expect((try root("{type: progressView, value: 0.25}") as? ProgressView)?.progress == 0.25)
        let field = try #require(try root("{type: textField, text: abc, placeholder: Name, focused: true}") as? TextField)
        #expect(field.text == "abc" && field.placeholder == "Name" && field.isFocused)
    }

    @Test func imagesScrollingBlurAndLists() throws {
        let image = try #require(try root("{type: imageView, image: photo.png, contentMode: aspectFill, grayscale: true}") as? ImageView)
        #expect(image.image?.pixelWidth == 240 && image.contentMode == .aspectFill && image.isGrayscale)
        let scroll = try #require(try root("{type: scrollView, axis: horizontal, offset: {x: 3}, content: {type: label, text: a}}") as? ScrollView)
        #expect(scroll.axis == .horizontal && scroll.contentView is Label)
        let blur = try #require(try root("{type: blurView, radius: 6, tint: '#FFFFFF80'}") as? BlurView)
        #expect(blur.radius == 6 && blur.tintColor?.hexString == "#FFFFFF80")
        let list = try #require(try root("""
            type: listView
            selectedRow: 1
            rows:
              - {title: A, subtitle: a, accessory: disclosureIndicator}
              - {title: B, accessory: play@2x.png}
              - {title: C}
            """) as? ListView)
        #expect(list.rows.map(\.title) == ["A", "B", "C"] && list.rows[0].subtitle == "a" && list.selectedRow == 1)
        #expect(list.rows[0].accessory == .disclosureIndicator)
        guard case .image = list.rows[1].accessory else { Issue.record("expected an image accessory"); return }
    }

    @Test func layoutKeysWrapTheViewAndKeepTheIdInside() throws {
        let outer = try root("{type: label, id: l, text: a, padding: {left: 4}, width: 50, maxWidth: infinity, grow: 2, hidden: true, alpha: 0.5, background: '#000000', cornerRadius: 3}")
        let limits = try #require(outer as? FrameView)
        #expect(limits.maxWidth == .infinity && limits.layoutGrow == 2 && limits.isHidden && limits.alpha == 0.5 && limits.cornerRadius == 3)
        #expect(limits.backgroundColor?.hexString == "#000000")
        let fixed = try #require(limits.subviews.first as? FrameView)
        #expect(fixed.fixedWidth == 50 && fixed.fixedHeight == nil)
        let padding = try #require(fixed.subviews.first as? PaddingView)
        #expect(padding.insets == EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
        #expect(outer.view(withIdentifier: "l") is Label)
    }

    @Test func theSceneSetsSizeScaleThemeAndBackground() throws {
        let scene = try SceneTestSupport.parse("size: {width: 90, height: 40}\nscale: 3\ntheme: default\nbackground: '#102030'\nroot: {type: spacer}\n")
        #expect(scene.size == Size(width: 90, height: 40) && scene.scale == 3 && scene.theme == .default)
        let window = try scene.makeWindow()
        #expect(window.backgroundColor?.hexString == "#102030" && window.scale == 3)
        #expect(scene.root.frame == Rect(x: 0, y: 0, width: 90, height: 40))
        let plain = try SceneTestSupport.parse("size: {width: 9, height: 4}\nroot: {type: spacer}\n")
        #expect(plain.scale == 2 && plain.background == Theme.default.backgroundColor)
    }
}
