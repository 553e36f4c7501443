/// How large the reader wants text: UIKit's content size categories, from
/// extra small to the five accessibility sizes.
///
/// Large is the default (body text at 17 pt). Every font scales with the
/// category through the text style it names (``Font/scalesWith``), by
/// Apple's Dynamic Type tables (see ``DynamicTypeStyle``).
///
/// Each category has a short name, used in scene files, on the command line
/// and in snapshot file names: `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`,
/// `AX1` … `AX5`. ``init(name:)`` also reads UIKit's names (`extraSmall`,
/// `accessibilityExtraExtraExtraLarge`) and SwiftUI's (`xSmall`, `accessibility5`).
///
/// ```swift
/// let category = ContentSizeCategory(name: "AX3")   // .accessibilityExtraLarge
/// category?.isAccessibilityCategory                 // true
/// ```
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The default: body text at 17 pt.
    public static let `default` = ContentSizeCategory.large

    /// The short name: `XS` … `XXXL`, `AX1` … `AX5`.
    public var name: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// Whether this is one of the five accessibility sizes (AX1 … AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category with the short name, UIKit's case name or SwiftUI's
    /// `DynamicTypeSize` name (case-insensitive); nil for anything else.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard wanted.utf8.count <= 40,
              let found = ContentSizeCategory.allCases.first(where: { category in
                  category.name.lowercased() == wanted || category.caseName.lowercased() == wanted
                      || category.swiftUIName.lowercased() == wanted
              }) else { return nil }
        self = found
    }

    /// Every name ``init(name:)`` reads, short names first (for error messages and schemas).
    public static var allNames: [String] { allCases.map(\.name) }

    /// UIKit's name, such as `accessibilityExtraLarge`.
    public var caseName: String {
        ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
         "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
         "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"][rawValue]
    }

    /// SwiftUI's `DynamicTypeSize` name, such as `accessibility3`.
    public var swiftUIName: String {
        ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"][rawValue]
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The short name.
    public var description: String { name }
}
