import BezelGraphics
import Foundation

extension Diffing where Format == Image {
    /// Images stored as PNG and compared exactly.
    public static var image: Diffing<Image> { .image(.exact) }

    /// Images stored as PNG and compared with `comparison`.
    ///
    /// PNG does not store a scale: a reference is read at the scale of the
    /// snapshot it is compared with, so give names a scale suffix (`@2x`,
    /// as ``StateMatrix`` does) to keep scales in separate files; a snapshot
    /// at the wrong scale then fails on its pixel size.
    ///
    /// Files are stamped (see ``ReferenceStamp``) with the rendering stack,
    /// which a mismatch compares with this run's, and with the pixel hash,
    /// which lets an identical snapshot match without decoding the file.
    ///
    /// On a mismatch the diff artifact is a PNG the size of the reference:
    /// the reference faded to light grey, differing pixels in red and pixels
    /// taken for anti-aliasing in yellow (as pixelmatch and Paparazzi draw it).
    public static func image(_ comparison: ImageComparison) -> Diffing<Image> {
        Diffing(
            pathExtension: "png",
            encode: { image in try image.stampedPNGData() },
            decode: { data, actual in try Image(pngData: data, scale: actual.scale) },
            compare: { reference, actual in
                switch comparison.compare(reference: reference, actual: actual) {
                case .identical, .similar:
                    return nil
                case let .different(difference, diffImage):
                    var summary = difference.description
                    if case .pixels = difference {
                        summary += "\nIn the diff image, grey is unchanged, red differs, yellow looks like anti-aliasing."
                    }
                    let artifact = try diffImage.map { DiffArtifact(data: try $0.pngData(), pathExtension: "png") }
                    return SnapshotDifference(summary: summary, image: difference, diffArtifact: artifact,
                                              change: ChangeSignature(reference: reference, actual: actual))
                }
            },
            readStack: { data in ReferenceStamp(pngData: data).stack },
            quickMatch: { data, actual in ReferenceStamp(pngData: data).vouches(for: actual) })
    }
}

extension Snapshotting where Value == Image, Format == Image {
    /// Snapshots an image as it is, compared exactly.
    ///
    /// ```swift
    /// assertSnapshot(of: surface.makeImage(), as: .image, named: "gradient@2x")
    /// ```
    public static var image: Snapshotting<Image, Image> { .image(.exact) }

    /// Snapshots an image as it is, compared with `comparison`.
    public static func image(_ comparison: ImageComparison) -> Snapshotting<Image, Image> {
        Snapshotting(diffing: .image(comparison))
    }
}

extension Snapshotting where Value == (Canvas) throws -> Void, Format == Image {
    /// Snapshots a drawing: the closure draws on a transparent canvas of
    /// `size` points at `scale`, and the result is compared as an image.
    ///
    /// ```swift
    /// assertSnapshot(of: { canvas in canvas.fill(rect, with: .black) },
    ///                as: .drawing(size: Size(width: 16, height: 16), scale: 2), named: "square@2x")
    /// ```
    public static func drawing(size: Size, scale: Double = 1,
                               comparison: ImageComparison = .exact) -> Snapshotting<(Canvas) throws -> Void, Image> {
        Snapshotting<Image, Image>.image(comparison).pullback { (draw: (Canvas) throws -> Void) in
            let surface = try ImageSurface(size: size, scale: scale)
            try draw(surface.canvas)
            return try surface.makeImage()
        }
    }
}
