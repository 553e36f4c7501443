import Foundation

/// How a snapshot image differs from its reference: in size or scale, or in
/// some of its pixels.
///
/// ```swift
/// if case .different(.pixels(let pixels), _) = ImageComparison.exact.compare(reference: old, actual: new) {
///     print(pixels.differingPixelCount, pixels.bounds as Any)   // 1 Optional(x=3 y=5 w=1 h=1)
/// }
/// ```
///
/// See also: ``ImageComparison``, ``PixelDifference``.
public enum ImageDifference: Sendable, Equatable, CustomStringConvertible {
    /// The images differ in pixel size or scale; pixels were not compared.
    case dimensions(reference: ImageDimensions, actual: ImageDimensions)
    /// Same size and scale, different pixels.
    case pixels(PixelDifference)

    /// The differing pixels, when the images had the same dimensions.
    public var pixels: PixelDifference? {
        if case .pixels(let pixels) = self { return pixels }
        return nil
    }

    /// What differs, in a sentence.
    public var description: String {
        switch self {
        case let .dimensions(reference, actual):
            var what: [String] = []
            if reference.pixelWidth != actual.pixelWidth || reference.pixelHeight != actual.pixelHeight { what.append("size") }
            if reference.scale != actual.scale { what.append("scale") }
            return "the images differ in \(what.joined(separator: " and ")): the reference is \(reference), "
                + "the snapshot is \(actual)"
        case let .pixels(pixels):
            return pixels.description
        }
    }
}

/// The pixel size and scale of an image.
public struct ImageDimensions: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var pixelWidth: Int
    /// Height in pixels.
    public var pixelHeight: Int
    /// Pixels per point.
    public var scale: Double

    /// Dimensions of `pixelWidth` × `pixelHeight` pixels at `scale`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// `64×32 px @2x`.
    public var description: String {
        "\(pixelWidth)×\(pixelHeight) px @\(scale.formattedAsScale)x"
    }
}

/// A rectangle of whole pixels, origin at the top left.
public struct PixelBounds: Sendable, Hashable, CustomStringConvertible {
    /// Left edge, in pixels from the left.
    public var x: Int
    /// Top edge, in pixels from the top.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// The rectangle at (`x`, `y`) of `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x=3 y=5 w=1 h=1`.
    public var description: String { "x=\(x) y=\(y) w=\(width) h=\(height)" }
}
