import Testing
@testable import BezelSnapshots

@Suite struct RecordModeTests {
    private func resolve(_ explicit: RecordMode? = nil, configured: RecordMode? = nil,
                         in environment: [String: String]) throws -> RecordMode {
        try RecordMode.resolve(explicit: explicit, configuration: SnapshotConfiguration(record: configured),
                               environment: environment)
    }

    @Test func defaultsAreMissingLocallyAndNeverOnCI() throws {
        #expect(try resolve(in: [:]) == .missing)
        #expect(try resolve(in: ["CI": "true"]) == .never)
        #expect(try resolve(in: ["CI": "1"]) == .never)
        #expect(try resolve(in: ["CI": "false"]) == .missing)
        #expect(try resolve(in: ["CI": "0"]) == .missing)
        #expect(try resolve(in: ["CI": ""]) == .missing)
    }

    @Test func precedenceIsArgumentThenConfigurationThenEnvironment() throws {
        let environment = ["CI": "true", "BEZEL_SNAPSHOT_RECORD": "failed"]
        #expect(try resolve(in: environment) == .failed)
        #expect(try resolve(configured: .all, in: environment) == .all)
        #expect(try resolve(.never, configured: .all, in: environment) == .never)
    }

    @Test func environmentValuesAreReadLeniently() throws {
        for mode in RecordMode.allCases {
            #expect(try resolve(in: ["BEZEL_SNAPSHOT_RECORD": " \(mode.rawValue.uppercased()) "]) == mode)
        }
        #expect(try resolve(in: ["BEZEL_SNAPSHOT_RECORD": "", "CI": "true"]) == .never)
        #expect(throws: SnapshotError.invalidRecordMode("yes")) { try resolve(in: ["BEZEL_SNAPSHOT_RECORD": "yes"]) }
        #expect(SnapshotError.invalidRecordMode("yes").description.contains("use one of all, failed, missing, never"))
    }

    @Test func configurationIsTaskLocalAndNests() {
        #expect(SnapshotConfiguration.current.record == nil)
        withSnapshotTesting(record: .all, environment: ["CI": "true"]) {
            withSnapshotTesting(snapshotDirectory: "/tmp/x") {
                #expect(SnapshotConfiguration.current == SnapshotConfiguration(
                    record: .all, snapshotDirectory: "/tmp/x", environment: ["CI": "true"]))
            }
            #expect(SnapshotConfiguration.current.snapshotDirectory == nil)
            #expect((try? RecordMode.resolve()) == .all)
        }
        withSnapshotTesting(environment: ["CI": "1"]) {
            #expect((try? RecordMode.resolve()) == .never)
        }
    }

    @Test func asyncConfigurationReachesChildTasks() async {
        await withSnapshotTesting(record: .failed) {
            let seen = await Task { SnapshotConfiguration.current.record }.value
            #expect(seen == .failed)
        }
    }
}
