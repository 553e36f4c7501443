import Foundation
import Testing

/// Both servers of the command under hostile local clients
/// (`Tests/Support/server-load.py`): 2,000 idle connections, 100 sending a
/// header a byte at a time, and a client that floods messages (the studio's
/// WebSocket) or pipelined requests (the review page) and never reads; the
/// page must still answer in under a second, the server must still run, and
/// its memory must stay within ``memoryBound`` MB of where it started.
/// Each run prints its figures.
@Suite(.serialized) struct ServerLoadTests {
    /// How far the server's peak resident memory may rise above its start, in MB.
    static let memoryBound = 100.0

    /// Runs the load against `served` and checks the bounds; the figures.
    static func load(_ served: ServedCommand, name: String, socket: String?, idle: Int = 2_000, slow: Int = 100) throws -> [String: Any] {
        var arguments = [StudioCommandTests.root.appendingPathComponent("Tests/Support/server-load.py").path,
                         String(served.port), served.token, String(served.process.processIdentifier),
                         "--idle", String(idle), "--slow", String(slow), "--seconds", "5"]
        if let socket { arguments += ["--socket", socket] }
        let run = try FontIsolationTests.run(URL(fileURLWithPath: "/usr/bin/python3"), arguments, environment: nil)
        #expect(run.status == 0, "\(run.stderr)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        print("server load, \(name): \(run.stdout.trimmingCharacters(in: .newlines))")
        #expect(figures["serverRunning"] as? Bool == true, "\(name) stopped")
        #expect((figures["pageStatuses"] as? [Any])?.allSatisfy { ($0 as? Int) == 200 } == true, "\(name): \(figures)")
        #expect(((figures["pageTimes"] as? [Double])?.count ?? 0) >= 5, "\(name): \(figures)")
        #expect((figures["pageMaxSeconds"] as? Double).map { $0 < 1 } == true, "\(name): \(figures)")
        let before = figures["rssBeforeMB"] as? Double ?? 0, peak = figures["rssPeakMB"] as? Double ?? .infinity
        #expect(peak - before < memoryBound, "\(name): peak \(peak) MB from \(before) MB")
        return figures
    }

    @Test func theStudioAnswersItsPageUnderLoad() throws {
        let studio = try StudioCommandTests.start([StudioCommandTests.root.appendingPathComponent("Examples/scenes/timer.yaml").path,
                                                   "--themes-dir", StudioCommandTests.root.appendingPathComponent("Themes").path])
        defer { if studio.process.isRunning { studio.process.terminate() } }
        let figures = try Self.load(studio, name: "bezel studio", socket: "/socket")
        #expect((figures["idleOpened"] as? Int) == 2_000 && (figures["slowOpened"] as? Int) == 100, "\(figures)")
        #expect((figures["messages"] as? Int ?? 0) > 0, "the flood reached the socket: \(figures)")
    }

    @Test func theReviewPageAnswersUnderLoad() throws {
        let root = try SnapshotsReportServeCommandTests.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try SnapshotsReportServeCommandTests.serve(root)
        defer { if server.process.isRunning { server.process.terminate() } }
        let figures = try Self.load(server, name: "bezel snapshots report --serve", socket: nil)
        #expect((figures["idleOpened"] as? Int) == 2_000, "\(figures)")
    }

    @Test func runningOutOfDescriptorsDoesNotEndTheStudio() throws {
        // 64 descriptors: fewer than the connections without the token it would keep, so accept fails with EMFILE.
        let studio = try ServedCommand.start(["studio", StudioCommandTests.root.appendingPathComponent("Examples/scenes/timer.yaml").path,
                                              "--themes-dir", StudioCommandTests.root.appendingPathComponent("Themes").path, "--no-open"],
                                             descriptors: 64)
        defer { if studio.process.isRunning { studio.process.terminate() } }
        _ = try Self.load(studio, name: "bezel studio at ulimit -n 64", socket: "/socket", idle: 300, slow: 20)
        #expect(studio.process.isRunning)
    }
}
