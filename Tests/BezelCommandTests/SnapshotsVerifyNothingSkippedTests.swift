import Foundation
import Testing

/// `bezel snapshots verify` skips nothing silently: a scene it cannot read
/// is listed with its reason and the run exits 2, while themes and
/// workflows are left alone; and every error that stops a snapshot is a
/// record in the results, so `report`, JUnit and the exit status agree.
@Suite struct SnapshotsVerifyNothingSkippedTests {
    @Test func scenesThatWillNotReadAreListedAndOtherYAMLIsLeftAlone() throws {
        let root = try SnapshotsVerifyCommandTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = root.appendingPathComponent("scenes")
        let scene = "size: {width: 40, height: 20}\nroot: {type: label, text: hi}\n"
        try scene.write(to: scenes.appendingPathComponent("huge.yaml"), atomically: true, encoding: .utf8)
        let huge = try FileHandle(forWritingTo: scenes.appendingPathComponent("huge.yaml"))
        try huge.truncate(atOffset: 64 << 20 + 1)
        try huge.close()
        try Data("size: {width: 40, height: 20}\nroot: {type: label, text: caf\u{E9}}\n".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }
            .filter { $0 != 0xA9 }).write(to: scenes.appendingPathComponent("latin1.yaml"))
        try "\"size\": {width: 40, height: 20}\n\"root\": {type: label, text: hi}\n"
            .write(to: scenes.appendingPathComponent("quoted.yaml"), atomically: true, encoding: .utf8)
        try SnapshotsCommandTests.write("name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: swift test\n",
                                        "ci/workflows/test.yml", in: root)
        try SnapshotsCommandTests.write("name: dusk\nbackground: '#101010'\n", "scenes/dusk.yaml", in: root)

        let run = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("scenes/huge.yaml:1:1: the file has 67108865 bytes; scene files may have at most 64 MB"),
                "\(run.stdout)")
        #expect(run.stdout.contains("scenes/latin1.yaml:1:1: the scene file is not UTF-8 text"), "\(run.stdout)")
        #expect(run.stdout.contains("scenes/quoted.yaml:1:1: scene.theme=default@2x: new, recorded to "), "\(run.stdout)")
        #expect(!run.stdout.contains("test.yml") && !run.stdout.contains("dusk"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("bezel: 5 files: 0 matched, 0 mismatches, 0 missing, 5 recorded, 2 errors; 7 failing, 2 files not checked\n"),
                "\(run.stdout)")
        #expect(SnapshotsVerifyCommandTests.exists("Snapshots/quoted/scene.theme=default@2x.png", in: root))

        // The report counts the two files as errors, as the run did.
        let report = try SnapshotsVerifyCommandTests.bezel(["report", "--json"], in: root)
        #expect(report.status == 1)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let errors = try #require(summary["failing"] as? [[String: Any]]).filter { $0["outcome"] as? String == "error" }
        #expect(errors.compactMap { $0["key"] as? String }.sorted() == ["huge/huge.yaml", "latin1/latin1.yaml"], "\(errors)")
        #expect(errors.compactMap { $0["test"] as? String }.sorted() == ["scenes/huge.yaml:1:1", "scenes/latin1.yaml:1:1"],
                "\(errors)")
    }

    /// A state value that makes a snapshot name invalid is an error on the
    /// terminal, in the results (under a stand-in name, at the matrix's
    /// place), in the report's exit status and in JUnit.
    @Test func aNameMadeInvalidByAValueIsAnErrorEverywhere() throws {
        let root = try SnapshotsVerifyCommandTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("""
            size: {width: 80, height: 30}
            snapshots:
              states: [{ids: [caption], text: [fine, a/b]}]
            root: {type: label, id: caption, text: hi}
            """, "scenes/slash.yaml", in: root)
        let run = try SnapshotsVerifyCommandTests.bezel(["verify", root.appendingPathComponent("scenes/slash.yaml").path], in: root)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("scenes/slash.yaml:3:12: caption.text=a/b.theme=default@2x: snapshot \"caption.text=a/b.theme=default@2x\" "
                                    + "could not be checked: snapshot name \"caption.text=a/b.theme=default@2x\" is not valid"),
                "\(run.stdout)")
        #expect(run.stdout.hasSuffix("bezel: 1 file: 0 matched, 0 mismatches, 0 missing, 2 recorded, 1 error; 3 failing\n"), "\(run.stdout)")

        let junit = root.appendingPathComponent("junit.xml")
        let report = try SnapshotsVerifyCommandTests.bezel(["report", "--junit", junit.path], in: root)
        #expect(report.status == 1)
        #expect(report.stdout.contains(" 1 error; "), "\(report.stdout)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"Bezel snapshots\" tests=\"3\" failures=\"2\" errors=\"1\">"), "\(xml)")
        #expect(xml.contains("name=\"caption.text=a%2Fb.theme=default@2x\" file=\"scenes/slash.yaml\" line=\"3\""), "\(xml)")
    }

    /// A script whose `expect` fails stops its snapshots: one error in the
    /// results, so the report fails as the run did.
    @Test func aScriptThatStopsIsAnErrorInTheReport() throws {
        let root = try SnapshotsVerifyCommandTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("""
            scene: ../scenes/panel.yaml
            steps:
              - expect: {id: alarm, properties: {"on": true}}
            """, "scripts/wrong.yaml", in: root)
        let script = root.appendingPathComponent("scripts/wrong.yaml").path
        let run = try SnapshotsVerifyCommandTests.bezel(["verify", script], in: root)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("bezel: 1 file: 0 matched, 0 mismatches, 0 missing, 0 recorded, 1 error; 1 failing, 1 file not checked\n"),
                "\(run.stdout)")
        let report = try SnapshotsVerifyCommandTests.bezel(["report", "--json"], in: root)
        #expect(report.status == 1)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let errors = try #require(summary["failing"] as? [[String: Any]]).filter { $0["outcome"] as? String == "error" }
        #expect(errors.count == 1 && errors.first?["key"] as? String == "wrong.script/wrong.yaml", "\(errors)")
        #expect(errors.first?["test"] as? String == "scripts/wrong.yaml:3:5", "\(errors)")
    }
}
