import BezelGraphics
import Testing
@testable import Bezel

/// The depth check reads a kept subtree height instead of walking the tree:
/// the height follows every insert, move and removal, and matches a walk.
@Suite struct SubtreeHeightTests {
    /// The height by walking, as the check used to.
    static func walked(_ view: View) -> Int { 1 + (view.subviews.map(walked).max() ?? 0) }

    static func chain(_ length: Int) -> (top: View, bottom: View) {
        let top = View()
        var bottom = top
        for _ in 1..<length {
            let next = View()
            bottom.addSubview(next)
            bottom = next
        }
        return (top, bottom)
    }

    @Test func itFollowsInsertsMovesAndRemovals() {
        let root = View()
        let (deep, deepBottom) = Self.chain(5)
        let (shallow, _) = Self.chain(2)
        root.addSubview(shallow)
        #expect(root.subtreeHeight == 3)
        root.addSubview(deep)
        #expect(root.subtreeHeight == 6 && root.subtreeHeight == Self.walked(root))
        // Moved under the shallow one: two levels deeper.
        shallow.subviews[0].addSubview(deep)
        #expect(root.subtreeHeight == 8 && root.subtreeHeight == Self.walked(root))
        deepBottom.addSubview(View())
        #expect(root.subtreeHeight == 9 && root.subtreeHeight == Self.walked(root))
        deep.removeFromSuperview()
        #expect(root.subtreeHeight == 3 && root.subtreeHeight == Self.walked(root))
        #expect(deep.subtreeHeight == 6)
        // A removal that was not the tallest way down changes nothing above.
        let leaf = View()
        root.addSubview(leaf)
        leaf.removeFromSuperview()
        #expect(root.subtreeHeight == 3)
    }

    @Test func aRandomTreeKeepsTheWalkedHeight() {
        var seed: UInt64 = 27   // a fixed linear congruential sequence: the same tree on every run
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let root = View()
        var views = [root]
        for round in 0..<2_000 {
            let target = views[next(views.count)]
            if round % 5 == 4, target !== root {
                target.removeFromSuperview()
                views.removeAll { !root.isAncestor(of: $0) }
            } else {
                let child = View()
                target.addSubview(child)
                views.append(child)
            }
        }
        #expect(root.subtreeHeight == Self.walked(root))
    }

    @Test func aTreeTooDeepIsStillRefusedNamingItsPath() throws {
        let (top, _) = Self.chain(LayoutLimits.maximumDepth + 1)
        top.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: LayoutError.self) { try top.layout() }
        let (fits, _) = Self.chain(LayoutLimits.maximumDepth)
        fits.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: Never.self) { try fits.layout() }
    }
}
