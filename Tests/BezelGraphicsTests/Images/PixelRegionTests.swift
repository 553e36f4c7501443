import BezelTestImages
import Testing
@testable import BezelGraphics

/// The changed part of a frame: the smallest rectangle holding every pixel
/// that differs, and that part encoded on its own.
@Suite struct PixelRegionTests {
    @Test func changedRegionIsTheSmallestRectangleHoldingEveryDifference() throws {
        var generator = SplitMix(seed: 7)   // ImageGrayscaleTests.swift
        let width = 23, height = 17
        let base = (0..<width * height).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) | 0xFF00_0000 }
        let old = try Image(width: width, height: height, premultipliedARGB: base)
        #expect(PixelRegion.changed(from: old, to: old) == nil)
        for _ in 0..<200 {
            var pixels = base
            var changed = Set<Int>()   // distinct pixels: one changed twice would be changed back
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                changed.insert(Int.random(in: 0..<width * height, using: &generator))
            }
            for index in changed { pixels[index] ^= 0x0000_0101 }
            let xs = changed.map { $0 % width }, ys = changed.map { $0 / width }
            let new = try Image(width: width, height: height, premultipliedARGB: pixels)
            let expected = PixelRegion(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1)
            #expect(PixelRegion.changed(from: old, to: new) == expected)
        }
    }

    @Test func lookingOnlyInsideRegionsThatHoldEveryChangeGivesTheSameRectangle() throws {
        var generator = SplitMix(seed: 11)
        let width = 31, height = 19
        let base = (0..<width * height).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) | 0xFF00_0000 }
        let old = try Image(width: width, height: height, premultipliedARGB: base)
        for _ in 0..<300 {
            var pixels = base
            var regions: [PixelRegion] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                // A region, and changed pixels somewhere inside it (maybe none), as a window's damage would be.
                let x = Int.random(in: -3..<width, using: &generator), y = Int.random(in: -3..<height, using: &generator)
                let region = PixelRegion(x: x, y: y, width: Int.random(in: 1...12, using: &generator),
                                         height: Int.random(in: 1...9, using: &generator))
                regions.append(region)
                guard let inside = region.intersection(PixelRegion(x: 0, y: 0, width: width, height: height)) else { continue }
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    let px = inside.x + Int.random(in: 0..<inside.width, using: &generator)
                    let py = inside.y + Int.random(in: 0..<inside.height, using: &generator)
                    pixels[py * width + px] = ~base[py * width + px] | 0xFF00_0000
                }
            }
            let new = try Image(width: width, height: height, premultipliedARGB: pixels)
            let whole = PixelRegion.changed(from: old, to: new)
            #expect(PixelRegion.changed(from: old, to: new, within: regions) == whole)
            #expect(try PixelRegion.changed(from: old, to: new, within: regions, checking: true) == whole)
            #expect(try PixelRegion.changed(from: old, to: new, within: nil, checking: true) == whole)
        }
    }

    @Test func checkingFindsAChangeOutsideTheRegionsSaidToHoldEveryChange() throws {
        let old = try Image(width: 8, height: 8, premultipliedARGB: [UInt32](repeating: 0xFF00_0000, count: 64))
        var pixels = [UInt32](repeating: 0xFF00_0000, count: 64)
        pixels[7 * 8 + 7] = 0xFFFF_FFFF
        pixels[1 * 8 + 1] = 0xFFFF_FFFF
        let new = try Image(width: 8, height: 8, premultipliedARGB: pixels)
        let regions = [PixelRegion(x: 0, y: 0, width: 3, height: 3)]
        // Unchecked, only the regions are looked at: the corner pixel is missed.
        #expect(PixelRegion.changed(from: old, to: new, within: regions) == PixelRegion(x: 1, y: 1, width: 1, height: 1))
        #expect(throws: GraphicsError.self) { try PixelRegion.changed(from: old, to: new, within: regions, checking: true) }
        #expect(PixelRegion.changed(from: old, to: new, within: []) == nil)
    }

    @Test func intersectionAndUnion() {
        let a = PixelRegion(x: 0, y: 0, width: 4, height: 4), b = PixelRegion(x: 2, y: 3, width: 5, height: 5)
        #expect(a.intersection(b) == PixelRegion(x: 2, y: 3, width: 2, height: 1))
        #expect(a.union(b) == PixelRegion(x: 0, y: 0, width: 7, height: 8))
        #expect(a.intersection(PixelRegion(x: 4, y: 0, width: 1, height: 1)) == nil)   // touching is not overlapping
    }

    @Test func framesOfDifferentSizesHaveNoChangedRegion() throws {
        let small = try Image(width: 2, height: 2, premultipliedARGB: [UInt32](repeating: 0xFF00_0000, count: 4))
        let large = try Image(width: 3, height: 2, premultipliedARGB: [UInt32](repeating: 0xFF00_0000, count: 6))
        #expect(PixelRegion.changed(from: small, to: large) == nil)
    }

    @Test func aRegionEncodesToAPNGOfItsPixels() throws {
        let width = 6, height = 5
        let pixels = (0..<width * height).map { UInt32(0xFF00_0000) | UInt32($0 * 0x070503) & 0x00FF_FFFF }
        let image = try Image(width: width, height: height, premultipliedARGB: pixels)
        let region = PixelRegion(x: 2, y: 1, width: 3, height: 2)
        let part = try Image(pngData: try PNGEncoder.standard.encode(image, region: region))
        #expect(part.pixelWidth == 3 && part.pixelHeight == 2)
        let expected = (1..<3).flatMap { y in (2..<5).map { x in pixels[y * width + x] } }
        #expect(part.premultipliedARGB() == expected)
        #expect(throws: GraphicsError.self) { try PNGEncoder.standard.encode(image, region: PixelRegion(x: 4, y: 0, width: 3, height: 1)) }
        #expect(throws: GraphicsError.self) { try PNGEncoder.standard.encode(image, region: PixelRegion(x: 0, y: 0, width: 0, height: 1)) }
    }
}
