import Bezel
import BezelGraphics
import BezelSnapshotTesting
import Foundation
import Testing

/// One call snapshots a view in every direction × text size (× language):
/// the matrix's trait dimensions name the images and are set on the view.
@Suite struct TraitMatrixTests {
    private func row(_ text: String) -> View {
        let row = HStack(spacing: 8) {
            Label(text)
            Spacer()
            Switch(isOn: true)
        }
        row.frame = Rect(x: 0, y: 0, width: 240, height: 60)
        _ = try? row.layout()
        return row
    }

    @Test func everyDirectionAndTextSizeIsOneImageNamedByThem() throws {
        let folder = try TemporaryFolder()
        let matrix = StateMatrix(.directions(), .textSizes([.large, .accessibilityExtraLarge]))
        var seen: [Traits] = []
        let outcomes = try folder.run {
            try verifySnapshots(matrix: matrix, prefix: "row", scales: [2], suite: "Row", textFindings: .off) { state in
                seen.append(state.traits)
                return self.row("Alarm")
            } as: { scale in .image(scale: scale, background: .white) }
        }
        #expect(outcomes.map(\.name) == ["row.direction=ltr.textSize=L@2x", "row.direction=ltr.textSize=AX3@2x",
                                         "row.direction=rtl.textSize=L@2x", "row.direction=rtl.textSize=AX3@2x"])
        #expect(seen.map(\.layoutDirection) == [.leftToRight, .leftToRight, .rightToLeft, .rightToLeft])
        #expect(seen.map(\.contentSizeCategory) == [.large, .accessibilityExtraLarge, .large, .accessibilityExtraLarge])
        let images = try outcomes.map { outcome in
            try Image(pngData: Data(contentsOf: URL(fileURLWithPath: folder.reference(outcome.name, suite: "Row"))))
        }
        #expect(Set(images.map { $0.premultipliedARGB() }).count == 4, "every variant draws differently")
    }

    /// The README's example, as written there.
    @Test func theReadmeExampleSnapshotsEveryDirectionAndTextSize() throws {
        let folder = try TemporaryFolder()
        func makeRow() -> View { row("Alarm") }
        _ = try folder.run(record: .all) {
            try verifySnapshots(matrix: StateMatrix(.directions(), .textSizes([.large, .accessibilityExtraLarge])),
                                prefix: "row", scales: [2], make: { _ in makeRow() }, as: { .image(scale: $0) })
        }
        try folder.run {
assertSnapshots(matrix: StateMatrix(.directions(), .textSizes([.large, .accessibilityExtraLarge])),
                prefix: "row", scales: [2]) { _ in makeRow() } as: { .image(scale: $0) }
        }
        let recorded = FileManager.default.enumerator(atPath: folder.snapshots)?.compactMap { $0 as? String } ?? []
        #expect(recorded.filter { $0.hasSuffix("/row.direction=rtl.textSize=AX3@2x.png") }.count == 1, "\(recorded)")
    }

    @Test func theStrategyDrawsWithTraitsAndPutsTheViewBack() throws {
        let view = row("Alarm")
        let plain = try view.renderImage(scale: 1)
        let strategy = Snapshotting<View, Image>.image(scale: 1, traits: Traits(language: "ar"))
        let arabic = try strategy.snapshot(view)
        #expect(arabic.premultipliedARGB() != plain.premultipliedARGB())
        #expect(view.traitOverrides == nil)
        #expect(try view.renderImage(scale: 1).premultipliedARGB() == plain.premultipliedARGB())
    }

    @Test func theAccessibilityImageTakesEveryDirectionAndLanguageAsTheImageDoes() throws {
        let folder = try TemporaryFolder()
        let matrix = StateMatrix(.directions(), .languages(["en", "en-XA"]))
        let outcomes = try folder.run {
            try verifySnapshots(matrix: matrix, prefix: "row-accessibility", scales: [1], suite: "Row") { _ in
                self.row("Alarm")
            } as: { scale in .accessibilityImage(scale: scale) }
        }
        #expect(outcomes.map(\.name) == ["row-accessibility.direction=ltr.language=en@1x", "row-accessibility.direction=ltr.language=en-XA@1x",
                                         "row-accessibility.direction=rtl.language=en@1x", "row-accessibility.direction=rtl.language=en-XA@1x"])
        let images = try outcomes.map { outcome in
            try Image(pngData: Data(contentsOf: URL(fileURLWithPath: folder.reference(outcome.name, suite: "Row"))))
        }
        #expect(images.allSatisfy { $0.size.width == 240 + AccessibilityImageLayout.defaultLegendWidth })
        #expect(Set(images.map { $0.premultipliedARGB() }).count == 4, "every variant draws differently")
    }

    @Test func theAccessibilityImageStrategyDrawsWithTraitsAndPutsTheViewBack() throws {
        let view = row("Alarm")
        let plain = try view.accessibilityImage(scale: 1)
        let rightToLeft = try Snapshotting<View, Image>.accessibilityImage(scale: 1, traits: Traits(layoutDirection: .rightToLeft)).snapshot(view)
        #expect(rightToLeft.premultipliedARGB() != plain.premultipliedARGB())
        #expect(view.traitOverrides == nil)
        #expect(try view.accessibilityImage(scale: 1).premultipliedARGB() == plain.premultipliedARGB())
    }
}
