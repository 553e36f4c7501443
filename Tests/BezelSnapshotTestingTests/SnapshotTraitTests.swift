import Testing
@testable import BezelSnapshotTesting

/// The `.snapshots(…)` trait sets the configuration of the test it marks.
@Suite struct SnapshotTraitTests {
    @Test(.snapshots(record: .never, environment: ["CI": "true"]))
    func traitAppliesItsConfiguration() throws {
        #expect(SnapshotConfiguration.current.record == .never)
        #expect(SnapshotConfiguration.current.environment == ["CI": "true"])
    }
}
