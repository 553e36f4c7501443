import Foundation
import Testing
@testable import BezelSnapshots

@Suite struct SnapshotLocationTests {
    @Test func suiteComesFromTheTestFileName() {
        #expect(SnapshotName.defaultSuite(forFile: "BezelTests/BezelButtonTests.swift") == "BezelButton")
        #expect(SnapshotName.defaultSuite(forFile: "/repo/Tests/X/ThemeTest.swift") == "Theme")
        #expect(SnapshotName.defaultSuite(forFile: "M/Gallery.swift") == "Gallery")
        #expect(SnapshotName.defaultSuite(forFile: "M/Tests.swift") == "Tests")
    }

    @Test func scalesAreFormattedWithoutTrailingZeros() {
        #expect(SnapshotName.formatScale(1) == "1")
        #expect(SnapshotName.formatScale(2) == "2")
        #expect(SnapshotName.formatScale(1.5) == "1.5")
        #expect(SnapshotName.scaleSuffix(0.75) == "@0.75x")
    }

    @Test func namesAreValidated() throws {
        try SnapshotName.validate("bezel-button.mode=toggle.recessed=true.pushed=false.enabled=true@2x")
        try SnapshotName.validate("with space")
        #expect(throws: SnapshotError.invalidName("", what: "snapshot name", reason: "it is empty")) {
            try SnapshotName.validate("")
        }
        #expect(throws: SnapshotError.self) { try SnapshotName.validate("a..b") }
        #expect(throws: SnapshotError.self) { try SnapshotName.validate(String(repeating: "x", count: 201)) }
    }

    /// A name a file's value made invalid is recorded under a stand-in that is valid, and tells names apart.
    @Test func standInsAreValidNamesThatKeepNamesApart() throws {
        #expect(SnapshotName.standIn(for: "ok.theme=dark@2x") == "ok.theme=dark@2x")
        #expect(SnapshotName.standIn(for: "f.text=a/b@2x") == "f.text=a%2Fb@2x")
        #expect(SnapshotName.standIn(for: "../x") == "%2E%2E%2Fx")
        #expect(SnapshotName.standIn(for: "a..b%") == "a.%2Eb%25")
        #expect(SnapshotName.standIn(for: "") == "%")
        #expect(SnapshotName.standIn(for: "  ") == "%20%20")
        #expect(SnapshotName.standIn(for: "tab\there") == "tab%09here")
        let long = String(repeating: "/", count: 300)
        let longer = long + "x"
        for name in ["f.text=a/b@2x", "../x", "", "  ", "a\\b", "a..b", long, longer, ".hidden", "line\nbreak"] {
            try SnapshotName.validate(SnapshotName.standIn(for: name))
        }
        #expect(SnapshotName.standIn(for: long) != SnapshotName.standIn(for: longer))
        #expect(SnapshotName.standIn(for: "a/b") != SnapshotName.standIn(for: "a\\b"))
        #expect(SnapshotName.standIn(for: "a/%2F") != SnapshotName.standIn(for: "a%2F/"))
    }

    @Test func defaultsComeFromThePackageRoot() throws {
        let root = try #require(SnapshotLocation.packageRoot(containing: #filePath))
        #expect(FileManager.default.fileExists(atPath: root + "/Package.swift"))
        #expect(#filePath.hasPrefix(root + "/Tests/"))
        let location = try SnapshotLocation.resolve(
            name: "bezel-button@2x", pathExtension: "png", configuration: SnapshotConfiguration(environment: [:]),
            fileID: "BezelTests/BezelButtonTests.swift")
        #expect(location.referencePath == root + "/Snapshots/BezelButton/bezel-button@2x.png")
        #expect(location.artifactPath(.actual) == root + "/.artifacts/snapshots/BezelButton/bezel-button@2x.actual.png")
        #expect(location.artifactPath(.diff) == root + "/.artifacts/snapshots/BezelButton/bezel-button@2x.diff.png")
    }

    @Test func artifactsFolderComesFromTheEnvironmentOrConfiguration() throws {
        // Resolving claims the folder (made and marked, as a run's results file needs it): a relative
        // one is made under .build, which git ignores, never beside the package's own files.
        let root = try #require(SnapshotLocation.packageRoot(containing: #filePath))
        let relative = try SnapshotLocation.resolve(
            name: "n", pathExtension: "png",
            configuration: SnapshotConfiguration(environment: ["BEZEL_SNAPSHOT_ARTIFACTS": ".build/bezel-test-artifacts/snaps"]))
        #expect(relative.artifactsDirectory == root + "/.build/bezel-test-artifacts/snaps/SnapshotLocation")
        let absolute = try SnapshotLocation.resolve(
            name: "n", pathExtension: "png", snapshotDirectory: "/refs/",
            configuration: SnapshotConfiguration(artifactsDirectory: "/art", environment: ["BEZEL_SNAPSHOT_ARTIFACTS": "/ignored"]))
        #expect(absolute.referencePath == "/refs/SnapshotLocation/n.png")
        #expect(absolute.artifactPath(.reference) == "/art/SnapshotLocation/n.reference.png")
    }

    @Test func noPackageRootNeedsExplicitFolders() throws {
        #expect(SnapshotLocation.packageRoot(containing: "/nowhere/at/all.swift") == nil)
        #expect(throws: SnapshotError.packageRootNotFound(filePath: "/nowhere/at/all.swift")) {
            try SnapshotLocation.resolve(name: "n", pathExtension: "png", configuration: SnapshotConfiguration(environment: [:]),
                                         fileID: "M/AllTests.swift", filePath: "/nowhere/at/all.swift")
        }
        let explicit = try SnapshotLocation.resolve(name: "n", pathExtension: "png", snapshotDirectory: "/refs",
                                                    configuration: SnapshotConfiguration(environment: [:]),
                                                    fileID: "M/AllTests.swift", filePath: "/nowhere/at/all.swift")
        #expect(explicit.referencePath == "/refs/All/n.png")
        #expect(explicit.artifactsDirectory == nil && explicit.artifactsProblem != nil)
    }
}
