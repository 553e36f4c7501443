import BezelGraphics
import Foundation
import SnapshotTesting

/// The file work and messages behind ``SnapshotTesting/Diffing/image(comparison:)``:
/// encoding, decoding, comparing, and writing Bezel's diff image.
enum BezelImageFiles {
    /// The stamped PNG of `image`; no bytes for a placeholder (nothing worth
    /// recording) or when the image cannot be encoded (it is then recorded
    /// as an empty file, which the next run reports as unreadable).
    static func pngData(of image: BezelGraphics.Image) -> Data {
        if Placeholder.reason(for: image) != nil { return Data() }
        return (try? image.stampedPNGData()) ?? Data()
    }

    /// The image in `data`, at scale 1; a placeholder with the reason when
    /// `data` is not a PNG that Bezel reads.
    static func decode(_ data: Data) -> BezelGraphics.Image {
        do {
            return try BezelGraphics.Image(pngData: data)
        } catch {
            let reason = data.isEmpty ? "the file is empty" : "\(error)"
            return Placeholder.make(reason: "The reference is not a PNG that Bezel can read (\(reason)); "
                                    + "delete it or re-record it.")
        }
    }

    /// Nil when `actual` matches `reference` under `comparison`; otherwise
    /// the message and Bezel's diff image as an attachment.
    static func difference(_ reference: BezelGraphics.Image, _ actual: BezelGraphics.Image,
                           comparison: ImageComparison) -> (String, [DiffAttachment])? {
        if let reason = Placeholder.reason(for: actual) {
            return (reason + "\nNothing was compared.", [])
        }
        if let reason = Placeholder.reason(for: reference) {
            return (reason, [])
        }
        var reference = reference
        // PNG keeps no scale: the reference is read at 1 and compared at the snapshot's.
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
