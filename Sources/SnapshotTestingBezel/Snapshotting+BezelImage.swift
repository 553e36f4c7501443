import Bezel
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
    public static func image(comparison: ImageComparison) -> Snapshotting<BezelGraphics.Image, BezelGraphics.Image> {
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
    /// A view that cannot be rendered (an empty or oversized frame) fails
    /// the test with the reason, through IssueReporting, and is snapshotted
    /// as a 1×1 placeholder that never matches: swift-snapshot-testing's
    /// strategies cannot throw.
    public static func image(scale: Double = 1, background: Color? = nil,
                             comparison: ImageComparison = .exact) -> Snapshotting<Value, BezelGraphics.Image> {
        Snapshotting<BezelGraphics.Image, BezelGraphics.Image>.image(comparison: comparison).pullback { (view: Value) in
            do {
                return try view.renderImage(scale: scale, background: background)
            } catch {
                reportIssue("Bezel could not render \(type(of: view)) at scale \(scale.formattedAsScale): \(error)")
                return BezelImageFiles.renderFailure
            }
        }
    }
}
