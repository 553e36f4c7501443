import BezelGraphics
import Foundation

/// Feeds the APNG encoder's input path. From the bytes: a frame count
/// (1…8), a pixel size (1…64 a side), a flag that gives the last frame
/// another size, the delay (the next 8 bytes as a `Double`'s bit pattern, so
/// NaN, ±infinity, negative, subnormal and huge delays all occur) and the
/// pixels (the remaining bytes, repeated; every colour clamped to its alpha
/// so that each word is valid premultiplied ARGB). The frames go to
/// `AnimatedPNG.encode(_:delay:)`; its output must pass `PNGChunks` (every
/// CRC and length) and decode with `Image(pngData:)` to exactly the first
/// frame's pixels.
///
/// Findings: any crash, trap, sanitizer report, hang or huge allocation; an
/// error for frames of one size; no error for frames of two sizes; output
/// that `PNGChunks` or `Image(pngData:)` refuses; a first frame whose
/// pixels do not round-trip (the traps say which).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard bytes.count >= 12 else { return 0 }
    let frameCount = 1 + Int(bytes[0] % 8)
    let width = 1 + Int(bytes[1] % 64), height = 1 + Int(bytes[2] % 64)
    let mixedSizes = frameCount > 1 && bytes[3] & 0x80 != 0
    let delay = Double(bitPattern: bytes[4..<12].reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    let pixelBytes = bytes.count > 12 ? Array(bytes[12...]) : [0xFF]
    var cursor = 0
    func nextByte() -> UInt32 {
        defer { cursor = (cursor + 1) % pixelBytes.count }
        return UInt32(pixelBytes[cursor])
    }
    func frame(width: Int, height: Int) -> Image? {
        let words = (0..<(width * height)).map { _ -> UInt32 in
            let a = nextByte(), r = min(nextByte(), a), g = min(nextByte(), a), b = min(nextByte(), a)
            return a << 24 | r << 16 | g << 8 | b
        }
        return try? Image(width: width, height: height, premultipliedARGB: words)
    }
    var frames: [Image] = []
    for index in 0..<frameCount {
        let last = index == frameCount - 1
        guard let image = frame(width: mixedSizes && last ? width % 64 + 1 : width, height: height) else {
            fatalError("Image(width:height:premultipliedARGB:) refused a valid \(width)x\(height) pixel buffer")
        }
        frames.append(image)
    }
    let encoded: Data
    do {
        encoded = try AnimatedPNG.encode(frames, delay: delay)
    } catch {
        if mixedSizes { return refused(error) }
        fatalError("AnimatedPNG.encode threw for \(frameCount) frames of \(width)x\(height), delay \(delay): \(error)")
    }
    if mixedSizes { fatalError("AnimatedPNG.encode accepted frames of two pixel sizes") }
    do { _ = try PNGChunks(encoded) } catch {
        fatalError("PNGChunks refuses AnimatedPNG's output (\(frameCount) frames, delay \(delay)): \(error)")
    }
    let decoded: Image
    do { decoded = try Image(pngData: encoded) } catch {
        fatalError("Image(pngData:) refuses AnimatedPNG's output (\(frameCount) frames, delay \(delay)): \(error)")
    }
    say("\(frameCount) frames of \(width)x\(height), delay \(delay): \(encoded.count) bytes, round trip checked")
    guard decoded.pixelWidth == width, decoded.pixelHeight == height,
          decoded.premultipliedARGB() == frames[0].premultipliedARGB() else {
        fatalError("round trip: the APNG's first frame (\(width)x\(height), \(frameCount) frames) decodes to other pixels")
    }
    return 0
}

/// `FUZZ_VERBOSE=1 FuzzX FILE` prints why each input was refused (for triage).
let verbose = getenv("FUZZ_VERBOSE") != nil
func say(_ line: @autoclosure () -> String) {
    if verbose { FileHandle.standardError.write(Data((line() + "\n").utf8)) }
}
func refused(_ error: any Error) -> CInt {
    say("refused: \(error)")
    return 0
}

/// libFuzzer's driver; `main` hands it the command line and ``fuzz(_:_:)``.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable target's `main` to this entry point (it
/// renames every executable's `main`), so libFuzzer's own `main` is not used.
@main enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) })
    }
}
