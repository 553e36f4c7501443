import BezelGraphics
import Foundation
import Testing
@testable import Bezel
import BezelGallery

/// Every C object has one owner that frees it: thousands of renders (surfaces,
/// canvases, shadows, images, grayscale copies, text layouts, PNG encoding
/// and decoding) leave the resident memory where it was after warming up.
@Suite(.serialized) struct MemoryTests {
    /// Resident set size in bytes, from /proc/self/statm.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// One render of a small screen, made fresh each time.
    static func renderOnce(_ i: Int, glyph: Image) throws -> Int {
        let root = View(frame: Rect(x: 0, y: 0, width: 96, height: 96))
        root.backgroundColor = .white
        let button = BezelButton(frame: Rect(x: 4, y: 4, width: 64, height: 64), image: glyph,
                                 mode: .toggle, recessed: i % 2 == 0)
        button.isEnabled = i % 3 != 0
        button.isPushed = i % 5 == 0
        root.addSubview(button)
        root.addSubview(Label("render \(i)", frame: Rect(x: 4, y: 72, width: 90, height: 20), font: .system(size: 11)))
        let image = try root.renderImage(scale: 1)
        let png = try image.pngData()
        let decoded = try Image(pngData: png)
        return decoded.pixelWidth + (try Image(width: 2, height: 1, premultipliedARGB: [0, 0]).grayscale().pixelWidth)
    }

    /// Whether AddressSanitizer's runtime is in the process: its quarantine
    /// holds freed memory back, so resident memory grows whatever the code
    /// does (scripts/check-sanitizers leak checks leaks there instead).
    static let underAddressSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// Resident memory is process-wide and other suites run in parallel, so
    /// one reading is noisy. A leak grows memory in every stretch of renders;
    /// the other suites' growth stops when they finish. So: 1,000 renders to
    /// warm up, then stretches of 2,000 until one grows under 2 MiB (a leak
    /// of 1 KiB a render fails it), at most ten stretches.
    @Test(.disabled(if: underAddressSanitizer, "AddressSanitizer's quarantine keeps freed memory resident"))
    func rendersLeaveMemoryFlat() throws {
        let glyph = try SampleGlyph.play(scale: 1)
        var sink = 0
        for i in 0..<1_000 { sink += try Self.renderOnce(i, glyph: glyph) }
        var growths: [Int] = []
        for stretch in 0..<10 {
            let before = try #require(Self.residentBytes())
            for i in 0..<2_000 { sink += try Self.renderOnce(1_000 + stretch * 2_000 + i, glyph: glyph) }
            let growth = try #require(Self.residentBytes()) - before
            growths.append(growth)
            if growth < 2 << 20 { break }
        }
        #expect(sink > 0)
        // A leak of one 96×96 surface per render would be 74 MB a stretch.
        #expect((growths.last ?? .max) < 2 << 20, "resident memory grew in every stretch: \(growths.map { $0 / 1024 }) KiB")
    }
}
