import BezelGraphics
import BezelSnapshotResults
import Foundation

extension SnapshotMismatch {
    /// `<name>.mismatch.json`, written beside the other artifacts for tools
    /// (review pages, CI annotations): the paths, the difference, the
    /// determinism check and the rendering stacks. Format ``formatVersion``.
    ///
    /// ```json
    /// {"version": 1, "name": "badge@2x", "reference": "…/Snapshots/Badge/badge@2x.png", "actual": "…", "diff": "…",
    ///  "summary": "3 of 1600 pixels differ …", "pixels": {"differing": 3, …},
    ///  "deterministic": true,
    ///  "stack": {"same": false, "differences": [{"component": "cairo", "reference": "1.16.0", "current": "1.18.4"}],
    ///            "reference": {…}, "current": {…}, "sentence": "…"}}
    /// ```
    public struct Report: Codable, Sendable, Equatable {
        /// 1: the first versioned shape (before it, the same keys without `version`, and `stack.reference` written as `null` when unknown).
        public static let formatVersion = 1

        /// ``formatVersion`` when written.
        public var version: Int
        /// The snapshot's name.
        public var name: String
        /// The reference file compared with.
        public var reference: String
        /// What differs, in one line.
        public var summary: String
        /// The actual snapshot, when written.
        public var actual: String?
        /// The copy of the reference it was compared with, when written.
        public var referenceCopy: String?
        /// The diff picture, when written.
        public var diff: String?
        /// Why some artifacts were not written.
        public var artifactsProblem: String?
        /// The two sizes, when they differ.
        public var dimensions: Dimensions?
        /// Pixel statistics, when the sizes agree.
        public var pixels: Pixels?
        /// Whether a second render gave the same picture, when it was checked.
        public var deterministic: Bool?
        /// What the second render showed, when it differed.
        public var nondeterminism: Nondeterminism?
        /// The reference's rendering stack beside this run's, for rendered formats.
        public var stack: Stack?

        /// An image's size in pixels, and the scale it was rendered at.
        public struct Size: Codable, Sendable, Equatable {
            /// Pixels across.
            public var width: Int
            /// Pixels down.
            public var height: Int
            /// The scale the image was rendered at.
            public var scale: Double
        }

        /// The reference's size and the actual's.
        public struct Dimensions: Codable, Sendable, Equatable {
            /// The reference's size.
            public var reference: Size
            /// The actual's size.
            public var actual: Size
        }

        /// How the pixels differ.
        public struct Pixels: Codable, Sendable, Equatable {
            /// Pixels beyond the tolerance.
            public var differing: Int
            /// Differing pixels taken for anti-aliasing.
            public var antialiased: Int
            /// Every pixel compared.
            public var total: Int
            /// The largest colour distance.
            public var maximumDistance: Double
            /// The largest difference of one channel.
            public var maximumChannelDelta: Int
            /// The smallest rectangle holding every differing pixel.
            public var bounds: SnapshotRecord.Bounds?
        }

        /// A second render that differed from the first.
        public struct Nondeterminism: Codable, Sendable, Equatable {
            /// How the second render differs from the first.
            public var summary: String
            /// The second render, when written.
            public var secondRender: String?
        }

        /// The reference's rendering stack (when it stores one) and this run's.
        public struct Stack: Codable, Sendable, Equatable {
            /// Whether the reference was rendered with this run's stack.
            public var same: Bool
            /// The components that differ.
            public var differences: [RenderingStack.Difference]
            /// The reference's stack, when it stores one.
            public var reference: RenderingStack?
            /// This run's stack.
            public var current: RenderingStack
            /// One sentence saying what the difference means.
            public var sentence: String
        }
    }

    /// This mismatch as its JSON document (``Report``).
    public var report: Report {
        var report = Report(version: Report.formatVersion, name: name, reference: referencePath, summary: difference.summary,
                            actual: actualPath, referenceCopy: referenceCopyPath, diff: diffPath,
                            artifactsProblem: artifactsProblem)
        func size(_ dimensions: ImageDimensions) -> Report.Size {
            Report.Size(width: dimensions.pixelWidth, height: dimensions.pixelHeight, scale: dimensions.scale)
        }
        switch difference.image {
        case let .dimensions(reference, actual)?:
            report.dimensions = Report.Dimensions(reference: size(reference), actual: size(actual))
        case let .pixels(pixels)?:
            report.pixels = Report.Pixels(
                differing: pixels.differingPixelCount, antialiased: pixels.antialiasedPixelCount, total: pixels.totalPixelCount,
                maximumDistance: pixels.maximumDistance, maximumChannelDelta: pixels.maximumChannelDelta,
                bounds: pixels.bounds.map { SnapshotRecord.Bounds(x: $0.x, y: $0.y, width: $0.width, height: $0.height) })
        case nil:
            break
        }
        switch determinism {
        case .stable?:
            report.deterministic = true
        case let .unstable(difference, path)?:
            report.deterministic = false
            report.nondeterminism = Report.Nondeterminism(summary: difference.summary, secondRender: path)
        case nil:
            break
        }
        if let stack {
            report.stack = Report.Stack(same: stack.isSameStack, differences: stack.differences, reference: stack.reference,
                                        current: stack.current, sentence: stack.sentence)
        }
        return report
    }

    /// ``report`` as JSON (``JSONOutput``).
    ///
    /// - Throws: `JSONEncodingError` when it cannot be encoded.
    public func jsonData() throws(JSONEncodingError) -> Data { try JSONOutput.data(report) }
}
