import BezelTestImages
@testable import BezelReplay
import Foundation
import Testing

/// A trace line's time is written as `String(format: "%7.3f")` writes it.
@Suite struct TraceTimeTextTests {
    static func check(_ seconds: Double) {
        #expect(TraceTimeText.text(seconds) == String(format: "%7.3f", seconds), "\(seconds)")
    }

    @Test func chosenTimesAreWrittenAsTheFormatterWritesThem() {
        let times: [Double] = [0, 1, 1.5, 0.0005, 0.0015, 0.0025, 0.9995, 9.9995, 99.9995, 999.9995, 1000, 9_999.999, 123_456.789,
                               1.0 / 60, 2.0 / 60, 0.1 + 0.2, 1e-300, .leastNonzeroMagnitude, 999_999_999.999, 1e9, 1e12, 1e300,
                               -0.0, -1.5, .infinity, -.infinity, .nan, .greatestFiniteMagnitude]
        for seconds in times { Self.check(seconds) }
    }

    /// Halves of a thousandth are exact ties only at multiples of 1/16 (62.5
    /// thousandths...): those round to even, as `printf` rounds them.
    @Test func tiesRoundToEven() {
        #expect(TraceTimeText.text(0.0625) == "  0.062")
        #expect(TraceTimeText.text(0.1875) == "  0.188")
        for sixteenths in 0..<4_000 { Self.check(Double(sixteenths) / 16) }
    }

    @Test func randomTimesAreWrittenAsTheFormatterWritesThem() {
        var generator = SplitMix(seed: 27)
        for _ in 0..<4_000 { Self.check(Double.random(in: 0..<10, using: &generator)) }
        for _ in 0..<4_000 { Self.check(Double.random(in: 0..<1e9, using: &generator)) }
        // Near a half thousandth, where the product's rounding matters.
        for _ in 0..<4_000 {
            let near = (Double(Int.random(in: 0..<10_000_000, using: &generator)) + 0.5) / 1000
            Self.check(near.nextUp)
            Self.check(near)
            Self.check(near.nextDown)
        }
        // Steps of a drag (1/60 s) and of waits, added up as the clock adds them.
        var clock = 0.0
        for _ in 0..<4_000 {
            clock += Bool.random(using: &generator) ? 1.0 / 60 : Double(Int.random(in: 1...30, using: &generator)) / 10
            Self.check(clock)
        }
    }
}
