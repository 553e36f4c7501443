import Foundation
import Testing

/// A scene's `snapshots: {accessibility: [text, image]}` through `bezel
/// snapshots verify`, `accept` and `prune`: each variant's accessibility
/// text and image are references of their own beside its image.
@Suite struct SnapshotsVerifyAccessibilityTests {
    static let scene = """
        size: {width: 160, height: 60}
        scale: 1
        snapshots:
          accessibility: [text, image]
          accessibilityFindings: off   # UIKit-sized controls: small touch targets are not this test's subject
          states: [{ids: [ok], enabled: [false]}]
        root:
          type: hstack
          padding: 8
          children:
            - {type: button, id: ok, title: OK, width: 80}
            - {type: switch, id: alarm, accessibility: {label: Alarm}}

        """

    static func project() throws -> URL {
        let root = try FileCommandTests.temporaryFolder()
        try SnapshotsCommandTests.write("// swift-tools-version:6.0\n", "Package.swift", in: root)
        try SnapshotsCommandTests.write(scene, "scenes/panel.yaml", in: root)
        return root
    }

    @Test func recordedThenMatchedThenATextChangeSaysWhichLine() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root)
        #expect(first.stdout.hasSuffix("0 matched, 0 mismatches, 0 missing, 6 recorded, 0 errors; 6 failing\n"), "\(first.stdout)")
        for name in ["scene.theme=default@1x.png", "scene.theme=default.accessibility@1x.png", "scene.theme=default.accessibility.txt",
                     "ok.enabled=false.theme=default@1x.png", "ok.enabled=false.theme=default.accessibility@1x.png",
                     "ok.enabled=false.theme=default.accessibility.txt"] {
            #expect(SnapshotsVerifyCommandTests.exists("Snapshots/panel/" + name, in: root), "\(name)")
        }
        let text = try String(contentsOf: root.appendingPathComponent("Snapshots/panel/scene.theme=default.accessibility.txt"),
                              encoding: .utf8)
        #expect(text.hasPrefix("Button#ok \"OK\" [button] ("), "\(text)")
        #expect(text.contains("\nSwitch#alarm \"Alarm\" value=\"off\" [button+toggleButton] hint=\"Double tap to toggle setting.\" ("), "\(text)")
        let second = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root)
        #expect(second.status == 0 && second.stdout.hasSuffix("6 matched, 0 mismatches, 0 missing, 0 recorded, 0 errors; 0 failing\n"),
                "\(second.stdout)")

        // A label changes: the pixels of the view do not, what VoiceOver says does.
        try SnapshotsCommandTests.write(Self.scene.replacingOccurrences(of: "label: Alarm", with: "label: Alarm bell"),
                                        "scenes/panel.yaml", in: root)
        let changed = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root,
                                                            environment: SnapshotsVerifyCommandTests.environment(["CI": "true"]))
        #expect(changed.status == 1)
        #expect(changed.stdout.hasSuffix("2 matched, 4 mismatches, 0 missing, 0 recorded, 0 errors; 4 failing\n"), "\(changed.stdout)")
        #expect(changed.stdout.contains("the text differs from line 2 (reference 3 lines, snapshot 3 lines)"), "\(changed.stdout)")
        #expect(changed.stdout.contains("snapshot:  \"Switch#alarm \"Alarm bell\" value="), "\(changed.stdout)")

        // Accepted by name like any reference; prune sees nothing orphaned.
        let accept = try SnapshotsVerifyCommandTests.bezel(["accept", "panel/scene.theme=default.accessibility"], in: root)
        #expect(accept.status == 0 && accept.stdout.contains("Snapshots/panel/scene.theme=default.accessibility.txt"), "\(accept.stdout)\(accept.stderr)")
        let record = try SnapshotsVerifyCommandTests.bezel(["record", root.path], in: root)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let prune = try SnapshotsVerifyCommandTests.bezel(["prune"], in: root)
        #expect(prune.stdout.hasPrefix("no orphaned references"), "\(prune.stdout)\(prune.stderr)")
        // Dropping the key makes them orphans.
        try SnapshotsCommandTests.write(Self.scene.replacingOccurrences(of: "  accessibility: [text, image]\n", with: ""),
                                        "scenes/panel.yaml", in: root)
        #expect(try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root).status == 0)
        let orphans = try SnapshotsVerifyCommandTests.bezel(["prune"], in: root)
        #expect(orphans.stdout.hasSuffix("4 orphaned references; remove with --delete\n"), "\(orphans.stdout)")
        #expect(orphans.stdout.contains("Snapshots/panel/scene.theme=default.accessibility.txt\n"), "\(orphans.stdout)")
    }
}
