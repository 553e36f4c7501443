import BezelGraphics
import Foundation
import FuzzSupport

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

@main enum FuzzMain {
    static func main() { runFuzzer { fuzz($0, $1) } }
}
