import Foundation
import Testing

/// Long replays: the output is written as the script runs (frames merged
/// when nothing drew), and a run that is interrupted, terminated or killed
/// leaves no staging folder behind (a run killed with its watchdog leaves
/// one that the next replay removes).
@Suite struct ReplayLongRunTests {
    /// A script of `taps` taps on the timer screen's switch, then `waits` waits that draw nothing.
    static func script(in folder: URL, taps: Int, waits: Int = 0) throws -> URL {
        let scene = FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes/timer.yaml").path
        let steps = String(repeating: "  - tap: \"#alarm\"\n", count: taps) + String(repeating: "  - wait: 0\n", count: waits)
        let url = folder.appendingPathComponent("long.yaml")
        try "scene: \(scene)\nsteps:\n\(steps)".write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func framesThatDrawNothingMergeIntoTheFrameBefore() throws {
        let bezel = try ReplayCommandTests.bezel()
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try Self.script(in: folder, taps: 4, waits: 6)
        let out = folder.appendingPathComponent("out")
        let result = try FontIsolationTests.run(bezel, ["replay", script.path, "-o", out.path], environment: nil)
        #expect(result.status == 0, "\(result.stderr)")
        let animation = try Data(contentsOf: out.appendingPathComponent("run.png"))
        // 11 frames (before the first step and after each of 10): the start,
        // 4 taps that each flip the switch, and 6 waits that draw nothing,
        // which lengthen the last tap's frame.
        let chunks = PNGChunkList(animation)
        #expect(chunks.frameCount == 5)
        #expect(chunks.delays == [600, 600, 600, 600, 4200])
        #expect(try String(contentsOf: out.appendingPathComponent("trace.txt"), encoding: .utf8).hasSuffix("wait 0\n"))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aTerminatedRunLeavesNoStagingFolder(signal: Int32) throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.replayKilledMidRun(by: signal, in: folder) == 128 + signal)
        #expect(try Self.entries(of: folder) == ["long.yaml"])
    }

    @Test func aKilledRunLeavesNoStagingFolder() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.replayKilledMidRun(by: SIGKILL, in: folder)
        // The watchdog the run started removes the folder once the run is gone.
        var entries = try Self.entries(of: folder)
        for _ in 0..<100 where entries != ["long.yaml"] {
            Thread.sleep(forTimeInterval: 0.05)
            entries = try Self.entries(of: folder)
        }
        #expect(entries == ["long.yaml"])
    }

    @Test func aStagingFolderOfADeadRunIsRemovedByTheNextReplay() throws {
        let bezel = try ReplayCommandTests.bezel()
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A run killed together with its watchdog: a process that has ended left its folder.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let abandoned = folder.appendingPathComponent(".out.tmp-\(ended.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: abandoned.appendingPathComponent("inside"), withIntermediateDirectories: true)
        // Not removed: another target's folder, and a live process's (this one's).
        let other = folder.appendingPathComponent(".other.tmp-\(ended.processIdentifier)-\(UUID().uuidString)")
        let live = folder.appendingPathComponent(".out.tmp-\(getpid())-\(UUID().uuidString)")
        for kept in [other, live] { try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true) }

        let short = try Self.script(in: folder, taps: 1)
        let result = try FontIsolationTests.run(bezel, ["replay", short.path, "-o", folder.appendingPathComponent("out").path],
                                                environment: nil)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.entries(of: folder) == [other.lastPathComponent, live.lastPathComponent, "long.yaml", "out"].sorted())
    }

    // MARK: Helpers

    /// Starts a replay of 100,000 taps into `folder/out`, sends `signal` once
    /// it is well into the run, and returns its exit status.
    static func replayKilledMidRun(by signal: Int32, in folder: URL) throws -> Int32 {
        let bezel = try ReplayCommandTests.bezel()
        let script = try Self.script(in: folder, taps: 100_000)
        let process = try Self.startReplay(bezel, script: script, output: folder.appendingPathComponent("out"))
        try Self.waitForStagingFolder(in: folder, of: process)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func startReplay(_ bezel: URL, script: URL, output: URL) throws -> Process {
        let process = Process()
        process.executableURL = bezel
        process.arguments = ["replay", script.path, "-o", output.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits until the run has a staging folder with a frame written in it.
    static func waitForStagingFolder(in folder: URL, of process: Process) throws {
        let prefix = ".out.tmp-\(process.processIdentifier)-"
        for _ in 0..<600 {
            if let staging = try entries(of: folder).first(where: { $0.hasPrefix(prefix) }),
               (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(staging).path))?
                .contains(where: { $0.hasPrefix(".run.png.tmp-") }) == true {
                Thread.sleep(forTimeInterval: 0.2)   // well into the run
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("no staging folder appeared")
    }

    static func entries(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}

/// The animation chunks of an APNG file: how many frames, and each frame's delay in milliseconds.
struct PNGChunkList {
    var frameCount = 0
    var delays: [Int] = []

    init(_ data: Data) {
        let bytes = [UInt8](data)
        var offset = 8
        func be32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 12 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            if type == "acTL" { frameCount = be32(body) }
            if type == "fcTL" {
                let numerator = Int(bytes[body + 20]) << 8 | Int(bytes[body + 21])
                let denominator = Int(bytes[body + 22]) << 8 | Int(bytes[body + 23])
                delays.append(numerator * 1000 / max(1, denominator))
            }
            offset += 12 + length
        }
    }
}
