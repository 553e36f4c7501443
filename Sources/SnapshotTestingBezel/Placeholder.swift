import BezelGraphics
import Foundation

/// Stands in for an image that could not be made, where swift-snapshot-testing
/// cannot take an error: a view that did not render (`snapshot` cannot throw)
/// or a reference that is not a readable PNG (`fromData` cannot throw).
///
/// Each placeholder is a fresh 1×1 image told apart by identity; the reason
/// is kept beside it until the diffing reports it. A table rather than one
/// shared image, because tests run in parallel and each failure has its own
/// reason. Placeholders never match, and a snapshot placeholder is encoded
/// as no bytes (see ``BezelImageFiles/pngData(of:)``), so a record mode never
/// stores a picture of a failure as a reference.
enum Placeholder {
    /// A new placeholder, remembered with `reason` (a sentence for the failure message).
    static func make(reason: String) -> BezelGraphics.Image {
        let image = blankPixel()
        table.insert(image, reason: reason)
        return image
    }

    /// The reason `image` stands in for a missing one; nil when it is a real image.
    static func reason(for image: BezelGraphics.Image) -> String? {
        table.reason(for: image)
    }

    /// A 1×1 magenta image. Its only failure is running out of memory for
    /// four bytes, which no input can cause.
    private static func blankPixel() -> BezelGraphics.Image {
        do {
            return try BezelGraphics.Image(width: 1, height: 1, premultipliedARGB: [0xFFFF_00FF])
        } catch {
            preconditionFailure("cannot allocate a 1×1 image: \(error)")
        }
    }

    private static let table = Table()

    /// The placeholders and their reasons, newest last. Entries whose diffing
    /// never runs (a missing reference is recorded without one) are dropped
    /// once the table holds ``capacity`` of them.
    private final class Table: Sendable {
        static let capacity = 256
        private let entries = PthreadLocked<[(image: BezelGraphics.Image, reason: String)]>([])

        func insert(_ image: BezelGraphics.Image, reason: String) {
            entries.withLock { entries in
                if entries.count >= Self.capacity { entries.removeFirst(entries.count - Self.capacity + 1) }
                entries.append((image, reason))
            }
        }

        func reason(for image: BezelGraphics.Image) -> String? {
            entries.withLock { $0.last { $0.image === image }?.reason }
        }
    }
}
