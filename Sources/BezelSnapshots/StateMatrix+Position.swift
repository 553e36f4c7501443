extension StateMatrix {
    /// Where one snapshot of a matrix run lies: a state and the scale it was snapshotted at.
    public struct Position: Sendable, Hashable {
        /// The state.
        public var combination: Combination
        /// The scale passed to the strategy.
        public var scale: Double

        /// A position as given.
        public init(combination: Combination, scale: Double) {
            self.combination = combination
            self.scale = scale
        }
    }
}
