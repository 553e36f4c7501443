import Bezel
import BezelGraphics
import BezelSnapshotResults
import Foundation
import Testing
@testable import BezelSnapshots

/// A check's accessibility findings (the texts' contrast on the rendered
/// pixels, for a view snapshot) under each policy, chosen as the text
/// findings' is: argument, configuration, `BEZEL_ACCESSIBILITY_FINDINGS`, `warn`.
@Suite struct AccessibilityFindingCheckTests {
    /// Dark grey text on black: about 1.6:1.
    private func faintCard() -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 160, height: 40))
        card.backgroundColor = .black
        let label = Label("Good morning", frame: Rect(x: 8, y: 8, width: 140, height: 20), color: Color(white: 0.2))
        label.identifier = "faint"
        card.addSubview(label)
        return card
    }

    private func check(_ view: View, named name: String, accessibilityFindings: FindingPolicy? = nil,
                       fileID: String = #fileID, filePath: String = #filePath)
        throws(SnapshotError) -> (result: SnapshotResult, warnings: [SnapshotTextFinding]) {
        let location = try SnapshotLocation.resolve(name: name, pathExtension: "png", fileID: fileID, filePath: filePath)
        var warnings: [SnapshotTextFinding] = []
        let result = try checkSnapshot(of: { view }, as: Snapshotting<View, Image>.image(scale: 2), at: location,
                                       accessibilityFindings: accessibilityFindings, site: SnapshotRecord.TestSite(file: fileID),
                                       textFindingsWarned: { warnings += $0 })
        return (result, warnings)
    }

    @Test func warnIsTheDefaultAndTheRecordKeepsTheCategory() throws {
        let folder = try TemporaryFolder()
        let first = try folder.run { try check(faintCard(), named: "faint") }
        #expect(first.result.outcome == .recorded)
        #expect(first.warnings.map(\.kind) == ["low-contrast"])
        #expect(first.warnings.first?.category == .accessibility)
        #expect(first.warnings.first?.description.hasPrefix("low-contrast: Label#faint: \"Good morning\": contrast 1.") == true,
                "\(first.warnings)")
        #expect(first.warnings.first?.description.hasSuffix("over the rendered background (needs 4.5:1) (@2x)") == true)
        let records = try ResultsFolder.records(in: folder.artifacts)
        #expect(records.first?.textFindings?.first?.category == .accessibility)
        let data = try JSONEncoder().encode(records.first?.textFindings?.first)
        #expect(String(decoding: data, as: UTF8.self).contains("\"category\":\"accessibility\""))
    }

    @Test func failFailsWithoutRecordingAndOffDoesNotMeasure() throws {
        let folder = try TemporaryFolder()
        #expect {
            try folder.run(record: .all) { try check(faintCard(), named: "failed", accessibilityFindings: .fail) }
        } throws: { error in
            guard case let SnapshotError.textFindings(_, findings, _)? = error as? SnapshotError else { return false }
            return findings.map(\.kind) == ["low-contrast"]
                && error.localizedDescription.isEmpty == false
                && "\(error)".contains("1 accessibility finding, and the accessibility finding policy is \"fail\"")
        }
        #expect(!folder.exists(folder.reference("failed", suite: "AccessibilityFindingCheck")))
        let silent = try folder.run(environment: ["BEZEL_ACCESSIBILITY_FINDINGS": "fail"]) {
            try check(faintCard(), named: "silent", accessibilityFindings: .off)
        }
        #expect(silent.warnings.isEmpty)
        // Off: the strategy is not asked, so nothing is measured.
        let (_, unasked) = try Snapshotting<View, Image>.image(scale: 2).snapshotWithFindings(faintCard(), [.text])
        #expect(unasked.isEmpty)
        let (_, asked) = try Snapshotting<View, Image>.image(scale: 2).snapshotWithFindings(faintCard(), [.text, .accessibility])
        #expect(asked.map(\.kind) == ["low-contrast"])
    }

    @Test func theConfigurationAndTheVariableChooseWhenTheCheckDoesNot() throws {
        let folder = try TemporaryFolder()
        #expect(throws: SnapshotError.self) {
            try folder.run(environment: ["BEZEL_ACCESSIBILITY_FINDINGS": "fail"]) { try check(faintCard(), named: "variable") }
        }
        let configured = try folder.run(environment: ["BEZEL_ACCESSIBILITY_FINDINGS": "fail"]) {
            try withSnapshotTesting(accessibilityFindings: .warn) { try check(faintCard(), named: "configured") }
        }
        #expect(configured.warnings.count == 1)
        // The text findings' policy does not reach them.
        let textOnly = try folder.run(environment: ["BEZEL_TEXT_FINDINGS": "fail"]) { try check(faintCard(), named: "text-only") }
        #expect(textOnly.warnings.count == 1)
        #expect {
            try folder.run(environment: ["BEZEL_ACCESSIBILITY_FINDINGS": "loud"]) { try check(faintCard(), named: "bad") }
        } throws: { error in
            (error as? SnapshotError) == .invalidAccessibilityFindingPolicy("loud")
                && "\(error)" == "BEZEL_ACCESSIBILITY_FINDINGS=\"loud\" is not an accessibility finding policy; use one of off, warn, fail"
        }
        #expect(SnapshotConfiguration(accessibilityFindings: .off)
            .overridden(by: SnapshotConfiguration(accessibilityFindings: .fail)).accessibilityFindings == .fail)
    }

    @Test func readableTextHasNoFinding() throws {
        let folder = try TemporaryFolder()
        let card = faintCard()
        (card.subviews[0] as? Label)?.textColor = .white
        let result = try folder.run { try check(card, named: "readable", accessibilityFindings: .fail) }
        #expect(result.result.outcome == .recorded && result.warnings.isEmpty)
    }
}
