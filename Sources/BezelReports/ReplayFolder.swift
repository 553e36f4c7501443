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
/// `.NAME.tmp-PID-…` (an ``OutputStaging``), moved into place by
/// ``finish(_:script:)``. Every file is written through the staging
/// folder's descriptor and every folder is moved and removed through the
/// parent's, which the claim opened (see ``OutputFolder``): a folder
/// exchanged for a link while the replay runs cannot make it write or
/// remove anything elsewhere. The staging folder is removed when the run
/// fails; when the process ends first, by the ``StagingGuard`` the caller
/// gives (the `bezel` command's removes it on SIGINT, SIGTERM and SIGHUP,
/// and after SIGKILL by a watchdog process); and, should that fail too, by
/// the next replay into the same parent folder (the PID in the name tells a
/// live run's folder from a dead one's: ``TemporaryName/isAbandoned(_:)``).
public final class ReplayFolder: ScriptRunRecorder {
    /// The command whose output folders these are (the mark names it).
    public static let command = "bezel replay"

    /// The folder the replay is written to.
    public let target: URL
    private let output: OutputFolder
    /// The staging folder, by descriptor.
    private let stagingFolder: OutputStaging
    /// The staging folder's path, until ``finish(_:script:)`` (for messages and guards; nothing is written through it).
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
    /// - Throws: `SafeFileError` when the folder is not one a replay may replace, or the staging folder cannot be made.
    public convenience init(target path: String, guardedBy stagingGuard: StagingGuard? = nil) throws {
        try self.init(output: OutputFolder.claim(path, command: Self.command), guardedBy: stagingGuard)
    }

    /// Creates the staging folder for `output` (after removing those that
    /// killed runs left for the same target: see ``OutputFolder/stage()``).
    ///
    /// - Parameter stagingGuard: removes the staging folder should the
    ///   process end before ``finish(_:script:)`` or ``discard()``; with
    ///   none, a folder left by a killed process waits for the next replay's sweep.
    /// - Throws: `SafeFileError` when the staging folder or its files cannot be made.
    public init(output: OutputFolder, guardedBy stagingGuard: StagingGuard? = nil) throws {
        self.output = output
        self.stagingGuard = stagingGuard
        target = URL(fileURLWithPath: output.path)
        let stagingFolder = try output.stage()
        self.stagingFolder = stagingFolder
        staging = URL(fileURLWithPath: stagingFolder.path)
        stagingGuard?.guardFolder(staging)
        do {
            traceText = try BufferedFile(in: stagingFolder.folder, RelativePath("trace.txt"))
            traceJSON = try BufferedFile(in: stagingFolder.folder, RelativePath("trace.jsonl"))
        } catch {
            stagingFolder.discard()
            stagingGuard?.release(staging)
            throw error
        }
    }

    deinit { discard() }

    // MARK: ScriptRunRecorder

    /// Writes each event: the trace as text and JSON lines, snapshot frames and
    /// accessibility snapshots as files, run frames into the animation.
    public func record(_ event: ScriptRunEvent) throws {
        switch event {
        case let .began(framesAreOpaque):
            animation = try AnimatedPNGWriter(in: stagingFolder.folder, file: RelativePath(ScriptReport.animationFileName),
                                              opaque: framesAreOpaque)
        case let .trace(entry): try record(entry)
        case let .snapshot(snapshot, image, _): try write(try image.pngData(), to: snapshot.fileName)
        case let .accessibilitySnapshot(snapshot, text, image):
            if let text { try write(Data(text.utf8), to: snapshot.accessibilityFileName(.text)) }
            if let image { try write(try image.pngData(), to: snapshot.accessibilityFileName(.image)) }
        case let .frame(frame, _, changed): try animation?.append(frame, duration: Self.frameDuration, changedWithin: changed)
        case .accessibilityFindings: break
        }
    }

    private func record(_ entry: TraceEntry) throws {
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

    /// Writes `data` as `name` in the staging folder, by its descriptor.
    private func write(_ data: Data, to name: String) throws {
        try stagingFolder.folder.write(data, to: RelativePath(name))
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
            try write(Data(page.utf8), to: "report.html")
            try output.replace(with: stagingFolder)
            stagingGuard?.release(staging)
        } catch {
            discard()
            throw error
        }
    }

    /// Removes the staging folder and everything in it (by descriptor; nothing once moved into place).
    public func discard() {
        animation = nil
        stagingFolder.discard()
        stagingGuard?.release(staging)
    }
}

/// A file written through a 64 KB buffer.
struct BufferedFile {
    private let handle: FileHandle
    private let path: String
    /// Bytes not yet written (an array: appending a string's UTF-8 to it is a copy, to `Data` a slower generic append).
    private var buffer: [UInt8] = []

    /// Creates the new file `name` in `folder`, by the folder's descriptor.
    init(in folder: ContainedFolder, _ name: RelativePath) throws {
        path = folder.absolute(name)
        handle = try folder.createFile(name)
    }

    mutating func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    mutating func close(finalText: String) throws {
        try write(finalText)
        try flush()
        do { try handle.close() } catch {
            throw GraphicsError.fileError(path: path, reason: "cannot write the file (\(FileErrorReason.describe(error)))")
        }
    }

    private mutating func flush() throws {
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw GraphicsError.fileError(path: path, reason: "cannot write the file (\(FileErrorReason.describe(error)))")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
