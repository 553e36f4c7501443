// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Bezel's readers, image codecs and the studio's protocol: one executable per
// target, each defining `LLVMFuzzerTestOneInput` and a `main` that hands it to
// libFuzzer's driver (FuzzSupport). Build and run them with `scripts/fuzz` (it
// passes `-sanitize=fuzzer,address` and `-parse-as-library`; a plain
// `swift build` here cannot link: the driver is in the fuzzer runtime).
let package = Package(
    name: "BezelFuzz",
    // Named, because a path dependency is otherwise known by its folder's name (a clone may be called anything).
    dependencies: [.package(name: "Bezel", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzScene", dependencies: [
            "FuzzSupport", .product(name: "BezelFiles", package: "Bezel"), .product(name: "BezelScenes", package: "Bezel"),
        ]),
        .executableTarget(name: "FuzzTheme", dependencies: [
            "FuzzSupport", .product(name: "BezelFiles", package: "Bezel"), .product(name: "BezelScenes", package: "Bezel"),
        ]),
        .executableTarget(name: "FuzzScript", dependencies: [
            "FuzzSupport", .product(name: "BezelFiles", package: "Bezel"), .product(name: "BezelReplay", package: "Bezel"),
            .product(name: "BezelGraphics", package: "Bezel"),
        ]),
        // The studio's socket messages through its controller (BezelStudio only: not its server).
        .executableTarget(name: "FuzzStudio", dependencies: [
            "FuzzSupport", .product(name: "BezelFiles", package: "Bezel"), .product(name: "BezelStudio", package: "Bezel"),
            .product(name: "BezelReplay", package: "Bezel"),
        ]),
        // The local server's request and WebSocket frame readers, with frames of every length encoding and size.
        .executableTarget(name: "FuzzLocalServer", dependencies: ["FuzzSupport", .product(name: "BezelLocalServer", package: "Bezel")]),
        .executableTarget(name: "FuzzResults", dependencies: [
            "FuzzSupport", .product(name: "BezelSnapshotResults", package: "Bezel"),
        ]),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", .product(name: "BezelGraphics", package: "Bezel")]),
        .executableTarget(name: "FuzzJPEG", dependencies: ["FuzzSupport", .product(name: "BezelGraphics", package: "Bezel")]),
        .executableTarget(name: "FuzzAPNG", dependencies: ["FuzzSupport", .product(name: "BezelGraphics", package: "Bezel")]),
    ]
)
