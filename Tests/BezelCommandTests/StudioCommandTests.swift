import Foundation
import Testing

/// `bezel studio` as a user runs it: served on loopback with a token, a
/// page speaking its socket (`Tests/Support/studio-client.py`, a page
/// without a browser) records a session and saves it, and `bezel replay`
/// of the saved script gives the live session's trace line for line.
@Suite struct StudioCommandTests {
    static let root = FileCommandTests.packageRoot

    /// Starts `bezel studio` with `arguments` and returns it with the port and token it printed.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> ServedCommand {
        try ServedCommand.start(["studio"] + arguments + ["--no-open"],
                                environment: environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 })
    }

    /// Sends `messages` to `studio` through `Tests/Support/studio-client.py`
    /// (writing `messages.json` and `result.json` in `folder`); returns what it saw.
    static func drive(_ studio: ServedCommand, with messages: [[String: Any]], in folder: URL) throws -> [String: Any] {
        let input = folder.appendingPathComponent("messages.json"), result = folder.appendingPathComponent("result.json")
        try JSONSerialization.data(withJSONObject: messages).write(to: input)
        let client = try FontIsolationTests.run(URL(fileURLWithPath: "/usr/bin/python3"), [Self.root.appendingPathComponent("Tests/Support/studio-client.py").path,
                                                                      String(studio.port), studio.token, input.path, result.path],
                                                environment: nil)
        #expect(client.status == 0, "\(client.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: result)) as? [String: Any])
    }

    @Test func aRecordedSessionSavedAndReplayedGivesTheSameTrace() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("recorded.yaml").path
        let studio = try Self.start([Self.root.appendingPathComponent("Examples/scenes/timer.yaml").path, "-o", saved,
                                     "--themes-dir", Self.root.appendingPathComponent("Themes").path])
        defer { if studio.process.isRunning { studio.process.terminate() } }
        let messages: [[String: Any]] = [
            ["type": "pointer", "phase": "began", "x": 40, "y": 125], ["type": "pointer", "phase": "ended", "x": 40, "y": 125],
            ["type": "key", "text": "nowhere to type"],
            ["type": "pointer", "phase": "began", "x": 60, "y": 219], ["type": "pointer", "phase": "moved", "x": 90, "y": 219],
            ["type": "pointer", "phase": "moved", "x": 120, "y": 219], ["type": "pointer", "phase": "ended", "x": 150, "y": 219],
            ["type": "advance", "seconds": 0.5], ["type": "advance", "seconds": 0.5], ["type": "settle"],
            ["type": "expect", "id": "remaining"], ["type": "snapshot", "name": "done"], ["type": "save"],
        ]
        let outcome = try Self.drive(studio, with: messages, in: folder)
        let refusals = try #require(outcome["refusals"] as? [String: Int])
        #expect(refusals["page"] == 200 && refusals["socket"] == 101 && refusals["font"] == 200, "\(refusals)")
        #expect(refusals["font out of the folder"] == 404 && refusals["no such font"] == 404, "only shipped fonts, by name: \(refusals)")
        let allowed: Set = ["page", "socket", "font", "font out of the folder", "no such font"]
        #expect(refusals.filter { !allowed.contains($0.key) }.values.allSatisfy { $0 == 403 }, "\(refusals)")
        let steps = try #require(outcome["steps"] as? [String])
        #expect(steps.first == "tap: \"#start\"" && steps[1] == "drag: {from: {id: \"seconds\", at: [0.153, 0.5]}, to: {id: \"seconds\", at: [0.465, 0.5]}, steps: 2}",
                "\(steps)")
        #expect(steps.dropFirst(2).prefix(2) == ["wait: 1", "settle"], "\(steps)")
        let replies = try #require(outcome["replies"] as? [[String]])
        #expect(replies[2] == ["error: no text field is focused: tap one before typing"], "refused, and not recorded: \(replies[2])")
        #expect((outcome["saved"] as? String)?.hasPrefix("saved 6 steps to ") == true, "\(outcome["saved"] ?? "")")
        let latencies = try #require(outcome["frameLatencies"] as? [Double])
        #expect(latencies.count >= 4, "every pointer message that drew sent a frame: \(latencies)")

        // Replaying the saved script gives the trace the page showed.
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        // With no Schemas/ folder above, Save writes the schema beside the script and names it.
        #expect(text.hasPrefix("# yaml-language-server: $schema=Schemas/script.schema.json\n"), "\(text)")
        let schema = try String(contentsOf: folder.appendingPathComponent("Schemas/script.schema.json"), encoding: .utf8)
        #expect(schema.contains("urn:bezel:schema:script"))
        #expect((outcome["saved"] as? String)?.contains("and the script schema its first line names") == true)
        #expect(text.contains("scene: \"" + StudioPaths.relative(from: folder.path, to: Self.root.appendingPathComponent("Examples/scenes/timer.yaml").path)))
        let replay = folder.appendingPathComponent("replay")
        let run = try FontIsolationTests.run(try #require(FontIsolationTests.locateBezel()),
                                             ["replay", saved, "-o", replay.path, "--themes-dir", Self.root.appendingPathComponent("Themes").path],
                                             environment: nil)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)\n\(text)")
        let replayed = try String(contentsOf: replay.appendingPathComponent("trace.txt"), encoding: .utf8)
        let live = try #require(outcome["trace"] as? [String])
        #expect(replayed.split(separator: "\n").map(String.init) == live)

        // Ctrl-C stops it cleanly, and it wrote nothing but the script and its schema.
        kill(studio.process.processIdentifier, SIGINT)
        studio.process.waitUntilExit()
        #expect(studio.process.terminationStatus == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written == ["Schemas", "messages.json", "recorded.yaml", "replay", "result.json"], "\(written)")
    }

    /// Edit and see: an edit of the scene re-runs the recorded steps on it,
    /// an edit of the script replaces them, and the studio's own Save is
    /// not taken for an edit.
    @Test func editingTheSceneOrTheScriptReloadsThePage() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("timer.yaml"), script = folder.appendingPathComponent("carry.yaml")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples/scenes/timer.yaml"), to: scene)
        try "scene: timer.yaml\nsteps:\n  - tap: \"#start\"\n".write(to: script, atomically: true, encoding: .utf8)
        let studio = try Self.start([script.path, "--themes-dir", Self.root.appendingPathComponent("Themes").path])
        defer { if studio.process.isRunning { studio.process.terminate() } }
        let messages: [[String: Any]] = [
            ["client": "edit", "path": scene.path, "replace": ["title: Start,", "title: Begin,"]],
            ["client": "edit", "path": script.path, "append": "  - wait: 2\n"],
            ["type": "advance", "seconds": 1], ["type": "save"],
            ["client": "edit", "path": scene.path, "replace": ["title: Begin,", "title: Go,"]],
        ]
        let outcome = try Self.drive(studio, with: messages, in: folder)
        let reloaded = try #require(outcome["reloaded"] as? [String])
        #expect(reloaded.first == "timer.yaml changed: re-ran 1 step", "\(reloaded)")
        #expect(reloaded.dropFirst().first == "carry.yaml changed: the script's 2 steps read again", "\(reloaded)")
        #expect(reloaded.dropFirst(2).allSatisfy { $0.hasSuffix("re-ran 2 steps") }, "our own Save is not an edit: \(reloaded)")
        #expect(reloaded.last == "timer.yaml changed: re-ran 2 steps", "\(reloaded)")
        let replies = try #require(outcome["replies"] as? [[String]])
        #expect(replies[0].contains("frame") && replies[0].contains("display"), "the page gets the new window: \(replies[0])")
        #expect(outcome["steps"] as? [String] == [##"tap: "#start""##, "wait: 3"], "\(outcome["steps"] ?? "")")
        #expect(try String(contentsOf: script, encoding: .utf8).contains("wait: 3"))
        kill(studio.process.processIdentifier, SIGINT)
        studio.process.waitUntilExit()
    }

    /// What `Benchmarks/studio-latency.sh` runs, on a short session: the
    /// client's latency mode times each pointer message to its frame (or
    /// last reply), and `BEZEL_STUDIO_TIMING` makes the server write one
    /// line per message handled, which the client pairs with its events.
    @Test func theLatencyClientTimesEachEventAndTheServerLogsEachMessage() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timing = folder.appendingPathComponent("timing.txt"), result = folder.appendingPathComponent("timer.yaml.json")
        let studio = try Self.start([Self.root.appendingPathComponent("Examples/scenes/timer.yaml").path,
                                     "--themes-dir", Self.root.appendingPathComponent("Themes").path],
                                    environment: ["BEZEL_STUDIO_TIMING": timing.path])
        defer { if studio.process.isRunning { studio.process.terminate() } }
        let client = try FontIsolationTests.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                                [Self.root.appendingPathComponent("Tests/Support/studio-client.py").path, "--latency",
                                                 String(studio.port), studio.token, result.path, "30", timing.path], environment: nil)
        #expect(client.status == 0, "\(client.stdout)\(client.stderr)")
        #expect(client.stdout.hasPrefix("timer.yaml (640x480 px, 2x): "), "the scene's 2x frames: \(client.stdout)")
        let outcome = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: result)) as? [String: Any])
        let events = try #require(outcome["events"] as? [[String: Any]])
        #expect(events.count >= 30 && outcome["error"] is NSNull, "\(outcome["error"] ?? "")")
        let framed = events.filter { $0["frame"] as? Bool == true }
        #expect(framed.count >= 5, "taps on the buttons and the switch, drags on the slider draw: \(framed.count) frames")
        for event in events {
            let kinds = event["serverKinds"] as? String
            #expect(event["serverMicroseconds"] is Int && (kinds?.contains("frame") == true) == (event["frame"] as? Bool == true),
                    "each event's own line in the server's timing: \(event)")
        }
        // A frame comes right after the server handed it over: with Nagle's algorithm on the server's socket, each
        // reply after a message's first waited for the client's delayed ACK (40 ms on Linux; the median was 41 ms).
        let gaps = framed.compactMap { event -> Double? in
            guard let client = event["ms"] as? Double, let server = event["serverMicroseconds"] as? Int else { return nil }
            return client - Double(server) / 1000
        }.sorted()
        #expect(!gaps.isEmpty && gaps[gaps.count / 2] < 20, "client minus server milliseconds for the frames: \(gaps)")
        #expect((outcome["noop"] as? [Double])?.count == 100 && (outcome["noopServer"] as? [Int])?.count == 100)
        let lines = try String(contentsOf: timing, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == outcome["messages"] as? Int && lines.count > 2 * events.count + 100, "one line per message handled: \(lines.count)")
        #expect(lines.allSatisfy { $0.wholeMatch(of: /[0-9]+ ([a-z]+(,[a-z]+)*|-)/) != nil }, "\(lines.prefix(5))")
    }

    @Test func itWritesOnlyAScriptAndNeverAUsersFile() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.yaml")
        try "todo: buy milk\n".write(to: notes, atomically: true, encoding: .utf8)
        let scene = Self.root.appendingPathComponent("Examples/scenes/timer.yaml").path
        let bezel = try #require(FontIsolationTests.locateBezel())
        let refused = try FontIsolationTests.run(bezel, ["studio", scene, "-o", notes.path, "--no-open"], environment: nil)
        #expect(refused.status == 2 && refused.stderr.contains("exists and is not a script: not replaced"), "\(refused.stderr)")
        let text = try FontIsolationTests.run(bezel, ["studio", scene, "-o", folder.appendingPathComponent("x.txt").path, "--no-open"],
                                              environment: nil)
        #expect(text.status == 2 && text.stderr.contains("the studio saves a script, a .yaml file"), "\(text.stderr)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "todo: buy milk\n")

        // A port another server holds: said, with exit status 2.
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, length) == 0 && listen(holder, 1) == 0
                && getsockname(holder, $0, &length) == 0 }
        }
        try #require(bound)
        let port = String(UInt16(bigEndian: address.sin_port))
        let busy = try FontIsolationTests.run(bezel, ["studio", scene, "--no-open", "--port", port], environment: nil)
        #expect(busy.status == 2 && busy.stderr.contains("cannot serve the studio on 127.0.0.1:\(port)"), "\(busy.status) \(busy.stderr)")
    }
}

/// The relative path the studio writes a scene as.
enum StudioPaths {
    static func relative(from folder: String, to target: String) -> String {
        let from = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }
}
