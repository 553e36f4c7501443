import BezelTestImages
import Testing
@testable import BezelGraphics

@Suite struct ImageGrayscaleTests {
    /// Rec. 601 luma of straight 0...255 components.
    private func luma(_ r: Double, _ g: Double, _ b: Double) -> Double { 0.299 * r + 0.587 * g + 0.114 * b }

    private func channels(_ word: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(word >> 24), Int((word >> 16) & 255), Int((word >> 8) & 255), Int(word & 255))
    }

    @Test func keepsAlphaExactly() throws {
        let source: [UInt32] = [
            0x0000_0000,   // transparent
            0x8080_0000,   // red at 50% alpha (premultiplied)
            0x4000_2010,   // a dark 25%-alpha colour
            0x0101_0101,   // almost transparent white
            0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_0000,
        ]
        let image = try Image(width: source.count, height: 1, premultipliedARGB: source)
        let gray = image.grayscale().premultipliedARGB()
        #expect(gray.count == source.count)
        for (before, after) in zip(source, gray) {
            let a = channels(after)
            #expect(a.a == channels(before).a, "alpha of \(String(before, radix: 16))")
            #expect(a.r == a.g && a.g == a.b, "grey")
            #expect(a.r <= a.a, "premultiplied")
        }
        #expect(gray[0] == 0)
        // 50% red stays 50% alpha and becomes a grey of 0.299 * 255 (straight).
        let half = channels(gray[1])
        #expect(half.a == 0x80)
        #expect(abs(Double(half.r) - luma(128, 0, 0)) <= 1)                  // premultiplied grey
        let straight = try #require(image.grayscale().pixel(x: 1, y: 0))
        #expect(abs(straight.alpha - 128.0 / 255) < 1e-9)
        #expect(abs(straight.red * 255 - luma(255, 0, 0)) <= 1.5)           // un-premultiplying rounds
        #expect(straight.red == straight.green && straight.green == straight.blue)
    }

    @Test func greysMatchTheRec601Formula() throws {
        var generator = SplitMix(seed: 601)
        var source = [UInt32]()
        for _ in 0..<4096 {
            let a = UInt32(generator.next() % 256)
            let r = a == 0 ? 0 : UInt32(generator.next() % UInt64(a + 1))
            let g = a == 0 ? 0 : UInt32(generator.next() % UInt64(a + 1))
            let b = a == 0 ? 0 : UInt32(generator.next() % UInt64(a + 1))
            source.append(a << 24 | r << 16 | g << 8 | b)
        }
        source += [0xFFC8_6432, 0xFF80_8080, 0xFF12_3456]
        let image = try Image(width: 64, height: source.count / 64 + 1,
                              premultipliedARGB: source + Array(repeating: 0, count: 64 - source.count % 64))
        let gray = image.grayscale().premultipliedARGB()
        for (before, after) in zip(source, gray) {
            let s = channels(before), d = channels(after)
            // On premultiplied values the grey is alpha * luma(straight) = luma(premultiplied).
            #expect(d.a == s.a && abs(Double(d.r) - luma(Double(s.r), Double(s.g), Double(s.b))) <= 1,
                    "\(String(before, radix: 16)) -> \(String(after, radix: 16))")
        }
        // Opaque: straight values are the formula's, within one step.
        let opaque = channels(gray[4096])
        #expect(abs(Double(opaque.r) - luma(200, 100, 50)) <= 1)
        #expect(channels(gray[4097]).r == 128)
    }

    @Test func transparentAreasDoNotTurnBlack() throws {
        // An opaque blue square on a transparent background, drawn over white.
        let surface = try ImageSurface(size: Size(width: 20, height: 20), scale: 2)
        surface.canvas.fill(Rect(x: 5, y: 5, width: 10, height: 10), with: Color(red: 0, green: 0, blue: 1))
        let gray = try surface.makeImage().grayscale()
        #expect(gray.scale == 2 && gray.size == Size(width: 20, height: 20))
        let page = try ImageSurface(size: Size(width: 20, height: 20), scale: 2)
        page.canvas.paint(.white)
        page.canvas.draw(gray, at: .zero)
        let result = try page.makeImage()
        #expect(result.pixel(x: 2, y: 2) == .white)
        let inside = try #require(result.pixel(x: 20, y: 20))
        #expect(abs(inside.red * 255 - luma(0, 0, 255)) <= 1 && inside.red == inside.blue)
    }

    @Test func isComputedOnceAndCached() async throws {
        let image = try Image(width: 2, height: 1, premultipliedARGB: [0xFFFF_0000, 0x8000_8000])
        let first = image.grayscale()
        #expect(image.grayscale() === first)
        #expect(first !== image)
        // From many threads at once: still one object.
        let results = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 { group.addTask { ObjectIdentifier(image.grayscale()) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(results == [ObjectIdentifier(first)])
        // The key is the image object, not its pixels.
        let twin = try Image(width: 2, height: 1, premultipliedARGB: image.premultipliedARGB())
        #expect(twin.grayscale() !== first)
        #expect(twin.grayscale().premultipliedARGB() == first.premultipliedARGB())
    }
}
