extension StateMatrix {
    /// One combination of a matrix: a value picked from every dimension.
    ///
    /// ```swift
    /// let combination = matrix.combinations[5]
    /// combination.description                              // "mode=push.recessed=true.pushed=false.enabled=false"
    /// combination.name(prefix: "bezel-button", scale: 2)   // "bezel-button.mode=push.…enabled=false@2x"
    /// try combination.value(of: pushed)                    // false (typed)
    /// combination["mode"]                                  // "push" (the value's name)
    /// ```
    public struct Combination: Sendable, Hashable, CustomStringConvertible {
        /// Where the combination comes in the matrix's order, from 0.
        public let position: Int
        let dimensions: [Dimension]
        let indices: [Int]

        init(position: Int, dimensions: [Dimension], indices: [Int]) {
            self.position = position
            self.dimensions = dimensions
            self.indices = indices
        }

        /// `(dimension name, value name)` pairs in the matrix's dimension order.
        public var parameters: [(name: String, value: String)] {
            zip(dimensions, indices).map { ($0.name, $0.valueNames[$1]) }
        }

        /// The name of the value picked for the dimension called `dimensionName`, or nil.
        public subscript(dimensionName: String) -> String? {
            parameters.first { $0.name == dimensionName }?.value
        }

        /// The value picked for `dimension`.
        ///
        /// - Throws: ``SnapshotError/invalidMatrix(reason:)`` when `dimension`
        ///   is not one of the matrix's (a different instance with the same
        ///   name does not count).
        public func value<Value>(of dimension: StateDimension<Value>) throws(SnapshotError) -> Value {
            guard let axis = dimensions.firstIndex(where: { $0.identity === dimension.matrixDimension.identity }),
                  indices[axis] < dimension.values.count else {
                throw .invalidMatrix(reason: "dimension \"\(dimension.name)\" is not part of this matrix")
            }
            return dimension.values[indices[axis]]
        }

        /// `key=value` pairs joined by `.`: `mode=toggle.recessed=true`.
        public var description: String {
            parameters.map { "\($0.name)=\($0.value)" }.joined(separator: ".")
        }

        /// The snapshot name: `prefix`, then the `key=value` pairs, joined by
        /// `.`, then `@<scale>x` when a scale is given (`1`, `2`, `1.5`, see
        /// ``SnapshotName/formatScale(_:)``). An empty prefix is left out.
        public func name(prefix: String, scale: Double? = nil) -> String {
            let parts = (prefix.isEmpty ? [] : [prefix]) + (dimensions.isEmpty ? [] : [description])
            return parts.joined(separator: ".") + (scale.map(SnapshotName.scaleSuffix) ?? "")
        }

        /// Same position in equal matrices.
        public static func == (lhs: Combination, rhs: Combination) -> Bool {
            lhs.position == rhs.position && lhs.dimensions == rhs.dimensions && lhs.indices == rhs.indices
        }

        /// Hashes the position and the picks.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(position)
            hasher.combine(indices)
        }
    }
}
