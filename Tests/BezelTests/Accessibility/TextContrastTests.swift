import BezelGraphics
import Testing
@testable import Bezel

/// Text contrast measured on the rendered pixels behind each text.
@Suite struct TextContrastTests {
    private func screen(_ views: [View], background: Color? = .white, size: Size = Size(width: 240, height: 120)) -> View {
        let root = View(frame: Rect(size: size))
        root.backgroundColor = background
        for view in views { root.addSubview(view) }
        return root
    }

    /// A photo-like image: a gradient from `top` to `bottom` grey levels with
    /// a little deterministic noise, or light on its right half when `lightRight`.
    private func photo(width: Int = 240, height: Int = 120, top: Double, bottom: Double, lightRight: Bool = false) throws -> Image {
        var pixels: [UInt32] = []
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = Double((seed >> 16) & 31) / 255 - 0.06
                var level = top + (bottom - top) * Double(y) / Double(height - 1) + noise
                if lightRight, x >= width / 2 { level = 0.85 + noise }
                let v = UInt32(min(max(level, 0), 1) * 255)
                let r = min(255, v + 10), b = v > 10 ? v - 10 : 0
                pixels.append(0xFF00_0000 | r << 16 | v << 8 | b)
            }
        }
        return try Image(width: width, height: height, premultipliedARGB: pixels)
    }

    private func label(_ text: String, at point: Point = Point(x: 10, y: 40), size: Double = 13, weight: Font.Weight = .regular,
                       color: Color) -> Label {
        let label = Label(text, font: Font(size: size, weight: weight), color: color).id("subtitle")
        label.frame = Rect(origin: point, size: label.measureSize(.unbounded))
        return label
    }

    @Test func darkGreyTextOnBlackFails() throws {
        let root = screen([label("Good morning", color: Color(white: 0.2))], background: .black)
        let contrasts = try root.textContrasts()
        #expect(contrasts.count == 1)
        #expect(contrasts[0].ratio < 2 && contrasts[0].ratio > 1.2, "\(contrasts)")
        let findings = try root.contrastFindings()
        #expect(findings.map(\.kind) == [.lowContrast])
        #expect(findings.first?.description.hasPrefix("Label#subtitle: low-contrast: \"Good morning\": contrast 1.") ?? false)
        #expect(findings.first?.detail.hasSuffix(":1 over the rendered background (needs 4.5:1)") ?? false, "\(findings)")
    }

    @Test func whiteTextOnADarkPhotoPasses() throws {
        let image = ImageView(image: try photo(top: 0.05, bottom: 0.3), frame: Rect(x: 0, y: 0, width: 240, height: 120))
        let root = screen([image, label("Good morning", color: .white)])
        let contrasts = try root.textContrasts()
        #expect(contrasts.count == 1)
        #expect(contrasts[0].passes && contrasts[0].ratio > 7, "\(contrasts)")
        #expect(contrasts[0].pixelCount > 50)
        #expect(try root.contrastFindings().isEmpty)
    }

    @Test func whiteTextOverTheLightPartOfAnImageFails() throws {
        let image = ImageView(image: try photo(top: 0.05, bottom: 0.2, lightRight: true), frame: Rect(x: 0, y: 0, width: 240, height: 120))
        let dark = label("On the dark side", at: Point(x: 6, y: 20), color: .white).id("dark")
        let light = label("On the light side", at: Point(x: 126, y: 60), color: .white).id("light")
        let findings = try screen([image, dark, light]).contrastFindings()
        #expect(findings.map(\.elementName) == ["Label#light"], "\(findings)")
    }

    @Test func textOverABlurViewIsMeasuredOnTheBlurredPixels() throws {
        let image = ImageView(image: try photo(top: 0.9, bottom: 0.7), frame: Rect(x: 0, y: 0, width: 240, height: 120))
        let light = BlurView(frame: Rect(x: 0, y: 0, width: 240, height: 60), style: BlurViewStyle(radius: 10, tintColor: Color(white: 1, alpha: 0.3)))
        let dark = BlurView(frame: Rect(x: 0, y: 60, width: 240, height: 60), style: BlurViewStyle(radius: 10, tintColor: Color(white: 0, alpha: 0.7)))
        let top = label("Over a light blur", at: Point(x: 10, y: 20), color: .white).id("top")
        let bottom = label("Over a dark blur", at: Point(x: 10, y: 80), color: .white).id("bottom")
        let contrasts = try screen([image, light, dark, top, bottom]).textContrasts()
        #expect(contrasts.map(\.viewName) == ["Label#top", "Label#bottom"])
        #expect(!contrasts[0].passes && contrasts[0].ratio < 1.5, "\(contrasts)")
        #expect(contrasts[1].passes, "\(contrasts)")
    }

    @Test func largeTextNeedsThreeToOne() throws {
        // 50 % grey on white is 3.98:1: under 4.5, over 3.
        let grey = Color(white: 0.5)
        let small = label("Small", at: Point(x: 10, y: 4), size: 13, color: grey).id("small")
        let large = label("Large", at: Point(x: 10, y: 30), size: 18, color: grey).id("large")
        let bold = label("Bold", at: Point(x: 120, y: 4), size: 14, weight: .bold, color: grey).id("bold")
        let regular = label("Regular", at: Point(x: 120, y: 30), size: 14, color: grey).id("regular")
        let contrasts = try screen([small, large, bold, regular]).textContrasts()
        #expect(contrasts.map(\.isLargeText) == [false, true, true, false])
        #expect(contrasts.map(\.requiredRatio) == [4.5, 3, 3, 4.5])
        #expect(contrasts.allSatisfy { $0.ratio > 3.5 && $0.ratio < 4.5 }, "\(contrasts)")
        #expect(contrasts.map(\.passes) == [false, true, true, false])
    }

    @Test func largeTextIsJudgedAtItsDynamicTypeSize() throws {
        let grey = Color(white: 0.5)
        let text = label("Grows", size: 13, color: grey)
        let root = screen([text])
        root.traitOverrides = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        try root.layout()
        text.frame.size = text.measureSize(.unbounded)
        let contrasts = try root.textContrasts()
        #expect(contrasts.first?.isLargeText == true, "\(contrasts)")
    }

    @Test func disabledControlsAreExempt() throws {
        let button = Button(frame: Rect(x: 10, y: 10, width: 120, height: 44), title: "Later").id("later")
        button.isEnabled = false
        let root = screen([button])
        let contrasts = try root.textContrasts()
        #expect(contrasts.count == 1)
        #expect(contrasts.first?.isExempt == true)
        #expect(try root.contrastFindings().isEmpty)
    }

    @Test func translucentTextCountsItsViewsAlpha() throws {
        let text = label("Faint", color: .white)
        let holder = View(frame: Rect(x: 0, y: 0, width: 240, height: 120))
        holder.alpha = 0.3
        holder.addSubview(text)
        let contrasts = try screen([holder], background: .black).textContrasts()
        #expect(contrasts.count == 1)
        #expect(!contrasts[0].passes && contrasts[0].ratio < 4.5 && contrasts[0].ratio > 1.5, "\(contrasts)")
        #expect(abs(contrasts[0].color.alpha - 0.3) < 1e-9)
    }

    @Test func textInItsBackgroundsColourShowsNowhereAndIsFound() throws {
        let root = screen([label("Invisible", color: .white)])
        let contrasts = try root.textContrasts()
        #expect(contrasts.count == 1)
        #expect(contrasts.first?.pixelCount == 0)
        #expect(contrasts.first.map { abs($0.ratio - 1) < 0.01 } == true)
        #expect(try root.contrastFindings().first?.detail.contains("does not show") == true)
        // Covered by an opaque view: not a contrast problem.
        let cover = View(frame: Rect(x: 0, y: 0, width: 240, height: 120))
        cover.backgroundColor = .black
        #expect(try screen([label("Hidden", color: .white), cover]).textContrasts().isEmpty)
    }

    @Test func measuringIsDeterministicAndLeavesTheRenderAlone() throws {
        let image = ImageView(image: try photo(top: 0.2, bottom: 0.8), frame: Rect(x: 0, y: 0, width: 240, height: 120))
        let root = screen([image, label("Sunrise", color: .white), label("Sunset", at: Point(x: 10, y: 90), color: .black)])
        let before = try root.renderImage(scale: 2).premultipliedARGB()
        let first = try root.textContrasts().map { "\($0.viewName) \($0.ratio) \($0.minimumRatio) \($0.pixelCount)" }
        let second = try root.textContrasts(rendered: try root.renderImage(scale: 2)).map { "\($0.viewName) \($0.ratio) \($0.minimumRatio) \($0.pixelCount)" }
        #expect(first == second)
        #expect(try root.renderImage(scale: 2).premultipliedARGB() == before)
        #expect(try root.renderImage(scale: 2, drawsText: false).premultipliedARGB() != before)
    }

    @Test func aLinkLabelsLinksAreMeasuredInTheirColour() throws {
        func link(_ color: Color) -> LinkLabel {
            var style = LinkLabelStyle()
            style.linkColor = color
            let label = LinkLabel(runs: [.init("Read the "), .init("terms", link: "terms")], style: style).id("terms")
            label.frame = Rect(origin: Point(x: 10, y: 40), size: label.measureSize(.unbounded))
            return label
        }
        #expect(try screen([link(Color(red: 0.02, green: 0.27, blue: 0.68))]).contrastFindings().isEmpty)
        let pale = try screen([link(Color(red: 0.6, green: 0.75, blue: 1))]).contrastFindings()
        #expect(pale.map(\.elementName) == ["LinkLabel#terms"], "\(pale)")
    }

    @Test func ratiosFollowWCAG() {
        #expect(abs(TextContrast.ratio(of: .black, over: .white) - 21) < 1e-9)
        #expect(abs(TextContrast.ratio(of: Color(white: 0.5), over: .white) - 3.98) < 0.01)
        #expect(TextContrast.format(4.4999) == "4.4:1")
        #expect(TextContrast.format(3) == "3:1")
    }
}
