import Dispatch
import Foundation
import Testing
@testable import BezelGraphics

/// Pixel helpers shared by the text tests (a namespace, so the names cannot clash with other suites).
enum TextPixels {
    /// Draws `layout` in black on white with `padding` points around its box.
    static func render(_ layout: TextLayout, scale: Double = 1, padding: Double = 4, color: Color = .black) throws -> Image {
        let width = max(layout.style.maxWidth ?? 0, layout.textBounds.maxX).rounded(.up) + 2 * padding
        let surface = try ImageSurface(size: Size(width: width, height: layout.size.height.rounded(.up) + 2 * padding),
                                       scale: scale)
        surface.canvas.paint(.white)
        layout.draw(in: surface.canvas, at: Point(x: padding, y: padding), color: color)
        return try surface.makeImage()
    }

    /// Whether a pixel of an opaque image is darker than mid-grey.
    static func isDark(_ word: UInt32) -> Bool {
        let r = (word >> 16) & 255, g = (word >> 8) & 255, b = word & 255
        return r + g + b < 384
    }

    /// The pixel bounds (minX, minY, maxX, maxY) of the dark pixels, and their count.
    static func dark(_ image: Image) -> (count: Int, minX: Int, minY: Int, maxX: Int, maxY: Int) {
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        image.withUnsafeRows { row in
            for y in 0..<image.pixelHeight {
                for (x, word) in row(y).enumerated() where isDark(word) {
                    count += 1
                    minX = min(minX, x); maxX = max(maxX, x)
                    minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return (count, minX, minY, maxX, maxY)
    }

    /// How much ink an image holds: the sum of (255 - grey) over its pixels.
    static func ink(_ image: Image) -> Int {
        image.premultipliedARGB().reduce(0) { sum, word in
            sum + 255 - Int((((word >> 16) & 255) + ((word >> 8) & 255) + (word & 255)) / 3)
        }
    }
}

@Suite struct TextRenderingTests {
    @Test func textIsDrawnWhereTheLayoutSaysItIs() throws {
        let layout = TextLayout("Hello", font: Font(size: 20))
        let surface = try ImageSurface(size: Size(width: 120, height: 60))
        surface.canvas.paint(.white)
        layout.draw(in: surface.canvas, at: Point(x: 30, y: 15), color: .black)
        let dark = TextPixels.dark(try surface.makeImage())
        #expect(dark.count > 60)
        // Ink lies inside the logical box (ascent to descent, advance widths), moved to the origin.
        #expect(dark.minX >= 30 && Double(dark.maxX) <= 30 + layout.size.width + 1)
        #expect(dark.minY >= 15 && Double(dark.maxY) <= 15 + layout.size.height)
        // "H" starts within 3 pt of the origin; its top is about a cap height above the baseline.
        #expect(dark.minX <= 33)
        #expect(Double(dark.maxY) <= 15 + layout.baseline + 1)
        #expect(Double(dark.minY) < 15 + layout.baseline - 12)
    }

    @Test func theColourIsTheOneAskedFor() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let image = try TextPixels.render(TextLayout("███", font: Font(size: 20)), color: red)
        let words = image.premultipliedARGB()
        #expect(words.contains(0xFFFF_0000))
        #expect(!words.contains { ($0 >> 8) & 255 < 200 && ($0 & 255) > 100 && ($0 >> 16) & 255 < 100 })
    }

    @Test func drawingLeavesTheCanvasStateAlone() throws {
        let surface = try ImageSurface(size: Size(width: 60, height: 30))
        let canvas = surface.canvas
        canvas.translate(x: 3, y: 4)
        let before = canvas.currentTransform
        TextLayout("abc").draw(in: canvas, at: Point(x: 5, y: 5), color: .black)
        #expect(canvas.currentTransform == before)
        // The source is not left as the text colour.
        canvas.fill(Rect(x: 40, y: 10, width: 5, height: 5), with: .white)
        #expect(try surface.makeImage().pixel(x: 45, y: 16) == .white)
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let layout = TextLayout("Twice the same → ✓", font: Font(size: 15))
        let first = try TextPixels.render(layout).premultipliedARGB()
        let second = try TextPixels.render(layout).premultipliedARGB()
        let fresh = try TextPixels.render(TextLayout("Twice the same → ✓", font: Font(size: 15))).premultipliedARGB()
        #expect(first == second)
        #expect(first == fresh)
    }

    @Test func renderingFromFourThreadsGivesTheSameBytes() async throws {
        let text = "Threads ✓ héllo wörld"
        let style = TextStyle(alignment: .center, maxWidth: 90)
        let reference = try TextPixels.render(TextLayout(text, font: Font(size: 14), style: style)).premultipliedARGB()
        let shared = TextLayout(text, font: Font(size: 14), style: style)
        // Each task both lays out its own text and draws the shared layout, many times over.
        let results = try await withThrowingTaskGroup(of: [[UInt32]].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var images: [[UInt32]] = []
                    for _ in 0..<10 {
                        images.append(try TextPixels.render(TextLayout(text, font: Font(size: 14), style: style))
                            .premultipliedARGB())
                        images.append(try TextPixels.render(shared).premultipliedARGB())
                    }
                    return images
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(results.count == 80)
        #expect(results.allSatisfy { $0 == reference })
    }

    @Test func concurrentPerformMatchesASerialRun() throws {
        let texts = (0..<8).map { "Line \($0): the quick brown fox" }
        let serial = try texts.map { try TextPixels.render(TextLayout($0, font: Font(size: 12, weight: .bold))).premultipliedARGB() }
        let results = ResultRecorder()
        DispatchQueue.concurrentPerform(iterations: texts.count * 4) { i in
            let index = i % texts.count
            let pixels = try? TextPixels.render(TextLayout(texts[index], font: Font(size: 12, weight: .bold))).premultipliedARGB()
            results.set(index: i, pixels == serial[index])
        }
        #expect(results.all(count: texts.count * 4))
    }

    @Test func boldDiffersFromRegularAndHasMoreInk() throws {
        let regular = try TextPixels.render(TextLayout("Weight", font: Font(size: 18)))
        let bold = try TextPixels.render(TextLayout("Weight", font: Font(size: 18, weight: .bold)))
        #expect(regular.premultipliedARGB() != bold.premultipliedARGB())
        #expect(TextPixels.ink(bold) > TextPixels.ink(regular) * 5 / 4)
        #expect(TextLayout("Weight", font: Font(size: 18, weight: .bold)).size.width
            > TextLayout("Weight", font: Font(size: 18)).size.width)
    }

    @Test func twiceTheScaleHasFourTimesThePixelsAndTheSameLayout() throws {
        let layout = TextLayout("Scale", font: Font(size: 16))
        let size = layout.size
        let one = try TextPixels.render(layout, scale: 1)
        let two = try TextPixels.render(layout, scale: 2)
        #expect(two.pixelWidth == one.pixelWidth * 2 && two.pixelHeight == one.pixelHeight * 2)
        let ratio = Double(TextPixels.ink(two)) / Double(TextPixels.ink(one))
        #expect(ratio > 3.6 && ratio < 4.4)
        // Drawing at 2x does not change what was measured.
        #expect(layout.size == size)
        #expect(layout.glyphBox(forCharacterAt: 4) == TextLayout("Scale", font: Font(size: 16)).glyphBox(forCharacterAt: 4))
    }

    @Test func blankTextDrawsNothing() throws {
        #expect(TextPixels.dark(try TextPixels.render(TextLayout(""))).count == 0)
        #expect(TextPixels.dark(try TextPixels.render(TextLayout("   \n  "))).count == 0)
    }
}

/// A tiny thread-safe record of per-iteration results for `concurrentPerform`.
private final class ResultRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var ok: [Int: Bool] = [:]
    func set(index: Int, _ value: Bool) { lock.withLock { ok[index] = value } }
    func all(count: Int) -> Bool { lock.withLock { ok.count == count && ok.values.allSatisfy { $0 } } }
}
