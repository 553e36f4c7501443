import Bezel
/// One axis of a ``StateMatrix``: a name and the values it takes, each with
/// the name it has in snapshot file names.
///
/// ```swift
/// let mode = StateDimension("mode", BezelButton.Mode.allCases)   // names from String(describing:)
/// let pushed = StateDimension.bool("pushed")                     // false, then true
/// let size = StateDimension("size", [("small", 16.0), ("large", 64.0)])
/// ```
///
/// A combination hands back typed values: `try combination.value(of: size)` is a `Double`.
///
/// See also: ``StateMatrix``, ``StateMatrix/Combination``.
public struct StateDimension<Value>: StateDimensionRepresentable {
    /// The erased form a matrix keeps: the names and this dimension's identity.
    public let matrixDimension: StateMatrix.Dimension
    /// The values, in the order combinations take them.
    public let values: [Value]

    /// The dimension's name (`mode`), used as the key in file names.
    public var name: String { matrixDimension.name }
    /// The values' names in file names (`toggle`), in order.
    public var valueNames: [String] { matrixDimension.valueNames }

    /// A dimension whose values have explicit names.
    public init(_ name: String, _ namedValues: [(String, Value)]) {
        // A dimension of the reader's settings keeps them typed, so a combination's traits are its values, not its names read back.
        let changes = namedValues.map(\.1) as? [TraitChange]
        self.matrixDimension = StateMatrix.Dimension(name, namedValues.map(\.0), traitChanges: changes)
        self.values = namedValues.map(\.1)
    }

    /// A dimension whose values are named by `valueName`, by default
    /// `String(describing:)` (an enum case's name, a number's digits).
    public init(_ name: String, _ values: [Value], valueName: (Value) -> String = { String(describing: $0) }) {
        self.init(name, values.map { (valueName($0), $0) })
    }
}

extension StateDimension where Value == Bool {
    /// A flag: `false` then `true` unless `order` says otherwise.
    public static func bool(_ name: String, _ order: [Bool] = [false, true]) -> StateDimension<Bool> {
        StateDimension(name, order)
    }
}

extension StateDimension: Sendable where Value: Sendable {}

/// Anything that can be an axis of a ``StateMatrix``: a typed
/// ``StateDimension`` or an untyped ``StateMatrix/Dimension``.
public protocol StateDimensionRepresentable {
    /// The names and identity the matrix keeps.
    var matrixDimension: StateMatrix.Dimension { get }
}
