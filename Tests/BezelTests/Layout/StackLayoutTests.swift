import BezelGraphics
import Testing
@testable import Bezel

/// A view with a fixed natural size, for layout tests.
final class Box: View {
    var natural: Size { didSet { setNeedsLayout() } }
    var baseline: Double?
    init(_ width: Double, _ height: Double, baseline: Double? = nil) {
        natural = Size(width: width, height: height)
        self.baseline = baseline
        super.init()
    }
    override func measureSize(_ constraints: Constraints) -> Size { constraints.constrain(natural) }
    override func firstBaseline(forHeight height: Double) -> Double? { baseline }
}

@Suite struct StackLayoutTests {
    @Test func vStackStacksWithSpacingAndAlignment() throws {
        let a = Box(40, 10), b = Box(20, 30), c = Box(30, 5)
        let stack = VStack(spacing: 4, alignment: .leading) { a; b; c }
        #expect(try stack.layout(.unbounded) == Size(width: 40, height: 53))
        #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(b.frame == Rect(x: 0, y: 14, width: 20, height: 30))
        #expect(c.frame == Rect(x: 0, y: 48, width: 30, height: 5))
        stack.horizontalAlignment = .trailing
        try stack.layout(.unbounded)
        #expect(b.frame.minX == 20 && c.frame.minX == 10)
        stack.horizontalAlignment = .center
        try stack.layout(.unbounded)
        #expect(b.frame.minX == 10)
        stack.horizontalAlignment = .fill
        try stack.layout(.unbounded)
        #expect(b.frame.width == 40 && c.frame.width == 40)
    }

    @Test func hStackAlignsAcross() throws {
        let a = Box(10, 40), b = Box(10, 20)
        let stack = HStack(spacing: 0, alignment: .bottom) { a; b }
        try stack.layout(.unbounded)
        #expect(b.frame == Rect(x: 10, y: 20, width: 10, height: 20))
        stack.verticalAlignment = .top
        try stack.layout(.unbounded)
        #expect(b.frame.minY == 0)
    }

    @Test func baselinesLineUp() throws {
        let big = Box(30, 40, baseline: 32), small = Box(20, 14, baseline: 11), plain = Box(10, 10)
        let stack = HStack(spacing: 2, alignment: .firstBaseline) { big; small; plain }
        let size = try stack.layout(.unbounded)
        #expect(small.frame.minY + 11 == big.frame.minY + 32)
        #expect(plain.frame.minY + 5 == big.frame.minY + 32)   // no baseline: its middle
        #expect(size.height == 40)
    }

    @Test func realLabelsShareABaseline() throws {
        let big = Label("Big", font: .system(size: 30)), small = Label("small", font: .system(size: 12))
        let stack = HStack(spacing: 8, alignment: .firstBaseline) { big; small }
        try stack.layout(.unbounded)
        let bigBaseline = try #require(big.firstBaseline(forHeight: big.frame.height))
        let smallBaseline = try #require(small.firstBaseline(forHeight: small.frame.height))
        #expect(abs((big.frame.minY + bigBaseline) - (small.frame.minY + smallBaseline)) < 0.001)
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test func spacersShareTheSpareRoom() throws {
        let a = Box(10, 10), b = Box(10, 10)
        let stack = HStack(spacing: 0) { a; Spacer(); b }
        try stack.layout(.tight(Size(width: 100, height: 10)))
        #expect(a.frame.minX == 0 && b.frame.maxX == 100)
        let left = Spacer(), right = Spacer().grow(3)
        let weighted = HStack(spacing: 0) { left; a; right }
        try weighted.layout(.tight(Size(width: 90, height: 10)))
        #expect(left.frame.width == 20 && right.frame.width == 60)
    }

    @Test func spacersKeepTheirMinimumWhenUnbounded() throws {
        let stack = VStack(spacing: 0) { Box(5, 5); Spacer(minLength: 12); Box(5, 5) }
        #expect(try stack.layout(.unbounded).height == 22)
    }

    @Test func zStackOverlaysAligned() throws {
        let back = Box(50, 40), badge = Box(10, 10)
        let stack = ZStack(alignment: .topTrailing) { back; badge }
        #expect(try stack.layout(.unbounded) == Size(width: 50, height: 40))
        #expect(badge.frame == Rect(x: 40, y: 0, width: 10, height: 10))
    }

    @Test func hiddenChildrenTakeNoRoom() throws {
        let a = Box(10, 10), hidden = Box(10, 50).hidden(), c = Box(10, 10)
        let stack = VStack(spacing: 5) { a; hidden; c }
        #expect(try stack.layout(.unbounded).height == 25)
    }

    @Test func overflowingChildrenRunPastTheEnd() throws {
        let stack = HStack(spacing: 0) { Box(60, 10); Box(60, 10) }
        let size = try stack.layout(.tight(Size(width: 100, height: 10)))
        #expect(size.width == 100)
        #expect(stack.subviews[1].frame.maxX == 120)
    }
}
