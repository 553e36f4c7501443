import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

@Suite struct ProgressViewTests {
    @Test func progressIsClampedAndNaNSafe() {
        let p = ProgressView(progress: 0.4)
        #expect(p.progress == 0.4)
        p.progress = 1.5
        #expect(p.progress == 1)
        p.progress = -2
        #expect(p.progress == 0)
        p.progress = 0.7
        p.progress = .nan
        #expect(p.progress == 0)
        p.progress = .infinity
        #expect(p.progress == 1)
        #expect(ProgressView(progress: .nan).progress == 0)
        #expect(ProgressView(progress: -.infinity).progress == 0)
    }

    @Test func changingProgressRedraws() throws {
        let p = ProgressView(frame: Rect(x: 0, y: 0, width: 100, height: 11), progress: 0.2)
        try p.layout()
        _ = try p.renderImage()
        #expect(!p.needsDisplay)
        p.progress = 0.2
        #expect(!p.needsDisplay)
        p.progress = 0.3
        #expect(p.needsDisplay && !p.needsLayout)
    }

    @Test func isNotInteractive() {
        let p = ProgressView(frame: Rect(x: 0, y: 0, width: 100, height: 11))
        #expect(!p.acceptsTouches && !p.isUserInteractionEnabled)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 50))
        root.addSubview(p)
        #expect(root.hitTest(Point(x: 50, y: 5)) === root)
        p.touchBegan(Touch(location: Point(x: 50, y: 5)))
        #expect(!p.isTracking)
        p.touchEnded(Touch(location: Point(x: 50, y: 5)))
        #expect(p.progress == 0)
    }

    @Test func widthIsFlexibleHeightIsFixed() {
        let p = ProgressView()
        #expect(p.size(for: .unbounded) == Size(width: 120, height: 11))
        #expect(p.size(for: Constraints(maxWidth: 250)) == Size(width: 250, height: 11))
        var style = ProgressViewStyle()
        style.height = 20
        p.style = style
        #expect(p.needsLayout)
        #expect(p.size(for: .unbounded).height == 20)
    }

    @Test func stateDescriptionListsTheState() {
        let p = ProgressView(progress: 0.25)
        #expect(p.stateDescription == ["enabled", "progress=0.25"])
        #expect(p.summary.contains("noninteractive"))
    }

    @Test func aStartedTaskShowsAtLeastADot() throws {
        let p = ProgressView(frame: Rect(x: 0, y: 0, width: 100, height: 11), progress: 0.001)
        let image = try p.renderImage(scale: 1, background: .white)
        let dot = try #require(image.pixel(x: 4, y: 5))
        #expect(dot.blue > dot.red + 0.2)   // blue, not the grey track
        p.progress = 0
        let empty = try #require(try p.renderImage(scale: 1, background: .white).pixel(x: 4, y: 5))
        #expect(abs(empty.blue - empty.red) < 0.05)
    }

    @Test func tinyViewsDraw() throws {
        let image = try ProgressView(frame: Rect(x: 0, y: 0, width: 3, height: 2), progress: 0.5).renderImage(scale: 3)
        #expect(image.pixelWidth == 9 && image.pixelHeight == 6)
        let drawn = (0..<image.pixelHeight).contains { y in
            (0..<image.pixelWidth).contains { x in (image.pixel(x: x, y: y)?.alpha ?? 0) > 0 }
        }
        #expect(drawn, "a 3 × 2 point progress view still shows its track")
    }

    // MARK: Snapshots

    static let progress = StateDimension("progress", [0.0, 0.02, 0.5, 1.0], valueName: { formatted($0) })
    static let enabled = StateDimension.bool("enabled", [true, false])

    @Test func everyStateAtTwoX() {
        let matrix = StateMatrix(Self.progress, Self.enabled)
        assertSnapshots(matrix: matrix, prefix: "progress-view", scales: [2], suite: "ProgressView") { c in
            let p = ProgressView(progress: try c.value(of: Self.progress))
            p.frame = Rect(size: p.size(for: Constraints(maxWidth: 160)))
            p.isEnabled = try c.value(of: Self.enabled)
            return p
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
