import Bezel
import BezelGraphics
import Synchronization
import Testing
@testable import BezelSnapshotTesting
import BezelViewFixtures

/// Assertions and the text finding policy: `warn` (the default) tells the
/// test without failing it, `fail` fails it naming the view, `off` is silent.
@Suite struct TextFindingAssertionTests {
    /// The issues `body` raises whose comment contains `fragment`, by severity.
    /// (`withKnownIssue` takes failures only: a warning passes through it and
    /// shows in the run's output as `⚠︎ … recorded a warning`, as a user sees it.)
    private func issues(containing fragment: String, _ body: () -> Void) -> (failures: Int, warnings: Int) {
        let counts = Mutex((0, 0))
        withKnownIssue(isIntermittent: true) {
            body()
        } matching: { issue in
            let matches = issue.comments.contains { $0.rawValue.contains(fragment) }
            if matches { counts.withLock { issue.severity == .warning ? ($0.1 += 1) : ($0.0 += 1) } }
            return matches
        }
        return counts.withLock { $0 }
    }

    @Test func failFailsTheTestNamingTheViewKindAndScaleEvenWhenTheImageMatches() throws {
        let folder = try TemporaryFolder()
        _ = try folder.run(environment: ["BEZEL_TEXT_FINDINGS": "off"]) {
            try verifySnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 2), named: "greeting@2x")
        }
        let failed = issues(containing: "ellipsized: Label#greeting text: cut with \"…\" to 120 pt") {
            folder.run { assertSnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 2), named: "greeting@2x", textFindings: .fail) }
        }
        #expect(failed.failures == 1)
        let viaTrait = issues(containing: "the text finding policy is \"fail\"") {
            folder.run {
                withSnapshotTesting(textFindings: .fail) {
                    assertSnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 2), named: "greeting@2x")
                }
            }
        }
        #expect(viaTrait.failures == 1)
    }

    @Test func warnPassesAndTellsTheTest() throws {
        let folder = try TemporaryFolder()
        _ = try folder.run { try verifySnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 2), named: "warned@2x") }
        let result = try folder.run { try verifySnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 2), named: "warned@2x") }
        #expect(result.passed)
        let told = issues(containing: "a text does not show whole: ellipsized: Label#greeting") {
            folder.run { assertSnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 2), named: "warned@2x") }
        }
        #expect(told.failures == 0)
        #expect(SnapshotFailureReporter.warning(
            SnapshotTextFinding(kind: "clipped", view: "Label#a", part: "text", detail: "ink 3 pt",
                                environment: SnapshotEnvironment(scale: 2)), snapshot: "s@2x")
                    == "Snapshot \"s@2x\": a text does not show whole: clipped: Label#a text: ink 3 pt (@2x) "
                    + "(BEZEL_TEXT_FINDINGS=fail or textFindings: .fail makes this a failure; .off silences it)")
        // Under XCTest (no warnings there) and with no test running, the warning is this line on standard error.
        #expect(SnapshotFailureReporter.warningLine("a text does not show whole", filePath: "/p/Tests/T/CardTests.swift",
                                                    line: 12, column: 9)
                    == "/p/Tests/T/CardTests.swift:12:9: warning: a text does not show whole")
    }

    @Test func offIsSilentAndMatrixRunsCarryTheFindings() throws {
        let folder = try TemporaryFolder()
        _ = try folder.run { try verifySnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 1), named: "quiet", textFindings: .off) }
        let silent = issues(containing: "Label#greeting") {
            folder.run(environment: ["BEZEL_TEXT_FINDINGS": "fail"]) {
                assertSnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 1), named: "quiet", textFindings: .off)
            }
        }
        #expect(silent == (0, 0))
        #expect(try folder.run { try verifySnapshot(of: ViewFixtures.truncatedGreeting(), as: .image(scale: 1), named: "quiet", textFindings: .off) }.passed)
        let long = StateDimension("long", [("true", true), ("false", false)])
        let matrix = StateMatrix(long)
        let outcomes = try folder.run {
            try verifySnapshots(matrix: matrix, prefix: "label", scales: [1], textFindings: .fail, make: { state in
                let label = ViewFixtures.truncatedGreeting()
                if try !state.value(of: long) { label.text = "Hi" }
                return label
            }, as: { scale in .image(scale: scale) })
        }
        #expect(outcomes.map(\.outcome) == [.error, .recorded])
        #expect(outcomes[0].failureMessage?.contains("Label#greeting") == true)
    }
}
