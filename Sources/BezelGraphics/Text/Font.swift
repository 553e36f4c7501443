/// A font request: a family, a size in points and a weight.
///
/// A font is a plain value (hashable, so it can be part of a cache key). It
/// names what is wanted; the ``FontSystem`` decides what is used. Only the
/// fonts the font system holds can ever be drawn, so a family it does not have
/// falls back to ``Font/defaultFamily`` instead of some font of the host's:
/// that is what keeps text the same on every machine.
///
/// ```swift
/// let title = Font(size: 17, weight: .bold)
/// let code = Font.monospaced(size: 12)
/// ```
///
/// See also: ``FontSystem``, ``TextLayout``, ``TextStyle``.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// How heavy the strokes are. Only the weights that ship as font files are
    /// offered, so a weight never has to be synthesised (synthetic emboldening
    /// differs between FreeType versions).
    public enum Weight: Hashable, Sendable, CaseIterable {
        /// The book weight (400).
        case regular
        /// The bold weight (700).
        case bold
    }

    /// The family used when none is given, and the fallback for a family the
    /// font system does not hold.
    public static let defaultFamily = "DejaVu Sans"
    /// The monospaced family that ships with Bezel.
    public static let monospacedFamily = "DejaVu Sans Mono"
    /// The size used when none is given, in points.
    public static let defaultSize = 13.0
    /// The smallest size a layout uses; smaller (or invalid) sizes are raised to it.
    public static let minimumSize = 0.5
    /// The largest size a layout uses; larger sizes are lowered to it, so a
    /// typo in a scene file cannot ask for a glyph bigger than any surface.
    public static let maximumSize = 2_000.0

    /// The family name, such as "DejaVu Sans". Matched without regard to case;
    /// the generic names "sans-serif", "system-ui" and "monospace" are understood too.
    public var family: String
    /// The size in points. Text is laid out at 72 points per inch, so one
    /// point of font size is one unit of the canvas (see ``FontSystem``).
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Asks for a slanted face. No italic face ships with Bezel, so this
    /// currently draws upright text; it is kept so scene files can say what
    /// they mean and gain italics when a face is added.
    public var isItalic: Bool
    /// The text style the font grows and shrinks with as the reader's text
    /// size (``ContentSizeCategory``) changes; nil for a font that keeps its
    /// size. ``DynamicTypeStyle/body`` by default, as a theme font scales when
    /// it names no style. ``size`` is the size at ``ContentSizeCategory/large``;
    /// ``scaled(for:)`` gives the font at another category.
    public var scalesWith: DynamicTypeStyle?

    /// A font request; every parameter has a default ("DejaVu Sans", 13 pt,
    /// regular, upright, scaling with body text).
    public init(family: String = Font.defaultFamily, size: Double = Font.defaultSize,
                weight: Weight = .regular, isItalic: Bool = false, scalesWith: DynamicTypeStyle? = .body) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.scalesWith = scalesWith
    }

    /// "DejaVu Sans" at 13 points, regular.
    public static let `default` = Font()

    /// The shipped sans-serif family at `size` points.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The shipped monospaced family at `size` points.
    public static func monospaced(size: Double, weight: Weight = .regular) -> Font {
        Font(family: monospacedFamily, size: size, weight: weight)
    }

    /// This font at another size.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.size = size
        return copy
    }

    /// This font at another weight.
    public func withWeight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The size a layout really uses: finite and within
    /// ``minimumSize``...``maximumSize``; NaN becomes ``defaultSize``.
    public var effectiveSize: Double {
        guard !size.isNaN else { return Font.defaultSize }
        return min(max(size, Font.minimumSize), Font.maximumSize)
    }

    /// For example "DejaVu Sans 13pt bold".
    public var description: String {
        var text = "\(family) \(formatNumber(size))pt"
        if weight == .bold { text += " bold" }
        if isItalic { text += " italic" }
        return text
    }
}
