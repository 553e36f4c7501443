import BezelGraphics
import Foundation
import SnapshotTesting

extension Diffing where Value == BezelGraphics.Image {
    /// Bezel images as PNG files, compared exactly by Bezel's pixel comparison.
    ///
    /// See also: ``SnapshotTesting/Diffing/image(comparison:)``.
    public static var image: Diffing<BezelGraphics.Image> { .image(comparison: .exact) }

    /// Bezel images as PNG files (stamped with the rendering stack, see
    /// ``BezelGraphics/ReferenceStamp``), compared by `comparison`.
    ///
    /// On a mismatch the message gives Bezel's statistics (differing pixels,
    /// their bounds, the largest colour distance, or the two sizes), the path
    /// of Bezel's diff image (the reference faded to grey, differences in
    /// red, anti-aliasing in yellow), and whether the reference was rendered
    /// with this run's stack. The diff image is also returned as an
    /// attachment named `bezel-diff.png`, which swift-snapshot-testing
    /// attaches under Xcode (on Linux it drops every attachment). The file
    /// goes to `$SNAPSHOT_ARTIFACTS/bezel-diffs/` (or the temporary folder,
    /// as swift-snapshot-testing's own artifacts do), named by the two
    /// images' pixel hashes: swift-snapshot-testing tells a diffing neither
    /// the test's name nor the reference's path.
    ///
    /// PNG stores no scale and `fromData` is not told the snapshot's, so a
    /// reference is read at scale 1 and compared at the scale of the
    /// snapshot: only the pixel sizes and the pixels count. A reference that
    /// is not a readable PNG fails with the reason.
    ///
    /// See also: ``SnapshotTesting/Snapshotting/image(comparison:)``,
    /// ``BezelGraphics/ImageComparison``, ``BezelGraphics/ImageDifference``.
    public static func image(comparison: ImageComparison = .exact) -> Diffing<BezelGraphics.Image> {
        .diff(
            toData: { image in BezelImageFiles.pngData(of: image) },
            fromData: { data in BezelImageFiles.decode(data) },
            diffV2: { reference, actual in BezelImageFiles.difference(reference, actual, comparison: comparison) }
        )
    }
}
