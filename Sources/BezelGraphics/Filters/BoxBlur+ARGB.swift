/// The colour form of ``BoxBlur``: the same three box passes per axis (same
/// box widths, same rounding), run on all four bytes of premultiplied ARGB32
/// pixels at once.
///
/// Premultiplied channels blur correctly as they are (a transparent pixel
/// adds no colour), and since every channel is averaged and rounded the same
/// way, no colour byte ever exceeds its alpha byte afterwards.
///
/// **Edges.** Each line is blurred inside a margin as wide as the three boxes
/// reach together (``BoxBlur/extent(sigma:)``), filled with the edge pixel
/// (extend) or with transparency, and the middle is kept. So the result is
/// exactly that of blurring an endless image (the edges repeated outward, or
/// transparent all around) and cropping it; blurring each pass inside the
/// image alone would lose what the earlier passes spread past the border.
///
/// Rows are blurred one line at a time; columns with one running sum per
/// byte of a row, sliding down the image, so every pass reads memory in order.
extension BoxBlur {
    /// Blurs `width`×`height` premultiplied ARGB32 pixels (rows `stride`
    /// bytes apart) in place with a Gaussian of `sigma` pixels.
    ///
    /// With `extendEdges`, a pixel outside the image reads as the nearest
    /// edge pixel (a uniform image stays uniform); without, as transparent
    /// (content fades toward the borders, as CSS `filter: blur()` does).
    static func blurARGB(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                         sigma: Double, extendEdges: Bool) {
        let d = boxWidth(sigma: sigma)
        guard d > 1, width > 0, height > 0, stride >= width * 4 else { return }
        let boxes = boxes(width: d)
        let margin = extent(sigma: sigma)
        // Zeros before and after every buffer, as far as a box reaches, so the
        // passes read past the ends without a test per sample.
        let guardBand = d + 1
        let rowBytes = width * 4

        // Rows: the row inside its margin in `a`, then a → b → a → b; the middle of b goes back.
        let line = width + 2 * margin
        let a = GuardedBuffer(count: line * 4, guard: guardBand * 4)
        let b = GuardedBuffer(count: line * 4, guard: guardBand * 4)
        defer { a.deallocate(); b.deallocate() }
        for y in 0..<height {
            let row = data + y * stride
            (a.start + margin * 4).update(from: row, count: rowBytes)
            fillMargin(a.start, from: row, pixels: margin, extend: extendEdges)
            fillMargin(a.start + (margin + width) * 4, from: row + rowBytes - 4, pixels: margin, extend: extendEdges)
            horizontalPass(from: a.start, to: b.start, count: line, box: boxes[0])
            horizontalPass(from: b.start, to: a.start, count: line, box: boxes[1])
            horizontalPass(from: a.start, to: b.start, count: line, box: boxes[2])
            row.update(from: b.start + margin * 4, count: rowBytes)
        }

        // Columns: the image between `margin` rows above and below, through three passes.
        let rows = height + 2 * margin
        let plane = GuardedBuffer(count: rowBytes * rows, guard: rowBytes * guardBand)
        let scratch = GuardedBuffer(count: rowBytes * rows, guard: rowBytes * guardBand)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: rowBytes)
        defer { plane.deallocate(); scratch.deallocate(); sums.deallocate() }
        for y in 0..<rows {
            let source = data + Swift.min(Swift.max(y - margin, 0), height - 1) * stride
            let inside = y >= margin && y < margin + height
            if inside || extendEdges {
                (plane.start + y * rowBytes).update(from: source, count: rowBytes)
            } else {
                (plane.start + y * rowBytes).update(repeating: 0, count: rowBytes)
            }
        }
        verticalPass(from: plane.start, to: scratch.start, rowBytes: rowBytes, rows: rows, box: boxes[0], sums: sums)
        verticalPass(from: scratch.start, to: plane.start, rowBytes: rowBytes, rows: rows, box: boxes[1], sums: sums)
        verticalPass(from: plane.start, to: scratch.start, rowBytes: rowBytes, rows: rows, box: boxes[2], sums: sums)
        for y in 0..<height {
            (data + y * stride).update(from: scratch.start + (y + margin) * rowBytes, count: rowBytes)
        }
    }

    /// Bytes with a band of zeros before and after them that passes may read but never write.
    private struct GuardedBuffer {
        let base: UnsafeMutablePointer<UInt8>
        let start: UnsafeMutablePointer<UInt8>

        init(count: Int, guard band: Int) {
            base = .allocate(capacity: count + 2 * band)
            base.initialize(repeating: 0, count: count + 2 * band)
            start = base + band
        }

        func deallocate() { base.deallocate() }
    }

    /// Fills `pixels` pixels at `target` with the pixel at `edge`, or with transparency.
    private static func fillMargin(_ target: UnsafeMutablePointer<UInt8>, from edge: UnsafeMutablePointer<UInt8>,
                                   pixels: Int, extend: Bool) {
        guard extend else {
            target.update(repeating: 0, count: pixels * 4)
            return
        }
        for i in 0..<pixels { (target + i * 4).update(from: edge, count: 4) }
    }

    /// A rounded division by a box's width, `round(sum / window)` with halves
    /// rounded up as ``BoxBlur`` does, in `Float` arithmetic the compiler can
    /// run several lanes at once. x = (2·sum + window) / (2·window) is computed
    /// to within 3·10⁻⁵ for sums of bytes, and when x is not whole it is at
    /// least 1/(2·window) ≥ 1.7·10⁻⁴ below the next whole number for windows up
    /// to 2,900 samples (σ is capped well below), so ⌊x + 10⁻⁴⌋ is exact
    /// (checked for every sum of several window sizes by the tests).
    struct Divider {
        let window: Int32
        let inverse: Float

        init(window: Int) {
            self.window = Int32(window)
            inverse = 1 / Float(2 * window)
        }

        @inline(__always)
        func callAsFunction(_ sum: Int32) -> UInt8 {
            // floor(x) = round-to-nearest(x − 0.5) here (x is never a whole number),
            // and adding 1.5·2²³ rounds to a whole number in the low mantissa
            // bits: no float-to-integer conversion, so the loops vectorise.
            let x = Float(2 &* sum &+ window) * inverse + (1e-4 - 0.5)
            return UInt8(truncatingIfNeeded: (x + 12_582_912).bitPattern)
        }
    }

    /// One box pass along a line of `count` pixels, four bytes each, reading
    /// the zeros around it: out[i] = round(sum(in[i-left ... i+right]) / (left+right+1)) per byte.
    private static func horizontalPass(from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>,
                                       count: Int, box: (Int, Int)) {
        let (left, right) = box
        let divide = Divider(window: left + right + 1)
        var s0: Int32 = 0, s1: Int32 = 0, s2: Int32 = 0, s3: Int32 = 0
        for j in -left..<right {
            let p = src + j * 4
            s0 &+= Int32(p[0]); s1 &+= Int32(p[1]); s2 &+= Int32(p[2]); s3 &+= Int32(p[3])
        }
        var incoming = src + right * 4, outgoing = src - (left + 1) * 4, q = dst
        for _ in 0..<count {
            s0 &+= Int32(incoming[0]) &- Int32(outgoing[0]); s1 &+= Int32(incoming[1]) &- Int32(outgoing[1])
            s2 &+= Int32(incoming[2]) &- Int32(outgoing[2]); s3 &+= Int32(incoming[3]) &- Int32(outgoing[3])
            q[0] = divide(s0); q[1] = divide(s1); q[2] = divide(s2); q[3] = divide(s3)
            incoming += 4; outgoing += 4; q += 4
        }
    }

    /// One box pass down every column of `rows` packed rows at once, reading
    /// the zero rows around them: a running sum per byte of a row, which
    /// gains the row entering the window and loses the one leaving.
    private static func verticalPass(from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>,
                                     rowBytes: Int, rows: Int, box: (Int, Int), sums: UnsafeMutablePointer<Int32>) {
        let (left, right) = box
        let divide = Divider(window: left + right + 1)
        sums.initialize(repeating: 0, count: rowBytes)
        for j in -left..<right {
            let row = src + j * rowBytes
            for x in 0..<rowBytes { sums[x] &+= Int32(row[x]) }
        }
        for y in 0..<rows {
            let incoming = src + (y + right) * rowBytes, outgoing = src + (y - left - 1) * rowBytes
            let out = dst + y * rowBytes
            for x in 0..<rowBytes {
                let sum = sums[x] &+ Int32(incoming[x]) &- Int32(outgoing[x])
                sums[x] = sum
                out[x] = divide(sum)
            }
        }
    }
}
