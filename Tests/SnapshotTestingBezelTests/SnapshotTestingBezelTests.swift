import Bezel
import BezelGraphics
import Foundation
import SnapshotTesting
import SnapshotTestingBezel
import Testing

/// Bezel views and images through pointfree's own `verifySnapshot`, with its
/// record modes, as a team on swift-snapshot-testing would use them.
@Suite struct SnapshotTestingBezelTests {
    /// A 10×6 pt view: a dark bar, with one lighter pixel column when `marked`.
    final class Bar: View {
        let marked: Bool
        init(marked: Bool = false) {
            self.marked = marked
            super.init(frame: Rect(x: 0, y: 0, width: 10, height: 6))
        }
        override func draw(in canvas: Canvas) {
            canvas.fill(bounds, with: Color(red: 0.1, green: 0.2, blue: 0.5))
            if marked { canvas.fill(Rect(x: 4, y: 0, width: 1, height: 6), with: Color(white: 0.9)) }
        }
    }

    final class Folder {
        let path = NSTemporaryDirectory() + "bezel-sst-" + UUID().uuidString
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ test: String, _ name: String) -> String { "\(path)/\(test).\(name).png" }
    }

    private func check(_ view: Bar, _ folder: Folder, record: SnapshotTestingConfiguration.Record? = nil,
                       scale: Double = 2, testName: String = "bar") -> String? {
        verifySnapshot(of: view, as: .image(scale: scale), named: "state", record: record,
                       snapshotDirectory: folder.path, testName: testName)
    }

    @Test func recordsThenMatchesWithStampedFiles() throws {
        let folder = Folder()
        let recorded = try #require(check(Bar(), folder))
        #expect(recorded.contains("No reference was found on disk. Automatically recorded snapshot"))
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.file("bar", "state")))
        #expect(ReferenceStamp(pngData: data).stack == RenderingStack.current)
        #expect(try Image(pngData: data).pixelWidth == 20)
        #expect(check(Bar(), folder) == nil)
    }

    @Test func mismatchesSayWhatBezelSeesAndWhereTheDiffIs() throws {
        let folder = Folder()
        _ = check(Bar(), folder)
        let message = try #require(check(Bar(marked: true), folder))
        #expect(message.contains("Snapshot \"state\" does not match reference."))
        #expect(message.contains("Bezel: 24 of 240 pixels differ (10.000%)"))
        #expect(message.contains("differences in x=8 y=0 w=2 h=12 (pixels)"))
        #expect(message.contains("The reference was rendered with this run's stack"))
        let diffLine = try #require(message.split(separator: "\n").first { $0.hasPrefix("Bezel's diff image") })
        let path = String(diffLine.split(separator: ": ").last ?? "")
        let diff = try Image(contentsOfPNG: path)
        #expect(diff.pixelWidth == 20 && diff.premultipliedARGB()[3 * 20 + 8] == 0xFFFF_0000)
    }

    @Test func sizeChangesAndUnreadableReferencesAreExplained() throws {
        let folder = Folder()
        _ = check(Bar(), folder, scale: 1)
        #expect(check(Bar(), folder, scale: 2)?.contains("Bezel: the images differ in size: the reference is 10×6 px @2x, "
                                                          + "the snapshot is 20×12 px @2x") == true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder.file("bar", "state")))
        #expect(check(Bar(), folder, scale: 1)?.contains("The reference is not a PNG that Bezel can read") == true)
    }

    @Test func recordModesArePointfreesOwn() throws {
        let folder = Folder()
        #expect(check(Bar(), folder, record: .never)?.contains("No reference was found on disk") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.file("bar", "state")))
        _ = check(Bar(), folder, record: .missing)
        #expect(check(Bar(), folder, record: .all)?.contains("Record mode is on") == true)
        let failed = try #require(check(Bar(marked: true), folder, record: .failed))
        #expect(failed.contains("A new snapshot was automatically recorded"))
        #expect(check(Bar(marked: true), folder) == nil)
        // The configuration swift-snapshot-testing reads SNAPSHOT_TESTING_RECORD into.
        withSnapshotTesting(record: .never) {
            #expect(check(Bar(), Folder())?.contains("No reference was found on disk") == true)
        }
    }

    @Test func aViewIsDrawnWithTheTraitsGivenAndGetsItsOwnBack() throws {
        let folder = Folder()
        let row = HStack(spacing: 8) { Label("Alarm"); Spacer(); Switch(isOn: true) }
        row.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        try row.layout()
        let arabic = Traits(language: "ar")
        #expect(verifySnapshot(of: row, as: .image(scale: 1, traits: arabic), named: "ar", snapshotDirectory: folder.path,
                               testName: "row") != nil)   // recorded
        #expect(verifySnapshot(of: row, as: .image(scale: 1, traits: arabic), named: "ar", snapshotDirectory: folder.path,
                               testName: "row") == nil)   // matches
        #expect(row.traitOverrides == nil)
        // The left-to-right row does not match the right-to-left reference.
        #expect(verifySnapshot(of: row, as: .image(scale: 1), named: "ar", snapshotDirectory: folder.path,
                               testName: "row") != nil)
    }

    @Test func imagesAndComparisonsToo() throws {
        let folder = Folder()
        let image = try Bar().renderImage(scale: 1)
        #expect(verifySnapshot(of: image, as: .image, named: "plain", snapshotDirectory: folder.path, testName: "img") != nil)
        #expect(verifySnapshot(of: image, as: .image, named: "plain", snapshotDirectory: folder.path, testName: "img") == nil)
        let marked = try Bar(marked: true).renderImage(scale: 1)
        let loose = Snapshotting<Image, Image>.image(comparison: ImageComparison(maximumDifferingFraction: 0.2))
        #expect(verifySnapshot(of: marked, as: loose, named: "plain", snapshotDirectory: folder.path, testName: "img") == nil)
    }

    @Test func aViewThatCannotRenderFailsTheTestAtTheAssertion() throws {
        let folder = Folder()
        let empty = Bar()
        empty.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        var message: String?
        withKnownIssue {
            message = verifySnapshot(of: empty, as: .image(scale: 1), named: "state",
                                     snapshotDirectory: folder.path, testName: "broken")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Bezel could not render Bar at scale 1") }
                && issue.sourceLocation?.fileName == "SnapshotTestingBezelTests.swift"
        }
        // No reference yet: swift-snapshot-testing records one, and it fails; the recording is empty.
        #expect(message?.contains("No reference was found on disk") == true)
        let recorded = try Data(contentsOf: URL(fileURLWithPath: folder.file("broken", "state")))
        #expect(recorded.isEmpty)
        // Once the view renders, the empty reference is reported as such.
        #expect(check(Bar(), folder, scale: 1, testName: "broken")?
            .contains("The reference is not a PNG that Bezel can read (the file is empty); delete it or re-record it.") == true)
        // With a real reference, swift-snapshot-testing's own failure repeats the reason.
        _ = check(Bar(), folder, record: .all, scale: 1, testName: "broken")
        withKnownIssue {
            message = verifySnapshot(of: empty, as: .image(scale: 1), named: "state",
                                     snapshotDirectory: folder.path, testName: "broken")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Bezel could not render Bar at scale 1") }
        }
        #expect(message?.contains("Snapshot \"state\" does not match reference.") == true)
        #expect(message?.contains("Bezel could not render Bar at scale 1") == true)
        #expect(message?.contains("Nothing was compared.") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("broken", "state"))).count > 8)
    }

    @Test func backgroundsAndDefaults() throws {
        /// Draws nothing: the background is all there is.
        final class Clear: View {
            init() { super.init(frame: Rect(x: 0, y: 0, width: 3, height: 2)) }
        }
        let folder = Folder()
        let red = Color(red: 1, green: 0, blue: 0)
        _ = verifySnapshot(of: Clear(), as: .image(background: red), named: "state",
                           snapshotDirectory: folder.path, testName: "clear")
        let image = try Image(contentsOfPNG: folder.file("clear", "state"))
        #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
        #expect(image.premultipliedARGB().allSatisfy { $0 == 0xFFFF_0000 })
        #expect(verifySnapshot(of: Clear(), as: .image(), named: "state",
                               snapshotDirectory: folder.path, testName: "clear")?.contains("Bezel: ") == true)
        let plain = try Clear().renderImage(scale: 1, background: red)
        #expect(verifySnapshot(of: plain, as: .image(), named: "state",
                               snapshotDirectory: folder.path, testName: "clear") == nil)
    }
}

/// pointfree's own `assertSnapshot(of:as:)`, whose failures are issues. It
/// keeps references next to the file it is given (`file:` takes only a
/// literal), so these tests give it one in /tmp, with a test name of their own.
@Suite struct SnapshotTestingBezelAssertionTests {
    static let file: StaticString = "/tmp/bezel-snapshot-testing-bezel-tests/Assertions.swift"

    final class Names {
        let test = "assert-" + UUID().uuidString
        deinit {
            let folder = "/tmp/bezel-snapshot-testing-bezel-tests/__Snapshots__/Assertions"
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(test) {
                try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
            }
        }
    }

    private func assert(_ view: SnapshotTestingBezelTests.Bar, _ names: Names,
                        record: SnapshotTestingConfiguration.Record? = nil) {
        assertSnapshot(of: view, as: .image(scale: 2), named: "state", record: record,
                       file: Self.file, testName: names.test)
    }

    private static func comment(_ issue: Issue, contains text: String) -> Bool {
        issue.comments.contains { $0.rawValue.contains(text) }
    }

    @Test func missingMatchingAndMismatchingReferences() throws {
        let names = Names()
        withKnownIssue {
            assert(SnapshotTestingBezelTests.Bar(), names)
        } matching: { Self.comment($0, contains: "No reference was found on disk. Automatically recorded snapshot") }
        assert(SnapshotTestingBezelTests.Bar(), names)
        withKnownIssue {
            assert(SnapshotTestingBezelTests.Bar(marked: true), names)
        } matching: { issue in
            Self.comment(issue, contains: "Snapshot \"state\" does not match reference.")
                && Self.comment(issue, contains: "Bezel: 24 of 240 pixels differ (10.000%)")
        }
        withKnownIssue {
            assert(SnapshotTestingBezelTests.Bar(marked: true), names, record: .failed)
        } matching: { Self.comment($0, contains: "A new snapshot was automatically recorded.") }
        assert(SnapshotTestingBezelTests.Bar(marked: true), names)
        withKnownIssue {
            withSnapshotTesting(record: .all) { assert(SnapshotTestingBezelTests.Bar(), names) }
        } matching: { Self.comment($0, contains: "Record mode is on. Automatically recorded snapshot") }
        assert(SnapshotTestingBezelTests.Bar(), names)
    }

    @Test func accessibilityImageAndTextRecordThenMatch() throws {
        let folder = SnapshotTestingBezelTests.Folder()
        let row = HStack(spacing: 8) {
            Label("Alarm")
            Spacer()
            Switch(isOn: true).id("alarm")
        }
        row.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        try row.layout()
        let recorded = try #require(verifySnapshot(of: row, as: .accessibilityImage(scale: 1), named: "a11y",
                                                   snapshotDirectory: folder.path, testName: "row"))
        #expect(recorded.contains("Automatically recorded"))
        let image = try Image(contentsOfPNG: folder.file("row", "a11y"))
        #expect(image.size.width == 200 + AccessibilityImageLayout.defaultLegendWidth)
        #expect(verifySnapshot(of: row, as: .accessibilityImage(scale: 1), named: "a11y",
                               snapshotDirectory: folder.path, testName: "row") == nil)
        _ = verifySnapshot(of: row, as: .accessibilityText, named: "a11y", snapshotDirectory: folder.path, testName: "row")
        let text = try String(contentsOfFile: "\(folder.path)/row.a11y.txt", encoding: .utf8)
        #expect(text == row.accessibilityDescription() + "\n")
        row.subviews[0].accessibility.label = "Alarm bell"
        let changed = try #require(verifySnapshot(of: row, as: .accessibilityText, named: "a11y",
                                                  snapshotDirectory: folder.path, testName: "row"))
        #expect(changed.contains("Alarm bell"), "\(changed)")
    }
}
