import Badges
import SnapshotTesting
import SnapshotTestingBezel
import XCTest

/// The badge with swift-snapshot-testing under XCTest; references in `__Snapshots__/`.
final class BadgePointfreeXCTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: Badge(count: 7), as: .image(scale: 2))
    }

    func testSingleDigit() {
        assertSnapshot(of: Badge(count: 1), as: .image(scale: 2))
    }
}
