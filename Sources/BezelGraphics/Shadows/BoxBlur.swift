/// A Gaussian blur approximated by three box blurs per axis, on 8-bit alpha
/// rows, as GTK's `gskcairoblur.c` and the SVG `feGaussianBlur` specification
/// do it. The result is within a few percent of a true Gaussian and about a
/// hundred times faster than a direct 2-D kernel.
///
/// For a standard deviation σ (pixels) the box width is
/// d = ⌊3·√(2π)/4·σ + 0.5⌋. When d is odd, three boxes of width d centred on
/// the pixel; when d is even, two boxes of width d (one shifted half a pixel
/// left, one right) and one of width d + 1, centred.
enum BoxBlur {
    /// The box width for a standard deviation `sigma` in pixels (0 means no blur).
    static func boxWidth(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((3 * (2 * Double.pi).squareRoot() / 4 * sigma + 0.5).rounded(.down))
    }

    /// How far, in pixels, the blur spreads a pixel: the padding a mask needs.
    static func extent(sigma: Double) -> Int {
        let d = boxWidth(sigma: sigma)
        return d <= 1 ? 0 : 3 * d / 2 + 2
    }

    /// The three (left reach, right reach) pairs of the boxes for width `d`.
    static func boxes(width d: Int) -> [(Int, Int)] {
        if d % 2 == 1 {
            let r = d / 2
            return [(r, r), (r, r), (r, r)]
        }
        let h = d / 2
        return [(h, h - 1), (h - 1, h), (h, h)]
    }

    /// Blurs an A8 buffer of `width`×`height` pixels (rows `stride` bytes
    /// apart) in place; pixels outside read as zero.
    static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let d = boxWidth(sigma: sigma)
        guard d > 1, width > 0, height > 0 else { return }
        let boxes = boxes(width: d)
        let longest = max(width, height)
        let a = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
        defer { a.deallocate(); b.deallocate() }

        // Rows.
        for y in 0..<height {
            let row = data + y * stride
            a.update(from: row, count: width)
            blurLine(a, b, count: width, boxes: boxes)
            row.update(from: a, count: width)
        }
        // Columns: gather, blur, scatter.
        for x in 0..<width {
            for y in 0..<height { a[y] = data[y * stride + x] }
            blurLine(a, b, count: height, boxes: boxes)
            for y in 0..<height { data[y * stride + x] = a[y] }
        }
    }

    /// Three box passes over one line: `line` → `scratch` → `line` → `scratch` → copied back to `line`.
    private static func blurLine(_ line: UnsafeMutablePointer<UInt8>, _ scratch: UnsafeMutablePointer<UInt8>,
                                 count: Int, boxes: [(Int, Int)]) {
        boxPass(from: line, to: scratch, count: count, left: boxes[0].0, right: boxes[0].1)
        boxPass(from: scratch, to: line, count: count, left: boxes[1].0, right: boxes[1].1)
        boxPass(from: line, to: scratch, count: count, left: boxes[2].0, right: boxes[2].1)
        line.update(from: scratch, count: count)
    }

    /// The widest box window a shadow asks for: the widest of the three boxes
    /// for ``Canvas/maximumShadowSigmaInPixels`` (σ = 100 px gives d = 188,
    /// even, so boxes of 188, 188 and 189 pixels).
    static let widestShadowWindow = boxes(width: boxWidth(sigma: Canvas.maximumShadowSigmaInPixels))
        .map { $0.0 + $0.1 + 1 }.max() ?? 1

    /// The widest window for which ``reciprocal(window:)`` and
    /// ``roundedDivide(_:window:reciprocal:)`` give exactly round(sum / window)
    /// for every sum of `window` bytes (checked for every window and sum;
    /// 195 is the first window where some sum comes out one too high).
    static let widestExactWindow = 194

    /// The multiplier that turns division by `window` into a multiply and shift.
    @inline(__always)
    static func reciprocal(window: Int) -> Int { (1 << 24) / window + 1 }

    /// round(sum / window), halves up, as (2·sum + window)·r >> 25 with
    /// r = ⌊2²⁴/window⌋ + 1.
    ///
    /// Invariant: exact only while `window` ≤ ``widestExactWindow``. The
    /// product overshoots the true quotient (2·sum + window)/(2·window) by less
    /// than (2·sum + window)/2²⁵, which must stay below the quotient's distance
    /// to the next whole number (at least 1/(2·window)); with sums up to
    /// 255·window that bounds the window. Shadows never come near it because
    /// `Canvas.drawShadow` clamps σ to ``Canvas/maximumShadowSigmaInPixels``
    /// (100 px), whose widest box is ``widestShadowWindow`` = 189 pixels.
    /// Raising the cap to 102.93 px or more (d = 194, a 195-pixel box) needs another division here.
    @inline(__always)
    static func roundedDivide(_ sum: Int, window: Int, reciprocal: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: ((sum * 2 + window) * reciprocal) >> 25)
    }

    /// out[i] = round(sum(in[i-left ... i+right]) / (left+right+1)), zero outside.
    private static func boxPass(from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>,
                                count: Int, left: Int, right: Int) {
        let window = left + right + 1
        // The rounded division is exact only up to widestExactWindow; the σ cap
        // (Canvas.maximumShadowSigmaInPixels) keeps shadows at 189 pixels or less.
        assert(window <= widestExactWindow, "box window \(window) is wider than the exact division allows")
        let reciprocal = reciprocal(window: window)
        var sum = 0
        for i in 0..<min(right, count) { sum += Int(src[i]) }
        for i in 0..<count {
            let incoming = i + right
            if incoming < count { sum += Int(src[incoming]) }
            let outgoing = i - left - 1
            if outgoing >= 0 { sum -= Int(src[outgoing]) }
            dst[i] = roundedDivide(sum, window: window, reciprocal: reciprocal)
        }
    }
}
