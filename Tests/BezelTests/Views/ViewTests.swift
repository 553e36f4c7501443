import BezelGraphics
import Testing
@testable import Bezel

@Suite struct ViewTests {
    @Test func subviewsKeepOrderAndMoveBetweenParents() {
        let a = View(), b = View(), child = View()
        a.addSubview(child)
        #expect(child.superview === a && a.subviews.count == 1)
        b.addSubview(child)
        #expect(child.superview === b && a.subviews.isEmpty)
        let front = View()
        b.insertSubview(front, at: 99)
        let back = View()
        b.insertSubview(back, at: -5)
        #expect(b.subviews.map { ObjectIdentifier($0) } == [back, child, front].map { ObjectIdentifier($0) })
        child.removeFromSuperview()
        #expect(child.superview == nil && b.subviews.count == 2)
    }

    /// The superview is not reference counted (see `View.parentView`): a
    /// subview that outlives its parent has no superview, and the parent is
    /// not kept alive by its subviews.
    @Test func aSubviewThatOutlivesItsParentHasNoSuperview() {
        let child = View(), grandchild = View()
        weak var released: View?
        do {
            let parent = View()
            parent.addSubview(child)
            child.addSubview(grandchild)
            released = parent
            #expect(child.superview === parent && grandchild.window == nil)
        }
        #expect(released == nil)
        #expect(child.superview == nil && grandchild.superview === child)
        let newParent = View()
        newParent.addSubview(child)
        #expect(child.superview === newParent && newParent.isAncestor(of: grandchild))
    }

    @Test func aViewCannotContainItsAncestor() {
        let root = View(), child = View()
        root.addSubview(child)
        child.addSubview(root)
        root.addSubview(root)
        #expect(root.superview == nil && child.subviews.isEmpty && root.subviews.count == 1)
    }

    @Test func findsViewsByIdentifierDepthFirst() {
        let root = View(), a = View(), b = View(), deep = View()
        a.identifier = "a"; deep.identifier = "target"; b.identifier = "target"
        root.addSubview(a); a.addSubview(deep); root.addSubview(b)
        #expect(root.view(withIdentifier: "target") === deep)
        #expect(root.view(withIdentifier: "a") === a)
        #expect(root.view(withIdentifier: "none") == nil)
    }

    @Test func frameSizeDrivesBounds() {
        let view = View(frame: Rect(x: 5, y: 5, width: 10, height: 20))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 10, height: 20))
        view.frame.size = Size(width: 30, height: 40)
        #expect(view.bounds.size == Size(width: 30, height: 40))
    }

    @Test func convertsPointsThroughTheTree() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let scroller = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        scroller.bounds.origin = Point(x: 0, y: 50)    // scrolled down 50
        let leaf = View(frame: Rect(x: 5, y: 60, width: 10, height: 10))
        root.addSubview(scroller); scroller.addSubview(leaf)
        #expect(leaf.convert(Point(x: 1, y: 1), to: root) == Point(x: 16, y: 31))
        #expect(leaf.convert(Point(x: 16, y: 31), from: root) == Point(x: 1, y: 1))
        #expect(leaf.convert(Point(x: 0, y: 0), to: scroller) == Point(x: 5, y: 60))
    }

    @Test func needsDisplayClearsWhenRendered() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(view.needsDisplay)
        _ = try view.renderImage()
        #expect(!view.needsDisplay)
        view.backgroundColor = .black
        #expect(view.needsDisplay)
    }

    @Test func treeDescriptionListsTheHierarchy() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.identifier = "root"
        root.backgroundColor = .white
        let button = BezelButton(frame: Rect(x: 8, y: 8, width: 64, height: 64), mode: .toggle, recessed: true)
        button.identifier = "play"
        let hidden = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        hidden.isHidden = true
        root.addSubview(button); button.addSubview(hidden)
        #expect(root.treeDescription() == """
            View #root frame=(0, 0, 200, 100) background=#FFFFFF
              BezelButton #play frame=(8, 8, 64, 64) enabled mode=toggle recessed=true pushed=false
                View frame=(1, 2, 3, 4) hidden
            """)
    }
}
