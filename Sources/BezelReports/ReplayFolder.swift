import BezelFiles
import BezelGraphics
import BezelReplay
import BezelSafeFiles
import Foundation

/// The output folder of `bezel replay`, written as the script runs: the
/// trace files grow entry by entry, each snapshot is written when taken and
/// the whole run goes frame by frame into an ``AnimatedPNGWriter``, so that
/// memory stays bounded however many steps run.
///
/// The target is an ``OutputFolder`` of `bezel replay`: new, empty, or an
/// earlier replay's (its `.bezel-output` mark lists every file, and it
/// holds nothing else); anything else is refused before the run.
///
/// Everything goes into a hidden staging folder beside the target,
/// `.NAME.tmp-PID-UUID`, moved into place by ``finish(_:script:)``. It is
/// removed when the run fails; when the process ends first, by the
/// ``StagingGuard`` the caller gives (the `bezel` command's removes it on
/// SIGINT, SIGTERM and SIGHUP, and after SIGKILL by a watchdog process);
/// and, should that fail too, by the next replay into the same parent
/// folder (the PID in the name tells a live run's folder from a dead one's).
public final class ReplayFolder: ScriptRunRecorder {
    /// The command whose output folders these are (the mark names it).
    public static let command = "bezel replay"

    /// The folder the replay is written to.
    public let target: URL
    private let output: OutputFolder
    /// The staging folder, until ``finish(_:script:)``.
    public let staging: URL
    private var traceText: BufferedFile
    private var traceJSON: BufferedFile
    private var animation: AnimatedPNGWriter?
    /// The trace's first lines, for the report page.
    private var traceHead: [String] = []
    private var traceLineCount = 0
    private let stagingGuard: StagingGuard?

    /// The interval each frame of `run.png` is shown for.
    public static let frameDuration = 0.6

    /// Checks that `path` may be written (see ``OutputFolder/claim(_:command:option:)``),
    /// then creates the staging folder for it, guarded by `stagingGuard`.
    ///
    /// - Throws: `SafeFileError` when the folder is not one a replay may replace.
    public convenience init(target path: String, guardedBy stagingGuard: StagingGuard? = nil) throws {
        try self.init(output: OutputFolder.claim(path, command: Self.command), guardedBy: stagingGuard)
    }

    /// Creates the staging folder for `output` (after removing those that
    /// killed runs left for the same target).
    ///
    /// - Parameter stagingGuard: removes the staging folder should the
    ///   process end before ``finish(_:script:)`` or ``discard()``; with
    ///   none, a folder left by a killed process waits for the next replay's sweep.
    public init(output: OutputFolder, guardedBy stagingGuard: StagingGuard? = nil) throws {
        let manager = FileManager.default
        self.output = output
        self.stagingGuard = stagingGuard
        target = URL(fileURLWithPath: output.path)
        let parent = target.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        Self.removeAbandonedStagingFolders(for: target)
        staging = parent.appendingPathComponent(Self.stagingPrefix(for: target) + "\(getpid())-\(UUID().uuidString)")
        try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        stagingGuard?.guardFolder(staging)
        do {
            traceText = try BufferedFile(staging.appendingPathComponent("trace.txt").path)
            traceJSON = try BufferedFile(staging.appendingPathComponent("trace.jsonl").path)
        } catch {
            try? manager.removeItem(at: staging)
            stagingGuard?.release(staging)
            throw error
        }
    }

    deinit {
        if FileManager.default.fileExists(atPath: staging.path) { discard() }
    }

    // MARK: ScriptRunRecorder

    public func beginRun(framesAreOpaque: Bool) throws {
        animation = try AnimatedPNGWriter(path: staging.appendingPathComponent(ScriptReport.animationFileName).path,
                                          opaque: framesAreOpaque)
    }

    public func record(_ entry: TraceEntry) throws {
        let line = entry.text
        if traceLineCount > 0 {
            try traceText.write("\n")
            try traceJSON.write("\n")
        }
        try traceText.write(line)
        try traceJSON.write(try entry.jsonLine(text: line))
        if traceHead.count < ScriptReport.traceLinesShown { traceHead.append(line) }
        traceLineCount += 1
    }

    public func record(_ snapshot: ScriptResult.Snapshot, accessibilityText: String?, accessibilityImage: Image?) throws {
        if let accessibilityText {
            try writeFileAtomically(Data(accessibilityText.utf8), to: staging.appendingPathComponent(snapshot.accessibilityFileName(.text)).path)
        }
        try accessibilityImage?.writePNG(to: staging.appendingPathComponent(snapshot.accessibilityFileName(.image)).path)
    }

    public func record(_ snapshot: ScriptResult.Snapshot, image: Image) throws {
        try image.writePNG(to: staging.appendingPathComponent(snapshot.fileName).path)
    }

    public func recordFrame(_ frame: Image, afterStep step: Int) throws {
        try recordFrame(frame, afterStep: step, changedWithin: nil)
    }

    public func recordFrame(_ frame: Image, afterStep step: Int, changedWithin changed: [PixelRegion]?) throws {
        try animation?.append(frame, duration: Self.frameDuration, changedWithin: changed)
    }

    // MARK: Finishing

    /// Writes the report, closes every file, marks the folder as a replay's
    /// (listing every file) and moves it into place (replacing an earlier
    /// replay's folder, whose files are then removed).
    public func finish(_ result: ScriptResult, script: Script) throws {
        do {
            try traceText.close(finalText: "\n")
            try traceJSON.close(finalText: "\n")
            if result.runFrameCount > 1 {
                try animation?.finish()
            }
            animation = nil   // a single frame: no animation file (the writer removes its temporary file)
            let page = ScriptReport.html(result, script: script, traceLines: traceHead, traceLineCount: traceLineCount)
            try Data(page.utf8).write(to: staging.appendingPathComponent("report.html"))
            try output.markStaging(staging.path)
            try output.replace(withStaging: staging.path)
            stagingGuard?.release(staging)
        } catch {
            discard()
            throw error
        }
    }

    /// Removes the staging folder and everything in it.
    public func discard() {
        animation = nil
        try? FileManager.default.removeItem(at: staging)
        stagingGuard?.release(staging)
    }

    // MARK: Staging folders

    private static func stagingPrefix(for target: URL) -> String {
        ".\(target.lastPathComponent).tmp-"
    }

    /// Removes `.NAME.tmp-PID-UUID` folders beside `target` whose process is gone.
    static func removeAbandonedStagingFolders(for target: URL) {
        let parent = target.deletingLastPathComponent()
        let prefix = stagingPrefix(for: target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                  UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }
}

/// A file written through a 64 KB buffer.
struct BufferedFile {
    private let handle: FileHandle
    private let path: String
    /// Bytes not yet written (an array: appending a string's UTF-8 to it is a copy, to `Data` a slower generic append).
    private var buffer: [UInt8] = []

    init(_ path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw GraphicsError.fileError(path: path, reason: "cannot create the file")
        }
        self.path = path
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }

    mutating func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    mutating func close(finalText: String) throws {
        try write(finalText)
        try flush()
        try handle.close()
    }

    private mutating func flush() throws {
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw GraphicsError.fileError(path: path, reason: "cannot write the file (\(error.localizedDescription))")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
