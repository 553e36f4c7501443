import BezelGraphics
import Testing
@testable import Bezel

@Suite struct HitTestingTests {
    private func screen() -> (root: View, back: View, front: Control) {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        let front = Control(frame: Rect(x: 20, y: 20, width: 60, height: 60))
        root.addSubview(back); root.addSubview(front)
        return (root, back, front)
    }

    @Test func frontMostViewWins() {
        let (root, back, front) = screen()
        #expect(root.hitTest(Point(x: 30, y: 30)) === front)
        #expect(root.hitTest(Point(x: 10, y: 10)) === back)
        #expect(root.hitTest(Point(x: 90, y: 10)) === root)
        #expect(root.hitTest(Point(x: 100, y: 10)) == nil)   // right edge is outside
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        for change in [{ (v: View) in v.isHidden = true }, { $0.alpha = 0.005 }, { $0.isUserInteractionEnabled = false }] {
            let (root, back, front) = screen()
            change(front)
            #expect(root.hitTest(Point(x: 30, y: 30)) === back)
        }
    }

    @Test func disabledControlsPassTouchesThrough() {
        let (root, back, front) = screen()
        front.isEnabled = false
        #expect(root.hitTest(Point(x: 30, y: 30)) === back)
    }

    @Test func overhangingSubviewsCannotBeHitOutsideTheirParent() {
        let (root, back, _) = screen()
        let overhang = View(frame: Rect(x: 50, y: 0, width: 30, height: 10))
        back.addSubview(overhang)
        #expect(root.hitTest(Point(x: 55, y: 5)) === overhang)
        #expect(root.hitTest(Point(x: 70, y: 5)) === root)   // outside `back`: not hit, clipping or not
    }

    @Test func scrolledBoundsAreHonoured() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let scroller = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroller.bounds.origin = Point(x: 0, y: 50)
        let item = View(frame: Rect(x: 0, y: 60, width: 100, height: 10))
        root.addSubview(scroller); scroller.addSubview(item)
        #expect(root.hitTest(Point(x: 5, y: 15)) === item)
    }
}
