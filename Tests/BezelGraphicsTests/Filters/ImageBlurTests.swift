import Foundation
import Testing
@testable import BezelGraphics

@Suite struct ImageBlurTests {
    private func channels(_ word: UInt32) -> [Int] {
        [Int(word >> 24), Int((word >> 16) & 255), Int((word >> 8) & 255), Int(word & 255)]
    }

    /// The share of the Gaussian of σ beyond `distance`: 1 − Φ(distance / σ).
    private func tail(_ distance: Double, sigma: Double) -> Double {
        0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
    }

    /// An image whose left half is `left` and right half `right`, every row the same.
    private func edgeImage(width: Int, height: Int, scale: Double = 1, left: UInt32, right: UInt32) throws -> Image {
        var pixels = [UInt32]()
        for _ in 0..<height { for x in 0..<width { pixels.append(x < width / 2 ? left : right) } }
        return try Image(width: width, height: height, scale: scale, premultipliedARGB: pixels)
    }

    /// A hard edge between two opaque colours becomes the Gaussian's cumulative
    /// curve in every channel: c = right + (left − right)·(1 − Φ(x/σ)), within
    /// 3 % of full scale, with σ = radius / 2 · scale pixels.
    @Test(arguments: [(4.0, 1.0), (8.0, 1.0), (16.0, 1.0), (8.0, 2.0), (6.0, 3.0)])
    func colourEdgeMatchesTheGaussian(radius: Double, scale: Double) throws {
        let width = 240, height = 9
        let left: UInt32 = 0xFFFF_2000, right: UInt32 = 0xFF10_40F0   // orange-red | blue
        let image = try edgeImage(width: width, height: height, scale: scale, left: left, right: right)
        let blurred = try image.blurred(radius: radius)
        #expect(blurred !== image && blurred.scale == scale && blurred.pixelWidth == width)
        let sigma = radius / 2 * scale
        let pixels = blurred.premultipliedARGB()
        let l = channels(left), r = channels(right)
        var worst = 0.0
        for y in [0, height / 2, height - 1] {          // extended edges: top and bottom rows too
            for x in 0..<width where abs(Double(x) + 0.5 - Double(width / 2)) < 4 * sigma {
                let share = tail(Double(x) + 0.5 - Double(width / 2), sigma: sigma)
                let got = channels(pixels[y * width + x])
                for c in 0..<4 {
                    let expected = Double(r[c]) + Double(l[c] - r[c]) * share
                    worst = max(worst, abs(Double(got[c]) - expected))
                }
            }
        }
        #expect(worst < 0.03 * 255, "worst difference \(worst) at σ = \(sigma) px")
    }

    /// Alpha blurs too: an opaque half next to a transparent half gives a
    /// premultiplied ramp whose colour never exceeds its alpha.
    @Test func alphaBlursAndStaysPremultiplied() throws {
        let width = 120, height = 4
        let image = try edgeImage(width: width, height: height, left: 0xFF33_CC66, right: 0)
        let pixels = try image.blurred(radius: 10).premultipliedARGB()
        var worst = 0.0
        for x in 30..<90 {
            let expected = 255 * tail(Double(x) + 0.5 - 60, sigma: 5)
            let p = channels(pixels[width + x])
            worst = max(worst, abs(Double(p[0]) - expected))
            #expect(p[1] <= p[0] && p[2] <= p[0] && p[3] <= p[0], "premultiplied at \(x)")
        }
        #expect(worst < 0.03 * 255, "worst alpha difference \(worst)")
        // Far from the edge the straight colour is unchanged.
        let straight = try #require(try image.blurred(radius: 10).pixel(x: 5, y: 1))
        #expect(abs(straight.green - 0.8) < 0.01 && straight.alpha == 1)
    }

    /// A uniform image stays uniform with extended edges, and fades toward
    /// the borders with transparent ones (to about half at the edge).
    @Test func edgeModes() throws {
        let colour: UInt32 = 0xFF40_80C0
        let image = try Image(width: 40, height: 30, premultipliedARGB: Array(repeating: colour, count: 1200))
        let extended = try image.blurred(radius: 12, edges: .extend).premultipliedARGB()
        #expect(extended.allSatisfy { $0 == colour })
        let faded = try image.blurred(radius: 12, edges: .transparent)
        let corner = try #require(faded.pixel(x: 0, y: 0)), edge = try #require(faded.pixel(x: 0, y: 15))
        let centre = try #require(faded.pixel(x: 20, y: 15))
        #expect(abs(edge.alpha - 0.5) < 0.08 && abs(corner.alpha - 0.25) < 0.06, "edge \(edge) corner \(corner)")
        #expect(centre.alpha > 0.98)
        #expect(abs(edge.blue - 0xC0 / 255.0) < 0.03, "colour kept where alpha fades")
    }

    /// Blurring keeps the total of every channel (with transparent edges and
    /// content well inside, nothing is lost past the borders).
    @Test func keepsTotals() throws {
        let size = 64
        var pixels = [UInt32](repeating: 0, count: size * size)
        for y in 26..<38 { for x in 24..<40 { pixels[y * size + x] = 0xFFE0_4020 } }
        let image = try Image(width: size, height: size, premultipliedARGB: pixels)
        let blurred = try image.blurred(radius: 6, edges: .transparent).premultipliedARGB()
        for c in 0..<4 {
            let before = pixels.reduce(0) { $0 + channels($1)[c] }
            let after = blurred.reduce(0) { $0 + channels($1)[c] }
            #expect(abs(after - before) <= max(before / 50, 1), "channel \(c): \(before) → \(after)")
        }
    }

    @Test func radiiThatDoNothingReturnTheImage() throws {
        let image = try Image(width: 4, height: 4, scale: 2, premultipliedARGB: Array(repeating: 0xFF00_00FF, count: 16))
        for radius in [0, -3, .nan, .infinity, 0.5] {
            #expect(try image.blurred(radius: radius) === image, "radius \(radius)")
        }
        // Enormous radii are capped rather than refused.
        let huge = try image.blurred(radius: 1e9)
        #expect(huge.premultipliedARGB() == image.premultipliedARGB())
    }

    /// The fast rounded division agrees with integer arithmetic for every
    /// sum a window of bytes can have.
    @Test func divisionIsExact() {
        for window in [2, 3, 4, 5, 7, 10, 19, 64, 127, 255, 500, 941, 1_500, 2_900] {
            let divide = BoxBlur.Divider(window: window)
            var mismatches = 0
            for sum in 0...(255 * window) where Int(divide(Int32(sum))) != (2 * sum + window) / (2 * window) {
                mismatches += 1
            }
            #expect(mismatches == 0, "window \(window)")
        }
    }

    /// A 1-pixel-tall or -wide image blurs without reading outside its rows.
    @Test func thinImages() throws {
        let row = try Image(width: 50, height: 1, premultipliedARGB: (0..<50).map { $0 < 25 ? 0xFFFF_FFFF : 0xFF00_0000 })
        let blurred = try row.blurred(radius: 8).premultipliedARGB()
        #expect(channels(blurred[0])[1] == 255 && channels(blurred[49])[1] == 0)
        #expect((100...155).contains(channels(blurred[24])[1]) || (100...155).contains(channels(blurred[25])[1]))
        let column = try Image(width: 1, height: 50, premultipliedARGB: Array(repeating: 0x8040_2010, count: 50))
        #expect(try column.blurred(radius: 8).premultipliedARGB().allSatisfy { $0 == 0x8040_2010 })
    }
}
