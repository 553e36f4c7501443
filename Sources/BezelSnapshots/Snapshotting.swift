import BezelSnapshotResults

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
    /// Turns a value into its snapshot and the findings of its view in the
    /// categories `requested` (texts that do not show whole, and, when
    /// asked for, accessibility findings; empty for a strategy that renders
    /// no view). The check asks only for the categories whose policy is not
    /// `off`, so a strategy can skip what they cost.
    public var snapshotWithFindings: (_ value: Value, _ requested: Set<FindingCategory>) throws
        -> (snapshot: Format, textFindings: [SnapshotTextFinding])

    /// Turns a value into its snapshot; may throw (a render that fails).
    /// Setting it replaces ``snapshotWithFindings`` with a function that finds nothing.
    public var snapshot: (_ value: Value) throws -> Format {
        get {
            let made = snapshotWithFindings
            return { value in try made(value, []).snapshot }
        }
        set {
            snapshotWithFindings = { value, _ in (try newValue(value), []) }
        }
    }

    /// A strategy made of a diffing and a snapshot function.
    public init(diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) throws -> Format) {
        self.diffing = diffing
        self.snapshotWithFindings = { value, _ in (try snapshot(value), []) }
    }

    /// A strategy whose snapshot function also says which texts of the
    /// rendered view do not show whole (see ``BezelSnapshotResults/TextFindingPolicy``),
    /// whichever finding categories the check asks for.
    ///
    /// ```swift
    /// let card = Snapshotting<Card, Image>(diffing: .image) { card in
    ///     let image = try card.view.renderImage(scale: 2)
    ///     return (image, SnapshotTextFinding.findings(of: card.view, environment: SnapshotEnvironment(scale: 2)))
    /// }
    /// ```
    public init(diffing: Diffing<Format>,
                snapshotWithTextFindings: @escaping (_ value: Value) throws -> (snapshot: Format, textFindings: [SnapshotTextFinding])) {
        self.diffing = diffing
        self.snapshotWithFindings = { value, _ in try snapshotWithTextFindings(value) }
    }

    /// A strategy whose snapshot function is told which finding categories
    /// the check asks for (see ``snapshotWithFindings``), to skip the work of
    /// the others: the contrast of `.image(scale:)` costs one more render.
    ///
    /// ```swift
    /// let card = Snapshotting<Card, Image>(diffing: .image) { card, requested in
    ///     let image = try card.view.renderImage(scale: 2)
    ///     let environment = SnapshotEnvironment(scale: 2)
    ///     var findings = SnapshotTextFinding.findings(of: card.view, environment: environment)
    ///     if requested.contains(.accessibility) {
    ///         findings += try SnapshotTextFinding.contrastFindings(of: card.view, rendered: image, scale: 2, environment: environment)
    ///     }
    ///     return (image, findings)
    /// }
    /// ```
    public init(diffing: Diffing<Format>,
                snapshotWithFindings: @escaping (_ value: Value, _ requested: Set<FindingCategory>) throws
                    -> (snapshot: Format, textFindings: [SnapshotTextFinding])) {
        self.diffing = diffing
        self.snapshotWithFindings = snapshotWithFindings
    }

    /// The reference file's extension (the diffing's).
    public var pathExtension: String { diffing.pathExtension }

    /// A strategy for another type: `transform` turns a `NewValue` into a
    /// `Value`, which this strategy then snapshots.
    ///
    /// ```swift
    /// let viaImage: Snapshotting<ImageSurface, Image> = .image.pullback { $0.makeImage() }
    /// ```
    ///
    /// The findings of this strategy's snapshots are kept.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshotWithFindings
        return Snapshotting<NewValue, Format>(diffing: diffing, snapshotWithFindings: { newValue, requested in
            try snapshot(transform(newValue), requested)
        })
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
