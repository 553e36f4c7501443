import BezelTestImages
import Foundation
import Testing

/// A property of `bezel snapshots accept`, `prune --delete` and `report`:
/// whatever a results file says and however links are laid out, they never
/// change a file that is not theirs and never delete a reference that a
/// scene or script declares.
///
/// Each run copies a real package (a scene and a script whose references
/// were recorded, then changed so that every snapshot fails with actuals
/// and digests), plants sentinel files everywhere (package root, sources,
/// `.git`, beside the references, outside the package), adds random
/// hostile records and rewrites real ones, plants links (a linked suite
/// folder, links at reference, actual and staging names), runs the
/// commands, and checks every sentinel's bytes, that nothing new appeared
/// outside the places the commands own, and that each declared reference
/// is still a file. Runs are seeded; a failure names its seed.
/// `BEZEL_PROPERTY_RUNS` sets how many (default 40), `BEZEL_PROPERTY_SEED` the first seed,
/// `BEZEL_PROPERTY_VERBOSE` prints what each command said.
@Suite struct SnapshotFilesPropertyTests {
    /// The package every run starts from, made once: recorded, then failing.
    static let template: Result<URL, Error> = Result {
        let root = try FileCommandTests.temporaryFolder()
        let package = root.appendingPathComponent("pkg")
        let files = [
            ("Package.swift", "// swift-tools-version:6.0\n"),
            (".git/HEAD", "ref: refs/heads/main\n"),
            (".git/config", "[core]\n"),
            ("Sources/App/main.swift", "print(1)\n"),
            ("README.md", "# pkg\n"),
            (".github/workflows/ci.yml", "on: push\n"),
            ("scenes/card.yaml", """
                size: {width: 160, height: 60}
                snapshots:
                  scales: [1, 2]
                  states:
                    - ids: [go]
                      enabled: [true, false]
                root:
                  type: vstack
                  padding: 8
                  children:
                    - {type: button, id: go, title: "Go"}

                """),
            ("scripts/flow.yaml", """
                scene: ../scenes/card.yaml
                steps:
                  - snapshot: start
                  - tap: "#go"
                  - snapshot: after

                """),
            ("Snapshots/Swift/old.png", "an orphan of a removed Swift test"),
        ]
        for (path, text) in files { try SnapshotsCommandTests.write(text, path, in: package) }
        let record = try OutputFolderCommandTests.bezel(["snapshots", "record"], in: package)
        guard record.status == 0 else { throw Failure("record: \(record.stderr)") }
        // A reference of a state the scene no longer has: a real orphan for prune to find.
        try FileManager.default.copyItem(at: package.appendingPathComponent("Snapshots/card/scene.theme=default@1x.png"),
                                         to: package.appendingPathComponent("Snapshots/card/gone.enabled=true.theme=default@1x.png"))
        try SnapshotsCommandTests.write(files[6].1.replacingOccurrences(of: "\"Go\"", with: "\"Stop\""), "scenes/card.yaml", in: package)
        let verify = try run(["snapshots", "verify"], in: package, environment: ["CI": "true"])
        guard verify.status == 1 else { throw Failure("verify: \(verify.stderr)") }
        return root
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs bezel in `folder` without the CI's own variables; a crash (a signal) is an error.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String) {
        try OutputFolderCommandTests.bezel(arguments, in: folder, environment: environment)
    }

    /// Every entry under `folder` (links as `-> target`, folders as `/`), with file bytes.
    static func listing(_ folder: URL) -> [String: Data] {
        var entries: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return entries }
        while let relative = walker.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                entries[relative] = Data("-> \(target)".utf8)
                continue
            }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            entries[relative] = isFolder.boolValue ? Data("/".utf8) : (FileManager.default.contents(atPath: path) ?? Data())
        }
        return entries
    }

    /// The places the commands may change: references, artifacts, the report's folder.
    static func isOwned(_ relative: String) -> Bool {
        (relative.hasPrefix("pkg/Snapshots/") && !sentinelsInSnapshots.contains(where: { relative.hasPrefix($0) }))
            || relative.hasPrefix("pkg/.artifacts/") || relative.hasPrefix("pkg/review")
    }

    static let sentinelsInSnapshots = ["pkg/Snapshots/README.md", "pkg/Snapshots/card/README.md", "pkg/Snapshots/card/notes.png",
                                       "pkg/Snapshots/Linked"]

    @Test func acceptPruneAndReportTouchOnlyTheirOwnFiles() throws {
        let template = try Self.template.get()
        let runs = ProcessInfo.processInfo.environment["BEZEL_PROPERTY_RUNS"].flatMap(Int.init) ?? 40
        let firstSeed = ProcessInfo.processInfo.environment["BEZEL_PROPERTY_SEED"].flatMap(UInt64.init) ?? 1
        var executions = 0
        for seed in firstSeed..<firstSeed + UInt64(runs) {
            executions += try Self.check(seed: seed, template: template)
        }
        print("SnapshotFilesPropertyTests: \(runs) runs, \(executions) bezel executions, seeds \(firstSeed)…\(firstSeed + UInt64(runs) - 1)")
    }

    /// One run; returns how many commands it executed.
    static func check(seed: UInt64, template: URL) throws -> Int {
        var random = SplitMix(seed: seed)
        let sandbox = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let package = sandbox.appendingPathComponent("pkg"), outside = sandbox.appendingPathComponent("outside")
        try FileManager.default.copyItem(at: template.appendingPathComponent("pkg"), to: package)
        let png = try Data(contentsOf: package.appendingPathComponent("Snapshots/card/scene.theme=default@1x.png"))
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try png.write(to: outside.appendingPathComponent("picture.png"))
        for (path, text) in [("Snapshots/README.md", "about"), ("Snapshots/card/README.md", "notes"),
                             ("Snapshots/card/notes.png/keep.txt", "keep")] where random.next() % 2 == 0 {
            try SnapshotsCommandTests.write(text, path, in: package)
        }
        let declared = try FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent("Snapshots/card").path)
            .filter { $0.hasSuffix(".png") && $0 != "notes.png" && !$0.hasPrefix("gone.") }.map { "Snapshots/card/\($0)" }
            + ["Snapshots/flow.script/start.png", "Snapshots/flow.script/after.png", "Snapshots/flow.script/trace.txt"]
        try plantLinks(in: package, outside: outside, random: &random)
        try rewriteResults(in: package, outside: outside, random: &random)

        let before = listing(sandbox)
        var commands: [[String]] = [["snapshots", "accept", "--all"], ["snapshots", "prune"], ["snapshots", "prune", "--delete"],
                                    ["snapshots", "report", "-o", "review"]]
        commands.shuffle(using: &random)
        for command in commands {
            let result = try run(command, in: package)
            #expect((0...2).contains(result.status), "seed \(seed): \(command.joined(separator: " ")) exited \(result.status)")
            if ProcessInfo.processInfo.environment["BEZEL_PROPERTY_VERBOSE"] != nil {
                print("seed \(seed): bezel \(command.joined(separator: " ")): \(result.status)\n\(result.stdout)\(result.stderr)")
            }
        }
        let after = listing(sandbox)
        for (path, bytes) in before where !isOwned(path) {
            #expect(after[path] == bytes, "seed \(seed): \(path) changed or went")
        }
        // A new reference (a missing one accepted) may appear in Snapshots/, under a reference's name
        // only, with its new suite folder (a real folder, not a link).
        let mayAppear = { (path: String) in
            isOwned(path) || (path.hasPrefix("pkg/Snapshots/")
                && (path.hasSuffix(".png") || path.hasSuffix(".txt") || after[path] == Data("/".utf8)))
        }
        for path in after.keys where before[path] == nil && !mayAppear(path) {
            Issue.record("seed \(seed): \(path) appeared")
        }
        for reference in declared {
            var info = stat()
            let path = package.appendingPathComponent(reference).path
            #expect(lstat(path, &info) == 0, "seed \(seed): declared \(reference) was deleted")
        }
        return commands.count
    }

    static func plantLinks(in package: URL, outside: URL, random: inout SplitMix) throws {
        let manager = FileManager.default
        func link(_ path: String, _ target: String) throws {
            let url = package.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? manager.removeItem(at: url)
            try manager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }
        let secret = outside.appendingPathComponent("secret.txt").path, picture = outside.appendingPathComponent("picture.png").path
        let choices: [() throws -> Void] = [
            { try link("Snapshots/Linked", outside.path) },
            { try link("Snapshots/card/evil.png", secret) },
            { try link("Snapshots/card/.scene.theme=default@1x.png.accept-\(Int.random(in: 2...99_999))", secret) },
            { try link("Snapshots/card/.scene.theme=default@2x.png.tmp-1-ab", picture) },
            { try link(".artifacts/snapshots/card/scene.theme=default@1x.actual.png", picture) },
            { try link(".artifacts/snapshots/flow.script/trace.actual.txt", secret) },
            { try link("Snapshots/flow.script/start.png", picture) },
        ]
        for choice in choices where random.next() % 3 == 0 { try choice() }
    }

    static func rewriteResults(in package: URL, outside: URL, random: inout SplitMix) throws {
        let folder = package.appendingPathComponent(".artifacts/snapshots")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix("results-") })
        let file = folder.appendingPathComponent(name)
        var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        var objects = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let run = objects.first?["run"] as? String ?? "r"
        let time = objects.first?["time"] as? String ?? "2026-11-26T00:00:00.000Z"
        let digests = objects.compactMap { $0["actualDigest"] as? String }
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        let suites = ["card", "flow.script", "Swift", "..", ".git", "Sources", "", "S\nx", "Linked", "App"]
        let names = ["scene.theme=default@1x", "Package", "main", "../../x", "x", "HEAD", "trace", "start", "evil", "notes", "old"]
        let extensions = ["png", "txt", "swift", "json", "", "yml"]
        // One run in four may hold lines the reader refuses (the whole file is then refused);
        // the others only lines that pass the reader, to reach the checks behind it.
        let refusedLinesAllowed = random.next() % 4 == 0
        let targets = ["./Package.swift", "Package.swift", "Sources/App/main.swift", ".git/HEAD", "\(outside.path)/secret.txt",
                       "\(outside.path)/Linked/picture.png", "./x.txt", "Snapshots/card/notes.png", "Snapshots/Linked/x.png",
                       "Sources/Evil/evil.swift", ".github/workflows/ci.yml", "Snapshots/card/README.md",
                       "Snapshots/card/evil.png", "Snapshots/Swift/old.png", "./Snapshots/card/x.png", "Snapshots/README.md"]
        /// The targets whose records the reader takes (a folder part and an extension), unless refused lines are allowed.
        let usableTargets = refusedLinesAllowed ? targets : targets.filter {
            $0.contains("/") && !($0 as NSString).pathExtension.isEmpty && !$0.hasPrefix("/")
        }
        /// Suite, name and extension as a reference path gives them (so the reader takes the record).
        func parts(of reference: String) -> (suite: String, name: String, ext: String) {
            let file = (reference as NSString).lastPathComponent
            var suite = ((reference as NSString).deletingLastPathComponent as NSString).lastPathComponent
            if suite.isEmpty || suite.hasPrefix(".") || suite == "/" { suite = pick(["card", "S", "flow.script"]) }
            return (suite, (file as NSString).deletingPathExtension, (file as NSString).pathExtension)
        }
        // Rewrite some real records.
        for index in objects.indices where random.next() % 3 == 0 {
            switch random.next() % 4 {
            case 0: objects[index]["actualDigest"] = nil
            case 1:
                let reference = pick(usableTargets), (suite, name, ext) = parts(of: reference)
                objects[index]["reference"] = reference
                (objects[index]["suite"], objects[index]["name"], objects[index]["pathExtension"]) = (suite, name, ext)
            case 2 where refusedLinesAllowed:
                objects[index]["actual"] = pick(["../../outside/secret.txt", "\(outside.path)/picture.png", "card/../../../Package.swift"])
            default: objects[index]["status"] = pick(["missing", "error", "recorded", "matched"])
            }
        }
        // Add hostile ones: most are consistent (name and extension those of the
        // reference, a real actual with its real digest), so they pass every
        // check but the ones that keep the package safe.
        let actuals = objects.compactMap { object -> (String, String)? in
            guard let actual = object["actual"] as? String, let digest = object["actualDigest"] as? String else { return nil }
            return (actual, digest)
        }
        for _ in 0..<Int(random.next() % 6) {
            let reference = pick(usableTargets)
            var (suite, name, ext) = parts(of: reference)
            if refusedLinesAllowed, random.next() % 3 == 0 { (suite, name, ext) = (pick(suites), pick(names), pick(extensions)) }
            var object: [String: Any] = [
                "version": 1, "run": random.next() % 5 == 0 ? "other" : run, "sequence": Int(random.next() % 100),
                "time": time, "suite": suite, "name": name, "pathExtension": ext,
                "status": pick(["mismatch", "missing", "missing", "mismatch", "matched", "recorded", "error"]),
                "reference": reference,
            ]
            if random.next() % 4 != 0, !actuals.isEmpty {
                let (actual, digest) = pick(actuals)
                object["actual"] = random.next() % 4 == 0
                    ? pick(refusedLinesAllowed ? ["../../outside/secret.txt", "\(outside.path)/picture.png", "\(suite)/\(name).actual.\(ext)"]
                                               : ["\(suite)/\(name).actual.\(ext)", "card/notes.png"]) : actual
                if random.next() % 4 != 0 { object["actualDigest"] = digest }
            }
            if random.next() % 3 == 0 { object["packageRoot"] = pick([outside.path, "/", package.path]) }
            objects.append(object)
        }
        lines = objects.compactMap { object in
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) }
        }
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}
