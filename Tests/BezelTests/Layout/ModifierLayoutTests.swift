import BezelGraphics
import Testing
@testable import Bezel

@Suite struct ModifierLayoutTests {
    @Test func paddingAddsSpaceAround() throws {
        let box = Box(20, 10)
        let padded = box.padding(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(try padded.layout(.unbounded) == Size(width: 26, height: 14))
        #expect(box.frame == Rect(x: 2, y: 1, width: 20, height: 10))
    }

    @Test func fixedFramesOverrideAndAlign() throws {
        let box = Box(20, 10)
        let framed = box.frame(width: 100, height: 50, alignment: .bottomTrailing)
        #expect(try framed.layout(.unbounded) == Size(width: 100, height: 50))
        #expect(box.frame == Rect(x: 80, y: 40, width: 20, height: 10))
    }

    @Test func minAndMaxFrames() throws {
        #expect(try Box(20, 10).frame(minWidth: 50).layout(.unbounded).width == 50)
        #expect(try Box(200, 10).frame(maxWidth: 80).layout(.unbounded).width == 80)
        #expect(try Box(20, 10).frame(maxWidth: .infinity).layout(.loose(Size(width: 300, height: 100))).width == 300)
        // Unbounded parent: infinity cannot fill, the child's width is used.
        #expect(try Box(20, 10).frame(maxWidth: .infinity).layout(.unbounded).width == 20)
    }

    @Test func invalidValuesAreClamped() throws {
        let stack = VStack(spacing: -10) { Box(10, 10); Box(10, 10) }
        #expect(try stack.layout(.unbounded).height == 20)
        stack.spacing = .nan
        #expect(try stack.layout(.unbounded).height == 20)
        let padded = Box(10, 10).padding(EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 2))
        #expect(try padded.layout(.unbounded) == Size(width: 12, height: 10))
        #expect(try Box(10, 10).frame(width: -4, height: .nan).layout(.unbounded) == Size(width: 0, height: 10))
        #expect(Constraints(minWidth: 50, maxWidth: 10) == Constraints(minWidth: 10, maxWidth: 10))
    }

    @Test func trees_deeperThanTheLimit_areRefused() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.identifier = "root"
        var leaf = root
        for _ in 0..<LayoutLimits.maximumDepth {
            let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            leaf.addSubview(child)
            leaf = child
        }
        #expect(throws: LayoutError.self) { try root.layout() }
        do {
            try root.layout()
        } catch let error as LayoutError {
            #expect(error.description.contains("over the limit of 512"))
            #expect(error.description.contains("View#root > View"))
        }
        leaf.removeFromSuperview()
        #expect(try root.layout() == Size(width: 10, height: 10))
    }

    @Test func absoluteContainersKeepFrames() throws {
        let a = Box(5, 5).frame(Rect(x: 10, y: 20, width: 30, height: 40))
        let b = Box(5, 5).frame(Rect(x: 50, y: 0, width: 10, height: 10))
        let container = Container { a; b }
        #expect(try container.layout(.unbounded) == Size(width: 60, height: 60))
        #expect(a.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }
}
