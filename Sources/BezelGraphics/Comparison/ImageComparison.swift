/// How closely a snapshot image must match its reference.
///
/// ```swift
/// ImageComparison.exact                                   // every word identical (the default)
/// ImageComparison(colorTolerance: 0.02)                   // ignore colour jitter up to 0.02
/// ImageComparison(colorTolerance: 0.1, maximumDifferingFraction: 0.001,
///                 ignoresAntialiasing: true)              // forgiving, like pixelmatch's defaults
/// ```
///
/// The comparison runs in two steps. First the premultiplied ARGB words are
/// compared row by row; identical images pass at once. Otherwise every pixel
/// gets a colour distance (the YIQ perceptual distance of mapbox/pixelmatch,
/// normalised to 0...1, see ``PixelDifference``); a pixel counts as
/// different when its distance is above ``colorTolerance``. The images match
/// when the share of counted pixels is at most ``maximumDifferingFraction``.
/// Images of different pixel size or scale never match.
///
/// See also: ``Snapshotting/image(_:)``, ``PixelDifference``, ``ImageDifference``.
public struct ImageComparison: Sendable, Hashable {
    /// Largest colour distance (0...1) at which two pixels still count as the
    /// same. 0 means the words must be equal; pixelmatch uses 0.1 by default.
    public var colorTolerance: Double
    /// Largest share (0...1) of pixels that may differ with the images still
    /// matching. 0 means none may.
    public var maximumDifferingFraction: Double
    /// When true, differing pixels that look like anti-aliasing (pixelmatch's
    /// detector: an edge shifted by part of a pixel) are not counted; they
    /// show in yellow in the diff image either way.
    public var ignoresAntialiasing: Bool

    /// A comparison. Values outside 0...1 (and NaN, read as 0) are clamped.
    public init(colorTolerance: Double = 0, maximumDifferingFraction: Double = 0, ignoresAntialiasing: Bool = false) {
        self.colorTolerance = Self.clamp(colorTolerance)
        self.maximumDifferingFraction = Self.clamp(maximumDifferingFraction)
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// Every pixel must be identical. Right for Bezel, whose rendering is the
    /// same on every machine.
    public static let exact = ImageComparison()

    /// pixelmatch's defaults: colour tolerance 0.1, anti-aliasing ignored, no
    /// other pixel may differ.
    public static let perceptual = ImageComparison(colorTolerance: 0.1, ignoresAntialiasing: true)

    /// What a comparison found.
    public enum Outcome: Sendable {
        /// Same dimensions, same words.
        case identical
        /// Some pixels differ, but within the comparison's limits.
        case similar(PixelDifference)
        /// Too different; `diffImage` pictures the differences when the
        /// dimensions matched (reference in faded grey, differences in red,
        /// anti-aliasing in yellow).
        case different(ImageDifference, diffImage: Image?)

        /// True for ``identical`` and ``similar(_:)``.
        public var matches: Bool {
            if case .different = self { return false }
            return true
        }
    }

    /// Compares `actual` with `reference`.
    public func compare(reference: Image, actual: Image) -> Outcome {
        let referenceDimensions = ImageDimensions(pixelWidth: reference.pixelWidth, pixelHeight: reference.pixelHeight,
                                                  scale: reference.scale)
        let actualDimensions = ImageDimensions(pixelWidth: actual.pixelWidth, pixelHeight: actual.pixelHeight,
                                               scale: actual.scale)
        guard referenceDimensions == actualDimensions else {
            return .different(.dimensions(reference: referenceDimensions, actual: actualDimensions), diffImage: nil)
        }
        if PixelDiffer.identical(reference, actual) { return .identical }
        let differ = PixelDiffer(reference: reference.premultipliedARGB(), actual: actual.premultipliedARGB(),
                                 width: reference.pixelWidth, height: reference.pixelHeight)
        let (pixels, diffWords) = differ.run(tolerance: colorTolerance, ignoresAntialiasing: ignoresAntialiasing)
        if pixels.differingFraction <= maximumDifferingFraction {
            return .similar(pixels)
        }
        let diffImage = try? Image(width: reference.pixelWidth, height: reference.pixelHeight,
                                   scale: reference.scale, premultipliedARGB: diffWords)
        return .different(.pixels(pixels), diffImage: diffImage)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
