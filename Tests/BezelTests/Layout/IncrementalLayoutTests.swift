import BezelGraphics
import Testing
@testable import Bezel

/// After a change, only the changed view and the views whose size depends
/// on it (its ancestors) measure again; siblings reuse their measurements.
@Suite struct IncrementalLayoutTests {
    @Test func onlyTheChangedBranchMeasuresAgain() throws {
        let a = Box(10, 10), b = Box(10, 10), c = Box(10, 10)
        let inner = VStack { b; c }
        let other = VStack { Box(5, 5); Box(5, 5) }
        let root = HStack { a; inner; other }
        try root.layout(.unbounded)
        let before = [a, b, c, inner, other, root].map(\.layoutMeasureCount)
        #expect(!root.needsLayout)

        try root.layout(.unbounded)   // nothing changed: no work at all
        #expect([a, b, c, inner, other, root].map(\.layoutMeasureCount) == before)

        b.natural = Size(width: 30, height: 10)
        #expect(b.needsLayout && inner.needsLayout && root.needsLayout)
        #expect(!a.needsLayout && !c.needsLayout && !other.needsLayout)
        try root.layout(.unbounded)
        let after = [a, b, c, inner, other, root].map(\.layoutMeasureCount)
        #expect(after[0] == before[0])          // a: sibling, reused
        #expect(after[1] > before[1])           // b: changed
        #expect(after[2] == before[2])          // c: sibling inside the changed stack, reused
        #expect(after[3] > before[3])           // inner: depends on b
        #expect(after[4] == before[4])          // other: untouched branch
        #expect(after[5] > before[5])           // root
        #expect(b.frame.width == 30 && inner.frame.width == 30)
    }

    @Test func measuringTwiceInOnePassIsCached() throws {
        // A stack with a spacer measures its children for its own size and
        // again when placing; the second time must come from the cache.
        let leaf = Box(10, 10)
        let root = HStack { leaf; Spacer() }
        try root.layout(.tight(Size(width: 100, height: 10)))
        #expect(leaf.layoutMeasureCount == 1)
    }
}
