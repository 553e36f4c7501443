import Foundation
import Testing

/// The served review page in a real browser: headless Chromium, driven
/// through the DevTools protocol by `Tests/Support/review-browser.py`,
/// clicks an Accept button and the Delete button as a mouse does, and the
/// files on disk change as the page says. Skipped where
/// `chromium-headless-shell` is not installed.
@Suite struct SnapshotsReportServeBrowserTests {
    static let chromium = "/usr/bin/chromium-headless-shell"
    static let hasChromium = FileManager.default.isExecutableFile(atPath: chromium)

    /// Runs the browser script on the page at `port` with `token`; returns what it wrote.
    static func click(_ target: String, port: Int, token: String, screenshot: String) throws -> [String: Any] {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = folder.appendingPathComponent("result.json")
        let script = SnapshotsReportServeCommandTests.root.appendingPathComponent("Tests/Support/review-browser.py").path
        let run = try FontIsolationTests.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                             [script, Self.chromium, "http://127.0.0.1:\(port)/?token=\(token)", target, result.path]
                                                + (StudioBrowserTests.screenshotFolder.map { [$0 + "/" + screenshot] } ?? []),
                                             environment: nil)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: result)) as? [String: Any])
    }

    @Test(.enabled(if: hasChromium,
                   "chromium-headless-shell is not installed (scripts/install-system-packages installs it): not clicked in a browser"))
    func clickingAcceptAndDeleteChangesTheFilesThePageShows() throws {
        let root = try SnapshotsReportServeCommandTests.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let name = SnapshotsReportServeCommandTests.name
        let reference = root.appendingPathComponent("Snapshots/\(name).png")
        let orphan = root.appendingPathComponent("Snapshots/panel/renamed-long-ago.png")
        try FileManager.default.copyItem(at: reference, to: orphan)
        let server = try SnapshotsReportServeCommandTests.serve(root)
        defer { if server.process.isRunning { server.process.terminate() } }
        let before = try SnapshotsReportServeCommandTests.files(root)

        let accepted = try Self.click("\(name).png", port: server.port, token: server.token, screenshot: "review-accepted.png")
        #expect((accepted["images"] as? String)?.hasSuffix(" loaded") == true, "every image the page shows loaded: \(accepted)")
        #expect(accepted["state"] as? String == "accepted" && accepted["outcome"] as? String == "accepted", "\(accepted)")
        #expect(accepted["status"] as? String == "1 reference written", "\(accepted)")
        #expect(accepted["counts"] as? [String: String] == ["mismatches": "3", "new": "0", "orphaned": "1", "accepted": "1"],
                "\(accepted)")
        #expect((accepted["console"] as? [String])?.isEmpty == true, "\(accepted)")
        let actual = try Data(contentsOf: root.appendingPathComponent(".artifacts/snapshots/\(name).actual.png"))
        #expect(try Data(contentsOf: reference) == actual)

        let deleted = try Self.click("--delete", port: server.port, token: server.token, screenshot: "review-deleted.png")
        #expect(deleted["asked"] as? String == "Click again to delete 1 file", "\(deleted)")
        #expect((deleted["orphans"] as? [String: [String]]) == ["Snapshots/panel/renamed-long-ago.png": ["deleted", "deleted"]],
                "\(deleted)")
        #expect(deleted["status"] as? String == "removed 1 orphaned reference", "\(deleted)")
        #expect((deleted["counts"] as? [String: String])?["orphaned"] == "0", "\(deleted)")
        #expect(!FileManager.default.fileExists(atPath: orphan.path))

        // Those two files, and nothing else.
        let after = try SnapshotsReportServeCommandTests.files(root)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        #expect(changed == ["Snapshots/\(name).png", "Snapshots/panel/renamed-long-ago.png"], "\(changed)")
        kill(server.process.processIdentifier, SIGINT)
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
    }
}
