import BezelGraphics
import Foundation
import SnapshotTesting

extension Diffing where Value == BezelGraphics.Image {
    /// Bezel images as PNG files, compared exactly by Bezel's pixel comparison.
    public static var image: Diffing<BezelGraphics.Image> { .image(comparison: .exact) }

    /// Bezel images as PNG files (stamped with the rendering stack, see
    /// ``BezelGraphics/ReferenceStamp``), compared by `comparison`.
    ///
    /// On a mismatch the message gives Bezel's statistics (differing pixels,
    /// their bounds, the largest colour distance, or the two sizes), the path
    /// of Bezel's diff image (the reference faded to grey, differences in
    /// red, anti-aliasing in yellow), and whether the reference was rendered
    /// with this run's stack. The diff image goes to
    /// `$SNAPSHOT_ARTIFACTS/bezel-diffs/` (or the temporary folder, as
    /// swift-snapshot-testing's own artifacts do), named by the two images'
    /// hashes: swift-snapshot-testing does not tell a diffing the test's name.
    ///
    /// PNG stores no scale, so a reference is compared at the scale of the
    /// snapshot; images of different pixel sizes never match.
    public static func image(comparison: ImageComparison) -> Diffing<BezelGraphics.Image> {
        .diff(
            toData: { image in BezelImageFiles.pngData(of: image) },
            fromData: { data in BezelImageFiles.decode(data) },
            diffV2: { reference, actual in BezelImageFiles.difference(reference, actual, comparison: comparison) }
        )
    }
}

/// The file work and messages behind ``SnapshotTesting/Diffing/image(comparison:)``.
enum BezelImageFiles {
    /// Stands in for a reference that is not a readable PNG (`fromData` cannot throw).
    static let unreadableReference = placeholder()
    /// Stands in for a view that could not be rendered (`snapshot` cannot throw).
    static let renderFailure = placeholder()

    /// A 1×1 magenta image, told apart by identity. Its only failure is
    /// running out of memory for four bytes, which no input can cause.
    static func placeholder() -> BezelGraphics.Image {
        do {
            return try BezelGraphics.Image(width: 1, height: 1, premultipliedARGB: [0xFFFF_00FF])
        } catch {
            preconditionFailure("cannot allocate a 1×1 image: \(error)")
        }
    }

    static func pngData(of image: BezelGraphics.Image) -> Data {
        (try? image.stampedPNGData()) ?? Data()
    }

    static func decode(_ data: Data) -> BezelGraphics.Image {
        (try? BezelGraphics.Image(pngData: data)) ?? unreadableReference
    }

    static func difference(_ reference: BezelGraphics.Image, _ actual: BezelGraphics.Image,
                           comparison: ImageComparison) -> (String, [DiffAttachment])? {
        if actual === renderFailure {
            return ("Bezel could not render the view (the failure is reported above); nothing was compared.", [])
        }
        if reference === unreadableReference {
            return ("The reference is not a PNG that Bezel can read; delete it or re-record it.", [])
        }
        var reference = reference
        if reference.scale != actual.scale, let rescaled = try? reference.withScale(actual.scale) {
            reference = rescaled
        }
        guard case let .different(difference, diffImage) = comparison.compare(reference: reference, actual: actual) else {
            return nil
        }
        var lines = ["Bezel: \(difference.description)"]
        var attachments: [DiffAttachment] = []
        if let diffImage, let data = try? diffImage.pngData() {
            attachments.append(.data(data, name: "bezel-diff.png"))
            if let path = writeDiff(data, reference: reference, actual: actual) {
                lines.append("Bezel's diff image (grey unchanged, red differs, yellow anti-aliasing): \(path)")
            }
        }
        lines.append(StackComparison(reference: reference.renderingStack).sentence)
        return (lines.joined(separator: "\n"), attachments)
    }

    /// Writes a diff image where swift-snapshot-testing writes its artifacts; nil when it cannot.
    private static func writeDiff(_ data: Data, reference: BezelGraphics.Image, actual: BezelGraphics.Image) -> String? {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root).appendingPathComponent("bezel-diffs")
        let name = "\(reference.pixelHash.description.prefix(12))-\(actual.pixelHash.description.prefix(12)).diff.png"
        let path = folder.appendingPathComponent(name).path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try writeFileAtomically(data, to: path)
            return path
        } catch {
            return nil
        }
    }
}
