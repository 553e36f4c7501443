import Foundation
import Testing

/// The output folders of `bezel replay -o`, `bezel preview -o` and
/// `bezel snapshots report -o`, tried as a careless or hostile user would:
/// an unset variable, the current folder, `/`, the home folder, a project,
/// a folder of the user's own, a link. Each is refused with exit 2 and
/// nothing in it changes; a folder the same command wrote is replaced.
@Suite struct OutputFolderCommandTests {
    /// A project folder (`.git`, `Package.swift`, `Sources/`, a user's
    /// `index.html`, a snapshot run's results) to run from.
    static func project() throws -> URL {
        let root = try FileCommandTests.temporaryFolder()
        let common = #""version":1,"run":"r","time":"2026-11-23T10:00:00.000Z","suite":"S","pathExtension":"png""#
        for (path, text) in [("Package.swift", "// swift-tools-version:6.0\n"), (".git/HEAD", "ref: refs/heads/main\n"),
                             ("Sources/App/main.swift", "print(1)\n"), ("index.html", "<p>mine</p>\n"),
                             ("Snapshots/S/b.png", "b"),
                             (".artifacts/snapshots/results-r-1.jsonl",
                              "{\(common),\"sequence\":1,\"name\":\"b\",\"status\":\"matched\",\"reference\":\"Snapshots/S/b.png\"}\n")] {
            try SnapshotsCommandTests.write(text, path, in: root)
        }
        return root
    }

    /// Every file under `folder` with its bytes.
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    /// Runs `bezel arguments` in `folder`, with `environment` over the
    /// process's own less `CI` and `BEZEL_*` when given; a crash (a signal) is an error of its own.
    static func bezel(_ arguments: [String], in folder: URL, environment: [String: String]? = nil) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let process = Process()
        process.executableURL = bezel
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "CI" && !$0.key.hasPrefix("BEZEL_") }
                .merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errData = ReadAll(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw Killed(description: "bezel \(arguments.joined(separator: " ")) was killed by signal \(process.terminationStatus)")
        }
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData.wait(), as: UTF8.self))
    }

    struct Killed: Error, CustomStringConvertible {
        let description: String
    }

    static let script = FileCommandTests.packageRoot.appendingPathComponent("Examples/scripts/bezel-button-toggle.yaml").path

    /// The commands that write an output folder, with the option's value last.
    static let commands: [[String]] = [
        ["replay", script, "-o"],
        ["preview", "--format", "none", "-o"],
        ["snapshots", "report", "-o"],
    ]

    @Test(arguments: commands)
    func foldersHoldingWorkAreRefusedAndUntouched(command: [String]) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let before = Self.tree(project)
        for given in ["", ".", "/", NSHomeDirectory(), project.path, "Sources", "..", "Sources/.."] {
            let result = try Self.bezel(command + [given], in: project)
            #expect(result.status == 2, "\(command[0]) -o \(given.debugDescription): \(result.stderr)")
            #expect(result.stderr.contains("cannot use it as the output folder"), "\(result.stderr)")
        }
        #expect(Self.tree(project) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path).sorted()
                == [".artifacts", ".git", "Package.swift", "Snapshots", "Sources", "index.html"])
    }

    @Test(arguments: commands)
    func aLinkAndAnUnmarkedFolderAreRefused(command: [String]) throws {
        let project = try Self.project(), outside = try FileCommandTests.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("out").path, withDestinationPath: outside.path)
        let linked = try Self.bezel(command + ["out"], in: project)
        #expect(linked.status == 2 && linked.stderr.contains("it is a link"), "\(linked.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        try SnapshotsCommandTests.write("mine", "notes/todo.txt", in: project)
        let unmarked = try Self.bezel(command + ["notes"], in: project)
        #expect(unmarked.status == 2 && unmarked.stderr.contains("todo.txt"), "\(unmarked.stderr)")
        #expect(Self.tree(project.appendingPathComponent("notes")) == ["todo.txt": Data("mine".utf8)])
    }

    @Test(arguments: commands)
    func itsOwnEarlierOutputIsReplacedButNotWithAUsersFileInIt(command: [String]) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let first = try Self.bezel(command + ["out"], in: project)
        #expect(first.status == 0, "\(first.stderr)")
        let mark = try String(contentsOf: project.appendingPathComponent("out/.bezel-output"), encoding: .utf8)
        #expect(mark.hasPrefix("bezel-output 1 bezel \(command.prefix { !$0.hasPrefix("-") && !$0.hasPrefix("/") }.joined(separator: " "))\n"))
        let second = try Self.bezel(command + ["out"], in: project)
        #expect(second.status == 0, "\(second.stderr)")
        try SnapshotsCommandTests.write("mine", "out/mine.txt", in: project)
        let third = try Self.bezel(command + ["out"], in: project)
        #expect(third.status == 2 && third.stderr.contains("mine.txt"), "\(third.stderr)")
        #expect(FileManager.default.contents(atPath: project.appendingPathComponent("out/mine.txt").path) == Data("mine".utf8))
        // One command's folder is not another's.
        let other = command[0] == "replay" ? Self.commands[1] : Self.commands[0]
        try FileManager.default.removeItem(at: project.appendingPathComponent("out/mine.txt"))
        let crossed = try Self.bezel(other + ["out"], in: project)
        #expect(crossed.status == 2 && crossed.stderr.contains("holds the output of `bezel \(command[0])"), "\(crossed.stderr)")
    }

    @Test func junitReplacesOnlyAJUnitFile() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        for target in ["Package.swift", "index.html", "", "Sources"] {
            let result = try Self.bezel(["snapshots", "report", "-o", "out", "--junit", target], in: project)
            #expect(result.status == 2 && result.stderr.contains("--junit"), "\(target): \(result.stderr)")
        }
        #expect(try String(contentsOf: project.appendingPathComponent("Package.swift"), encoding: .utf8) == "// swift-tools-version:6.0\n")
        for _ in 1...2 {
            let written = try Self.bezel(["snapshots", "report", "-o", "out", "--junit", "ci/junit.xml"], in: project)
            #expect(written.status == 0, "\(written.stderr)")
        }
        #expect(try String(contentsOf: project.appendingPathComponent("ci/junit.xml"), encoding: .utf8).contains("<testsuites"))
        // Inside the report's own folder (as the README's CI job writes it), again and again.
        for _ in 1...2 {
            let inside = try Self.bezel(["snapshots", "report", "-o", "out", "--junit", "out/junit.xml"], in: project)
            #expect(inside.status == 0, "\(inside.stderr)")
        }
        #expect(try String(contentsOf: project.appendingPathComponent("out/.bezel-output"), encoding: .utf8).contains("\njunit.xml\n"))
    }

    @Test func renderAndTextReplaceOnlyAFileOfTheirOwnKind() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let scene = FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes/timer.yaml").path
        try SnapshotsCommandTests.write("my notes", "notes.png", in: project)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("linked.png").path,
                                                   withDestinationPath: project.appendingPathComponent("Sources/App/main.swift").path)
        for arguments in [["render", scene, "-o", "notes.png"], ["render", scene, "-o", "linked.png"], ["text", "hi", "-o", "notes.png"],
                          ["render", scene, "-o", "Sources"], ["text", "hi", "-o", "linked.png"]] {
            let result = try Self.bezel(arguments, in: project)
            #expect(result.status != 0, "\(arguments): \(result.stderr)")
        }
        #expect(try String(contentsOf: project.appendingPathComponent("notes.png"), encoding: .utf8) == "my notes")
        #expect(try String(contentsOf: project.appendingPathComponent("Sources/App/main.swift"), encoding: .utf8) == "print(1)\n")
        for file in ["t.png", "t.pdf", "t.svg"] {
            for _ in 1...2 {
                let result = try Self.bezel(["render", scene, "-o", file], in: project)
                #expect(result.status == 0, "\(file): \(result.stderr)")
            }
        }
    }

    /// Issue 37, item 7: a refused write leaves no folder it made, and a
    /// file error is a sentence naming the path, never a type's dump.
    @Test func aRefusedWriteLeavesNoFolderItMade() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let before = Self.tree(project)
        let scene = FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes/timer.yaml").path
        let deep = (0..<400).map { _ in "folder-name" }.joined(separator: "/")
        for target in ["newA/newB/a\u{01}b.png", "\(deep)/a.png", "newC/\(String(repeating: "x", count: 300))/a.png"] {
            let result = try Self.bezel(["render", scene, "-o", target], in: project)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(!result.stderr.contains("Domain="), "\(result.stderr)")
        }
        for target in ["\(deep)/out", "newD/\(String(repeating: "x", count: 300))/out"] {
            let result = try Self.bezel(["replay", Self.script, "-o", target], in: project)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("bezel: "), "\(result.stderr)")
            #expect(!result.stderr.contains("Domain="), "\(result.stderr)")
        }
        #expect(Self.tree(project) == before)
        let entries = try FileManager.default.contentsOfDirectory(atPath: project.path)
        #expect(!entries.contains { $0.hasPrefix("new") || $0.hasPrefix("folder-name") }, "\(entries)")
    }
}
