import Foundation
import Testing

/// `bezel snapshots report --serve` as a user runs it: a real run leaves
/// mismatches, the report is written and served on loopback with a token,
/// and an Accept sent as the page sends it (`Tests/Support/review-client.py`)
/// writes that reference and nothing else.
@Suite struct SnapshotsReportServeCommandTests {
    static let root = FileCommandTests.packageRoot
    static let name = "panel/scene.theme=default@1x"

    /// A package whose references were recorded, then whose scene changed, checked on CI: four mismatches.
    static func package() throws -> URL {
        let root = try SnapshotsVerifyCommandTests.project()
        let record = try SnapshotsVerifyCommandTests.bezel(["record", root.path], in: root)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let scene = root.appendingPathComponent("scenes/panel.yaml")
        let text = try String(contentsOf: scene, encoding: .utf8)
        try text.replacingOccurrences(of: "title: OK, width: 80", with: "title: Okay, width: 90")
            .write(to: scene, atomically: true, encoding: .utf8)
        let verify = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root,
                                                           environment: SnapshotsVerifyCommandTests.environment(["CI": "true"]))
        #expect(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
        return root
    }

    /// Starts `bezel snapshots report --serve --no-open --port 0` in `root`; returns it with the port and token it printed.
    static func serve(_ root: URL) throws -> ServedCommand {
        try ServedCommand.start(["snapshots", "report", "--serve", "--no-open", "--port", "0", "--package-path", root.path],
                                environment: SnapshotsVerifyCommandTests.environment())
    }

    /// Every file under `root` with its bytes, by path.
    static func files(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func anAcceptFromThePageWritesThatReferenceAndNothingElse() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try Self.serve(root)
        defer { if server.process.isRunning { server.process.terminate() } }
        let page = root.appendingPathComponent(".artifacts/snapshots/report/index.html")
        #expect(server.printed.contains("4 mismatches") && server.printed.contains("review: \(page.path)"), "\(server.printed)")
        #expect(FileManager.default.fileExists(atPath: page.path), "serving writes the report first")
        let before = try Self.files(root)

        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = folder.appendingPathComponent("result.json")
        let client = try FontIsolationTests.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                                [Self.root.appendingPathComponent("Tests/Support/review-client.py").path,
                                                 String(server.port), server.token, "\(Self.name).png", result.path],
                                                environment: nil)
        #expect(client.status == 0, "\(client.stderr)")
        let outcome = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: result)) as? [String: Any])
        let refusals = try #require(outcome["refusals"] as? [String: Int])
        #expect(refusals["accept by GET"] == 405 && refusals["a path out of the folder"] == 404 && refusals["an unknown image"] == 404,
                "\(refusals)")
        #expect(refusals.filter { !["accept by GET", "a path out of the folder", "an unknown image"].contains($0.key) }
            .values.allSatisfy { $0 == 403 }, "\(refusals)")
        #expect(outcome["page"] as? Int == 200)
        let accept = try #require(outcome["accept"] as? [String: Any])
        let answer = try #require(accept["answer"] as? [String: Any])
        #expect(accept["status"] as? Int == 200, "\(accept)")
        #expect(answer["message"] as? String == "1 reference written", "\(answer)")
        #expect((answer["counts"] as? [String: Int]) == ["mismatches": 3, "new": 0, "orphaned": 0, "accepted": 1], "\(answer)")
        #expect(((outcome["state"] as? [String: Any])?["items"] as? [[String: String]])?.map { $0["key"] } == ["\(Self.name).png"])

        // The reference is the run's actual now, and nothing else changed.
        let reference = "Snapshots/\(Self.name).png"
        let actual = try Data(contentsOf: root.appendingPathComponent(".artifacts/snapshots/\(Self.name).actual.png"))
        let after = try Self.files(root)
        #expect(before[reference] != actual && after[reference] == actual)
        #expect(Set(after.keys) == Set(before.keys), "\(Set(after.keys).symmetricDifference(before.keys))")
        #expect(after.filter { $0.key != reference && before[$0.key] != $0.value }.keys.sorted() == [])

        // It said what it did as accept says it, and Ctrl-C stops it cleanly.
        kill(server.process.processIdentifier, SIGINT)
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
        let rest = String(decoding: (server.process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data(),
                          as: UTF8.self)
        #expect(rest.contains("updated \(reference) (") && rest.contains("1 reference written"), "\(rest)")
    }

    @Test func serveOptionsGoTogetherAndABusyPortIsSaid() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let port = try SnapshotsVerifyCommandTests.bezel(["report", "--port", "8080"], in: root)
        #expect(port.status == 64 && port.stderr.contains("--port and --no-open go with --serve"), "\(port.stderr)")
        let json = try SnapshotsVerifyCommandTests.bezel(["report", "--serve", "--json"], in: root)
        #expect(json.status == 64 && json.stderr.contains("choose one"), "\(json.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".artifacts/snapshots/report").path))

        // A port another server holds: exit status 2 (bad input), not 1 (something to review).
        let first = try Self.serve(root)
        defer { if first.process.isRunning { first.process.terminate() } }
        let busy = try SnapshotsVerifyCommandTests.bezel(["report", "--serve", "--no-open", "--port", String(first.port)], in: root)
        #expect(busy.status == 2 && busy.stderr.contains("cannot serve the review page on 127.0.0.1:\(first.port)"),
                "\(busy.status) \(busy.stderr)")
        kill(first.process.processIdentifier, SIGINT)
        first.process.waitUntilExit()
    }
}
