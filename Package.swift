// swift-tools-version:6.0
import PackageDescription

// Layers, each importing only those below it (see README "Architecture"):
//   bezel (CLI) -> BezelReports -> BezelReplay -> BezelScenes -> BezelFiles -> Bezel -> BezelGraphics -> CCairoPango, BezelSafeFiles
//   (BezelFiles decodes files into documents and holds the field table: each scene key once, with how a view of
//    each type is made and how set applies a key; BezelScenes assembles scenes: screens, actions, navigation;
//    BezelReplay reads script files, one spec a step, and runs them; it writes the three formats' JSON Schemas)
//   BezelSnapshotTesting (assertions) -> BezelSnapshots (checks, no test framework) -> BezelSnapshotResults (results files) -> BezelGraphics
//   bezel (CLI) -> BezelReports -> BezelSnapshotResults (review page, JUnit, accept, prune)
//   bezel (CLI) -> BezelPreviews (theme previews, comparisons, watch) -> BezelReports, BezelScenes, BezelGallery (demo content) -> Bezel
//   bezel (CLI) -> BezelFileSnapshots (scene and script files as snapshot tests) -> BezelSnapshots, BezelReplay
//   SnapshotTestingBezel (strategies for swift-snapshot-testing) -> Bezel -> BezelGraphics; -> BezelSnapshotResults (the text finding policy)
//
// Every edge between this package's libraries (each target's `dependencies`, which are exactly what its files import):
//   BezelSafeFiles       -> (none)
//   BezelGraphics        -> BezelSafeFiles, CCairoPango, CTurboJPEG, CDeflate, CXXHash, CPNGRows
//   Bezel                -> BezelGraphics
//   BezelGallery         -> Bezel, BezelGraphics
//   BezelSnapshotResults -> BezelGraphics, BezelSafeFiles
//   BezelSnapshots       -> Bezel, BezelGraphics, BezelSnapshotResults, BezelSafeFiles
//   BezelSnapshotTesting -> BezelSnapshots, Bezel, BezelGraphics, BezelSnapshotResults (and IssueReporting)
//   SnapshotTestingBezel -> Bezel, BezelGraphics, BezelSnapshotResults (its TextFindingPolicy only) (and SnapshotTesting, IssueReporting)
//   BezelFiles           -> Bezel, BezelGraphics (and Yams)
//   BezelScenes          -> BezelFiles, Bezel, BezelGraphics
//   BezelReplay          -> BezelScenes, BezelFiles, Bezel, BezelGraphics
//   BezelReports         -> BezelReplay, BezelFiles, Bezel, BezelGraphics, BezelSnapshotResults, BezelSafeFiles
//   BezelFileSnapshots   -> BezelSnapshots, BezelSnapshotResults, BezelReplay, BezelScenes, BezelFiles, Bezel, BezelGraphics
//   BezelStudio          -> BezelReplay, BezelScenes, BezelFiles, Bezel, BezelGraphics
//   BezelLocalServer     -> (none: POSIX sockets and Foundation)
//   BezelStudioServer    -> BezelStudio, BezelLocalServer
//   BezelReviewServer    -> BezelLocalServer, BezelReports, BezelFileSnapshots, BezelSnapshotResults, BezelSafeFiles
//   BezelPreviews        -> BezelReports, BezelScenes, BezelGallery, BezelFiles, Bezel, BezelGraphics, BezelSafeFiles,
//                           BezelSnapshotResults (the words of text findings)
//   bezel (BezelCommand) -> Bezel, BezelGraphics, BezelFiles, BezelScenes, BezelReplay, BezelReports, BezelSnapshotResults,
//                           BezelSnapshots, BezelFileSnapshots, BezelPreviews, BezelSafeFiles, BezelStudio,
//                           BezelLocalServer, BezelStudioServer, BezelReviewServer (and ArgumentParser)
let package = Package(
    name: "Bezel",
    products: [
        .library(name: "BezelSafeFiles", targets: ["BezelSafeFiles"]),
        .library(name: "BezelGraphics", targets: ["BezelGraphics"]),
        .library(name: "Bezel", targets: ["Bezel"]),
        .library(name: "BezelGallery", targets: ["BezelGallery"]),
        .library(name: "BezelReplay", targets: ["BezelReplay"]),
        .library(name: "BezelSnapshotTesting", targets: ["BezelSnapshotTesting"]),
        .library(name: "BezelSnapshots", targets: ["BezelSnapshots"]),
        .library(name: "BezelFileSnapshots", targets: ["BezelFileSnapshots"]),
        .library(name: "BezelSnapshotResults", targets: ["BezelSnapshotResults"]),
        .library(name: "BezelFiles", targets: ["BezelFiles"]),
        .library(name: "BezelScenes", targets: ["BezelScenes"]),
        .library(name: "BezelReports", targets: ["BezelReports"]),
        .library(name: "BezelPreviews", targets: ["BezelPreviews"]),
        .library(name: "BezelStudio", targets: ["BezelStudio"]),
        // The local server's readers, for the fuzz targets (and anyone serving a page on loopback).
        .library(name: "BezelLocalServer", targets: ["BezelLocalServer"]),
        // Strategies for pointfree's swift-snapshot-testing. Only packages that
        // depend on this product build swift-snapshot-testing (never swift-syntax:
        // its SnapshotTesting module needs nothing else).
        .library(name: "SnapshotTestingBezel", targets: ["SnapshotTestingBezel"]),
        .executable(name: "bezel", targets: ["BezelCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // IssueReporting: one call fails the current test under XCTest or Swift Testing.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // The `generate-documentation` command (a plugin only: nothing is linked into Bezel).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"])]
        ),
        // The PNG writer's per-byte loops, in C so that debug builds stay fast;
        // zlib (libpng's, always beside Cairo) streams the largest images.
        .target(name: "CPNGRows", linkerSettings: [.linkedLibrary("z")]),
        // Writing and deleting only inside the one folder a command owns: paths walked
        // without following links, writes staged with O_EXCL | O_NOFOLLOW, marked output folders.
        .target(name: "BezelSafeFiles"),
        .target(
            name: "BezelGraphics",
            dependencies: ["BezelSafeFiles", "CCairoPango", "CTurboJPEG", "CDeflate", "CXXHash", "CPNGRows"],
            resources: [.copy("Resources/Fonts")]
        ),
        .target(name: "Bezel", dependencies: ["BezelGraphics"]),
        // Demo content: every control in every state, sample glyphs (previews, tests, benchmarks).
        .target(name: "BezelGallery", dependencies: ["Bezel", "BezelGraphics"]),

        // What snapshot checks found (results files), read back for review, accept and prune.
        .target(name: "BezelSnapshotResults", dependencies: ["BezelGraphics", "BezelSafeFiles"]),
        // Checking snapshots against reference files: strategies, diffing, record
        // modes, locations, results. No test framework, so the command links it too.
        .target(name: "BezelSnapshots", dependencies: ["Bezel", "BezelGraphics", "BezelSnapshotResults", "BezelSafeFiles"]),
        // Assertions that fail the running test (Swift Testing or XCTest).
        .target(
            name: "BezelSnapshotTesting",
            dependencies: [
                "BezelSnapshots", "Bezel", "BezelGraphics", "BezelSnapshotResults",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Links XCTest and Swift Testing into the test process so that
                // IssueReporting reaches them on Linux and in release builds.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .target(
            name: "SnapshotTestingBezel",
            dependencies: [
                "Bezel", "BezelGraphics", "BezelSnapshotResults",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Without it, IssueReporting on Linux only prints a render failure
                // under Swift Testing ("recorded without linking the Testing framework").
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The upper layers, one way: scene and theme files -> typed documents (BezelFiles),
        // documents + theme -> views (BezelScenes), script files read, written and run on a window (BezelReplay),
        // what a run or preview wrote (BezelReports).
        .target(
            name: "BezelFiles",
            dependencies: ["Bezel", "BezelGraphics", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "BezelScenes", dependencies: ["BezelFiles", "Bezel", "BezelGraphics"]),
        .target(name: "BezelReplay", dependencies: ["BezelScenes", "BezelFiles", "Bezel", "BezelGraphics"]),
        .target(name: "BezelReports", dependencies: ["BezelReplay", "BezelFiles", "Bezel", "BezelGraphics",
                                                   "BezelSnapshotResults", "BezelSafeFiles"]),
        // Snapshot tests written as files: scenes in their themes, scales and
        // states, scripts' frames and golden traces, checked like the assertions.
        .target(name: "BezelFileSnapshots", dependencies: ["BezelSnapshots", "BezelSnapshotResults",
                                                          "BezelReplay", "BezelScenes", "BezelFiles", "Bezel", "BezelGraphics"]),
        // Theme previews: gallery tiles and users' scenes in themes, comparing two
        // themes tile by tile, and re-rendering what an edit touched.
        .target(name: "BezelPreviews", dependencies: ["BezelReports", "BezelScenes", "BezelGallery", "BezelFiles", "Bezel",
                                                     "BezelGraphics", "BezelSafeFiles", "BezelSnapshotResults"]),
        // The studio's sessions: what a user does live becomes script steps; no
        // server here (the command serves them).
        .target(name: "BezelStudio", dependencies: ["BezelReplay", "BezelScenes", "BezelFiles", "Bezel", "BezelGraphics"]),
        // The HTTP/1.1 and WebSocket server both pages are served by: loopback only, a token per run, Host and
        // Origin checked, every client held to limits (connections, timeouts, line lengths, message sizes, send
        // queues) before the token is. Its own, on POSIX sockets: no HTTP client linked, every limit in reach.
        .target(name: "BezelLocalServer"),
        // The studio served on a local server.
        .target(name: "BezelStudioServer", dependencies: ["BezelStudio", "BezelLocalServer"]),
        // The snapshot review page served with its actions (`bezel snapshots report --serve`): Accept and Delete
        // through accept's and prune's own plans, behind the studio's loopback checks.
        .target(name: "BezelReviewServer", dependencies: ["BezelLocalServer", "BezelReports", "BezelFileSnapshots",
                                                         "BezelSnapshotResults", "BezelSafeFiles"]),
        .executableTarget(
            name: "BezelCommand",
            dependencies: [
                "Bezel", "BezelGraphics", "BezelFiles", "BezelScenes", "BezelReplay", "BezelReports",
                "BezelSnapshotResults", "BezelSnapshots", "BezelFileSnapshots", "BezelPreviews", "BezelSafeFiles",
                "BezelStudio", "BezelLocalServer", "BezelStudioServer", "BezelReviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test-only helpers shared by test targets (no product exposes them).
        .target(name: "BezelTestImages", dependencies: ["BezelGraphics"], path: "Tests/Support/BezelTestImages"),
        .target(name: "BezelViewFixtures", dependencies: ["Bezel", "BezelGraphics"], path: "Tests/Support/BezelViewFixtures"),
        .testTarget(name: "BezelSafeFilesTests", dependencies: ["BezelSafeFiles"]),
        .testTarget(name: "BezelGraphicsTests", dependencies: ["BezelGraphics", "BezelTestImages", "BezelSafeFiles"]),
        .testTarget(name: "BezelTests", dependencies: ["Bezel", "BezelGallery", "BezelSnapshotTesting", "BezelTestImages"], exclude: ["Fixtures"]),
        .testTarget(name: "BezelGalleryTests", dependencies: ["BezelGallery", "BezelSnapshotTesting"]),
        .testTarget(name: "BezelSnapshotTestingTests",
                    dependencies: ["BezelSnapshotTesting", "BezelSnapshots", "BezelSnapshotResults", "BezelTestImages",
                                   "BezelViewFixtures"]),
        .testTarget(name: "BezelSnapshotsTests",
                    dependencies: ["BezelSnapshots", "BezelSnapshotResults", "Bezel", "BezelGraphics", "BezelTestImages",
                                   "BezelViewFixtures"]),
        // A package with references and a run's results (accept's tests, the served review page's).
        .target(name: "BezelResultsFixtures", dependencies: ["BezelSnapshotResults", "BezelGraphics"],
                path: "Tests/Support/BezelResultsFixtures"),
        .testTarget(name: "BezelSnapshotResultsTests", dependencies: ["BezelSnapshotResults", "BezelSafeFiles", "BezelResultsFixtures"]),
        .target(name: "BezelFileFixtures", dependencies: ["BezelFiles"], path: "Tests/Support/BezelFileFixtures"),
        .target(name: "BezelSceneFixtures", dependencies: ["BezelFileFixtures", "BezelFiles", "BezelScenes"],
                path: "Tests/Support/BezelSceneFixtures"),
        .target(name: "BezelScriptFixtures", dependencies: ["BezelFileFixtures", "BezelFiles", "BezelReplay"],
                path: "Tests/Support/BezelScriptFixtures"),
        // Validates YAML against a JSON Schema with Python's jsonschema (schema and `bezel init` tests).
        .target(name: "BezelSchemaValidation", path: "Tests/Support/BezelSchemaValidation"),
        .testTarget(
            name: "BezelReplayTests",
            dependencies: ["BezelReplay", "BezelReports", "BezelScenes", "BezelGallery", "BezelSnapshotTesting", "BezelFileFixtures",
                           "BezelScriptFixtures", "BezelSceneFixtures", "BezelTestImages", "BezelSchemaValidation"]
        ),
        .testTarget(name: "BezelFilesTests", dependencies: ["BezelFiles", "BezelFileFixtures", "BezelSchemaValidation"]),
        .testTarget(name: "BezelFileSnapshotsTests",
                    dependencies: ["BezelFileSnapshots", "BezelSnapshots", "BezelSnapshotResults", "BezelReports", "BezelReplay",
                                   "BezelFiles", "BezelFileFixtures"]),
        .testTarget(name: "BezelStudioTests", dependencies: ["BezelStudio", "BezelReplay", "BezelFiles", "BezelFileFixtures",
                                                          "BezelScriptFixtures", "BezelTestImages"]),
        .testTarget(name: "BezelLocalServerTests", dependencies: ["BezelLocalServer"]),
        .testTarget(name: "BezelReviewServerTests", dependencies: ["BezelReviewServer", "BezelLocalServer", "BezelReports",
                                                                  "BezelFileSnapshots", "BezelFiles", "BezelSnapshotResults",
                                                                  "BezelGraphics", "BezelResultsFixtures"]),
        .testTarget(name: "BezelScenesTests", dependencies: ["BezelScenes", "BezelFiles", "BezelFileFixtures", "BezelSceneFixtures"]),
        .testTarget(name: "BezelReportsTests", dependencies: ["BezelReports", "BezelSnapshotResults", "BezelFiles", "Bezel", "BezelGraphics"]),
        .testTarget(name: "BezelPreviewsTests", dependencies: ["BezelPreviews", "BezelReports", "BezelGallery", "BezelFiles", "Bezel",
                                                              "BezelGraphics"]),
        .testTarget(name: "SnapshotTestingBezelTests", dependencies: ["SnapshotTestingBezel", "Bezel", "BezelGraphics",
                                                                   "BezelSnapshotResults", "BezelViewFixtures"]),
        // Runs the built `bezel` executable as a user would (no library import; only the
        // schema validation helper).
        .testTarget(name: "BezelCommandTests", dependencies: ["BezelCommand", "BezelSchemaValidation", "BezelTestImages"]),
    ]
)
