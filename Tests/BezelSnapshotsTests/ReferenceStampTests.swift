import BezelGraphics
import Foundation
import Testing
@testable import BezelSnapshots

/// References are stamped with the rendering stack and the pixel hash; the
/// stack explains mismatches, the hash lets identical snapshots skip decoding.
@Suite struct ReferenceStampTests {
    @Test func recordedReferencesCarryTheStackAndVouchForTheirPixels() throws {
        let folder = try TemporaryFolder()
        let image = try makeImage(changes: [(2, 3, grey(40))])
        _ = try folder.run { try check(of: image, as: .image, named: "stamped") }
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.reference("stamped", suite: "ReferenceStamp")))
        let stamp = ReferenceStamp(pngData: data)
        #expect(stamp.stack == RenderingStack.current)
        #expect(stamp.pixelHash == image.pixelHash && stamp.imageDataIntact)
        #expect(stamp.vouches(for: image))
        #expect(!stamp.vouches(for: try makeImage()))
        let text = try #require(try PNGChunks(data).text[ReferenceStamp.keyword])
        #expect(text == "\(RenderingStack.current.compactText) pixels=\(image.pixelHash) data=\(try PNGChunks(data).imageDataHash)")
    }

    /// A stamp of the current stack is read without reading the stack's
    /// words again; every stamp reads as it does word by word (the stack of
    /// the words that are not hashes, the first hash of each key), whatever
    /// follows the current stack's text.
    @Test func stampsOfTheCurrentStackReadAsWordByWord() throws {
        let image = try makeImage(changes: [(1, 1, grey(90))])
        let chunks = try PNGChunks(try image.stampedPNGData())
        let data = chunks.imageDataHash
        func wordByWord(_ text: String) -> ReferenceStamp {
            let words = text.split(separator: " ")
            let isHash: (Substring) -> Bool = { $0.hasPrefix("pixels=") || $0.hasPrefix("data=") }
            func hash(_ key: String) -> ContentHash? {
                words.first { $0.hasPrefix(key + "=") }.flatMap { ContentHash(hex: String($0.dropFirst(key.count + 1))) }
            }
            let dataHash = hash("data")
            return ReferenceStamp(stack: RenderingStack(compactText: words.filter { !isHash($0) }.joined(separator: " ")),
                                  pixelHash: hash("pixels"), imageDataIntact: dataHash != nil && dataHash == data)
        }
        let stack = RenderingStack.current.compactText
        for tail in ["pixels=\(image.pixelHash) data=\(data)", "data=\(data) pixels=\(image.pixelHash)", "pixels=\(image.pixelHash)",
                     "pixels=zz pixels=\(image.pixelHash) data=\(data)", "pixels=\(image.pixelHash) data=\(data) extra=word",
                     "", "data=\(image.pixelHash)"] {
            let text = stack + " " + tail
            let stamped = try image.pngData(textChunks: [PNGTextChunk(keyword: ReferenceStamp.keyword, text: text)])
            let read = ReferenceStamp(pngData: stamped)
            #expect(read == wordByWord(text), "\(tail)")
        }
        #expect(ReferenceStamp(chunks: chunks) == wordByWord(chunks.text[ReferenceStamp.keyword] ?? ""))
        #expect(ReferenceStamp(chunks: chunks).stack == RenderingStack.current)
    }

    @Test func aFileWhosePixelsWereEditedNoLongerVouchesAndIsDecoded() throws {
        let folder = try TemporaryFolder()
        let original = try makeImage(), edited = try makeImage(changes: [(0, 0, grey(0))])
        // The original's stamp over the edited image's pixel data, as an editor keeping text chunks would leave it.
        let stamped = try original.stampedPNGData()
        let chunks = try PNGChunks(stamped)
        let editedData = try edited.pngData(textChunks: [
            PNGTextChunk(keyword: ReferenceStamp.keyword, text: chunks.text[ReferenceStamp.keyword] ?? ""),
        ])
        let stamp = ReferenceStamp(pngData: editedData)
        #expect(stamp.pixelHash == original.pixelHash && !stamp.imageDataIntact && !stamp.vouches(for: original))

        let path = folder.reference("edited", suite: "ReferenceStamp")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try editedData.write(to: URL(fileURLWithPath: path))
        let result = try folder.run { try check(of: original, as: .image, named: "edited") }
        #expect(result.mismatch?.difference.image?.pixels?.differingPixelCount == 1)
    }

    @Test func unstampedReferencesStillMatchByTheirPixels() throws {
        let folder = try TemporaryFolder()
        let image = try makeImage(width: 5, height: 4)
        let path = folder.reference("cairo", suite: "ReferenceStamp")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try image.pngDataUsingCairo().write(to: URL(fileURLWithPath: path))
        #expect(try folder.run { try check(of: image, as: .image, named: "cairo") }.passed)
        let result = try folder.run { try check(of: try makeImage(width: 5, height: 4, changes: [(1, 1, grey(3))]),
                                                         as: .image, named: "cairo") }
        #expect(result.mismatch?.stack == StackComparison(reference: nil))
        #expect(result.failureMessage?.contains("The reference stores no rendering stack") == true)
    }

    @Test func aReferenceFromAnotherStackIsExplained() throws {
        let folder = try TemporaryFolder()
        var older = RenderingStack.current
        older.libraries["cairo"] = "1.16.0"
        older.libraries["pango"] = "1.50.12"
        var current = RenderingStack.current
        current.libraries["cairo"] = "1.18.4"   // this run, as if on Debian 13
        let reference = try makeImage(), actual = try makeImage(changes: [(4, 4, grey(128))])
        let path = folder.reference("moved", suite: "ReferenceStamp")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try reference.stampedPNGData(stack: older).write(to: URL(fileURLWithPath: path))
        let result = try folder.run { try check(of: actual, as: .image, named: "moved") }
        var mismatch = try #require(result.mismatch)
        #expect(mismatch.stack?.reference == older)
        mismatch.stack?.current = current
        #expect(mismatch.stack?.sentence.hasPrefix(
            "The reference was rendered with another stack: cairo 1.16.0, this run 1.18.4") == true)
        #expect(mismatch.message.contains("cairo 1.16.0, this run 1.18.4"))
        let differences = try #require(mismatch.report.stack?.differences)
        #expect(differences.contains { $0.component == "cairo" && $0.reference == "1.16.0" && $0.current == "1.18.4" })
    }
}

/// Every committed reference (Snapshots/ and the example packages') was
/// recorded by this renderer: after a renderer change they are re-recorded
/// (or re-stamped, when the pixels are the same), or the example packages'
/// checks would meet a stack sentence they do not expect.
@Suite struct CommittedReferenceStampTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyCommittedReferenceIsStampedByThisRenderer() throws {
        var checked = 0
        for folder in ["Snapshots", "Examples"] {
            let enumerator = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.path.contains("/.build") { enumerator?.skipDescendants(); continue }
                guard url.pathExtension == "png", url.path.contains("napshots") else { continue }
                let stamp = ReferenceStamp(pngData: try Data(contentsOf: url))
                #expect(stamp.stack?.renderer == RenderingStack.rendererVersion,
                        "\(url.path): recorded by renderer \(stamp.stack.map { "\($0.renderer)" } ?? "none")")
                checked += 1
            }
        }
        #expect(checked > 200)
    }
}
