import Bezel
import BezelGraphics
import Testing
@testable import BezelSnapshots

/// The accessibility image strategy: the view's accessibility image, compared as an image.
@Suite struct AccessibilityImageSnapshotTests {
    @Test func theSnapshotIsTheViewsAccessibilityImage() throws {
        let row = try AlarmRow.make()
        let strategy = Snapshotting<View, Image>.accessibilityImage(scale: 2)
        let image = try strategy.snapshot(row)
        #expect(image.premultipliedARGB() == (try row.accessibilityImage(scale: 2)).premultipliedARGB())
        #expect(strategy.diffing.pathExtension == "png")
        #expect(try strategy.diffing.compare(image, try row.accessibilityImage(scale: 2)) == nil)
    }
}
