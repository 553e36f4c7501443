import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

@Suite struct LinkLabelTests {
    static let runs: [LinkLabel.Run] = [
        .text("By continuing you accept the "), .link("Terms of Service", to: "app://terms"),
        .text(" and the "), .link("Privacy Policy", to: "https://example.com/privacy"), .text("."),
    ]

    static func label(_ alignment: TextAlignment, width: Double = 200) -> LinkLabel {
        let label = LinkLabel(runs: runs, frame: Rect(x: 0, y: 0, width: width, height: 80))
        label.alignment = alignment
        return label
    }

    @Test func linksKnowTheirCharacterRanges() {
        let label = Self.label(.left)
        #expect(label.text == "By continuing you accept the Terms of Service and the Privacy Policy.")
        #expect(label.links.map(\.target) == ["app://terms", "https://example.com/privacy"])
        #expect(label.links[0].range == 29..<45 && label.links[0].runIndex == 1)
        #expect(label.links[1].range == 54..<68 && label.links[1].text == "Privacy Policy")
    }

    @Test(arguments: [TextAlignment.left, .center, .right])
    func aTapOnALinkGlyphFindsTheLink(_ alignment: TextAlignment) throws {
        let label = Self.label(alignment)
        for link in label.links {
            let boxes = label.boxes(for: link)
            #expect(!boxes.isEmpty)
            for box in boxes {
                #expect(label.link(at: box.center) == link, "\(alignment): centre of \(box) for \(link.target)")
                #expect(label.link(at: Point(x: box.minX + 0.5, y: box.minY + 0.5)) == link)
                #expect(label.link(at: Point(x: box.maxX - 0.5, y: box.maxY - 0.5)) == link)
            }
        }
    }

    @Test(arguments: [TextAlignment.left, .center, .right])
    func emptySpaceBesideTheTextHitsNoLink(_ alignment: TextAlignment) throws {
        let label = Self.label(alignment)
        let lines = label.layout.lineBoxes
        #expect(lines.count == 3)
        for line in lines {
            if line.minX > 1 { #expect(label.link(at: Point(x: line.minX - 1, y: line.midY)) == nil) }
            if line.maxX < 199 { #expect(label.link(at: Point(x: line.maxX + 1, y: line.midY)) == nil) }
        }
        // Below the last line, and on plain text.
        #expect(label.link(at: Point(x: 100, y: (lines.last?.maxY ?? 0) + 2)) == nil)
        let first = try #require(lines.first)
        #expect(label.link(at: Point(x: first.minX + 3, y: first.midY)) == nil)
    }

    @Test func theLastLineOfACentredLabelHasEmptySidesThatMissTheLink() throws {
        // "Policy." ends the centred text: its line is short, centred, and its sides are empty.
        let label = Self.label(.center)
        let policy = try #require(label.links.last)
        let last = try #require(label.boxes(for: policy).last)
        let line = try #require(label.layout.lineBoxes.last)
        #expect(line.minX > 20 && line.maxX < 180)
        #expect(label.link(at: Point(x: line.minX - 5, y: last.midY)) == nil)
        #expect(label.link(at: Point(x: last.midX, y: last.midY)) == policy)
    }

    @Test func linksFollowTheVerticalAlignment() throws {
        let label = Self.label(.left)
        label.verticalAlignment = .bottom
        let link = try #require(label.links.first)
        let box = try #require(label.boxes(for: link).first)
        #expect(box.minY > 20)
        #expect(label.link(at: box.center) == link)
        #expect(label.link(at: Point(x: box.midX, y: box.midY - 30)) == nil)
    }

    @Test func settingTheTextReplacesTheRuns() {
        let label = Self.label(.left)
        label.text = "No links here"
        #expect(label.runs == [LinkLabel.Run("No links here")] && label.links.isEmpty)
        #expect(!label.acceptsTouches)
        label.runs = [.link("Home", to: "app://home")]
        #expect(label.text == "Home" && label.links.count == 1 && label.acceptsTouches)
    }

    @Test func runsThatJoinIntoOneCharacterKeepLaterRangesRight() {
        // "e" + U+0301 join into one Character "é".
        let label = LinkLabel(runs: [.text("cafe"), .link("\u{301} menu", to: "menu"), .text("!")])
        #expect(label.text.count == 10)
        #expect(label.links.first?.range == 4..<9)
    }

    @Test func attributesPaintWithoutChangingMetrics() {
        let plain = TextLayout(Self.runs.map(\.text).joined(), style: TextStyle(maxWidth: 200))
        let linked = Self.label(.left).layout
        #expect(plain.size == linked.size && plain.lineBoxes == linked.lineBoxes)
        for i in 0..<plain.characterCount {
            #expect(plain.glyphBox(forCharacterAt: i) == linked.glyphBox(forCharacterAt: i))
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func underlinesAreWholeOpaquePixelRows(_ scale: Double) throws {
        let label = Self.label(.left)
        let image = try label.renderImage(scale: scale, background: .white)
        let link = try #require(label.links.first)
        let box = try #require(label.boxes(for: link).first)
        let metrics = label.layout.underlineMetrics
        #expect(metrics.offset > 0 && metrics.thickness > 0)
        let baseline = try #require(label.layout.lineBaselines.dropFirst().first)  // the link is on line 2
        // Every pixel row under the link is either solid link colour or untouched white.
        let x = Int((box.midX * scale).rounded(.down))
        var solid = 0
        for y in Int((baseline * scale).rounded(.down))..<Int((box.maxY * scale).rounded(.up)) {
            let p = try #require(image.pixel(x: x, y: y))
            if p == label.linkStyle.linkColor.quantised { solid += 1 } else { #expect(p == .white, "row \(y)") }
        }
        #expect(solid == max(1, Int((metrics.thickness * scale).rounded())))
    }

    @Test func lineBaselinesStartAtTheFirstBaseline() {
        let layout = Self.label(.left).layout
        let baselines = layout.lineBaselines
        #expect(baselines.count == layout.lineCount && baselines.first == layout.baseline)
        for (line, baseline) in zip(layout.lineBoxes, baselines) { #expect(line.minY < baseline && baseline < line.maxY) }
    }

    @Test func linksAreDrawnInTheLinkColour() throws {
        let label = Self.label(.left)
        let image = try label.renderImage(scale: 2, background: .white)
        let link = try #require(label.links.first)
        let box = try #require(label.boxes(for: link).first)
        var bluest = 0.0
        for y in Int(box.minY * 2)..<Int(box.maxY * 2) {
            for x in Int(box.minX * 2)..<Int(box.maxX * 2) {
                if let p = image.pixel(x: x, y: y) { bluest = max(bluest, p.blue - p.red) }
            }
        }
        #expect(bluest > 0.5)
        #expect(label.summary.hasSuffix("links=2"))
    }
}

/// The link label at every alignment, with the default and a custom link style, at 2x.
@Suite struct LinkLabelSnapshotTests {
    static let alignment = StateDimension("align", [TextAlignment.left, .center, .right])
    static let linkStyle = StateDimension("links", ["default", "custom"])

    @Test func everyAlignmentAtTwoX() {
        let matrix = StateMatrix(Self.alignment, Self.linkStyle)
        assertSnapshots(matrix: matrix, prefix: "link-label", scales: [2], suite: "LinkLabel") { c in
            var style = LinkLabelStyle()
            if try c.value(of: Self.linkStyle) == "custom" {
                style.linkColor = Color(red: 0.80, green: 0.30, blue: 0.05)
                style.isUnderlined = false
                style.label.font = .system(size: 13, weight: .bold)
            }
            let label = LinkLabel(runs: LinkLabelTests.runs, style: style)
            label.alignment = try c.value(of: Self.alignment)
            return framedForSnapshot(label, width: 200)
        } as: { scale in .image(scale: scale, background: .white) }
    }
}

extension Color {
    /// The colour as it reads back from an 8-bit image.
    var quantised: Color {
        func q(_ v: Double) -> Double { (v * 255).rounded() / 255 }
        return Color(red: q(red), green: q(green), blue: q(blue), alpha: q(alpha))
    }
}
