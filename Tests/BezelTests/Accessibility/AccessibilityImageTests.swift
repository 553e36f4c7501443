import BezelGraphics
import Foundation
import Testing
@testable import Bezel

/// The accessibility image: the view, each element tinted and numbered, a
/// legend beside it with one row per element.
@Suite struct AccessibilityImageTests {
    /// The timer screen (``TimerScreen``), with a hint on Start.
    private func timer(traits: Traits = Traits()) throws -> Window {
        try TimerScreen.window(traits: traits, startHint: "Starts counting down from the seconds below")
    }

    /// Writes `image` to `/tmp/bezel-accessibility-images/NAME.png` to look at; never fails the test.
    private func keep(_ image: Image, _ name: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-accessibility-images")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? image.writePNG(to: folder.appendingPathComponent(name + ".png").path)
    }

    private func color(_ image: Image, at point: Point) -> Color? {
        image.pixel(x: Int(point.x * image.scale), y: Int(point.y * image.scale))
    }

    @Test func oneLegendRowPerElementInReadingOrderWithTheHint() throws {
        let window = try timer()
        let layout = AccessibilityImageLayout(view: window)
        let elements = window.accessibilityElements()
        #expect(layout.rows.count == elements.count)
        #expect(layout.rows.map(\.number) == Array(1...elements.count))
        #expect(layout.rows.map(\.element.announcement) == elements.map(\.announcement))
        #expect(layout.rows[1].hint != nil && layout.rows[0].hint == nil, "only Start has a hint")
        for (above, below) in zip(layout.rows, layout.rows.dropFirst()) {
            #expect(above.rowFrame.maxY <= below.rowFrame.minY + 0.001, "rows do not overlap")
            #expect(above.swatch.minX == below.swatch.minX, "swatches line up")
        }
        #expect(layout.legendFrame.minX == 320 && layout.size.width == 320 + AccessibilityImageLayout.defaultLegendWidth)
        #expect(layout.size.height == max(240, layout.legendFrame.height))
        let image = try window.accessibilityImage(scale: 2)
        keep(image, "timer@2x")
        #expect(image.pixelWidth == Int(layout.size.width * 2) && image.pixelHeight == Int((layout.size.height * 2).rounded(.up)))
    }

    @Test func eachElementsFrameIsTintedInItsColour() throws {
        let window = try timer()
        let plain = try window.renderImage(scale: 1, background: .white)
        let image = try window.accessibilityImage(scale: 1)
        let layout = AccessibilityImageLayout(view: window)
        for row in layout.rows {
            // A point inside the frame, clear of the outline and the badge.
            let point = Point(x: row.frame.maxX - 3, y: row.frame.maxY - 3)
            guard let tinted = color(image, at: point), let under = color(plain, at: point) else {
                Issue.record("no pixel at \(point)")
                continue
            }
            let expected = row.color.withAlpha(0.28)
            func blend(_ c: Double, _ u: Double) -> Double { c * 0.28 + u * 0.72 }
            let want = Color(red: blend(expected.red, under.red), green: blend(expected.green, under.green),
                             blue: blend(expected.blue, under.blue))
            #expect(abs(tinted.red - want.red) < 0.02 && abs(tinted.green - want.green) < 0.02
                    && abs(tinted.blue - want.blue) < 0.02, "row \(row.number) at \(point): \(tinted), want \(want)")
            // The swatch in the legend is the element's colour.
            let swatch = color(image, at: Point(x: row.swatch.minX + 4, y: row.swatch.midY))
            #expect(swatch.map { abs($0.red - row.color.red) < 0.02 && abs($0.green - row.color.green) < 0.02 } == true,
                    "swatch \(row.number): \(String(describing: swatch))")
        }
        #expect(Set(layout.rows.map(\.color)).count == layout.rows.count, "every element its own colour")
    }

    @Test func theBytesAreTheSameEveryTime() throws {
        let first = try timer().accessibilityImage(scale: 2).pngData()
        let second = try timer().accessibilityImage(scale: 2).pngData()
        #expect(first == second)
    }

    @Test(arguments: [1.0, 2.0, 3.0]) func everyScaleHasTheSameLayoutInPoints(scale: Double) throws {
        let window = try timer()
        let size = AccessibilityImageLayout(view: window).size
        let image = try window.accessibilityImage(scale: scale)
        #expect(image.pixelWidth == Int((size.width * scale).rounded(.up)))
        #expect(image.pixelHeight == Int((size.height * scale).rounded(.up)))
        #expect(image.scale == scale)
        if scale == 3 { keep(image, "timer@3x") }
        if scale == 1 { keep(image, "timer@1x") }
    }

    @Test func rightToLeftNumbersRightToLeftAndBadgesSitAtTheTrailingEdge() throws {
        let window = try timer(traits: Traits(layoutDirection: .rightToLeft))
        try window.layout()
        let layout = AccessibilityImageLayout(view: window)
        let start = layout.rows[1], stop = layout.rows[2]
        #expect(start.element.identifier == "start" && start.frame.minX > stop.frame.minX, "Start is at the right and numbered 2")
        #expect(start.badge.maxX > start.frame.midX, "the badge sits at the leading (right) corner")
        #expect(start.swatch.minX == layout.legendFrame.minX + AccessibilityImageLayout.padding, "the legend stays on the right")
        keep(try window.accessibilityImage(scale: 2), "timer-rtl@2x")
    }

    @Test(arguments: ["ar", "ja"]) func arabicAndJapaneseLabelsAreShapedInTheirLanguage(language: String) throws {
        let title = language == "ar" ? "ابدأ المؤقت الآن واستمع إلى المنبه عندما ينتهي الوقت" : "タイマーを開始して、時間になったらアラームを鳴らします"
        let window = Window(size: Size(width: 200, height: 80))
        window.traitOverrides = Traits(language: language)
        let button = Button(title: title).id("start")
        button.accessibility.hint = language == "ar" ? "يبدأ العد التنازلي" : "カウントダウンを始めます"
        window.addSubview(button)
        button.frame = Rect(x: 16, y: 16, width: 168, height: 44)
        try button.layout()
        let layout = AccessibilityImageLayout(view: window, legendWidth: 200)
        let row = try #require(layout.rows.first)
        #expect(row.announcement.layout.style.language == language)
        #expect(row.announcement.layout.lineCount > 1, "the long title wraps to the legend")
        #expect(row.announcement.layout.size.width <= 200)
        #expect(row.announcement.layout.style.baseDirection == (language == "ar" ? .rightToLeft : .leftToRight))
        #expect(row.announcement.layout.missingCharacters.isEmpty, "the shipped fonts draw every character")
        keep(try window.accessibilityImage(scale: 2, legendWidth: 200), "button-\(language)@2x")
    }

    @Test func aViewWithNoElementsGetsTheImageAndANote() throws {
        let view = View()
        view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        view.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        let layout = AccessibilityImageLayout(view: view)
        #expect(layout.rows.isEmpty)
        #expect(layout.empty != nil)
        let image = try view.accessibilityImage(scale: 1)
        #expect(image.pixelHeight == Int(layout.legendFrame.height.rounded(.up)) && layout.legendFrame.height > 20,
                "as tall as the legend")
        #expect(color(image, at: Point(x: 50, y: 10)).map { abs($0.blue - 0.8) < 0.02 } == true, "the view, untinted")
        keep(image, "empty@1x")
    }

    @Test func badgesOfElementsSharingACornerDoNotCoverEachOther() throws {
        let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        for label in ["Paragraph", "First link"] {
            let view = View(frame: Rect(x: 20, y: 20, width: 160, height: 30))
            view.accessibility = AccessibilitySemantics(isElement: true, label: label)
            container.addSubview(view)
        }
        let rows = AccessibilityImageLayout(view: container).rows
        #expect(rows.count == 2)
        #expect(rows[0].badge.intersection(rows[1].badge) == nil, "\(rows[0].badge) \(rows[1].badge)")
        #expect(rows[1].badge.minX > rows[0].badge.minX, "the later one moves to the trailing side")
    }
}
