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
}
