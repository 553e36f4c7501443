import Bezel
import BezelGraphics
import IssueReporting
import SnapshotTesting

extension Snapshotting where Value: Bezel.View, Format == BezelGraphics.Image {
    /// What a screen reader finds in a Bezel view, as a PNG file
    /// (`View.accessibilityImage(scale:background:legendWidth:)`): the view
    /// with each accessibility element tinted in its own colour and
    /// numbered in reading order, and a legend to the right with what
    /// VoiceOver says for each and its hint.
    ///
    /// ```swift
    /// import SnapshotTesting
    /// import SnapshotTestingBezel
    ///
    /// @Test func timerAccessibility() {
    ///     assertSnapshot(of: timerScreen, as: .accessibilityImage(scale: 2))
    /// }
    /// ```
    ///
    /// With `traits`, the view is drawn with them, laid out again in its
    /// frame first, and given back its own traits after. A view that cannot
    /// be drawn fails the test at the strategy's call site and snapshots as
    /// a placeholder that never matches, as ``image(scale:background:comparison:textFindings:traits:fileID:filePath:line:column:)`` does.
    public static func accessibilityImage(scale: Double = 2, background: Color = .white,
                                          legendWidth: Double = AccessibilityImageLayout.defaultLegendWidth,
                                          comparison: ImageComparison = .exact, traits: Traits? = nil,
                                          fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                          line: UInt = #line, column: UInt = #column) -> Snapshotting<Value, BezelGraphics.Image> {
        Snapshotting<BezelGraphics.Image, BezelGraphics.Image>.image(comparison: comparison).pullback { (view: Value) in
            do {
                return try view.withTraitOverrides(traits) {
                    try view.accessibilityImage(scale: scale, background: background, legendWidth: legendWidth)
                }
            } catch {
                let reason = "Bezel could not draw the accessibility image of \(type(of: view)) at scale \(scale.formattedAsScale): \(error)"
                reportIssue(reason, fileID: fileID, filePath: filePath, line: line, column: column)
                return Placeholder.make(reason: reason)
            }
        }
    }
}

extension Snapshotting where Value: Bezel.View, Format == String {
    /// What a screen reader finds in a Bezel view, as a text file: its
    /// accessibility elements in reading order, one line each
    /// (`View.accessibilityDescription()`: view, label, value, traits,
    /// position, hint and frame), compared with swift-snapshot-testing's
    /// line diff.
    ///
    /// ```swift
    /// assertSnapshot(of: timerScreen, as: .accessibilityText)
    /// ```
    public static var accessibilityText: Snapshotting<Value, String> {
        Snapshotting<String, String>.lines.pullback { (view: Value) in view.accessibilityDescription() + "\n" }
    }
}
