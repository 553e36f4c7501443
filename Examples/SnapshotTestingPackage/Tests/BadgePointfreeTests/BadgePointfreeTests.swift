import Badges
import SnapshotTesting
import SnapshotTestingBezel
import Testing

/// The badge with swift-snapshot-testing under Swift Testing; references in `__Snapshots__/`.
@Suite struct BadgePointfreeTests {
    @Test func badge() {
        assertSnapshot(of: Badge(count: 7), as: .image(scale: 2))
    }

    @Test func overflow() {
        assertSnapshot(of: Badge(count: 120), as: .image(scale: 2))
    }
}
