import CPNGRows
import BezelSafeFiles
import Foundation

/// Writes an animated PNG (APNG) frame by frame, so that an animation of any
/// length takes the memory of two frames.
///
/// ```swift
/// let writer = try AnimatedPNGWriter(path: "run.png", opaque: true)
/// for frame in frames { try writer.append(frame, duration: 0.6) }
/// try writer.finish()   // the file appears at `path` only now
/// ```
///
/// What it stores:
/// - the first frame whole, as the default image (`IDAT`), so viewers
///   without APNG support show it as a still picture;
/// - each later frame as the smallest rectangle holding every pixel that
///   changed since the frame before (`fcTL` with an offset, `fdAT`; dispose
///   none, blend source), which a tap on one control makes a few hundred
///   bytes instead of a whole frame;
/// - a frame equal to the one before as a longer duration of that one
///   (nothing new is stored).
///
/// A changed part whose pixels were stored lately (a switch toggled back, a
/// button pressed again) reuses that part's compressed data, which is what
/// compressing it again would give: see `RecentFrameParts`.
///
/// Pixels are compressed by ``PNGEncoder/standard``: RGB for an `opaque`
/// animation, else RGBA with straight alpha (APNG has one header for every
/// frame, so this is decided before the first frame).
///
/// The file is written under a temporary name beside `path` and renamed
/// into place by ``finish()``; a writer released without `finish()` (an
/// error, a cancelled run) removes it. Only the frame before the newest,
/// one frame's compressed data and the recent parts (at most 8 MB) are held in memory.
///
/// See also: ``AnimatedPNG/encode(_:delay:)`` for frames already in memory.
public final class AnimatedPNGWriter {
    /// Where the finished animation goes.
    public let path: String
    /// Whether frames are stored as RGB (every pixel opaque) or RGBA.
    public let isOpaque: Bool
    /// Frames appended so far (equal neighbours counted once each).
    public private(set) var appendedFrameCount = 0
    /// Frames stored in the file so far: equal neighbours merged into one.
    public private(set) var storedFrameCount = 0

    private var output: Output
    private var previous: Image?
    /// The newest stored frame, waiting for its duration to be known.
    private var pending: (region: PixelRegion, compressed: Data, duration: Double)?
    private var sequence: UInt32 = 0
    private var finished = false
    /// Chunks for the file not yet written to it: they are gathered up to
    /// ``fileBufferSize`` bytes and written at once (two chunks a frame
    /// each written alone cost a system call each).
    private var unwritten = Data()
    private static let fileBufferSize = 1 << 16
    /// Parts compressed lately, reused when the same pixels come back.
    private var recentParts = RecentFrameParts()
    /// How many stored frames reused the compressed data of an earlier one with the same pixels.
    var reusedPartCount: Int { recentParts.reuseCount }

    /// Whether ``append(_:duration:changedWithin:)`` compares whole frames
    /// too and throws when a pixel changed outside the regions it was told;
    /// ``IncrementalChecks/areOnByDefault`` at first.
    public var checksChangedRegions = IncrementalChecks.areOnByDefault

    /// Starts an animation that will be written to `path`.
    ///
    /// - Parameter opaque: whether every frame is opaque (stored as RGB);
    ///   appending a frame with a transparent pixel then throws.
    /// - Throws: ``GraphicsError/fileError(path:reason:)`` when the
    ///   temporary file beside `path` cannot be created.
    public convenience init(path: String, opaque: Bool) throws {
        self.init(output: try .file(TemporaryFile(beside: path)), path: path, opaque: opaque)
    }

    /// Starts an animation that will be written to `file` in `folder`, by
    /// the folder's descriptor (a staging folder exchanged for a link while
    /// the animation is written cannot lead it elsewhere).
    ///
    /// - Throws: ``GraphicsError/fileError(path:reason:)`` when the temporary file cannot be created.
    public convenience init(in folder: ContainedFolder, file: RelativePath, opaque: Bool) throws {
        self.init(output: try .file(TemporaryFile(in: folder, for: file)), path: folder.absolute(file), opaque: opaque)
    }

    /// An animation kept in memory, for ``AnimatedPNG/encode(_:delay:)``.
    convenience init(inMemoryOpaque opaque: Bool) {
        self.init(output: .memory(Data()), path: "", opaque: opaque)
    }

    private init(output: Output, path: String, opaque: Bool) {
        self.output = output
        self.path = path
        self.isOpaque = opaque
    }

    deinit {
        if case let .file(file) = output, !finished { file.discard() }
    }

    /// Adds `frame`, shown for `duration` seconds (at least 1 ms; a
    /// non-finite duration reads as 0.5 s). A frame equal to the one before
    /// lengthens that one instead.
    ///
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` when the
    ///   frame's pixel size differs from the first frame's, or when it has a
    ///   transparent pixel in an opaque animation; a file error.
    public func append(_ frame: Image, duration: Double) throws {
        try append(frame, duration: duration, changedWithin: nil)
    }

    /// Adds `frame` as ``append(_:duration:)`` does, told where it may
    /// differ from the frame appended before it: the changed rectangle is
    /// then found by comparing `regions` alone (a window's damage since that
    /// frame, say: see `Window.changedRegion(from:to:)`), not whole frames.
    /// The file is the same byte for byte, as long as the regions hold
    /// every pixel that changed; with ``checksChangedRegions`` on, a changed
    /// pixel outside them throws. See ``PixelRegion/changed(from:to:within:checking:)``.
    ///
    /// - Parameters:
    ///   - frame: the frame, of the first frame's pixel size.
    ///   - duration: how long it shows, in seconds.
    ///   - regions: where `frame` may differ from the frame appended before
    ///     it, in pixels; nil when not known (the whole frame is compared).
    /// - Throws: as ``append(_:duration:)`` does, and
    ///   ``GraphicsError/invalidImageData(format:reason:)`` when checking
    ///   finds a changed pixel outside `regions`.
    public func append(_ frame: Image, duration: Double, changedWithin regions: [PixelRegion]?) throws {
        guard !finished else {
            throw GraphicsError.invalidImageData(format: "APNG", reason: "the animation is already finished")
        }
        let seconds = duration.isFinite ? max(0.001, duration) : 0.5
        guard let previous else {
            try checkOpacity(frame, in: nil)
            try write(PNGEncoder.signature)
            try writeChunk("IHDR", Self.header(frame, opaque: isOpaque))
            try writeChunk("acTL", Self.animationControl(frameCount: 0))   // the count is patched by finish()
            try store(frame, region: PixelRegion(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight), duration: seconds)
            self.previous = frame
            appendedFrameCount = 1
            return
        }
        guard frame.pixelWidth == previous.pixelWidth, frame.pixelHeight == previous.pixelHeight else {
            throw GraphicsError.invalidImageData(
                format: "APNG", reason: "every frame must have the first frame's pixel size "
                    + "(\(previous.pixelWidth)×\(previous.pixelHeight)), not \(frame.pixelWidth)×\(frame.pixelHeight)")
        }
        appendedFrameCount += 1
        let changed = frame === previous ? nil : try PixelRegion.changed(from: previous, to: frame, within: regions,
                                                                           checking: checksChangedRegions)
        guard let changed else {
            pending?.duration += seconds
            return
        }
        try checkOpacity(frame, in: changed)   // the rest is the previous frame's, checked already
        try flushPending()
        try store(frame, region: changed, duration: seconds)
        self.previous = frame
    }

    /// Writes the last frame and the frame count, and moves the file to ``path``.
    ///
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` when no
    ///   frame was appended; a file error.
    public func finish() throws {
        _ = try finishedData()
    }

    /// Finishes and returns the animation's bytes when kept in memory (nil for a file).
    func finishedData() throws -> Data? {
        guard !finished else { throw GraphicsError.invalidImageData(format: "APNG", reason: "the animation is already finished") }
        guard previous != nil else {
            throw GraphicsError.invalidImageData(format: "APNG", reason: "an animation needs at least one frame")
        }
        try flushPending()
        try writeChunk("IEND", Data())
        var control = Data()
        control.appendPNGChunk("acTL", Self.animationControl(frameCount: UInt32(storedFrameCount)))
        finished = true
        switch output {
        case var .memory(data):
            data.replaceSubrange(Self.animationControlOffset..<Self.animationControlOffset + control.count, with: control)
            output = .memory(Data())
            return data
        case let .file(file):
            try writeUnwritten(to: file)
            try file.overwrite(control, at: Self.animationControlOffset)
            try file.commit(to: path)
            return nil
        }
    }

    // MARK: Frames

    private func store(_ frame: Image, region: PixelRegion, duration: Double) throws {
        let compressed = try recentParts.compressed(frame, region: region, channels: isOpaque ? 3 : 4, encoder: .standard)
        pending = (region, compressed, duration)
    }

    /// Writes the pending frame's control and data, now that its duration is known.
    private func flushPending() throws {
        guard let frame = pending else { return }
        pending = nil
        var control = Data()
        control.appendBigEndian(sequence)
        control.appendBigEndian(UInt32(frame.region.width))
        control.appendBigEndian(UInt32(frame.region.height))
        control.appendBigEndian(UInt32(frame.region.x))
        control.appendBigEndian(UInt32(frame.region.y))
        let (numerator, denominator) = Self.delayFraction(frame.duration)
        control.append(contentsOf: [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF)])
        control.append(contentsOf: [0, 0])   // dispose none, blend source
        try writeChunk("fcTL", control)
        sequence += 1
        if storedFrameCount == 0 {
            try writeChunk("IDAT", frame.compressed)
        } else {
            var data = Data()
            data.appendBigEndian(sequence)
            data.append(frame.compressed)
            try writeChunk("fdAT", data)
            sequence += 1
        }
        storedFrameCount += 1
    }

    private func checkOpacity(_ frame: Image, in region: PixelRegion?) throws {
        if isOpaque && !PNGEncoder.isOpaque(frame, in: region) {
            throw GraphicsError.invalidImageData(
                format: "APNG", reason: "frame \(appendedFrameCount + 1) has transparent pixels in an animation started as opaque")
        }
    }

    // MARK: Chunks

    /// Where the `acTL` chunk starts: after the signature and `IHDR`.
    private static let animationControlOffset = 8 + 12 + 13

    /// `IHDR`: the frame's size, 8 bits a sample, RGB or RGBA, no interlacing.
    private static func header(_ frame: Image, opaque: Bool) -> Data {
        var header = Data()
        header.appendBigEndian(UInt32(frame.pixelWidth))
        header.appendBigEndian(UInt32(frame.pixelHeight))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        return header
    }

    private static func animationControl(frameCount: UInt32) -> Data {
        var data = Data()
        data.appendBigEndian(frameCount)
        data.appendBigEndian(0)   // loop forever
        return data
    }

    /// `seconds` as APNG's 16-bit numerator and denominator: milliseconds
    /// while they fit, then coarser units (a merged run of identical frames
    /// can last minutes), at most 65,535 s.
    static func delayFraction(_ seconds: Double) -> (UInt16, UInt16) {
        for denominator in [1000.0, 100, 10, 1] {
            let numerator = (seconds * denominator).rounded()
            if numerator <= 65_535 { return (UInt16(max(1, numerator)), UInt16(denominator)) }
        }
        return (65_535, 1)
    }

    private func writeChunk(_ type: String, _ data: Data) throws {
        var chunk = Data(capacity: data.count + 12)
        chunk.appendPNGChunk(type, data)
        try write(chunk)
    }

    private func write<Bytes: Sequence>(_ bytes: Bytes) throws where Bytes.Element == UInt8 {
        switch output {
        case var .memory(data):
            output = .memory(Data())   // keeps `data` uniquely referenced while it grows
            data.append(contentsOf: bytes)
            output = .memory(data)
        case let .file(file):
            unwritten.append(contentsOf: bytes)
            if unwritten.count >= Self.fileBufferSize { try writeUnwritten(to: file) }
        }
    }

    private func writeUnwritten(to file: TemporaryFile) throws {
        guard !unwritten.isEmpty else { return }
        try file.append(unwritten)
        unwritten.removeAll(keepingCapacity: true)
    }

    private enum Output {
        case memory(Data)
        case file(TemporaryFile)
    }
}
