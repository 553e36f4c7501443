import BezelFileFixtures
import BezelFiles
import BezelSnapshotResults
import BezelSnapshots
import Foundation
import Testing
@testable import BezelFileSnapshots

/// A scene's snapshots and its texts that do not show whole: warnings at the
/// place declaring the view, in each theme and scale; `fail` from the file
/// or the run; the file's own key outranking the run's.
@Suite struct TextFindingSnapshotsTests {
    /// A package folder holding `scenes/long.yaml`, whose title is cut.
    final class Package {
        let root = NSTemporaryDirectory() + "bezel-text-findings-" + UUID().uuidString
        init(snapshots: String) throws {
            try FileManager.default.createDirectory(atPath: root + "/scenes", withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: root + "/Package.swift"))
            try Data("""
                size: {width: 200, height: 80}
                \(snapshots)
                root:
                  type: vstack
                  children:
                    - {type: label, id: title, text: "Good morning, everyone, and welcome to the show", lines: 1}
                """.utf8).write(to: URL(fileURLWithPath: root + "/scenes/long.yaml"))
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func run(textFindings: TextFindingPolicy? = nil, record: RecordMode = .missing) throws -> FileSnapshotSummary {
            let resolver = try ThemeResolver(themesDirectory: SceneTestSupport.repositoryFolder + "/Themes")
            let options = FileSnapshotOptions(packageRoot: root, themes: resolver, record: record,
                                              configuration: SnapshotConfiguration(environment: [:], textFindings: textFindings))
            let sources = try SnapshotSources.find([root], packageRoot: root)
            return FileSnapshotSummary(outcomes: FileSnapshotRun.check(sources, options: options, jobs: 1), recording: false)
        }

        var records: [SnapshotRecord] {
            get throws {
                try ResultsFolder.records(in: root + "/.artifacts/snapshots").filter { $0.status != .declared }
                    .sorted { $0.sequence < $1.sequence }
            }
        }

        func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + relative) }
    }

    @Test func warningsNameThePlaceTheViewAndTheEnvironment() throws {
        let package = try Package(snapshots: "snapshots: {themes: [default, dark]}")
        _ = try package.run()
        let summary = try package.run()
        #expect(summary.failing == 0)
        #expect(summary.textFindingLines == [
            "scenes/long.yaml:6:7: warning: scene.theme=default@2x: ellipsized: Label#title text: cut after 1 line to 199 pt: "
                + "\"Good morning, everyone, and welcome to the show\" (theme default, @2x)",
            "scenes/long.yaml:6:7: warning: scene.theme=dark@2x: ellipsized: Label#title text: cut after 1 line to 199 pt: "
                + "\"Good morning, everyone, and welcome to the show\" (theme dark, @2x)",
        ], "\(summary.textFindingLines)")
        #expect(summary.line.hasSuffix("; 0 failing, 2 text findings"))
        let matched = try package.records.filter { $0.status == .matched }.sorted { $0.name < $1.name }
        #expect(matched.map(\.name) == ["scene.theme=dark@2x", "scene.theme=default@2x"])
        #expect(matched.compactMap { $0.textFindings?.first?.place } == ["scenes/long.yaml:6:7", "scenes/long.yaml:6:7"])
        #expect(matched.compactMap { $0.textFindings?.first?.environment?.theme } == ["dark", "default"])
    }

    @Test func aScriptsSnapshotStepsAreCheckedInTheSettingsOfTheirMoment() throws {
        let package = try Package(snapshots: "")
        try Data("""
            scene: long.yaml
            steps:
              - snapshot: before
              - settings: {textSize: AX3}
              - snapshot: larger
            """.utf8).write(to: URL(fileURLWithPath: package.root + "/scenes/grow.yaml"))
        _ = try package.run()
        let summary = try package.run()
        #expect(summary.failing == 0)
        let lines = summary.textFindingLines.filter { $0.hasPrefix("scenes/grow.yaml") }
        #expect(lines.count == 2, "\(summary.textFindingLines)")
        #expect(lines.first?.hasPrefix("scenes/grow.yaml:3:5: warning: before: ellipsized: Label#title") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("(theme default, @2x, AX3)") == true, "\(lines)")
        #expect(try package.run(textFindings: .fail).counts.error >= 2)
    }

    @Test func theRunsFailPolicyFailsWithoutRecording() throws {
        let package = try Package(snapshots: "")
        let summary = try package.run(textFindings: .fail, record: .all)
        #expect(summary.counts.error == 1 && summary.failing == 1)
        #expect(summary.textFindingLines.isEmpty)
        let line = try #require(summary.problemLines.first)
        #expect(line.hasPrefix("\(package.root)/scenes/long.yaml:1:1: scene.theme=default@2x: snapshot \"scene.theme=default@2x\": "
                                   + "1 text does not show whole"), "\(line)")
        #expect(line.contains("  scenes/long.yaml:6:7: ellipsized: Label#title text: cut after 1 line"))
        #expect(line.contains("(theme default, @2x)"))
        #expect(!package.exists("Snapshots/long/scene.theme=default@2x.png"))
        #expect(package.exists(".artifacts/snapshots/long/scene.theme=default@2x.actual.png"))
        let record = try #require(try package.records.last)
        #expect(record.status == .error && record.textFindings?.count == 1)
        #expect(record.actual == "long/scene.theme=default@2x.actual.png")
    }

    @Test func theFilesKeyOutranksTheRun() throws {
        let failing = try Package(snapshots: "snapshots: {textFindings: fail}")
        #expect(try failing.run(textFindings: .off).counts.error == 1)
        let silent = try Package(snapshots: "snapshots: {textFindings: off}")
        let summary = try silent.run(textFindings: .fail)
        #expect(summary.counts.error == 0 && summary.textFindingLines.isEmpty)
        #expect(try silent.records.allSatisfy { $0.textFindings == nil })
    }

    @Test func theFilesWordsAreThePolicysWords() {
        #expect(SceneSnapshotPlan.TextFindingChoice.allCases.map(\.rawValue) == TextFindingPolicy.allCases.map(\.rawValue))
    }
}
