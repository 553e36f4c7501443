// swift-tools-version:6.0
import PackageDescription

// A team already on pointfree's swift-snapshot-testing: their own
// assertSnapshot(of:as:), with Bezel's strategies from SnapshotTestingBezel.
// The Badge view comes from the other example package (their component
// library); Bezel is depended on by relative path, as a package in the same
// repository would; elsewhere use the repositories' URLs.
// swift-snapshot-testing reads its references next to the test file, not as
// resources: `exclude` keeps SwiftPM from warning about unhandled PNGs.
let package = Package(
    name: "SnapshotTestingPackage",
    dependencies: [
        .package(name: "Bezel", path: "../.."),
        .package(name: "SnapshotPackage", path: "../SnapshotPackage"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .testTarget(name: "BadgePointfreeXCTests", dependencies: [
            .product(name: "Badges", package: "SnapshotPackage"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "SnapshotTestingBezel", package: "Bezel"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "BadgePointfreeTests", dependencies: [
            .product(name: "Badges", package: "SnapshotPackage"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "SnapshotTestingBezel", package: "Bezel"),
        ], exclude: ["__Snapshots__"]),
    ]
)
