// swift-tools-version:6.0
import PackageDescription

// A user's package: one custom view, snapshot-tested with Bezel under XCTest
// and under Swift Testing. It depends on Bezel by relative path, as a package
// in the same repository would; elsewhere use the repository's URL.
let package = Package(
    name: "SnapshotPackage",
    products: [.library(name: "Badges", targets: ["Badges"])],
    dependencies: [.package(name: "Bezel", path: "../..")],
    targets: [
        .target(name: "Badges", dependencies: [.product(name: "Bezel", package: "Bezel")]),
        .testTarget(name: "BadgeXCTests", dependencies: [
            "Badges", .product(name: "BezelSnapshotTesting", package: "Bezel"),
        ]),
        .testTarget(name: "BadgeSwiftTests", dependencies: [
            "Badges", .product(name: "BezelSnapshotTesting", package: "Bezel"),
        ]),
    ]
)
