import Foundation
import Testing
@testable import BezelGraphics

@Suite struct BoxBlurTests {
    @Test func boxWidthFollowsGTK() {
        // d = floor(3·√(2π)/4·σ + 0.5)
        #expect(BoxBlur.boxWidth(sigma: 0) == 0)
        #expect(BoxBlur.boxWidth(sigma: 1) == 2)
        #expect(BoxBlur.boxWidth(sigma: 2) == 4)
        #expect(BoxBlur.boxWidth(sigma: 3) == 6)
        #expect(BoxBlur.boxWidth(sigma: 10) == 19)
        #expect(BoxBlur.boxes(width: 5).allSatisfy { $0 == (2, 2) })
        #expect(BoxBlur.boxes(width: 4).map { $0.0 + $0.1 + 1 } == [4, 4, 5])
    }

    /// A hard edge blurred with σ becomes the Gaussian's cumulative curve:
    /// 255·(1 − Φ(x/σ)) across the edge, within 3 % of full scale.
    @Test(arguments: [2.0, 4.0, 8.0])
    func edgeMatchesTheGaussian(sigma: Double) {
        let width = 200, height = 3
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<(width / 2) { pixels[y * width + x] = 255 } }
        pixels.withUnsafeMutableBufferPointer { buffer in
            BoxBlur.blurAlpha(buffer.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
        }
        var worst = 0.0
        for x in 60..<140 {
            let distance = Double(x) + 0.5 - Double(width / 2)
            let expected = 255 * 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
            // Vertical blur darkens the 3-row strip; read the middle row against a strip of the same height.
            let actual = Double(pixels[1 * width + x])
            let column = Double(pixels[1 * width + 20])   // far from the edge: the vertical loss alone
            worst = max(worst, abs(actual - expected * column / 255))
        }
        #expect(worst < 0.03 * 255, "worst difference \(worst)")
    }

    @Test func blurKeepsTotalCoverage() {
        let size = 64
        var pixels = [UInt8](repeating: 0, count: size * size)
        for y in 28..<36 { for x in 28..<36 { pixels[y * size + x] = 255 } }
        let before = pixels.reduce(0) { $0 + Int($1) }
        pixels.withUnsafeMutableBufferPointer {
            BoxBlur.blurAlpha($0.baseAddress!, width: size, height: size, stride: size, sigma: 3)
        }
        let after = pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 50)
        #expect(pixels[32 * size + 32] < 255 && pixels[32 * size + 20] > 0)
    }

    // MARK: At the σ cap

    /// The shadow σ cap makes boxes of at most 189 pixels, and the
    /// multiply-and-shift division is exact for every sum of bytes at that
    /// width (no value one too high, none past 255); at 195 it is not.
    @Test func divisionIsExactAtTheWidestShadowWindow() {
        #expect(BoxBlur.boxWidth(sigma: Canvas.maximumShadowSigmaInPixels) == 188)
        #expect(BoxBlur.widestShadowWindow == 189)
        #expect(BoxBlur.widestShadowWindow <= BoxBlur.widestExactWindow)
        for window in [188, BoxBlur.widestShadowWindow, BoxBlur.widestExactWindow] {
            let reciprocal = BoxBlur.reciprocal(window: window)
            var wrong = 0
            for sum in 0...(255 * window) {
                let exact = (2 * sum + window) / (2 * window)
                if Int(BoxBlur.roundedDivide(sum, window: window, reciprocal: reciprocal)) != exact { wrong += 1 }
            }
            #expect(wrong == 0, "window \(window): \(wrong) sums rounded wrongly")
            #expect(BoxBlur.roundedDivide(255 * window, window: window, reciprocal: reciprocal) == 255)
        }
        let tooWide = BoxBlur.widestExactWindow + 1
        let reciprocal = BoxBlur.reciprocal(window: tooWide)
        #expect((0...(255 * tooWide)).contains { sum in
            Int(BoxBlur.roundedDivide(sum, window: tooWide, reciprocal: reciprocal)) != (2 * sum + tooWide) / (2 * tooWide)
        })
    }

    /// The largest σ a shadow is drawn with blurs like the same three box
    /// passes per axis in double precision: each of the six 8-bit passes
    /// rounds by at most half a level, so no pixel is more than 3 off (an
    /// overflow or a wrapped byte would be far more).
    @Test func blurAtTheSigmaCapMatchesADoublePrecisionReference() {
        let sigma = Canvas.maximumShadowSigmaInPixels
        let width = 520, height = 440
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 160..<280 { for x in 180..<340 { pixels[y * width + x] = 255 } }
        var reference = pixels.map(Double.init)
        pixels.withUnsafeMutableBufferPointer {
            BoxBlur.blurAlpha($0.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
        }

        let boxes = BoxBlur.boxes(width: BoxBlur.boxWidth(sigma: sigma))
        func blur(_ line: [Double]) -> [Double] {
            var current = line
            for (left, right) in boxes {
                var prefix = [0.0]
                for value in current { prefix.append(prefix[prefix.count - 1] + value) }
                current = current.indices.map { i in
                    let lo = max(0, i - left), hi = min(current.count - 1, i + right)
                    return (prefix[hi + 1] - prefix[lo]) / Double(left + right + 1)
                }
            }
            return current
        }
        for y in 0..<height {
            let row = blur(Array(reference[(y * width)..<((y + 1) * width)]))
            reference.replaceSubrange((y * width)..<((y + 1) * width), with: row)
        }
        for x in 0..<width {
            let column = blur((0..<height).map { reference[$0 * width + x] })
            for y in 0..<height { reference[y * width + x] = column[y] }
        }

        var worst = 0.0
        for i in pixels.indices { worst = max(worst, abs(Double(pixels[i]) - reference[i])) }
        #expect(worst <= 3, "worst difference \(worst)")
        let centre = Double(pixels[220 * width + 260])
        #expect(centre > 20 && centre < 255, "the centre is a wash, not saturated: \(centre)")
    }
}
