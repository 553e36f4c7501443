/// A snapshot strategy: how to turn a value into a snapshot of some format,
/// and how that format is stored and compared.
///
/// ```swift
/// // Images as they are:
/// assertSnapshot(of: image, as: .image, named: "badge@2x")
///
/// // Anything that can become an image, by pulling a strategy back:
/// extension Snapshotting where Value == Badge, Format == Image {
///     static func image(scale: Double) -> Self {
///         Snapshotting<Image, Image>.image.pullback { badge in try badge.render(scale: scale) }
///     }
/// }
/// assertSnapshot(of: badge, as: .image(scale: 2), named: "badge.count=3@2x")
/// ```
///
/// Modelled on pointfreeco/swift-snapshot-testing, but synchronous and with
/// image strategies that work on Linux.
///
/// See also: ``Diffing``, `assertSnapshot(of:as:named:…)` (BezelSnapshotTesting).
public struct Snapshotting<Value, Format> {
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Turns a value into its snapshot; may throw (a render that fails).
    public var snapshot: (_ value: Value) throws -> Format

    /// A strategy made of a diffing and a snapshot function.
    public init(diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) throws -> Format) {
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The reference file's extension (the diffing's).
    public var pathExtension: String { diffing.pathExtension }

    /// A strategy for another type: `transform` turns a `NewValue` into a
    /// `Value`, which this strategy then snapshots.
    ///
    /// ```swift
    /// let viaImage: Snapshotting<ImageSurface, Image> = .image.pullback { $0.makeImage() }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(diffing: diffing) { newValue in
            try snapshot(transform(newValue))
        }
    }
}

/// A strategy whose values are already snapshots (an `Image` snapshotted as an `Image`).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// A strategy that stores values as they are.
    public init(diffing: Diffing<Format>) {
        self.init(diffing: diffing) { $0 }
    }
}
