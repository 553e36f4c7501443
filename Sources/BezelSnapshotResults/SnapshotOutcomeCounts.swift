/// How many checks ended as each ``SnapshotOutcome``, counted once for
/// every output: a summary line, JSON, JUnit XML, a review page and an exit
/// status all read these numbers.
///
/// ```swift
/// let counts = SnapshotOutcomeCounts([.matched, .mismatch, .recorded])
/// counts.description          // "1 matched, 1 mismatch, 0 missing, 1 recorded, 0 errors"
/// counts.failing()            // 2
/// counts.failing(recording: true) // 1
/// ```
public struct SnapshotOutcomeCounts: Sendable, Equatable, Codable, CustomStringConvertible {
    /// Checks that matched.
    public var matched = 0
    /// References written.
    public var recorded = 0
    /// Checks that differed from their references.
    public var mismatch = 0
    /// Checks without a reference that were not allowed to write one.
    public var missing = 0
    /// Checks that could not be made.
    public var error = 0

    /// No checks.
    public init() {}

    /// Counts as given.
    public init(matched: Int, recorded: Int, mismatch: Int, missing: Int, error: Int) {
        self.matched = matched
        self.recorded = recorded
        self.mismatch = mismatch
        self.missing = missing
        self.error = error
    }

    /// The counts of `outcomes`.
    public init(_ outcomes: some Sequence<SnapshotOutcome>) {
        for outcome in outcomes { self[outcome] += 1 }
    }

    /// The count of one outcome.
    public subscript(outcome: SnapshotOutcome) -> Int {
        get {
            switch outcome {
            case .matched: matched
            case .recorded: recorded
            case .mismatch: mismatch
            case .missing: missing
            case .error: error
            }
        }
        set {
            switch outcome {
            case .matched: matched = newValue
            case .recorded: recorded = newValue
            case .mismatch: mismatch = newValue
            case .missing: missing = newValue
            case .error: error = newValue
            }
        }
    }

    /// Every check counted.
    public var total: Int { SnapshotOutcome.allCases.reduce(0) { $0 + self[$1] } }

    /// The checks that need a person (see ``SnapshotOutcome/isFailing(recording:)``).
    public func failing(recording: Bool = false) -> Int {
        SnapshotOutcome.allCases.filter { $0.isFailing(recording: recording) }.reduce(0) { $0 + self[$1] }
    }

    /// `38 matched, 1 mismatch, 0 missing, 1 recorded, 0 errors`: every outcome, always in this order.
    public var description: String {
        [SnapshotOutcome.matched, .mismatch, .missing, .recorded, .error].map { $0.counted(self[$0]) }
            .joined(separator: ", ")
    }
}
