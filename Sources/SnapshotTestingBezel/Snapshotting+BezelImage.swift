import Bezel
import BezelSnapshotResults
import BezelGraphics
import IssueReporting
import SnapshotTesting

extension Snapshotting where Value == BezelGraphics.Image, Format == BezelGraphics.Image {
    /// Snapshots a Bezel image as it is: a PNG file, compared exactly.
    ///
    /// ```swift
    /// assertSnapshot(of: try surface.makeImage(), as: .image)
    /// ```
    public static var image: Snapshotting<BezelGraphics.Image, BezelGraphics.Image> { .image(comparison: .exact) }

    /// Snapshots a Bezel image as a PNG file, compared by `comparison`
    /// (see ``SnapshotTesting/Diffing/image(comparison:)``).
    ///
    /// ```swift
    /// assertSnapshot(of: image, as: .image(comparison: .perceptual))
    /// ```
    public static func image(comparison: ImageComparison = .exact) -> Snapshotting<BezelGraphics.Image, BezelGraphics.Image> {
        Snapshotting(pathExtension: "png", diffing: .image(comparison: comparison))
    }
}

extension Snapshotting where Value: Bezel.View, Format == BezelGraphics.Image {
    /// Renders a Bezel view (and its subtree) at `scale` over `background`
    /// and snapshots it as a PNG file, for swift-snapshot-testing's
    /// `assertSnapshot(of:as:)`, its record modes and `SNAPSHOT_TESTING_RECORD`.
    ///
    /// ```swift
    /// import SnapshotTesting
    /// import SnapshotTestingBezel
    ///
    /// @Test func badge() {
    ///     assertSnapshot(of: Badge(count: 7), as: .image(scale: 2))
    /// }
    /// ```
    ///
    /// Texts of the view that do not show whole (cut with "…", clipped, past
    /// the frame, missing glyphs: `View.textFindings(in:)`) follow the text
    /// finding policy: `textFindings`, else `BEZEL_TEXT_FINDINGS`, else
    /// `warn`. Under `warn` each is a warning issue at the strategy's call
    /// site (Swift Testing shows it without failing the test; under XCTest,
    /// which has no warnings, it is a `file:line:column: warning:` line on
    /// standard error); under `fail`
    /// each fails the test, even when the image matches. swift-snapshot-testing
    /// still compares and, in its record modes, writes the image: the
    /// failing issue is what keeps a reference with cut text from passing unseen.
    ///
    /// swift-snapshot-testing's strategies cannot throw, so a view that
    /// cannot be rendered (an empty or oversized frame, a bad scale) fails
    /// the test twice, never crashing it: once with the reason, through
    /// IssueReporting, at the line that made this strategy (the
    /// `assertSnapshot` call: that is what `fileID`, `filePath`, `line` and
    /// `column` are for; leave them out); and once through
    /// swift-snapshot-testing, whose message repeats the reason when a
    /// reference exists. The snapshot is then a placeholder that never
    /// matches and is encoded as no bytes, so a record mode writes an empty
    /// file rather than a picture of the failure.
    ///
    /// Texts whose contrast with the pixels rendered behind them is under
    /// WCAG's ratio (`View.contrastFindings(scale:background:rendered:)`,
    /// one more render without text) follow the accessibility finding
    /// policy the same way: `accessibilityFindings`, else
    /// `BEZEL_ACCESSIBILITY_FINDINGS`, else `warn`; `off` skips the render.
    ///
    /// With `traits` (a direction, text size and language:
    /// `.image(scale: 2, traits: Traits(language: "ar"))`), the view is drawn
    /// with them, laid out again in its frame first, and given back its own
    /// traits after.
    public static func image(scale: Double = 1, background: Color? = nil,
                             comparison: ImageComparison = .exact,
                             textFindings: TextFindingPolicy? = nil,
                             accessibilityFindings: FindingPolicy? = nil,
                             traits: Traits? = nil,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> Snapshotting<Value, BezelGraphics.Image> {
        Snapshotting<BezelGraphics.Image, BezelGraphics.Image>.image(comparison: comparison).pullback { (view: Value) in
            do {
                return try view.withTraitOverrides(traits) {
                    let image = try view.renderImage(scale: scale, background: background)
                    // The findings are those of the view as drawn: in `traits`.
                    for issue in TextFindingIssues.issues(of: view, scale: scale, policy: textFindings)
                        + TextFindingIssues.contrastIssues(of: view, image: image, scale: scale, background: background,
                                                           policy: accessibilityFindings) {
                        TextFindingIssues.report(issue, fileID: fileID, filePath: filePath, line: line, column: column)
                    }
                    return image
                }
            } catch {
                let reason = "Bezel could not render \(type(of: view)) at scale \(scale.formattedAsScale): \(error)"
                reportIssue(reason, fileID: fileID, filePath: filePath, line: line, column: column)
                return Placeholder.make(reason: reason)
            }
        }
    }
}
