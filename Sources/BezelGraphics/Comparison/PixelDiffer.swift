import Foundation

/// The pixel-by-pixel comparison behind ``ImageComparison``: pixelmatch's
/// YIQ distance and anti-aliasing detection, on premultiplied ARGB32 words.
///
/// It also paints the diff image the way pixelmatch and Paparazzi do: the
/// reference faded to light grey, pixels that count as different in red,
/// pixels taken for anti-aliasing in yellow.
struct PixelDiffer {
    let reference: [UInt32]
    let actual: [UInt32]
    let width: Int
    let height: Int

    /// The largest squared YIQ distance between two colours (pixelmatch's constant).
    static let maximumDelta = 35215.0
    static let red: UInt32 = 0xFFFF_0000
    static let yellow: UInt32 = 0xFFFF_FF00

    /// True when both images hold exactly the same words (the fast path).
    static func identical(_ a: Image, _ b: Image) -> Bool {
        guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return false }
        if a === b { return true }
        let bytes = a.pixelWidth * MemoryLayout<UInt32>.stride
        return a.withUnsafeRows { rowA in
            b.withUnsafeRows { rowB in
                (0..<a.pixelHeight).allSatisfy { y in
                    guard let pa = rowA(y).baseAddress, let pb = rowB(y).baseAddress else { return rowA(y).elementsEqual(rowB(y)) }
                    return memcmp(pa, pb, bytes) == 0
                }
            }
        }
    }

    /// Compares every pixel; returns the statistics and the diff image's words.
    func run(tolerance: Double, ignoresAntialiasing: Bool) -> (PixelDifference, [UInt32]) {
        let limit = Self.maximumDelta * tolerance * tolerance
        var diff = [UInt32](repeating: 0, count: width * height)
        var counted = 0, antialiased = 0, maxDelta = 0.0, maxChannel = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let p = reference[index], q = actual[index]
                if p == q {
                    diff[index] = Self.faded(p)
                    continue
                }
                maxChannel = max(maxChannel, Self.channelDelta(p, q))
                let delta = Self.yiqDelta(p, q)
                maxDelta = max(maxDelta, delta)
                if delta <= limit {
                    diff[index] = Self.faded(p)
                    continue
                }
                if isAntialiased(reference, x, y, other: actual) || isAntialiased(actual, x, y, other: reference) {
                    antialiased += 1
                    diff[index] = Self.yellow
                    if ignoresAntialiasing { continue }
                } else {
                    diff[index] = Self.red
                }
                counted += 1
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let bounds = counted > 0 ? PixelBounds(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        let stats = PixelDifference(differingPixelCount: counted, antialiasedPixelCount: antialiased,
                                    totalPixelCount: width * height,
                                    maximumDistance: min(1, (maxDelta / Self.maximumDelta).squareRoot()),
                                    maximumChannelDelta: maxChannel, bounds: bounds)
        return (stats, diff)
    }

    // MARK: Colour arithmetic

    /// The four channels of a word as signed integers: alpha, red, green, blue.
    static func channels(_ w: UInt32) -> (Int, Int, Int, Int) {
        (Int(w >> 24), Int((w >> 16) & 255), Int((w >> 8) & 255), Int(w & 255))
    }

    static func channelDelta(_ p: UInt32, _ q: UInt32) -> Int {
        let (a1, r1, g1, b1) = channels(p), (a2, r2, g2, b2) = channels(q)
        return max(abs(a1 - a2), abs(r1 - r2), abs(g1 - g2), abs(b1 - b2))
    }

    /// Squared YIQ distance, the larger of the two pixels composited over
    /// black (premultiplied values as they are) and over white (plus 255 − alpha).
    static func yiqDelta(_ p: UInt32, _ q: UInt32) -> Double {
        let (a1, r1, g1, b1) = channels(p), (a2, r2, g2, b2) = channels(q)
        let dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2), da = Double(a1 - a2)
        return max(yiq(dr, dg, db), yiq(dr - da, dg - da, db - da))
    }

    static func yiq(_ dr: Double, _ dg: Double, _ db: Double) -> Double {
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// Brightness (Y) of a pixel composited over white.
    static func brightness(_ w: UInt32) -> Double {
        let (a, r, g, b) = channels(w)
        let white = Double(255 - a)
        return (Double(r) + white) * 0.29889531 + (Double(g) + white) * 0.58662247 + (Double(b) + white) * 0.11448223
    }

    /// The reference pixel faded to light grey (pixelmatch's `drawGrayPixel`, alpha 0.1), opaque.
    static func faded(_ w: UInt32) -> UInt32 {
        let (a, r, g, b) = channels(w)
        let luma = Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
        let value = UInt32(max(0, min(255, (255 + 0.1 * (luma - Double(a))).rounded())))
        return 0xFF00_0000 | value << 16 | value << 8 | value
    }

    // MARK: Anti-aliasing (pixelmatch's `antialiased` and `hasManySiblings`)

    /// Whether pixel (x1, y1) of `image` looks like an anti-aliased edge: it
    /// has both darker and brighter neighbours, at most two equal ones, and
    /// the darkest or brightest neighbour sits in a flat area in both images.
    func isAntialiased(_ image: [UInt32], _ x1: Int, _ y1: Int, other: [UInt32]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = Self.brightness(image[y1 * width + x1])
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = center - Self.brightness(image[y * width + x])
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (x, y)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (x, y)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, darkestAt) && hasManySiblings(other, darkestAt))
            || (hasManySiblings(image, brightestAt) && hasManySiblings(other, brightestAt))
    }

    /// Whether the pixel at `point` has three or more identical neighbours.
    func hasManySiblings(_ image: [UInt32], _ point: (Int, Int)) -> Bool {
        let (x1, y1) = point
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image[y * width + x] == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
