import BezelGraphics
import BezelTestImages
import Testing
@testable import Bezel

/// A change inside a view whose size its subviews cannot change (a frame of
/// fixed size, a scroll view given bounded room, a view under tight
/// constraints) stops there: the views beside and above it do no work, and
/// the frames are those of a layout from scratch.
@Suite struct RelayoutBoundaryTests {
    /// A list of `rows` rows of fixed size, each a box and a label-like box.
    private static func list(rows: Int) -> (root: VStack, leaves: [Box], rows: [FrameView]) {
        var leaves: [Box] = [], frames: [FrameView] = []
        let root = VStack(spacing: 2, alignment: .fill) {
            for index in 0..<rows {
                let leaf = Box(Double(10 + index % 7), 12)
                let row = HStack(spacing: 4) { Box(12, 12); leaf; Spacer() }.frame(width: 300, height: 16)
                let _ = (leaves.append(leaf), frames.append(row))
                row
            }
        }
        return (root, leaves, frames)
    }

    @Test func aChangeInsideARowOfFixedSizeLaysOutThatRowAlone() throws {
        let (root, leaves, rows) = Self.list(rows: 200)
        try root.layout(.init(maxWidth: 400))
        #expect(rows.allSatisfy { $0.isRelayoutBoundary })
        let rootCounts = (root.layoutMeasureCount, root.layoutPlaceCount)
        let otherRow = (rows[7].layoutMeasureCount, rows[7].layoutPlaceCount, leaves[7].layoutMeasureCount)

        leaves[3].natural = Size(width: 40, height: 12)
        #expect(!root.needsLayout, "the change stopped at the row")
        try root.layout(.init(maxWidth: 400))
        #expect(root.layoutMeasureCount == rootCounts.0 && root.layoutPlaceCount == rootCounts.1)
        #expect((rows[7].layoutMeasureCount, rows[7].layoutPlaceCount, leaves[7].layoutMeasureCount) == otherRow)
        #expect(leaves[3].frame.width == 40)
        #expect(rows[3].layoutPlaceCount == 2)
        // The frames are those of a layout from scratch.
        let (fresh, freshLeaves, _) = Self.list(rows: 200)
        freshLeaves[3].natural = Size(width: 40, height: 12)
        try fresh.layout(.init(maxWidth: 400))
        #expect(Self.frames(of: root) == Self.frames(of: fresh))
    }

    @Test func aChangedRowMovedToAnotherTreeBeforeLayoutIsLaidOutThere() throws {
        let (root, leaves, rows) = Self.list(rows: 10)
        try root.layout(.init(maxWidth: 400))
        let holder = VStack { rows[4] }   // the row, not the leaf, moves: the leaf's mark goes with it
        leaves[4].natural = Size(width: 55, height: 12)
        let other = VStack(alignment: .fill) { Box(10, 10) }
        try other.layout(.init(maxWidth: 400))
        other.addSubview(holder)
        try other.layout(.init(maxWidth: 400))
        #expect(leaves[4].frame.width == 55)
        #expect(!leaves[4].needsLayout && !rows[4].needsLayout)
    }

    @Test func aViewWhoseBaselineOrNaturalSizeTheParentUsesIsNoBoundary() throws {
        // Baselines lined up: the row's baseline comes from inside it.
        let inner = Box(10, 10, baseline: 8)
        let framed = VStack { inner }.frame(width: 40, height: 20)
        let row = HStack(alignment: .firstBaseline) { Box(10, 30, baseline: 20); framed }
        try row.layout(.unbounded)
        #expect(!framed.isRelayoutBoundary)
        // Measured without bounds first (a stack's natural length), then given its share: no boundary either.
        let growing = Box(10, 10)
        let wrapper = VStack { growing }.grow()
        let stack = HStack { wrapper; Box(10, 10) }
        try stack.layout(.tight(Size(width: 100, height: 10)))
        #expect(!wrapper.isRelayoutBoundary)
        growing.natural = Size(width: 30, height: 10)
        #expect(stack.needsLayout)
    }

    /// Random trees of stacks, frames, padding and scroll views over boxes;
    /// after each random change, an incremental layout gives the frames a
    /// layout from scratch of the same tree gives.
    @Test func incrementalLayoutMatchesALayoutFromScratch() throws {
        for seed in 0..<40 as Range<UInt64> {
            var generator = SplitMix(seed: seed)
            var sizes = (0..<24).map { _ in Size(width: Double(Int.random(in: 0...40, using: &generator)),
                                                 height: Double(Int.random(in: 0...30, using: &generator))) }
            let shape = UInt64.random(in: 0...UInt64.max, using: &generator)
            let (root, boxes) = Self.randomTree(shape: shape, sizes: sizes)
            let constraints = Constraints(maxWidth: 320, maxHeight: 480)
            try root.layout(constraints)
            for step in 0..<30 {
                let index = Int.random(in: 0..<boxes.count, using: &generator)
                let size = Size(width: Double(Int.random(in: 0...40, using: &generator)), height: Double(Int.random(in: 0...30, using: &generator)))
                sizes[index] = size
                boxes[index].natural = size
                try root.layout(constraints)
                let (fresh, _) = Self.randomTree(shape: shape, sizes: sizes)
                try fresh.layout(constraints)
                let same = Self.frames(of: root) == Self.frames(of: fresh)
                #expect(same, "seed \(seed), step \(step)")
                if !same { return }
            }
        }
    }

    /// A container's first baseline (`FrameView`, `PaddingView`, a stack) is
    /// worked out for the size it is asked about, not read from its child's
    /// frame (during measuring still the one of the last layout, which put a
    /// row lined up by baselines by the baselines before a change).
    @Test func containerBaselinesFollowAChangeAtOnce() throws {
        let inner = Box(10, 10, baseline: 8)
        let framed = inner.frame(width: 40, height: 60)   // centres the box: its top moves as it grows
        let row = HStack(alignment: .firstBaseline) { Box(10, 30, baseline: 20); framed }
        try row.layout(.unbounded)
        inner.natural = Size(width: 10, height: 40)
        try row.layout(.unbounded)
        let once = Self.frames(of: row)
        let fresh = HStack(alignment: .firstBaseline) {
            Box(10, 30, baseline: 20)
            Box(10, 40, baseline: 8).frame(width: 40, height: 60)
        }
        try fresh.layout(.unbounded)
        #expect(once == Self.frames(of: fresh))
    }

    /// A tree drawn from `shape`, its leaves the boxes of `sizes` in order.
    private static func randomTree(shape: UInt64, sizes: [Size]) -> (View, [Box]) {
        var generator = SplitMix(seed: shape)
        var boxes: [Box] = []
        func node(depth: Int) -> View {
            if depth > 3 || (boxes.count < sizes.count && Int.random(in: 0..<4, using: &generator) == 0) || boxes.count >= sizes.count {
                let baseline: Double? = Bool.random(using: &generator) ? 5 : nil
                // Past the sizes given, leaves of a size of their own that no step changes.
                guard boxes.count < sizes.count else { return Box(7, 7, baseline: baseline) }
                let box = Box(sizes[boxes.count].width, sizes[boxes.count].height, baseline: baseline)
                boxes.append(box)
                return box
            }
            let children = (0..<Int.random(in: 1...4, using: &generator)).map { _ in node(depth: depth + 1) }
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: return VStack(spacing: 2, alignment: [.leading, .center, .fill].randomElement(using: &generator) ?? .fill) { children }
            case 1: return HStack(spacing: 3, alignment: [.top, .fill, .bottom, .firstBaseline].randomElement(using: &generator) ?? .top) { children }
            case 2: return HStack { children + [Spacer()] }.grow()
            case 3: return VStack { children }.frame(width: 60, height: 40)
            case 4: return VStack { children }.frame(width: 80)
            case 5: return HStack { children }.padding(3)
            default: return ScrollView(content: VStack { children }).frame(height: 50)
            }
        }
        let root = VStack(alignment: .fill) { (0..<3).map { _ in node(depth: 0) } }
        return (root, boxes)
    }

    private static func frames(of view: View) -> [Rect] {
        [view.frame] + view.subviews.flatMap(frames(of:))
    }
}
