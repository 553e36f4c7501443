import BezelFileFixtures
import BezelFiles
import BezelSnapshotResults
import BezelSnapshots
import Foundation
import Testing
@testable import BezelFileSnapshots

/// A script's `snapshot` steps report what a screen-reader or low-vision
/// user would stumble on in the window at that moment, under the run's
/// accessibility finding policy, at the step's place.
@Suite struct ScriptAccessibilityFindingsTests {
    /// A package folder with a scene (an unlabelled switch, a labelled one)
    /// and a script that labels nothing and takes one snapshot.
    final class Package {
        let root = NSTemporaryDirectory() + "bezel-script-a11y-" + UUID().uuidString
        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/scripts", withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: root + "/Package.swift"))
            try Data("""
                scene:
                  size: {width: 200, height: 120}
                  root:
                    type: vstack
                    spacing: 8
                    padding: 8
                    children:
                      - {type: switch, id: bare, height: 44, width: 60}
                      - {type: switch, id: named, height: 44, width: 60, accessibility: {label: Alarm}}
                steps:
                  - tap: "#named"
                  - snapshot: after
                """.utf8).write(to: URL(fileURLWithPath: root + "/scripts/switches.yaml"))
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func run(_ policy: FindingPolicy?) throws -> FileSnapshotSummary {
            let resolver = try ThemeResolver(themesDirectory: SceneTestSupport.repositoryFolder + "/Themes")
            let options = FileSnapshotOptions(packageRoot: root, themes: resolver, record: .missing,
                                              configuration: SnapshotConfiguration(environment: [:], accessibilityFindings: policy))
            let sources = try SnapshotSources.find([root], packageRoot: root)
            return FileSnapshotSummary(outcomes: FileSnapshotRun.check(sources, options: options, jobs: 1), recording: false)
        }
    }

    @Test func aSnapshotStepWarnsFailsOrSaysNothing() throws {
        let package = try Package()
        _ = try package.run(.off)
        let warned = try package.run(nil)
        #expect(warned.failing == 0)
        let lines = warned.textFindingLines
        #expect(lines.contains { $0.hasPrefix("scripts/switches.yaml:12:5: warning: after: unlabelled: Switch#bare: switch button with no label") },
                "\(lines)")
        #expect(lines.contains { $0.contains("small-touch-target: Switch#named: 51 × 31 pt") }, "\(lines)")
        #expect(!lines.contains { $0.contains("unlabelled: Switch#named") })
        #expect(try package.run(.off).textFindingLines.isEmpty)
        let failed = try package.run(.fail)
        #expect(failed.counts.error == 1 && failed.failing == 1, "the frame is neither compared nor recorded")
    }
}
