import Testing
@testable import BezelGraphics

@Suite struct DynamicTypeTests {
    @Test func everyStyleHasTwelveSizesThatNeverShrinkAsTheCategoryGrows() {
        for style in DynamicTypeStyle.allCases {
            #expect(style.sizes.count == ContentSizeCategory.allCases.count)
            #expect(zip(style.sizes, style.sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test func theDefaultSizesAreUIKitsAtLarge() {
        let atLarge = Dictionary(uniqueKeysWithValues: DynamicTypeStyle.allCases.map { ($0, $0.size(at: .large)) })
        #expect(atLarge == [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
                            .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11])
        #expect(DynamicTypeStyle.body.size(at: .extraSmall) == 14)
        #expect(DynamicTypeStyle.body.size(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(DynamicTypeStyle.largeTitle.size(at: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(DynamicTypeStyle.caption2.size(at: .accessibilityExtraExtraExtraLarge) == 41)
    }

    @Test func aFontScalesByItsStylesRatioAgainstLarge() {
        let font = Font(size: 13)   // scales with body by default
        #expect(font.scaled(for: .large) == font)
        #expect(abs(font.scaled(for: .accessibilityExtraExtraExtraLarge).size - 13.0 * 53 / 17) < 1e-9)
        #expect(abs(font.scaled(for: .extraSmall).size - 13.0 * 14 / 17) < 1e-9)
        let title = Font(size: 20, scalesWith: .title3)
        #expect(title.scaled(for: .accessibilityExtraLarge).size == 43)
        let fixed = Font(size: 13, scalesWith: nil)
        #expect(fixed.scaled(for: .accessibilityExtraExtraExtraLarge) == fixed)
    }

    @Test func categoriesReadTheirShortUIKitAndSwiftUINames() {
        #expect(ContentSizeCategory(name: "AX3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "ax3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "accessibilityExtraLarge") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "accessibility3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "xSmall") == .extraSmall)
        #expect(ContentSizeCategory(name: "L") == .large)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory(name: String(repeating: "A", count: 10_000)) == nil)
        #expect(ContentSizeCategory.allNames == ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    }
}
