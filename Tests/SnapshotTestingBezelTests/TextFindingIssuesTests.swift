import Bezel
import BezelGraphics
import BezelSnapshotResults
import Foundation
import SnapshotTesting
import Testing
@testable import SnapshotTestingBezel
import BezelViewFixtures

/// The `.image(scale:)` strategy and texts that do not show whole: warnings
/// by default, failures under `fail`, nothing under `off`.
@Suite struct TextFindingIssuesTests {
    /// The shared truncated label, rendered once (as a test's first snapshot would).
    private func renderedGreeting() -> Label {
        let label = ViewFixtures.truncatedGreeting()
        _ = try? label.renderImage(scale: 2)
        return label
    }

    @Test func eachPolicyMakesItsIssues() {
        let label = renderedGreeting()
        let warned = TextFindingIssues.issues(of: label, scale: 2, policy: nil, environment: [:])
        #expect(warned.map(\.isFailure) == [false])
        #expect(warned.first?.message.hasPrefix(
            "A text does not show whole: ellipsized: Label#greeting text: cut with \"…\" to 120 pt: "
                + "\"Good morning, everyone, and welcome back\" (@2x)") == true)
        let failed = TextFindingIssues.issues(of: label, scale: 2, policy: nil, environment: ["BEZEL_TEXT_FINDINGS": "fail"])
        #expect(failed.map(\.isFailure) == [true])
        #expect(failed.first?.message.contains("the text finding policy is \"fail\"") == true)
        #expect(TextFindingIssues.issues(of: label, scale: 2, policy: .off, environment: ["BEZEL_TEXT_FINDINGS": "fail"]).isEmpty)
        #expect(TextFindingIssues.issues(of: label, scale: 2, policy: nil, environment: ["BEZEL_TEXT_FINDINGS": "no"])
                    == [.init(message: "BEZEL_TEXT_FINDINGS=\"no\" is not a text finding policy; use one of off, warn, fail",
                              isFailure: true)])
        #expect(TextFindingIssues.warningLine("m", filePath: "/p/T.swift", line: 3, column: 5) == "/p/T.swift:3:5: warning: m")
        #expect(TextFindingIssues.issues(of: Label("Hi", frame: Rect(x: 0, y: 0, width: 120, height: 20)), scale: 1,
                                         policy: .fail, environment: [:]).isEmpty)
    }

    @Test func lowContrastFollowsTheAccessibilityPolicy() throws {
        let label = Label("Good morning", frame: Rect(x: 0, y: 0, width: 120, height: 20), color: Color(white: 0.2))
        label.identifier = "faint"
        label.backgroundColor = .black
        let image = try label.renderImage(scale: 2)
        let warned = TextFindingIssues.contrastIssues(of: label, image: image, scale: 2, background: nil, policy: nil, environment: [:])
        #expect(warned.map(\.isFailure) == [false])
        #expect(warned.first?.message.hasPrefix("An accessibility finding: low-contrast: Label#faint: \"Good morning\": contrast 1.") == true,
                "\(warned)")
        let failed = TextFindingIssues.contrastIssues(of: label, image: image, scale: 2, background: nil, policy: nil,
                                                      environment: ["BEZEL_ACCESSIBILITY_FINDINGS": "fail"])
        #expect(failed.map(\.isFailure) == [true])
        #expect(TextFindingIssues.contrastIssues(of: label, image: image, scale: 2, background: nil, policy: .off,
                                                 environment: ["BEZEL_ACCESSIBILITY_FINDINGS": "fail"]).isEmpty)
        #expect(TextFindingIssues.contrastIssues(of: label, image: image, scale: 2, background: nil, policy: nil,
                                                 environment: ["BEZEL_TEXT_FINDINGS": "fail"]).map(\.isFailure) == [false])
    }

    @Test func failFailsThroughSwiftSnapshotTestingEvenWhenTheImageMatches() throws {
        let folder = NSTemporaryDirectory() + "bezel-sst-findings-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: renderedGreeting(), as: .image(scale: 2, textFindings: .off), named: "greeting", record: .missing,
                           snapshotDirectory: folder, testName: "label")
        withKnownIssue {
            let message = verifySnapshot(of: renderedGreeting(), as: .image(scale: 2, textFindings: .fail), named: "greeting",
                                         record: .never, snapshotDirectory: folder, testName: "label")
            #expect(message == nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("ellipsized: Label#greeting") }
        }
    }
}
