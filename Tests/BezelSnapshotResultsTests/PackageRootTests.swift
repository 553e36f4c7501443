import Foundation
import Testing
@testable import BezelSnapshotResults

@Suite struct PackageRootTests {
    @Test func theNearestFolderWithAPackageManifestAtOrAbove() throws {
        let fixture = try ResultsFixture()
        let nested = fixture.path + "/Tests/AppTests"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        #expect(PackageRoot.nearest(from: nested) == nil || PackageRoot.nearest(from: nested)?.hasPrefix(fixture.path) == false)
        try fixture.write("// swift-tools-version:6.0\n", to: "Package.swift")
        let root = URL(fileURLWithPath: fixture.path).standardizedFileURL.path
        #expect(PackageRoot.nearest(from: nested) == root)
        #expect(PackageRoot.nearest(from: nested + "/") == root)
        #expect(PackageRoot.nearest(from: fixture.path) == root)
    }

    @Test func theArtifactsFolderIsTheVariableElseTheDefault() {
        #expect(ArtifactsFolder.path(environmentValue: nil, packageRoot: "/app") == "/app/.artifacts/snapshots")
        #expect(ArtifactsFolder.path(environmentValue: "", packageRoot: "/app") == "/app/.artifacts/snapshots")
        #expect(ArtifactsFolder.path(environmentValue: "out/s", packageRoot: "/app") == "/app/out/s")
        #expect(ArtifactsFolder.path(environmentValue: "/tmp/s", packageRoot: "/app") == "/tmp/s")
        #expect(ArtifactsFolder.path(environmentValue: "out/s", packageRoot: nil) == "out/s")
        #expect(ArtifactsFolder.path(environmentValue: nil, packageRoot: nil) == nil)
    }
}
