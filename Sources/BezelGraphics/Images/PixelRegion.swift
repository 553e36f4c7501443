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
        guard old.pixelWidth == new.pixelWidth, old.pixelHeight == new.pixelHeight else { return nil }
        return old.withUnsafeRows { oldRow in
            new.withUnsafeRows { newRow in
                guard let a = oldRow(0).baseAddress, let b = newRow(0).baseAddress else { return nil }
                var rect = [Int](repeating: 0, count: 4)
                let changed = rect.withUnsafeMutableBufferPointer { out in
                    bezel_changed_rect(a, PNGEncoder.stride(of: oldRow, old), b, PNGEncoder.stride(of: newRow, new),
                                       new.pixelWidth, new.pixelHeight, out.baseAddress)
                }
                return changed == 0 ? nil : PixelRegion(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
            }
        }
    }
}
