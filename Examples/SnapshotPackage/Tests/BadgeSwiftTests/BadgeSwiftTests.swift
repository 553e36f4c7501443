import Badges
import BezelGraphics
import BezelSnapshotTesting
import Testing

/// The badge under Swift Testing. References live in `Snapshots/Badge/`.
@Suite struct BadgeTests {
    @Test func badge() {
        assertSnapshot(of: Badge(count: 7), as: .image(scale: 2), named: "badge.count=7@2x", suite: "Badge")
    }

    @Test(arguments: [1, 42, 120]) func badges(count: Int) {
        assertSnapshot(of: Badge(count: count), as: .image(scale: 2), named: "badge.count=\(count)@2x", suite: "Badge")
    }
}
