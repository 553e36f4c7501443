// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Bezel's readers and image codecs: one executable per
// target, each defining only `LLVMFuzzerTestOneInput` (libFuzzer brings `main`).
// Build and run them with `scripts/fuzz` (it passes `-sanitize=fuzzer,address`
// and `-parse-as-library`; a plain `swift build` here cannot link: no `main`).
let package = Package(
    name: "BezelFuzz",
    // Named, because a path dependency is otherwise known by its folder's name (a clone may be called anything).
    dependencies: [.package(name: "Bezel", path: "..")],
    targets: [
        .executableTarget(name: "FuzzScene", dependencies: [.product(name: "BezelFiles", package: "Bezel")]),
        .executableTarget(name: "FuzzTheme", dependencies: [.product(name: "BezelFiles", package: "Bezel")]),
        .executableTarget(name: "FuzzScript", dependencies: [
            .product(name: "BezelFiles", package: "Bezel"), .product(name: "BezelGraphics", package: "Bezel"),
        ]),
        .executableTarget(name: "FuzzPNG", dependencies: [.product(name: "BezelGraphics", package: "Bezel")]),
        .executableTarget(name: "FuzzJPEG", dependencies: [.product(name: "BezelGraphics", package: "Bezel")]),
        .executableTarget(name: "FuzzAPNG", dependencies: [.product(name: "BezelGraphics", package: "Bezel")]),
    ]
)
