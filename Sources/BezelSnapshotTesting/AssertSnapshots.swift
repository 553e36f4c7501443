import Bezel

/// The outcome of one snapshot of a matrix run: its name, its state and
/// scale (`StateMatrix.Position`), and what happened.
public typealias MatrixSnapshotOutcome = SnapshotCheck<StateMatrix.Position>

extension SnapshotCheck where Origin == StateMatrix.Position {
    /// The state that was snapshotted.
    public var combination: StateMatrix.Combination { origin.combination }
    /// The scale passed to the strategy.
    public var scale: Double { origin.scale }
}

/// Checks every combination of `matrix` at every scale, without reporting:
/// one outcome per snapshot, combinations outermost, scales innermost. A
/// failure never stops the run.
///
/// `make` is called once per combination and its value snapshotted at each
/// scale with `strategy(scale)`; when it throws, every scale of that
/// combination gets a `SnapshotError/snapshotFailed(name:reason:)`. With
/// `direction`, `textSize` or `language` dimensions (`StateDimension.directions()`…),
/// a view `make` returns without `traitOverrides` gets the
/// combination's traits and is laid out again in its frame.
///
/// - Throws: `SnapshotError` when nothing can be checked: an invalid
///   matrix, prefix or scale list, or two snapshots with the same name.
public func verifySnapshots<Value, Format>(
    matrix: StateMatrix,
    prefix: String,
    scales: [Double] = [1, 2],
    suite: String? = nil,
    record: RecordMode? = nil,
    textFindings: TextFindingPolicy? = nil,
    accessibilityFindings: FindingPolicy? = nil,
    snapshotDirectory: String? = nil,
    make: (StateMatrix.Combination) throws -> Value,
    as strategy: (_ scale: Double) -> Snapshotting<Value, Format>,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws(SnapshotError) -> [MatrixSnapshotOutcome] {
    try matrix.validate()
    if !prefix.isEmpty { try SnapshotName.validate(prefix, what: "matrix prefix") }
    guard !scales.isEmpty else { throw .invalidMatrix(reason: "no scales given") }
    if let bad = scales.first(where: { !$0.isFinite || $0 <= 0 }) {
        throw .invalidMatrix(reason: "scale \(bad) is not a finite number greater than zero")
    }
    if let duplicate = StateMatrix.firstDuplicate(matrix.names(prefix: prefix, scales: scales)) {
        throw .invalidMatrix(reason: "two snapshots would be named \"\(duplicate)\" (repeated scale?)")
    }
    var outcomes: [MatrixSnapshotOutcome] = []
    for combination in matrix.combinations {
        let value: Result<Value, SnapshotError>
        do {
            let made = try make(combination)
            // A matrix of directions, text sizes or languages: the view is drawn with them.
            if combination.hasTraits, let view = made as? View, view.traitOverrides == nil {
                view.traitOverrides = combination.traits
                try view.layout()
            }
            value = .success(made)
        } catch {
            value = .failure(.snapshotFailed(name: combination.name(prefix: prefix), reason: String(describing: error)))
        }
        for scale in scales {
            let name = combination.name(prefix: prefix, scale: scale)
            let result = Result<SnapshotResult, SnapshotError> { () throws(SnapshotError) -> SnapshotResult in
                let made = try value.get()
                return try verifySnapshot(of: made, as: strategy(scale), named: name, suite: suite, record: record,
                                          textFindings: textFindings, accessibilityFindings: accessibilityFindings, snapshotDirectory: snapshotDirectory, fileID: "\(fileID)", filePath: "\(filePath)",
                                          line: line, column: column)
            }
            outcomes.append(MatrixSnapshotOutcome(name: name, origin: StateMatrix.Position(combination: combination, scale: scale),
                                                  result: result))
        }
    }
    return outcomes
}

/// Asserts every combination of `matrix` at every scale against its
/// reference, reporting each failure as its own issue (one failing state
/// does not hide the others).
///
/// ```swift
/// assertSnapshots(matrix: matrix, prefix: "bezel-button") { state in
///     try makeButton(state)
/// } as: { scale in .image(scale: scale) }
/// // Snapshots/BezelButton/bezel-button.mode=push.recessed=false.pushed=false.enabled=true@1x.png, … @2x.png, …
/// ```
///
/// See ``verifySnapshots(matrix:prefix:scales:suite:record:textFindings:accessibilityFindings:snapshotDirectory:make:as:fileID:filePath:line:column:)``
/// for the order and the error rules, and `StateMatrix` for the names.
public func assertSnapshots<Value, Format>(
    matrix: StateMatrix,
    prefix: String,
    scales: [Double] = [1, 2],
    suite: String? = nil,
    record: RecordMode? = nil,
    textFindings: TextFindingPolicy? = nil,
    accessibilityFindings: FindingPolicy? = nil,
    snapshotDirectory: String? = nil,
    make: (StateMatrix.Combination) throws -> Value,
    as strategy: (_ scale: Double) -> Snapshotting<Value, Format>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = SnapshotFailureReporter.Site(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let outcomes = try verifySnapshots(matrix: matrix, prefix: prefix, scales: scales, suite: suite,
                                           record: record, textFindings: textFindings, accessibilityFindings: accessibilityFindings,
                                           snapshotDirectory: snapshotDirectory,
                                           make: make, as: strategy, fileID: "\(fileID)", filePath: "\(filePath)",
                                           line: line, column: column)
        for outcome in outcomes {
            guard let message = outcome.failureMessage else { continue }
            let attachments = (try? outcome.result.get())?.mismatch?.artifactPaths ?? []
            SnapshotFailureReporter.issue(message, attachments: attachments, at: site)
        }
    } catch {
        SnapshotFailureReporter.report(error, at: site)
    }
}
