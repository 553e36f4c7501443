import Foundation
import Testing
@testable import BezelGraphics

@Suite struct SurfaceTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func imageSurfacesHavePixelsPerPoint(scale: Double) throws {
        let surface = try ImageSurface(size: Size(width: 64, height: 32), scale: scale)
        #expect(surface.pixelWidth == Int(64 * scale) && surface.pixelHeight == Int(32 * scale))
        surface.canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .black)
        let image = try surface.makeImage()
        #expect(image.size == Size(width: 64, height: 32))
        #expect(image.pixel(x: Int(scale) - 1, y: Int(scale) - 1) == .black)
        #expect(image.pixel(x: Int(scale), y: Int(scale))?.alpha == 0)
    }

    @Test(arguments: [
        Size(width: 0, height: 10), Size(width: -1, height: 10), Size(width: .nan, height: 10),
        Size(width: 10, height: .infinity),
    ])
    func badSizesThrow(size: Size) {
        #expect {
            try ImageSurface(size: size, scale: 1)
        } throws: { error in
            guard case let GraphicsError.invalidSize(_, what) = error else { return false }
            return what == "image surface"
        }
    }

    @Test func oversizedSurfacesThrowNamingTheLimit() {
        #expect(throws: GraphicsError.sizeTooLarge(width: 16_386, height: 20, maximum: 16_384)) {
            try ImageSurface(size: Size(width: 8_193, height: 10), scale: 2)
        }
        let error = GraphicsError.sizeTooLarge(width: 16_386, height: 20, maximum: 16_384)
        #expect(error.description.contains("16384"))
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity, 100.0])
    func badScalesThrow(scale: Double) {
        #expect(throws: GraphicsError.self) { try ImageSurface(size: Size(width: 10, height: 10), scale: scale) }
    }

    @Test(arguments: VectorSurface.Format.allCases)
    func vectorDocumentsAreWrittenWhole(format: VectorSurface.Format) throws {
        let doc = try VectorSurface(format: format, size: Size(width: 100, height: 50))
        doc.canvas.fill(.roundedRect(Rect(x: 10, y: 10, width: 80, height: 30), radius: 6), with: .black,
                        shadow: Shadow(offset: Size(width: 2, height: 2), blur: 2, color: .black))
        let data = try doc.finish()
        let text = String(decoding: data.prefix(200), as: UTF8.self)
        switch format {
        case .pdf: #expect(text.hasPrefix("%PDF-"))
        case .svg: #expect(text.contains("<svg"))
        }
        // Finishing twice returns the same document.
        #expect(try doc.finish() == data)
    }

    @Test func pdfBytesAreTheSameEveryRun() throws {
        func make() throws -> Data {
            let doc = try VectorSurface(format: .pdf, size: Size(width: 40, height: 40))
            doc.canvas.fill(.circle(center: Point(x: 20, y: 20), radius: 10), with: .black)
            return try doc.finish()
        }
        #expect(try make() == make())
    }

    @Test func vectorSizeIsValidated() {
        #expect(throws: GraphicsError.self) { try VectorSurface(format: .pdf, size: Size(width: 0, height: 5)) }
        #expect(throws: GraphicsError.self) { try VectorSurface(format: .svg, size: Size(width: 1e9, height: 5)) }
    }

    @Test func writingIntoAMissingFolderFailsWithoutALeftover() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-missing-\(UUID())")
        let path = dir.appendingPathComponent("out.pdf").path
        let doc = try VectorSurface(format: .pdf, size: Size(width: 10, height: 10))
        #expect(throws: GraphicsError.self) { try doc.write(to: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func drawingMakesTheImageInPlaceAndAKeptCanvasDrawsNowhere() throws {
        var kept: Canvas?
        let image = try Image.drawing(size: Size(width: 3, height: 2), scale: 2) { canvas in
            canvas.paint(.black)
            kept = canvas
        }
        #expect(image.pixelWidth == 6 && image.pixelHeight == 4 && image.scale == 2)
        let before = image.premultipliedARGB()
        #expect(before.allSatisfy { $0 == 0xFF00_0000 })
        kept?.paint(.white)
        #expect(image.premultipliedARGB() == before)
        // Drawn into another image, it keeps its size in points (its surface has no device scale of its own).
        let copy = try ImageSurface(size: Size(width: 3, height: 2), scale: 2)
        copy.canvas.draw(image, in: Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(try copy.makeImage().premultipliedARGB() == before)
        #expect(throws: GraphicsError.self) { try Image.drawing(size: Size(width: 0, height: 2)) { _ in } }
    }
}
