import Testing
@testable import BezelGraphics

/// Pixel-level checks of what the canvas draws.
@Suite struct CanvasTests {
    private func render(_ size: Double = 20, scale: Double = 1, _ draw: (Canvas) -> Void) throws -> Image {
        let surface = try ImageSurface(size: Size(width: size, height: size), scale: scale)
        surface.canvas.paint(.white)
        draw(surface.canvas)
        return try surface.makeImage()
    }

    @Test func evenOddCutsAHole() throws {
        var ring = Path.rect(Rect(x: 0, y: 0, width: 20, height: 20))
        ring.addRect(Rect(x: 5, y: 5, width: 10, height: 10))
        let evenOdd = try render { $0.fill(ring, with: .black, rule: .evenOdd) }
        let nonZero = try render { $0.fill(ring, with: .black, rule: .nonZero) }
        #expect(evenOdd.pixel(x: 10, y: 10) == .white)
        #expect(evenOdd.pixel(x: 2, y: 2) == .black)
        #expect(nonZero.pixel(x: 10, y: 10) == .black)
    }

    @Test func clipAndRestore() throws {
        let image = try render { canvas in
            canvas.withSavedState {
                canvas.clip(to: Rect(x: 0, y: 0, width: 10, height: 20))
                canvas.paint(.black)
            }
            canvas.fill(Rect(x: 15, y: 0, width: 5, height: 5), with: Color(red: 1, green: 0, blue: 0))
        }
        #expect(image.pixel(x: 5, y: 5) == .black)
        #expect(image.pixel(x: 12, y: 5) == .white)
        #expect(image.pixel(x: 17, y: 2) == Color(red: 1, green: 0, blue: 0))
    }

    @Test func transparencyLayerFadesAGroupAsOne() throws {
        let image = try render { canvas in
            canvas.withTransparencyLayer(alpha: 0.5) {
                canvas.fill(Rect(x: 0, y: 0, width: 15, height: 20), with: .black)
                canvas.fill(Rect(x: 5, y: 0, width: 15, height: 20), with: .black)
            }
        }
        // The overlap is no darker than the rest: the group was composited once.
        let overlap = try #require(image.pixel(x: 10, y: 10)), single = try #require(image.pixel(x: 2, y: 10))
        #expect(overlap == single)
        #expect(abs(overlap.red - 0.5) < 0.01)
    }

    /// Restoring the state restores the blend mode the property reports, as Cairo restores its operator.
    @Test func restoringTheStateRestoresTheBlendMode() throws {
        _ = try render { canvas in
            canvas.blendMode = .copy
            canvas.withSavedState {
                canvas.blendMode = .normal
                #expect(canvas.blendMode == .normal)
            }
            #expect(canvas.blendMode == .copy)
            canvas.saveState()
            canvas.blendMode = .multiply
            canvas.restoreState()
            #expect(canvas.blendMode == .copy)
            canvas.blendMode = .normal
        }
    }

    @Test func blendModesMapToCairo() throws {
        let image = try render { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: Color(red: 1, green: 0.5, blue: 0))
            canvas.blendMode = .multiply
            canvas.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: Color(white: 0.5))
        }
        let pixel = try #require(image.pixel(x: 5, y: 5))
        #expect(abs(pixel.red - 0.5) < 0.01 && abs(pixel.green - 0.25) < 0.01)
        #expect(Set(BlendMode.allCases.map { $0.cairoOperator.rawValue }).count == BlendMode.allCases.count)
    }

    @Test func linearGradientRunsBetweenItsEnds() throws {
        let gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 20, y: 0),
                                      stops: [GradientStop(0, .black), GradientStop(1, .white)])
        let image = try render { $0.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .linearGradient(gradient)) }
        let left = try #require(image.pixel(x: 0, y: 5)), mid = try #require(image.pixel(x: 10, y: 5))
        let right = try #require(image.pixel(x: 19, y: 5))
        #expect(left.red < 0.1 && right.red > 0.9 && abs(mid.red - 0.5) < 0.05)
    }

    @Test func radialGradientGrowsOutward() throws {
        let gradient = RadialGradient(startCenter: Point(x: 10, y: 10), endCenter: Point(x: 10, y: 10), endRadius: 10,
                                      stops: [GradientStop(0, .black), GradientStop(1, .white)])
        let image = try render { $0.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .radialGradient(gradient)) }
        #expect(try #require(image.pixel(x: 10, y: 10)).red < 0.1)
        #expect(try #require(image.pixel(x: 10, y: 1)).red > 0.85)
    }

    @Test func dashedStrokeLeavesGaps() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 10))
        line.line(to: Point(x: 20, y: 10))
        let image = try render {
            $0.stroke(line, with: .color(.black), style: StrokeStyle(width: 2, cap: .butt, dash: [4, 4]))
        }
        #expect(image.pixel(x: 2, y: 10) == .black)
        #expect(image.pixel(x: 6, y: 10) == .white)
    }

    @Test func transformsMoveDrawing() throws {
        let image = try render { canvas in
            canvas.translate(x: 10, y: 10)
            canvas.scale(x: 2, y: 2)
            canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: .black)
            #expect(canvas.currentTransform == Transform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 10))
        }
        #expect(image.pixel(x: 13, y: 13) == .black)
        #expect(image.pixel(x: 9, y: 9) == .white)
    }

    /// A line `width` points wide lands on exactly `width × scale` whole
    /// device pixels, fully covered, with untouched neighbours, at 1x, 2x and 3x.
    @Test(arguments: [1.0, 2.0, 3.0])
    func crispStrokesCoverWholePixels(scale: Double) throws {
        for width in [1.0, 2.0] {
            let image = try render(20, scale: scale) { canvas in
                let rect = canvas.crispStrokeRect(for: Rect(x: 3, y: 3, width: 14, height: 14), lineWidth: width)
                canvas.stroke(.rect(rect), with: .black, width: width)
            }
            let y = Int(10 * scale)
            let covered = Int(width * scale)
            let start = Int(3 * scale)
            for x in 0..<start { #expect(image.pixel(x: x, y: y) == .white, "x=\(x) scale=\(scale)") }
            for x in start..<(start + covered) { #expect(image.pixel(x: x, y: y) == .black, "x=\(x) scale=\(scale)") }
            #expect(image.pixel(x: start + covered, y: y) == .white)
        }
    }

    /// A hairline thinner than a pixel stays in one pixel column instead of
    /// smearing over two.
    @Test func subPixelHairlineStaysInOnePixel() throws {
        let image = try render(20, scale: 1) { canvas in
            let rect = canvas.crispStrokeRect(for: Rect(x: 3, y: 3, width: 14, height: 14), lineWidth: 0.5)
            canvas.stroke(.rect(rect), with: .black, width: 0.5)
        }
        let edge = try #require(image.pixel(x: 3, y: 10))
        #expect(abs(edge.red - 0.5) < 0.01)
        #expect(image.pixel(x: 2, y: 10) == .white)
        #expect(image.pixel(x: 4, y: 10) == .white)
    }

    @Test func imagesAreDrawnScaled() throws {
        let source = try render(2) { $0.fill(Rect(x: 0, y: 0, width: 1, height: 2), with: .black) }
        let image = try render(20) { $0.draw(source, in: Rect(x: 0, y: 0, width: 20, height: 20), interpolation: .nearest) }
        #expect(image.pixel(x: 5, y: 10) == .black)
        #expect(image.pixel(x: 15, y: 10) == .white)
        let faded = try render(20) { $0.draw(source, in: Rect(x: 0, y: 0, width: 20, height: 20), alpha: 0.5) }
        #expect(abs(try #require(faded.pixel(x: 2, y: 10)).red - 0.5) < 0.01)
    }
}
