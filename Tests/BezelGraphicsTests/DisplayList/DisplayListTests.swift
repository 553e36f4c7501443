import Testing
@testable import BezelGraphics

/// A display list draws the pixels of the drawing that recorded it, says
/// where they are, and keeps its groups.
@Suite struct DisplayListTests {
    private static let size = Size(width: 40, height: 32)

    /// Drawings that use every kind of node: state, transforms, blend modes,
    /// clips, flat and gradient fills, strokes, images, text, shadows and layers.
    static let drawings: [(name: String, draw: @Sendable (Canvas) -> Void)] = [
        ("fills and strokes", { canvas in
            canvas.fill(Rect(x: 2, y: 2, width: 20, height: 10), with: Color(red: 0.2, green: 0.4, blue: 0.8))
            canvas.stroke(.roundedRect(Rect(x: 4.5, y: 14.5, width: 30, height: 12), radius: 4),
                          with: .color(.black), style: StrokeStyle(width: 1.5))
            canvas.strokeCrisply(Rect(x: 24, y: 2, width: 12, height: 10), cornerRadius: 2, with: .black, width: 1)
        }),
        ("gradient under a rotation and a clip", { canvas in
            canvas.withSavedState {
                canvas.clip(to: .roundedRect(Rect(x: 3, y: 3, width: 34, height: 26), radius: 7))
                canvas.translate(x: 20, y: 16)
                canvas.rotate(by: 0.3)
                canvas.scale(x: 1.2, y: 0.8)
                let gradient = LinearGradient(start: Point(x: -15, y: 0), end: Point(x: 15, y: 0),
                                              stops: [GradientStop(0, .white), GradientStop(1, Color(red: 0.8, green: 0.1, blue: 0.1))])
                canvas.fill(.rect(Rect(x: -18, y: -12, width: 36, height: 24)), with: .linearGradient(gradient))
            }
            canvas.concatenate(Transform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 0))
            canvas.fill(Rect(x: 5, y: 20, width: 8, height: 8), with: .black)
        }),
        ("blend modes and a layer", { canvas in
            canvas.paint(Color(red: 0.9, green: 0.9, blue: 0.7))
            canvas.withTransparencyLayer(alpha: 0.5) {
                canvas.fill(Rect(x: 0, y: 0, width: 25, height: 25), with: .black)
                canvas.fill(Rect(x: 10, y: 5, width: 25, height: 25), with: .black)
            }
            canvas.withSavedState {
                canvas.blendMode = .multiply
                canvas.fill(.roundedRect(Rect(x: 6, y: 6, width: 20, height: 20), radius: 10), with: Color(red: 0.1, green: 0.8, blue: 0.3))
                canvas.blendMode = .clear
                canvas.fill(Rect(x: 30, y: 2, width: 6, height: 6), with: .black)
            }
            canvas.fill(Rect(x: 30, y: 20, width: 6, height: 6), with: .black)
        }),
        ("shadows", { canvas in
            let shadow = Shadow(offset: Size(width: 1, height: 2), blur: 4, color: Color(red: 0, green: 0, blue: 0, alpha: 0.6))
            canvas.fill(.roundedRect(Rect(x: 6, y: 4, width: 22, height: 14), radius: 5), with: .white, shadow: shadow)
            canvas.drawInnerShadow(inside: .roundedRect(Rect(x: 8, y: 20, width: 26, height: 9), radius: 4), shadow: shadow)
        }),
        ("an image, scaled and at its size", { canvas in
            let tile = (try? Image.drawing(size: Size(width: 4, height: 4), scale: 1) { tile in
                tile.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: .black)
                tile.fill(Rect(x: 2, y: 2, width: 2, height: 2), with: Color(red: 1, green: 0, blue: 0))
            })!
            canvas.draw(tile, in: Rect(x: 2, y: 2, width: 17, height: 13), alpha: 0.8, interpolation: .bilinear)
            canvas.draw(tile, at: Point(x: 24, y: 20))
        }),
        ("text", { canvas in
            TextLayout("Tap ✓ 日本", font: Font(size: 9)).draw(in: canvas, at: Point(x: 2, y: 4), color: .black)
            canvas.withSavedState {
                canvas.translate(x: 8, y: 30)
                canvas.rotate(by: -0.4)
                TextLayout("ok", font: Font(size: 11, weight: .bold)).draw(in: canvas, at: .zero, color: Color(red: 0, green: 0.3, blue: 0.9))
            }
        }),
    ]

    static let names = drawings.map(\.name)

    private func drawing(named name: String) -> @Sendable (Canvas) -> Void {
        Self.drawings.first { $0.name == name }!.draw
    }

    @Test(arguments: names, [1.0, 2, 3])
    func drawsTheSamePixelsAsTheDrawing(name: String, scale: Double) throws {
        let draw = drawing(named: name)
        let direct = try Image.drawing(size: Self.size, scale: scale, draw)
        let list = try DisplayList.recording(size: Self.size, scale: scale, draw)
        let replayed = try Image.drawing(size: Self.size, scale: scale) { $0.draw(list) }
        #expect(!list.isEmpty)
        #expect(PixelRegion.changed(from: direct, to: replayed) == nil, "\(name) at \(scale)x")
    }

    @Test(arguments: names, [1.0, 2, 3])
    func boundsHoldEveryPixelDrawn(name: String, scale: Double) throws {
        let draw = drawing(named: name)
        let list = try DisplayList.recording(size: Self.size, scale: scale, draw)
        let blank = try Image.drawing(size: Self.size, scale: scale) { _ in }
        let drawn = try Image.drawing(size: Self.size, scale: scale) { $0.draw(list) }
        let changed = try #require(PixelRegion.changed(from: blank, to: drawn))
        let bounds = try #require(list.bounds)
        #expect(changed.intersection(bounds) == changed, "\(name) at \(scale)x: drawn \(changed), bounds \(bounds)")
    }

    @Test func aDrawingThatDrawsNothingHasNoBounds() throws {
        let list = try DisplayList.recording(size: Self.size, scale: 2) { canvas in
            canvas.withSavedState { canvas.translate(x: 3, y: 4) }
        }
        #expect(list.items == [.saveState, .translate(x: 3, y: 4), .restoreState])
        #expect(list.bounds == nil)
    }

    @Test func aGroupIsKeptWhereItsTransformIsTheSame() throws {
        var kept: DisplayGroup?
        let first = try DisplayList.recording(size: Self.size, scale: 2) { canvas in
            kept = canvas.recordGroup(owner: nil) { canvas.fill(Rect(x: 1, y: 1, width: 5, height: 5), with: .black) }
        }
        let group = try #require(kept)
        #expect(group.list.bounds == PixelRegion(x: 2, y: 2, width: 10, height: 10))   // device pixels 2…12
        let again = try DisplayList.recording(size: Self.size, scale: 2) { $0.draw(group: group) }
        guard case let .group(same) = again.items.first else { return #expect(Bool(false)) }
        #expect(same === group)
        #expect(again == first)
        // Elsewhere the nodes are recorded again, as a new group.
        let moved = try DisplayList.recording(size: Self.size, scale: 2) { canvas in
            canvas.translate(x: 0.25, y: 0)
            canvas.draw(group: group)
        }
        guard case let .group(other) = moved.items.last else { return #expect(Bool(false)) }
        #expect(other !== group)
        #expect(other.list == group.list)
    }

    @Test func aCanvasThatDrawsRecordsNoGroup() throws {
        var group: DisplayGroup?
        let image = try Image.drawing(size: Self.size, scale: 1) { canvas in
            group = canvas.recordGroup(owner: nil) { canvas.paint(.black) }
        }
        #expect(group == nil)
        #expect(image.pixel(x: 3, y: 3) == .black)
    }
}
