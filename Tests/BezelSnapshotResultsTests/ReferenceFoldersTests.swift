import BezelSafeFiles
import Foundation
import Testing
@testable import BezelSnapshotResults

@Suite struct ReferenceFoldersTests {
    static func record(suite: String = "S", name: String = "a", pathExtension: String = "png", reference: String) -> SnapshotRecord {
        SnapshotRecord(run: "r", sequence: 1, time: "2026-11-23T10:00:00.000Z", suite: suite, name: name,
                       pathExtension: pathExtension, status: .mismatch, reference: reference)
    }

    @Test func snapshotsIsAlwaysOneAndOthersMustBeInsideThePackage() throws {
        let folders = try ReferenceFolders(packageRoot: "/work/app/", additional: ["Tests/X/__Snapshots__", "/work/app/Other", "Snapshots"])
        #expect(folders.packageRoot == "/work/app")
        #expect(folders.folders.map(\.description) == ["Snapshots", "Tests/X/__Snapshots__", "Other"])
        for bad in ["", ".", "/work/app", "..", "../elsewhere", "/etc", "a/../.."] {
            #expect(throws: ResultsError.self, "\(bad.debugDescription)") {
                try ReferenceFolders(packageRoot: "/work/app", additional: [bad])
            }
        }
    }

    @Test func theReferenceIsDerivedNeverTaken() throws {
        let folders = try ReferenceFolders(packageRoot: "/work/app", additional: ["Other"])
        #expect(folders.reference(of: Self.record(reference: "Snapshots/S/a.png")) == .reference(try RelativePath("Snapshots/S/a.png")))
        #expect(folders.reference(of: Self.record(reference: "Other/S/a.png")) == .reference(try RelativePath("Other/S/a.png")))
        let refused: [SnapshotRecord] = [
            Self.record(reference: "./Snapshots/S/a.png"), Self.record(reference: "/work/app/Snapshots/S/a.png"),
            Self.record(reference: "Sources/S/a.png"), Self.record(name: "Package", pathExtension: "swift", reference: "./Package.swift"),
            Self.record(suite: ".git", name: "config", pathExtension: "txt", reference: "Snapshots/.git/config.txt"),
            Self.record(name: "a\nb", reference: "Snapshots/S/a\nb.png"), Self.record(pathExtension: "json", reference: "Snapshots/S/a.json"),
        ]
        for record in refused {
            guard case .refused = folders.reference(of: record) else {
                Issue.record("\(record.reference.debugDescription) was taken")
                continue
            }
        }
    }

    @Test func containsOnlyFilesUnderTheFolders() throws {
        let folders = try ReferenceFolders(packageRoot: "/work/app", additional: ["Other"])
        #expect(folders.contains("/work/app/Snapshots/S/a.png")?.description == "Snapshots/S/a.png")
        #expect(folders.contains("/work/app/Other/S/a.png")?.description == "Other/S/a.png")
        for outside in ["/work/app/Package.swift", "/work/app/Snapshots", "/work/app/Snapshots/../secret.txt", "/etc/passwd",
                        "/work/app/SnapshotsX/a.png"] {
            #expect(folders.contains(outside) == nil, "\(outside)")
        }
    }
}
