import BezelGraphics
import Foundation

/// Feeds the bytes to `Image(jpegData:)` (signature sniff, TurboJPEG header
/// check, size limit, decode into a Cairo surface). A decoded image must
/// be opaque, as documented.
///
/// Findings: any crash, trap, sanitizer report, hang or huge allocation,
/// and a decoded image with a pixel that is not opaque. Thrown
/// `GraphicsError`s are the expected answer to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let image: Image
    do { image = try Image(jpegData: Data(bytes: data, count: size)) } catch { return refused(error) }
    say("decoded \(image.pixelWidth)x\(image.pixelHeight)")
    let opaque = image.withUnsafeRows { row in
        (0..<image.pixelHeight).allSatisfy { row($0).allSatisfy { $0 >> 24 == 0xFF } }
    }
    if !opaque { fatalError("a decoded \(image.pixelWidth)x\(image.pixelHeight) JPEG has a pixel that is not opaque") }
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
