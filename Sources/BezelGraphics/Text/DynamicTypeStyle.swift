/// The text style a font scales with as the ``ContentSizeCategory``
/// changes: UIKit's `UIFont.TextStyle`, with Apple's Dynamic Type sizes.
///
/// A font of any size scales as `UIFontMetrics(forTextStyle:).scaledFont(for:)`
/// scales a custom font: by the ratio of the style's size at the category to
/// its size at ``ContentSizeCategory/large`` (``Font/scaled(for:)``). A 13 pt
/// font that scales with ``body`` is 13 × 53 / 17 ≈ 40.5 pt at AX5.
///
/// The sizes (points) are those of iOS, as Apple's Human Interface Guidelines
/// list them and as UIKit reports them (measured with
/// `UIFont.preferredFont(forTextStyle:compatibleWith:)`, iOS 13.3 simulator,
/// published in temoki/UIKit_DynamicType):
///
/// | style | XS | S | M | L | XL | XXL | XXXL | AX1 | AX2 | AX3 | AX4 | AX5 |
/// |---|---|---|---|---|---|---|---|---|---|---|---|---|
/// | largeTitle | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
/// | title1 | 25 | 26 | 27 | 28 | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
/// | title2 | 19 | 20 | 21 | 22 | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56 |
/// | title3 | 17 | 18 | 19 | 20 | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55 |
/// | headline | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
/// | body | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
/// | callout | 13 | 14 | 15 | 16 | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51 |
/// | subheadline | 12 | 13 | 14 | 15 | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
/// | footnote | 12 | 12 | 12 | 13 | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44 |
/// | caption1 | 11 | 11 | 11 | 12 | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43 |
/// | caption2 | 11 | 11 | 11 | 11 | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 41 |
public enum DynamicTypeStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's size in points at each category, extra small first.
    public var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The style's size in points at `category` (body: 17 at large, 53 at AX5).
    public func size(at category: ContentSizeCategory) -> Double { sizes[category.rawValue] }

    /// How much a font that scales with this style grows at `category`
    /// against large: `size(at: category) / size(at: .large)`.
    public func scaleFactor(at category: ContentSizeCategory) -> Double {
        size(at: category) / size(at: .large)
    }
}

extension Font {
    /// This font as it is drawn at `category`: its size times
    /// ``DynamicTypeStyle/scaleFactor(at:)`` of ``scalesWith`` (unchanged when
    /// it scales with nothing, and at ``ContentSizeCategory/large``).
    public func scaled(for category: ContentSizeCategory) -> Font {
        guard let style = scalesWith, category != .large else { return self }
        return withSize(size * style.scaleFactor(at: category))
    }
}
