import Bezel
/// Every combination of a component's states, in a stable order, named the
/// same way everywhere: `bezel-button.mode=toggle.recessed=true.pushed=false.enabled=true@2x`.
///
/// ```swift
/// let mode = StateDimension("mode", BezelButton.Mode.allCases)
/// let recessed = StateDimension.bool("recessed"), pushed = StateDimension.bool("pushed")
/// let enabled = StateDimension.bool("enabled", [true, false])
/// let matrix = StateMatrix(mode, recessed, pushed, enabled)            // 3 × 2 × 2 × 2 = 24
///
/// assertSnapshots(matrix: matrix, prefix: "bezel-button", scales: [1, 2]) { state in
///     try makeButton(mode: state.value(of: mode), recessed: state.value(of: recessed),
///                    pushed: state.value(of: pushed), enabled: state.value(of: enabled))
/// } as: { scale in .image(scale: scale) }
/// ```
///
/// Order: the first dimension varies slowest and the last fastest, each in
/// the order its values were given, so a matrix always lists its
/// combinations the same way and adding a value never renames other files.
///
/// See also: ``StateDimension``, `assertSnapshots(matrix:prefix:…)` (BezelSnapshotTesting).
public struct StateMatrix: Sendable, Hashable {
    /// The axes, slowest-varying first.
    public let dimensions: [Dimension]

    /// A matrix of `dimensions`, the first varying slowest.
    public init(_ dimensions: any StateDimensionRepresentable...) {
        self.init(dimensions)
    }

    /// A matrix of `dimensions`, the first varying slowest.
    public init(_ dimensions: [any StateDimensionRepresentable]) {
        self.dimensions = dimensions.map(\.matrixDimension)
    }

    /// How many combinations there are: the product of the value counts.
    public var count: Int {
        dimensions.reduce(1) { $0 * $1.valueNames.count }
    }

    /// Every combination in the matrix's order (see ``StateMatrix``).
    public var combinations: [Combination] {
        guard count > 0 else { return [] }
        var result: [Combination] = []
        result.reserveCapacity(count)
        var indices = [Int](repeating: 0, count: dimensions.count)
        for position in 0..<count {
            result.append(Combination(position: position, dimensions: dimensions, indices: indices))
            var axis = dimensions.count - 1
            while axis >= 0 {
                indices[axis] += 1
                if indices[axis] < dimensions[axis].valueNames.count { break }
                indices[axis] = 0
                axis -= 1
            }
        }
        return result
    }

    /// Every file name, combinations outermost and scales innermost.
    public func names(prefix: String, scales: [Double?] = [nil]) -> [String] {
        combinations.flatMap { combination in scales.map { combination.name(prefix: prefix, scale: $0) } }
    }

    /// Checks that the matrix can name files: at least one value per
    /// dimension, dimension names that are unique, non-empty and free of
    /// `.`, `=`, `/`, `\` and spaces, and value names that are non-empty and
    /// free of `=`, `/`, `\` and `..`.
    ///
    /// - Throws: ``SnapshotError/invalidMatrix(reason:)``.
    public func validate() throws(SnapshotError) {
        var seen = Set<String>()
        for dimension in dimensions {
            let name = dimension.name
            if name.isEmpty || name.contains(where: { ".=/\\".contains($0) || $0.isWhitespace }) {
                throw .invalidMatrix(reason: "dimension name \"\(name)\" must be non-empty, without \".\", \"=\", "
                    + "\"/\", \"\\\" or spaces")
            }
            guard seen.insert(name).inserted else {
                throw .invalidMatrix(reason: "two dimensions are named \"\(name)\"")
            }
            guard !dimension.valueNames.isEmpty else {
                throw .invalidMatrix(reason: "dimension \"\(name)\" has no values")
            }
            for value in dimension.valueNames where value.isEmpty || value.contains("..")
                || value.contains(where: { "=/\\".contains($0) }) {
                throw .invalidMatrix(reason: "value \"\(value)\" of dimension \"\(name)\" must be non-empty, "
                    + "without \"=\", \"/\", \"\\\" or \"..\"")
            }
            if let duplicate = Self.firstDuplicate(dimension.valueNames) {
                throw .invalidMatrix(reason: "dimension \"\(name)\" has two values named \"\(duplicate)\"")
            }
        }
    }

    /// The first name that occurs twice in `names`, if any.
    public static func firstDuplicate(_ names: [String]) -> String? {
        var seen = Set<String>()
        return names.first { !seen.insert($0).inserted }
    }

    /// The erased form of a dimension: its name, its values' names and an
    /// identity that tells it apart from another dimension of the same name.
    ///
    /// Usable on its own when values are just names:
    /// `StateMatrix.Dimension("theme", ["light", "dark"])`, read back with
    /// `combination["theme"]`.
    public struct Dimension: Sendable, Hashable, StateDimensionRepresentable {
        /// The key in file names (`mode`).
        public let name: String
        /// The values' names in file names, in order.
        public let valueNames: [String]
        /// The reader's settings each value stands for, when the dimension's values are settings (``StateDimension/directions(_:)``…).
        let traitChanges: [TraitChange]?
        let identity: Identity

        /// A dimension of named values.
        public init(_ name: String, _ valueNames: [String]) {
            self.init(name, valueNames, traitChanges: nil)
        }

        init(_ name: String, _ valueNames: [String], traitChanges: [TraitChange]?) {
            self.name = name
            self.valueNames = valueNames
            self.traitChanges = traitChanges
            self.identity = Identity()
        }

        /// Itself.
        public var matrixDimension: Dimension { self }

        /// Tells dimensions apart even when their names clash.
        final class Identity: Sendable, Hashable {
            static func == (lhs: Identity, rhs: Identity) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
    }
}
