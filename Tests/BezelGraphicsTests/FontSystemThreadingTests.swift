import Foundation
import Testing
@testable import BezelGraphics

/// Text drawn from many threads with several font systems at once.
///
/// Cairo's FreeType back end keeps one `FT_Library` and one `FT_Face` per
/// font file for the whole process, whichever Pango font map asks, and keeps
/// at most 10 faces open: drawing text in more faces than that closes and
/// reopens faces all the time. Cairo 1.16 opens a face (`FT_New_Face`)
/// outside its own lock and may close a face another thread is loading a
/// glyph from, so two font systems with locks of their own crashed in
/// FreeType or Cairo (a test run crashed in `libfreetype.so` while
/// `lazyLoadingGivesTheSamePixelsAsLoadingEverything` ran beside other text
/// tests). This test crashed the process in well under a second before every
/// font system shared one lock.
@Suite struct FontSystemThreadingTests {
    @Test func severalFontSystemsDrawFromEightThreadsAtOnce() throws {
        // Every bundled font (24 faces), in four font systems and the shared one.
        let systems = (0..<4).map { _ in FontSystem.makeBundled(lazily: false) } + [FontSystem.shared]
        let samples = FontScriptsTests.samples
        let blank = Results()
        let group = DispatchGroup()
        for worker in 0..<8 {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                let system = systems[worker % systems.count]
                for i in 0..<24 {
                    let (language, text) = samples[(worker + i) % samples.count]
                    // A size used once: a new Cairo scaled font, whose glyphs FreeType loads again.
                    let size = 6 + Double((worker * 7919 + i * 104_729) % 10_000) / 1000
                    let layout = TextLayout(text, font: Font(size: size, weight: i % 2 == 0 ? .regular : .bold),
                                            style: TextStyle(language: language), fontSystem: system)
                    let drawn = (try? TextPixels.render(layout))?.premultipliedARGB().contains { $0 != 0xFFFF_FFFF } ?? false
                    if !drawn { blank.add("\(worker).\(i) \(language ?? "-") \(text) \(size)") }
                    if i % 8 == 7 {
                        // A PDF's fonts are written when it is finished, from the faces Cairo opens then.
                        if let document = try? VectorSurface(format: .pdf, size: Size(width: 300, height: 60)) {
                            layout.draw(in: document.canvas, at: Point(x: 4, y: 4), color: .black)
                            if (try? document.finish())?.isEmpty ?? true { blank.add("\(worker).\(i) PDF") }
                        }
                    }
                }
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        group.wait()
        #expect(blank.all.isEmpty, "drawn blank: \(blank.all)")
    }
}

/// Strings added from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
