import CPNGRows

/// A rectangle of an image's pixels (device pixels, not points): what
/// changed between two frames, or the part of a frame to encode.
public struct PixelRegion: Equatable, Hashable, Sendable {
    /// The left column and top row.
    public var x: Int, y: Int
    /// The size, in pixels.
    public var width: Int, height: Int

    /// The region at (`x`, `y`) of `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The smallest rectangle holding every pixel that differs between two
    /// images of one size; nil when they are equal, or of different sizes
    /// (then nothing smaller than the whole can be said).
    public static func changed(from old: Image, to new: Image) -> PixelRegion? {
        changed(from: old, to: new, within: [PixelRegion(x: 0, y: 0, width: new.pixelWidth, height: new.pixelHeight)])
    }

    /// The smallest rectangle holding every pixel that differs between two
    /// images of one size, looking only inside `regions`: the same answer
    /// as ``changed(from:to:)`` when every differing pixel is known to lie
    /// in them (a window's damage, say), for the cost of comparing them
    /// alone. Nil when nothing differs there, or the sizes differ.
    ///
    /// - Parameter regions: where the images may differ; each is cut to the images.
    public static func changed(from old: Image, to new: Image, within regions: [PixelRegion]) -> PixelRegion? {
        guard old.pixelWidth == new.pixelWidth, old.pixelHeight == new.pixelHeight else { return nil }
        let whole = PixelRegion(x: 0, y: 0, width: new.pixelWidth, height: new.pixelHeight)
        return old.withUnsafeRows { oldRow in
            new.withUnsafeRows { newRow in
                guard let a = oldRow(0).baseAddress, let b = newRow(0).baseAddress else { return nil }
                let strideA = PNGEncoder.stride(of: oldRow, old), strideB = PNGEncoder.stride(of: newRow, new)
                var found: PixelRegion?
                var rect = [Int](repeating: 0, count: 4)
                for region in regions {
                    guard let r = region.intersection(whole) else { continue }
                    let changed = rect.withUnsafeMutableBufferPointer { out in
                        bezel_changed_rect(a + r.y * strideA + r.x, strideA, b + r.y * strideB + r.x, strideB,
                                           r.width, r.height, out.baseAddress)
                    }
                    guard changed != 0 else { continue }
                    let part = PixelRegion(x: r.x + rect[0], y: r.y + rect[1], width: rect[2], height: rect[3])
                    found = found.map { $0.union(part) } ?? part
                }
                return found
            }
        }
    }

    /// ``changed(from:to:within:)`` when `regions` is given, else
    /// ``changed(from:to:)``; with `checking`, the whole images are compared
    /// as well and a pixel that changed outside `regions` throws (the
    /// caller's damage was wrong).
    ///
    /// - Parameters:
    ///   - old: the earlier image.
    ///   - new: the later image, of the same pixel size.
    ///   - regions: where the images may differ, or nil when not known.
    ///   - checking: whether to compare the whole images too (see ``IncrementalChecks``).
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` when
    ///   checking finds a difference outside `regions`.
    public static func changed(from old: Image, to new: Image, within regions: [PixelRegion]?,
                               checking: Bool) throws -> PixelRegion? {
        guard let regions else { return changed(from: old, to: new) }
        let found = changed(from: old, to: new, within: regions)
        if checking, let whole = changed(from: old, to: new), whole != found {
            throw GraphicsError.invalidImageData(
                format: "frame", reason: "pixels changed in \(whole), outside the regions said to hold every change ("
                    + regions.map { "\($0)" }.joined(separator: ", ") + ")")
        }
        if checking { IncrementalChecks.countPassed(.changedRegion) }
        return found
    }

    /// The pixels both regions cover, or nil when they do not overlap.
    public func intersection(_ other: PixelRegion) -> PixelRegion? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return x1 > x0 && y1 > y0 ? PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The smallest region holding both.
    public func union(_ other: PixelRegion) -> PixelRegion {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
