// swift-tools-version:6.0
import PackageDescription

// Release-build benchmarks, kept out of the main package so the test build
// never compiles the benchmark harness. Run them with `Benchmarks/run.sh`,
// which also times the C reference peer in the same run.
let package = Package(
    name: "BezelBenchmarks",
    dependencies: [
        .package(name: "Bezel", path: ".."),
        .package(url: "https://github.com/google/swift-benchmark", from: "0.1.2"),
    ],
    targets: [
        .executableTarget(
            name: "BezelBenchmarks",
            dependencies: [
                .product(name: "Bezel", package: "Bezel"),
                .product(name: "BezelGallery", package: "Bezel"),
                .product(name: "BezelGraphics", package: "Bezel"),
                .product(name: "BezelSnapshotTesting", package: "Bezel"),
                .product(name: "Benchmark", package: "swift-benchmark"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
