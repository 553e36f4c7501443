@testable import BezelFileSnapshots
import BezelFiles
import Foundation
import Testing

/// Which YAML files are scenes and scripts (the rule of `SnapshotSource.kind`),
/// and that a folder's scenes that will not read are found, not skipped.
@Suite struct SnapshotSourceTests {
    @Test func keysAreReadAsYAMLSoQuotedAndFlowKeysCount() {
        #expect(SnapshotSource.kind(ofText: "size: {width: 10, height: 10}\nroot: {type: label}\n") == .scene)
        #expect(SnapshotSource.kind(ofText: "\"size\": {width: 10, height: 10}\n'root': {type: label}\n") == .scene)
        #expect(SnapshotSource.kind(ofText: "{size: {width: 10, height: 10}, root: {type: label}}\n") == .scene)
        #expect(SnapshotSource.kind(ofText: "root: {type: label}\n") == .scene, "a scene that forgot size is still a scene")
        #expect(SnapshotSource.kind(ofText: "scene: a.yaml\n\"steps\": [background]\n") == .script)
    }

    @Test func themesSchemasAndWorkflowsAreLeftAlone() {
        #expect(SnapshotSource.kind(ofText: "name: dusk\nextends: dark\nbackground: '#000000'\n") == nil)
        #expect(SnapshotSource.kind(ofText: "$schema: https://json-schema.org/draft/2020-12/schema\ntype: object\n") == nil)
        #expect(SnapshotSource.kind(ofText: "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
            + "    steps:\n      - run: swift test\n") == nil, "steps: nested in a job is not a script")
        #expect(SnapshotSource.kind(ofText: "- size\n- root\n") == nil)
    }

    @Test func textThatIsNotYAMLIsJudgedByItsLineKeys() {
        #expect(SnapshotSource.kind(ofText: "size: {width: 10\nroot: [\n") == .scene)
        #expect(SnapshotSource.kind(ofText: "\"steps\" : [tap\n") == .script)
        #expect(SnapshotSource.kind(ofText: "  size: [\nkey: {\n") == nil, "an indented key is not at the top level")
    }

    /// A folder with a scene over 64 MB, one not in UTF-8, one with quoted
    /// keys, a GitHub workflow and a theme: the three scenes are found, the
    /// others are not.
    @Test func scenesThatWillNotReadAreFoundAndOthersLeftAlone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ci"), withIntermediateDirectories: true)
        let scene = "size: {width: 40, height: 20}\nroot: {type: label, text: hi}\n"
        try Data(scene.utf8).write(to: folder.appendingPathComponent("huge.yaml"))
        let huge = try FileHandle(forWritingTo: folder.appendingPathComponent("huge.yaml"))
        try huge.truncate(atOffset: UInt64(TextFile.maximumBytes) + 1)
        try huge.close()
        try Data("size: {width: 40, height: 20}\nroot: {type: label, text: caf\u{E9}}\n".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }
            .filter { $0 != 0xA9 }).write(to: folder.appendingPathComponent("latin1.yaml"))
        try "\"size\": {width: 40, height: 20}\n\"root\": {type: label, text: hi}\n"
            .write(to: folder.appendingPathComponent("quoted.yaml"), atomically: true, encoding: .utf8)
        try "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: swift test\n"
            .write(to: folder.appendingPathComponent("ci/workflow.yml"), atomically: true, encoding: .utf8)
        try "name: dusk\nbackground: '#101010'\n".write(to: folder.appendingPathComponent("dusk.yaml"), atomically: true, encoding: .utf8)

        let sources = try SnapshotSources.find([folder.path], packageRoot: root.path)
        #expect(sources.map(\.relativePath) == ["scenes/huge.yaml", "scenes/latin1.yaml", "scenes/quoted.yaml"])
        #expect(sources.allSatisfy { $0.kind == .scene })
        let options = FileSnapshotOptions(packageRoot: root.path, record: .never)
        let outcomes = FileSnapshotRun.check(sources, options: options)
        #expect(outcomes[0].problem?.kind == .unreadable)
        #expect(outcomes[0].problem?.message.contains("huge.yaml:1:1: the file has 67108865 bytes") == true,
                "\(outcomes[0].problem?.message ?? "")")
        #expect(outcomes[1].problem?.message.contains("latin1.yaml:1:1: the scene file is not UTF-8 text") == true,
                "\(outcomes[1].problem?.message ?? "")")
        #expect(outcomes[2].problem == nil && outcomes[2].checks.count == 1)
        let summary = FileSnapshotSummary(outcomes: outcomes, recording: false)
        #expect(summary.hasUnreadableFiles && summary.filesNotChecked == 2)
    }
}
