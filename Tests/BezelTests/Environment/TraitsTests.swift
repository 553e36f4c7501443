import Testing
import BezelGraphics
@testable import Bezel

@Suite struct TraitsTests {
    @Test func traitOverridesForABodyAreTakenBackAfterItEvenWhenItThrows() throws {
        struct Failed: Error {}
        let label = Label("Alarm")
        label.traitOverrides = Traits(language: "ja")
        let inside = try label.withTraitOverrides(Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge)) {
            label.traitCollection
        }
        #expect(inside.layoutDirection == .rightToLeft && inside.contentSizeCategory == .accessibilityExtraLarge)
        #expect(label.traitCollection.language == "ja", "the overrides it had are back")
        #expect(throws: Failed.self) { try label.withTraitOverrides(Traits(layoutDirection: .rightToLeft)) { throw Failed() } }
        #expect(label.traitCollection.language == "ja" && label.traitCollection.layoutDirection == .leftToRight)
        #expect(try label.withTraitOverrides(nil) { label.traitCollection.language } == "ja", "nil: only the body")
    }

    @Test func languagesGiveTheirDirection() {
        #expect(Traits(language: "ar").layoutDirection == .rightToLeft)
        #expect(Traits(language: "he-IL").layoutDirection == .rightToLeft)
        #expect(Traits(language: "fa").layoutDirection == .rightToLeft)
        #expect(Traits(language: "ja").layoutDirection == .leftToRight)
        #expect(Traits(language: "az-Arab").layoutDirection == .rightToLeft)
        #expect(Traits(language: "ar-XB").layoutDirection == .rightToLeft)
        #expect(Traits(language: "en-XA").layoutDirection == .leftToRight)
        #expect(Traits(layoutDirection: .leftToRight, language: "ar").layoutDirection == .leftToRight)
        #expect(Traits(language: "").layoutDirection == .leftToRight)
    }

    @Test func aViewReadsTheNearestOverridesAndItsOwnAttribute() {
        let window = Window(size: Size(width: 100, height: 100))
        let outer = View(), inner = View()
        outer.addSubview(inner)
        window.addSubview(outer)
        #expect(inner.traitCollection == .default)
        window.traitOverrides = Traits(language: "ar")
        #expect(inner.effectiveLayoutDirection == .rightToLeft)
        outer.traitOverrides = Traits(language: "ja")
        #expect(inner.traitCollection.language == "ja" && inner.effectiveLayoutDirection == .leftToRight)
        inner.semanticContentAttribute = .forceRightToLeft
        #expect(inner.effectiveLayoutDirection == .rightToLeft)
        // As in UIKit, the attribute is the view's own: its subviews follow their traits.
        let child = View()
        inner.addSubview(child)
        #expect(child.effectiveLayoutDirection == .leftToRight)
        for attribute in [SemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            #expect(attribute.layoutDirection(relativeTo: .rightToLeft) == .leftToRight)
        }
    }

    @Test func contentSizeLimitsClampTheViewAndItsSubviews() {
        let window = Window(size: Size(width: 100, height: 100))
        let box = View(), inside = View()
        box.addSubview(inside)
        window.addSubview(box)
        window.traitOverrides = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        box.maximumContentSizeCategory = .accessibilityMedium
        #expect(inside.traitCollection.contentSizeCategory == .accessibilityMedium)
        window.traitOverrides = Traits(contentSizeCategory: .extraSmall)
        inside.minimumContentSizeCategory = .medium
        #expect(inside.traitCollection.contentSizeCategory == .medium)
        // A minimum above a maximum: the maximum wins.
        inside.minimumContentSizeCategory = .accessibilityLarge
        #expect(inside.traitCollection.contentSizeCategory == .accessibilityMedium)
    }

    @Test func labelsGrowWithTheTextSizeAndRelayoutWhenItChanges() throws {
        let window = Window(size: Size(width: 400, height: 300))
        let label = Label("Start", style: LabelStyle(font: .system(size: 17)))
        let stack = VStack { label }
        window.addSubview(stack)
        try window.layout()
        try stack.layout(.loose(Size(width: 400, height: 300)))
        let large = label.frame.size
        window.traitOverrides = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(stack.needsLayout)
        try stack.layout(.loose(Size(width: 400, height: 300)))
        let huge = label.frame.size
        #expect(huge.height > large.height * 2.5 && huge.width > large.width * 2.5, "\(large) → \(huge)")
        label.maximumContentSizeCategory = .extraExtraExtraLarge
        try stack.layout(.loose(Size(width: 400, height: 300)))
        #expect(label.frame.height < huge.height && label.frame.height > large.height)
    }

    @Test func aViewMovedUnderOtherTraitsIsLaidOutForThem() throws {
        let label = Label("Start", style: LabelStyle(font: .system(size: 17)))
        let loose = Constraints.loose(Size(width: 400, height: 300))
        let alone = label.size(for: loose)
        let window = Window(size: Size(width: 400, height: 300))
        window.traitOverrides = Traits(contentSizeCategory: .accessibilityExtraLarge)
        window.addSubview(label)
        #expect(label.size(for: loose).height > alone.height * 2)
    }

    @Test func aNavigationBarStopsGrowingAtXXXL() throws {
        func titleHeight(_ category: ContentSizeCategory) throws -> Double {
            let window = Window(size: Size(width: 320, height: 100))
            window.traitOverrides = Traits(contentSizeCategory: category)
            let bar = NavigationBar(title: "Groceries", frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.height))
            window.addSubview(bar)
            return try #require(bar.titleLabel.placedTexts.first).layout.size.height
        }
        #expect(try titleHeight(.accessibilityExtraExtraExtraLarge) == titleHeight(.extraExtraExtraLarge))
        #expect(try titleHeight(.extraExtraExtraLarge) > titleHeight(.large))
    }

    @Test func naturalTextHugsTheLeadingEdge() throws {
        let window = Window(size: Size(width: 300, height: 100))
        let label = Label("Start", frame: Rect(x: 0, y: 0, width: 300, height: 40))
        window.addSubview(label)
        let ltr = try #require(label.placedTexts.first)
        #expect(ltr.layout.textBounds.minX < 5)
        window.traitOverrides = Traits(language: "ar")
        let rtl = try #require(label.placedTexts.first)
        #expect(rtl.layout.textBounds.maxX > 295, "\(rtl.layout.textBounds)")
        label.alignment = .left
        #expect(try #require(label.placedTexts.first).layout.textBounds.minX < 5)
    }
}
