import Bezel
import BezelGraphics

/// Dimensions of the reader's settings: a state matrix with them snapshots a
/// view in every direction, text size or language, and names each image by
/// them (`switch.direction=rtl.textSize=AX3.state=on@2x.png`).
///
/// ```swift
/// let matrix = StateMatrix(.directions(), .textSizes([.large, .accessibilityExtraLarge]), isOn)
/// assertSnapshots(matrix: matrix, prefix: "switch", scales: [2]) { state in
///     makeSwitch(on: try state.value(of: isOn))
/// } as: { scale in .image(scale: scale) }
/// ```
///
/// ``verifySnapshots(matrix:prefix:scales:suite:record:textFindings:accessibilityFindings:snapshotDirectory:make:as:fileID:filePath:line:column:)``
/// sets the combination's ``StateMatrix/Combination/traits`` on a view that
/// `make` returns (unless `make` set ``Bezel/View/traitOverrides`` itself) and
/// lays it out again in its frame. To let the view size itself for the
/// traits, set `view.traitOverrides = state.traits` in `make` before sizing it.
extension StateDimension where Value == TraitChange {
    /// `direction`: left to right, then right to left (or `directions` in order).
    public static func directions(_ directions: [LayoutDirection] = LayoutDirection.allCases) -> StateDimension<TraitChange> {
        StateDimension("direction", directions.map { ($0.rawValue, TraitChange(direction: $0)) })
    }

    /// `textSize`: each size by its short name (`L`, `AX3`).
    public static func textSizes(_ sizes: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge])
        -> StateDimension<TraitChange> {
        StateDimension("textSize", sizes.map { ($0.name, TraitChange(textSize: $0)) })
    }

    /// `language`: each BCP 47 tag (or pseudo-locale), with the direction it reads in.
    public static func languages(_ languages: [String]) -> StateDimension<TraitChange> {
        StateDimension("language", languages.map { ($0, TraitChange(language: $0)) })
    }
}

/// So that `StateMatrix(.directions(), .textSizes())` reads without naming the type.
extension StateDimensionRepresentable where Self == StateDimension<TraitChange> {
    /// ``StateDimension/directions(_:)``.
    public static func directions(_ directions: [LayoutDirection] = LayoutDirection.allCases) -> Self {
        StateDimension<TraitChange>.directions(directions)
    }

    /// ``StateDimension/textSizes(_:)``.
    public static func textSizes(_ sizes: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]) -> Self {
        StateDimension<TraitChange>.textSizes(sizes)
    }

    /// ``StateDimension/languages(_:)``.
    public static func languages(_ languages: [String]) -> Self { StateDimension<TraitChange>.languages(languages) }
}

extension StateMatrix.Combination {
    /// The reader's settings the combination's values stand for, in the matrix's order.
    private var traitChanges: [TraitChange] {
        zip(dimensions, indices).compactMap { dimension, index in dimension.traitChanges?[index] }
    }

    /// Whether the combination has a dimension of the reader's settings (`direction`, `textSize`, `language`).
    public var hasTraits: Bool { dimensions.contains { $0.traitChanges != nil } }

    /// `base` changed by the combination's settings values, in the matrix's
    /// order (a language without a direction brings its own).
    public func traits(over base: Traits = .default) -> Traits {
        traitChanges.reduce(TraitChange()) { $0.merged(with: $1) }.applied(to: base)
    }

    /// ``traits(over:)`` from the default traits.
    public var traits: Traits { traits() }
}
