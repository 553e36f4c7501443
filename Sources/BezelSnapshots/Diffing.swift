import BezelGraphics
import Foundation

/// How snapshots of one format are stored and compared: the file extension,
/// encoding to and from bytes, and a comparison that explains a mismatch.
///
/// ```swift
/// let png = Diffing<Image>.image(.exact)           // PNG files, exact pixels
/// let loose = Diffing<Image>.image(ImageComparison(colorTolerance: 0.05))
/// let text = Diffing<String>.lines                 // UTF-8 text, line by line
/// ```
///
/// See also: ``Snapshotting``, ``SnapshotDifference``.
public struct Diffing<Format> {
    /// The reference file's extension, without the dot: `png`, `txt`.
    public var pathExtension: String
    /// Turns a snapshot into the bytes of its file.
    public var encode: (_ value: Format) throws -> Data
    /// Reads a reference file. `actual` is the snapshot it will be compared
    /// with, for what the file does not store (an image's scale).
    public var decode: (_ data: Data, _ actual: Format) throws -> Format
    /// Compares a snapshot with its reference: nil when they match, else what differs.
    public var compare: (_ reference: Format, _ actual: Format) throws -> SnapshotDifference?
    /// Reads the rendering stack a reference file stores (nil when it stores
    /// none). Nil for formats that are not rendered, such as text: their
    /// mismatches say nothing about the stack.
    public var readStack: ((_ referenceData: Data) -> RenderingStack?)?
    /// Says, without decoding, that a reference file certainly holds
    /// `actual` (true), or that it cannot tell (false: decode and compare).
    /// Nil when a format has no such shortcut.
    public var quickMatch: ((_ referenceData: Data, _ actual: Format) -> Bool)?

    /// A diffing made of its parts.
    public init(pathExtension: String,
                encode: @escaping (_ value: Format) throws -> Data,
                decode: @escaping (_ data: Data, _ actual: Format) throws -> Format,
                compare: @escaping (_ reference: Format, _ actual: Format) throws -> SnapshotDifference?,
                readStack: ((_ referenceData: Data) -> RenderingStack?)? = nil,
                quickMatch: ((_ referenceData: Data, _ actual: Format) -> Bool)? = nil) {
        self.pathExtension = pathExtension
        self.encode = encode
        self.decode = decode
        self.compare = compare
        self.readStack = readStack
        self.quickMatch = quickMatch
    }
}

/// What a ``Diffing`` found when a snapshot does not match its reference.
///
/// ```swift
/// SnapshotDifference(summary: "line 3 differs", diffArtifact: nil)
/// ```
public struct SnapshotDifference: Sendable, Equatable {
    /// One or more lines saying what differs, for the failure message.
    public var summary: String
    /// The image details, for image snapshots.
    public var image: ImageDifference?
    /// A file that pictures the difference (written as `<name>.diff.<ext>`), if any.
    public var diffArtifact: DiffArtifact?
    /// Which pixels and colours changed, for grouping identical changes (images of one size).
    public var change: ChangeSignature?

    /// A difference with its summary, image details, diff file and change signature.
    public init(summary: String, image: ImageDifference? = nil, diffArtifact: DiffArtifact? = nil,
                change: ChangeSignature? = nil) {
        self.summary = summary
        self.image = image
        self.diffArtifact = diffArtifact
        self.change = change
    }
}

/// The bytes of a diff file and its extension.
public struct DiffArtifact: Sendable, Equatable {
    /// The file's contents.
    public var data: Data
    /// Without the dot: `png`.
    public var pathExtension: String

    /// A diff file of `data`, saved with `pathExtension`.
    public init(data: Data, pathExtension: String) {
        self.data = data
        self.pathExtension = pathExtension
    }
}
