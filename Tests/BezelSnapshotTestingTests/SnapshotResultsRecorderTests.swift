import BezelGraphics
import BezelSnapshotResults
import Foundation
import Testing
@testable import BezelSnapshotTesting

/// Every check leaves a line in the run's results file beside the artifacts.
@Suite struct SnapshotResultsRecorderTests {
    private func records(in folder: TemporaryFolder) throws -> [SnapshotRecord] {
        try ResultsFolder.records(in: folder.artifacts).sorted { $0.sequence < $1.sequence }
    }

    @Test func everyOutcomeIsRecordedWithItsFiles() throws {
        let folder = try TemporaryFolder()
        let image = try makeImage(changes: [(2, 2, grey(9))])
        let changed = try makeImage(changes: [(2, 2, grey(200)), (5, 1, grey(200))])
        _ = try folder.run { try verifySnapshot(of: image, as: .image, named: "badge") }        // recorded: missing
        _ = try folder.run { try verifySnapshot(of: image, as: .image, named: "badge") }        // matched
        _ = try folder.run { try verifySnapshot(of: changed, as: .image, named: "badge") }      // mismatch
        _ = try folder.run(record: .never) { try verifySnapshot(of: image, as: .image, named: "new") }   // missing
        _ = try? folder.run { try verifySnapshot(of: try { throw RenderFailure() }() as Image, as: .image, named: "boom") }
        let written = try records(in: folder).filter { $0.suite == "SnapshotResultsRecorder" }
        #expect(written.map(\.status) == [.recorded, .matched, .mismatch, .missing, .error])
        #expect(written[0].recordedBecause == .missing)
        #expect(written.allSatisfy { $0.reference.hasSuffix("/SnapshotResultsRecorder/\($0.name).png") })
        #expect(written.allSatisfy { $0.test?.file == "BezelSnapshotTestingTests/SnapshotResultsRecorderTests.swift" })
        #expect(written.allSatisfy { $0.test?.name == "everyOutcomeIsRecordedWithItsFiles()" && ($0.test?.line ?? 0) > 10 })

        let mismatch = written[2]
        #expect(mismatch.actual == "SnapshotResultsRecorder/badge.actual.png")
        #expect(mismatch.referenceCopy == "SnapshotResultsRecorder/badge.reference.png")
        #expect(mismatch.diff == "SnapshotResultsRecorder/badge.diff.png")
        #expect(mismatch.pixels == SnapshotRecord.Pixels(differing: 2, total: 64,
                                                          bounds: SnapshotRecord.Bounds(x: 2, y: 1, width: 4, height: 2)))
        #expect(mismatch.change?.count == 32)
        #expect(mismatch.colorChanges?.map(\.pixels).reduce(0, +) == 2)
        #expect(mismatch.stack == RenderingStack.current.fingerprint && mismatch.referenceStack == mismatch.stack)
        let reference = try Data(contentsOf: URL(fileURLWithPath: folder.reference("badge", suite: "SnapshotResultsRecorder")))
        #expect(mismatch.referenceDigest == ContentHash(data: reference).description)
        let actual = try Data(contentsOf: URL(fileURLWithPath: folder.artifacts + "/" + (mismatch.actual ?? "")))
        #expect(mismatch.actualDigest == ContentHash(data: actual).description)

        let missing = written[3]
        #expect(missing.actual == "SnapshotResultsRecorder/new.actual.png")
        #expect(folder.exists(folder.artifacts + "/SnapshotResultsRecorder/new.actual.png"))
        #expect(!folder.exists(folder.reference("new", suite: "SnapshotResultsRecorder")))
        #expect(written[4].message?.contains("the render blew up") == true)
    }

    /// The same pixels changed in two snapshots give one change key, whatever else the images hold.
    @Test func samePixelsChangedGiveTheSameChangeKey() throws {
        let one = try makeImage(changes: [(1, 1, grey(10))]), oneChanged = try makeImage(changes: [(1, 1, grey(90)), (3, 3, grey(90))])
        let two = try makeImage(changes: [(1, 1, grey(50)), (7, 7, grey(5))])
        let twoChanged = try makeImage(changes: [(1, 1, grey(20)), (3, 3, grey(20)), (7, 7, grey(5))])
        let first = try #require(ChangeSignature(reference: one, actual: oneChanged))
        let second = try #require(ChangeSignature(reference: two, actual: twoChanged))
        #expect(first.key == second.key)
        #expect(first.colorChanges != second.colorChanges)
        #expect(ChangeSignature(reference: one, actual: one) == nil)
    }

    /// A results file that cannot be written is the caller's to report (the
    /// assertions make it a warning of the test), not a line on standard error.
    @Test func aResultsFileThatCannotBeWrittenReachesTheCaller() throws {
        let folder = try TemporaryFolder()
        let image = try makeImage(changes: [(2, 2, grey(9))])
        let writer = ResultsWriter(run: "unwritable")
        var problems: [ResultsError] = []
        let result = try folder.run {
            let location = try SnapshotLocation.resolve(name: "badge", suite: "SnapshotResultsRecorder", pathExtension: "png",
                                                        snapshotDirectory: folder.snapshots)
            // A file where the results folder would go, put there after the folder was claimed.
            try FileManager.default.removeItem(atPath: folder.artifacts)
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder.artifacts))
            return try checkSnapshot(of: { image }, as: .image, at: location, site: SnapshotRecord.TestSite(file: "f.swift"),
                                     results: writer) { problems.append($0) }
        }
        if case .recorded = result {} else { Issue.record("the check's outcome stands: \(result)") }
        #expect(problems.count == 1)
        #expect(writer.firstFailure != nil && writer.firstFailure == problems.first)
    }

    /// Issue 37, item 6: a file where the artifacts folder would go is refused before anything is checked.
    @Test func anArtifactsFolderThatIsAFileIsRefused() throws {
        let folder = try TemporaryFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.artifacts))
        let error = #expect(throws: SnapshotError.self) {
            try folder.run {
                try SnapshotLocation.resolve(name: "badge", suite: "S", pathExtension: "png", snapshotDirectory: folder.snapshots)
            }
        }
        #expect(error?.description.contains("exists and is not a folder") == true)
    }
}
