import Badges
import BezelGraphics
import BezelSnapshotTesting
import XCTest

/// The badge under XCTest. References live in `Snapshots/BadgeX/`.
final class BadgeXCTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: Badge(count: 7), as: .image(scale: 2), named: "badge.count=7@2x", suite: "BadgeX")
    }

    func testSingleDigit() {
        assertSnapshot(of: Badge(count: 1), as: .image(scale: 2), named: "badge.count=1@2x", suite: "BadgeX")
    }

    func testBadgeOverflow() {
        assertSnapshot(of: Badge(count: 120), as: .image(scale: 2), named: "badge.count=120@2x", suite: "BadgeX")
    }
}
