import Foundation

/// Statistics of a pixel-by-pixel comparison of two images of the same size.
///
/// Distances are the YIQ perceptual colour distance used by mapbox/pixelmatch,
/// normalised to 0...1 (0: the same colour; 1: the largest distance between
/// two opaque colours; opaque black and white are 0.966 apart). Partly
/// transparent pixels are compared both over black and over white and the
/// larger distance counts, so transparent and opaque white still differ.
///
/// See also: ``ImageComparison``.
public struct PixelDifference: Sendable, Hashable, CustomStringConvertible {
    /// Pixels whose distance exceeds the tolerance (without those taken for
    /// anti-aliasing when the comparison ignores anti-aliasing).
    public var differingPixelCount: Int
    /// Pixels over the tolerance that look like anti-aliasing (an edge moved
    /// by part of a pixel), counted or not (see ``ImageComparison/ignoresAntialiasing``).
    public var antialiasedPixelCount: Int
    /// Every pixel compared: width × height.
    public var totalPixelCount: Int
    /// The largest colour distance of any pixel, 0...1 (including pixels within tolerance).
    public var maximumDistance: Double
    /// The largest difference of any channel of any pixel (premultiplied bytes), 0...255.
    public var maximumChannelDelta: Int
    /// The smallest rectangle holding every counted pixel; nil when none counts.
    public var bounds: PixelBounds?

    /// Statistics as measured (see the properties).
    public init(differingPixelCount: Int, antialiasedPixelCount: Int, totalPixelCount: Int,
                maximumDistance: Double, maximumChannelDelta: Int, bounds: PixelBounds?) {
        self.differingPixelCount = differingPixelCount
        self.antialiasedPixelCount = antialiasedPixelCount
        self.totalPixelCount = totalPixelCount
        self.maximumDistance = maximumDistance
        self.maximumChannelDelta = maximumChannelDelta
        self.bounds = bounds
    }

    /// ``differingPixelCount`` as a share of ``totalPixelCount``, 0...1.
    public var differingFraction: Double {
        totalPixelCount > 0 ? Double(differingPixelCount) / Double(totalPixelCount) : 0
    }

    /// `1 of 4096 pixels differ (0.024%); max distance 0.412, max channel delta 107/255; differences in x=3 y=5 w=1 h=1`.
    public var description: String {
        var text = "\(differingPixelCount) of \(totalPixelCount) pixels differ "
            + "(\(String(format: "%.3f", differingFraction * 100))%)"
        if antialiasedPixelCount > 0 {
            text += ", \(antialiasedPixelCount) pixels over the tolerance look like anti-aliasing"
        }
        text += "; max distance \(String(format: "%.3f", maximumDistance)), "
            + "max channel delta \(maximumChannelDelta)/255"
        if let bounds {
            text += "; differences in \(bounds) (pixels)"
        }
        return text
    }
}
