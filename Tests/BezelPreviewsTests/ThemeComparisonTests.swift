import Bezel
import BezelFiles
import BezelGraphics
import BezelPreviews
import BezelReports
import Foundation
import Testing

/// Two themes compared tile by tile: what changed, which values made it, and the contrast on each side.
@Suite struct ThemeComparisonTests {
    static func side(_ theme: Theme, _ label: String) -> ThemeComparison.Side {
        .init(label: label, document: ThemeDocument(file: label, theme: theme))
    }

    @Test func aThemeAgainstItselfChangesNothing() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let page = try ThemeComparison.run(before: Self.side(.default, "a"), after: Self.side(.default, "b"), scales: [1],
                                           into: try PreviewFolder(claiming: out.path))
        #expect(page.changed.isEmpty && page.differences.isEmpty)
        #expect(page.unchanged.count == 63)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    }

    @Test func aDarkerAccentChangesTheStatesDrawnWithItAndSaysWhy() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        var darker = Theme.default
        darker.button.selected.fillTop = Color(red: 0.1, green: 0.25, blue: 0.6)
        darker.segmentedControl.selected.fillBottom = Color(red: 0.1, green: 0.25, blue: 0.6)
        let page = try ThemeComparison.run(before: Self.side(.default, "default"), after: Self.side(darker, "darker"), scales: [1, 2],
                                           into: try PreviewFolder(claiming: out.path))
        // The one selected button, and the segmented controls with a selected (not highlighted) segment, at both scales.
        #expect(page.changed.map { "\($0.name)@\(Int($0.scale))" }.sorted() == [
            "button.selected@1", "button.selected@2",
            "segmentedControl.selected-0@1", "segmentedControl.selected-0@2",
            "segmentedControl.selected-1.disabled@1", "segmentedControl.selected-1.disabled@2",
            "segmentedControl.selected-1.highlighted-2@1", "segmentedControl.selected-1.highlighted-2@2",
        ])
        let button = try #require(page.changed.first { $0.name == "button.selected" })
        #expect(button.differences.map(\.path) == ["button.selected.fillTop"])
        #expect((button.pixels?.differingPixelCount ?? 0) > 0)
        #expect(button.diff != nil && button.before?.path == "before/button.selected@1x.png")
        #expect(button.afterFindings.isEmpty, "white on the darker blue passes")
        #expect(page.unchanged.count == 63 * 2 - 8)
        for tile in page.changed {
            for image in [tile.before, tile.after, tile.diff].compactMap({ $0 }) {
                #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(image.path).path), "\(image.path)")
            }
        }
    }
}
