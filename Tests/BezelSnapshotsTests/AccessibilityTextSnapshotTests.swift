import Bezel
import BezelGraphics
import Testing
@testable import BezelSnapshots

/// The accessibility text strategy: the elements in reading order, one line each.
@Suite struct AccessibilityTextSnapshotTests {
    @Test func theTextIsTheElementsInReadingOrder() throws {
        let row = try AlarmRow.make()
        let text = try Snapshotting<View, String>.accessibilityText.snapshot(row)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Label \"Alarm\" [staticText] ("), "\(text)")
        #expect(lines[1].hasPrefix("Switch#alarm - value=\"on\" [button+toggleButton] hint=\"Double tap to toggle setting.\" ("), "\(text)")
    }
}
