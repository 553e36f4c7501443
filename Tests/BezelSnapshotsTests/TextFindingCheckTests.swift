import Bezel
import BezelGraphics
import BezelSnapshotResults
import Foundation
import Testing
@testable import BezelSnapshots
import BezelViewFixtures

/// A check's text findings under each policy: `warn` reports and passes,
/// `fail` fails without comparing or recording, `off` is silent.
@Suite struct TextFindingCheckTests {
    private func records(in folder: TemporaryFolder) throws -> [SnapshotRecord] {
        try ResultsFolder.records(in: folder.artifacts).sorted { $0.sequence < $1.sequence }
    }

    /// `checkSnapshot` as an assertion would call it, with the warnings it gave.
    private func check(_ view: View, named name: String, textFindings: TextFindingPolicy? = nil,
                       fileID: String = #fileID, filePath: String = #filePath)
        throws(SnapshotError) -> (result: SnapshotResult, warnings: [SnapshotTextFinding]) {
        let location = try SnapshotLocation.resolve(name: name, pathExtension: "png", fileID: fileID, filePath: filePath)
        var warnings: [SnapshotTextFinding] = []
        let result = try checkSnapshot(of: { view }, as: Snapshotting<View, Image>.image(scale: 2), at: location,
                                       textFindings: textFindings, site: SnapshotRecord.TestSite(file: fileID),
                                       textFindingsWarned: { warnings += $0 })
        return (result, warnings)
    }

    @Test func theViewStrategyFindsTheCutTextInItsScale() throws {
        let (_, findings) = try Snapshotting<View, Image>.image(scale: 2).snapshotWithFindings(ViewFixtures.truncatedGreeting(), [.text])
        #expect(findings.map(\.description) == [
            "ellipsized: Label#greeting text: cut with \"…\" to 120 pt: \"Good morning, everyone, and welcome back\" (@2x)",
        ])
        let pulled = Snapshotting<View, Image>.image(scale: 1).pullback { (text: String) -> View in
            let label = ViewFixtures.truncatedGreeting()
            label.text = text
            return label
        }
        #expect(try pulled.snapshotWithFindings("A text far too long for a label of 120 points", [.text]).textFindings.count == 1)
        #expect(try pulled.snapshotWithFindings("Short", [.text]).textFindings.isEmpty)
    }

    @Test func warnIsTheDefaultReportsTheFindingAndPasses() throws {
        let folder = try TemporaryFolder()
        let first = try folder.run { try check(ViewFixtures.truncatedGreeting(), named: "warned") }
        #expect(first.result.outcome == .recorded)
        #expect(first.warnings.map(\.view) == ["Label#greeting"])
        let second = try folder.run { try check(ViewFixtures.truncatedGreeting(), named: "warned") }
        #expect(second.result.passed)
        #expect(second.warnings.first?.kind == "ellipsized")
        let written = try records(in: folder)
        #expect(written.map(\.status) == [.recorded, .matched])
        #expect(written.allSatisfy { $0.textFindings?.map(\.view) == ["Label#greeting"] })
        #expect(written.last?.textFindings?.first?.environment == SnapshotEnvironment(scale: 2, traits: .default))
        #expect(written.last?.textFindings?.first?.environment?.description == "@2x")
    }

    @Test func failFailsEvenInRecordModesAndKeepsTheImageForReview() throws {
        let folder = try TemporaryFolder()
        for mode in [RecordMode.all, .missing] {
            #expect {
                try folder.run(record: mode) { try check(ViewFixtures.truncatedGreeting(), named: "failed", textFindings: .fail) }
            } throws: { error in
                guard case let SnapshotError.textFindings(name, findings, actualPath)? = error as? SnapshotError else { return false }
                return name == "failed" && findings.map(\.view) == ["Label#greeting"] && actualPath != nil
            }
        }
        #expect(!folder.exists(folder.reference("failed", suite: "TextFindingCheck")))
        #expect(folder.exists(folder.artifact("failed", "actual", suite: "TextFindingCheck")))
        let written = try records(in: folder)
        #expect(written.map(\.status) == [.error, .error])
        #expect(written[0].actual == "TextFindingCheck/failed.actual.png" && written[0].actualDigest != nil)
        #expect(written[0].textFindings?.first?.view == "Label#greeting")
        let message = try #require(written[0].message)
        #expect(message.hasPrefix("snapshot \"failed\": 1 text does not show whole, and the text finding policy is \"fail\""))
        #expect(message.contains("  ellipsized: Label#greeting text: cut with \"…\" to 120 pt"))
        #expect(message.contains("(@2x)"))
    }

    @Test func failWithAMatchingImageStillFails() throws {
        let folder = try TemporaryFolder()
        _ = try folder.run { try check(ViewFixtures.truncatedGreeting(), named: "matching") }
        #expect(throws: SnapshotError.self) { try folder.run { try check(ViewFixtures.truncatedGreeting(), named: "matching", textFindings: .fail) } }
    }

    @Test func offIsSilent() throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(environment: ["BEZEL_TEXT_FINDINGS": "fail"]) {
            try check(ViewFixtures.truncatedGreeting(), named: "off", textFindings: .off)
        }
        #expect(result.warnings.isEmpty)
        #expect(try records(in: folder).allSatisfy { $0.textFindings == nil })
    }

    @Test func theConfigurationAndTheVariableChooseWhenTheCheckDoesNot() throws {
        let folder = try TemporaryFolder()
        #expect(throws: SnapshotError.self) {
            try folder.run(environment: ["BEZEL_TEXT_FINDINGS": "fail"]) { try check(ViewFixtures.truncatedGreeting(), named: "variable") }
        }
        let configured = try folder.run(environment: ["BEZEL_TEXT_FINDINGS": "fail"]) {
            try withSnapshotTesting(textFindings: .warn) { try check(ViewFixtures.truncatedGreeting(), named: "configured") }
        }
        #expect(configured.warnings.count == 1)
        #expect {
            try folder.run(environment: ["BEZEL_TEXT_FINDINGS": "loud"]) { try check(ViewFixtures.truncatedGreeting(), named: "bad") }
        } throws: { error in
            (error as? SnapshotError) == .invalidTextFindingPolicy("loud")
        }
        #expect(SnapshotConfiguration(textFindings: .off).overridden(by: SnapshotConfiguration(textFindings: .fail)).textFindings == .fail)
        #expect(SnapshotConfiguration(textFindings: .off).overridden(by: SnapshotConfiguration()).textFindings == .off)
    }

    @Test func aViewWhoseTextFitsHasNoFinding() throws {
        let folder = try TemporaryFolder()
        let label = Label("Fits", frame: Rect(x: 0, y: 0, width: 120, height: 20))
        let result = try folder.run { try check(label, named: "fits", textFindings: .fail) }
        #expect(result.result.outcome == .recorded && result.warnings.isEmpty)
    }
}
