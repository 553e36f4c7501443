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

/// Several states in one assertion: each failing state is its own failure.
/// References live in `Snapshots/BadgeMatrix/`.
final class BadgeMatrixXCTests: XCTestCase {
    func testCounts() {
        let count = StateDimension("count", [3, 8])
        assertSnapshots(matrix: StateMatrix(count), prefix: "badge", scales: [2], suite: "BadgeMatrix") { state in
            Badge(count: try state.value(of: count))
        } as: { scale in .image(scale: scale) }
    }
}
