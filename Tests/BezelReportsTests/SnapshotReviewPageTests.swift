import BezelGraphics
import Foundation
import Testing
@testable import BezelReports
@testable import BezelSnapshotResults

/// A realistic run in a temporary folder: a package with references, an
/// artifacts folder with the artifacts and results file a test run writes,
/// and the folder a review page goes to (`out/review`).
///
/// - BezelButton/primary@2x and BezelCheckbox/checked: the accent colour
///   changed (#3478f6 → #2060d0), so they form one group;
/// - `BezelSlider/knob a<b & "c" 'd'`: the knob moved, compared with a
///   reference from another rendering stack;
/// - BezelToggle/on: new (no reference);
/// - BezelLabel/long-text: an error whose message holds markup;
/// - BezelLabel/caption: re-recorded (record mode `all`);
/// - BezelLabel/title, BezelLabel/subtitle, BezelToggle/off: matched;
/// - Snapshots/BezelOld/gone.png: an orphaned reference.
final class ReviewFixture {
    let root: String
    let packageRoot: String
    let artifacts: String
    let output: String
    let orphans: [String]

    static let run = "ci-4711"
    static let stack = "a1b2c3d4e5f6"
    static let oldStack = "0f9e8d7c6b5a"
    static let accent = Color(red: 0x34 / 255, green: 0x78 / 255, blue: 0xF6 / 255)
    static let newAccent = Color(red: 0x20 / 255, green: 0x60 / 255, blue: 0xD0 / 255)
    static let sliderName = #"knob a<b & "c" 'd'"#

    private let writer = ResultsWriter(run: ReviewFixture.run)

    init() throws {
        root = NSTemporaryDirectory() + "bezel-review-tests-" + UUID().uuidString
        packageRoot = root + "/package"
        artifacts = root + "/artifacts"
        output = root + "/out/review"
        orphans = [packageRoot + "/Snapshots/BezelOld/gone.png"]

        try mismatch("BezelButton", "primary@2x", reference: Self.button("Save", fill: Self.accent),
                     actual: Self.button("Save", fill: Self.newAccent), line: 18)
        try mismatch("BezelCheckbox", "checked", reference: Self.checkbox(fill: Self.accent),
                     actual: Self.checkbox(fill: Self.newAccent), line: 27)
        try mismatch("BezelSlider", Self.sliderName, reference: Self.slider(knob: 40), actual: Self.slider(knob: 52),
                     line: 33, referenceStack: Self.oldStack)
        try newSnapshot("BezelToggle", "on", actual: Self.toggle(on: true))
        try error("BezelLabel", "long-text", message: "cannot render: <script>alert(\"x\")</script> & more")
        try rerecorded("BezelLabel", "caption", reference: Self.label("Caption"))
        for (suite, name) in [("BezelLabel", "title"), ("BezelLabel", "subtitle"), ("BezelToggle", "off")] {
            try append(makeRecord(suite, name, .matched))
        }
        try write(Self.button("Old", fill: Color(white: 0.55)), to: orphans[0])
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The results as the command reads them.
    func results() throws -> SnapshotResults {
        try SnapshotResults.load(folders: [artifacts], packageRoot: packageRoot)
    }

    /// Writes the page into ``output`` and returns its text.
    @discardableResult
    func writePage() throws -> String {
        let path = try SnapshotReviewPage(results: try results(), orphans: orphans).write(to: output)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    // MARK: Records

    private var sequence = 0

    private func makeRecord(_ suite: String, _ name: String, _ status: SnapshotRecord.Status, line: Int = 12) -> SnapshotRecord {
        sequence += 1
        var record = SnapshotRecord(run: Self.run, sequence: sequence,
                                    time: "2026-11-23T20:30:\(String(format: "%02d", sequence)).000Z", suite: suite,
                                    name: name, pathExtension: "png", status: status,
                                    reference: "Snapshots/\(suite)/\(name).png", packageRoot: "/ci/work")
        record.stack = Self.stack
        record.test = SnapshotRecord.TestSite(name: "\(suite.dropFirst("Bezel".count).lowercased())States()",
                                              file: "BezelTests/\(suite)Tests.swift", line: line, column: 9)
        return record
    }

    private func append(_ record: SnapshotRecord) throws {
        try writer.append(record, to: artifacts)
    }

    private func mismatch(_ suite: String, _ name: String, reference: Image, actual: Image, line: Int,
                          referenceStack: String = ReviewFixture.stack) throws {
        guard case let .different(difference, diffImage?) = ImageComparison.exact.compare(reference: reference, actual: actual),
              let pixels = difference.pixels else {
            throw FixtureError("the two pictures of \(name) do not differ")
        }
        var record = makeRecord(suite, name, .mismatch, line: line)
        record.actual = "\(suite)/\(name).actual.png"
        record.referenceCopy = "\(suite)/\(name).reference.png"
        record.diff = "\(suite)/\(name).diff.png"
        record.message = difference.description
        record.pixels = SnapshotRecord.Pixels(
            differing: pixels.differingPixelCount, total: pixels.totalPixelCount,
            bounds: pixels.bounds.map { SnapshotRecord.Bounds(x: $0.x, y: $0.y, width: $0.width, height: $0.height) })
        (record.colorChanges, record.change) = Self.change(from: reference, to: actual)
        record.referenceStack = referenceStack
        try write(reference, to: "\(packageRoot)/\(record.reference)")
        try write(reference, to: "\(artifacts)/\(record.referenceCopy ?? "")")
        try write(actual, to: "\(artifacts)/\(record.actual ?? "")")
        try write(diffImage, to: "\(artifacts)/\(record.diff ?? "")")
        try append(record)
    }

    private func newSnapshot(_ suite: String, _ name: String, actual: Image) throws {
        var record = makeRecord(suite, name, .missing)
        record.actual = "\(suite)/\(name).actual.png"
        record.message = "no reference"
        try write(actual, to: "\(artifacts)/\(record.actual ?? "")")
        try append(record)
    }

    private func error(_ suite: String, _ name: String, message: String) throws {
        var record = makeRecord(suite, name, .error)
        record.message = message
        try append(record)
    }

    private func rerecorded(_ suite: String, _ name: String, reference: Image) throws {
        var record = makeRecord(suite, name, .recorded)
        record.recordedBecause = .all
        try write(reference, to: "\(packageRoot)/\(record.reference)")
        try append(record)
    }

    private func write(_ image: Image, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try image.pngData().write(to: URL(fileURLWithPath: path))
    }

    /// The colour substitutions of the pixels that differ (straight `#rrggbbaa`, most pixels first, at most 4)
    /// and a key of which pixels differ, as the snapshot assertions record them.
    static func change(from reference: Image, to actual: Image) -> ([SnapshotRecord.ColorChange], String) {
        let old = reference.premultipliedARGB(), new = actual.premultipliedARGB()
        var counts: [String: Int] = [:]
        var differing: [Int] = []
        for index in old.indices where old[index] != new[index] {
            counts["\(hex(old[index]))>\(hex(new[index]))", default: 0] += 1
            differing.append(index)
        }
        let changes = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(4).map { pair in
            let colors = pair.key.split(separator: ">").map(String.init)
            return SnapshotRecord.ColorChange(from: colors[0], to: colors[1], pixels: pair.value)
        }
        let key = ContentHash(data: Data("\(reference.pixelWidth)x\(reference.pixelHeight):\(differing)".utf8)).description
        return (Array(changes), key)
    }

    static func hex(_ word: UInt32) -> String {
        let alpha = Int(word >> 24)
        let straight = { (shift: UInt32) -> Int in
            alpha == 0 ? 0 : min(255, (Int(word >> shift & 0xFF) * 255 + alpha / 2) / alpha)
        }
        return String(format: "#%02x%02x%02x%02x", straight(16), straight(8), straight(0), alpha)
    }

    // MARK: Pictures

    /// A push button, 88 × 32 points at 2x.
    static func button(_ title: String, fill: Color) throws -> Image {
        try Image.drawing(size: Size(width: 88, height: 32), scale: 2) { canvas in
            canvas.fill(Path.roundedRect(Rect(x: 1, y: 1, width: 86, height: 30), radius: 8), with: fill)
            let layout = TextLayout(title, font: Font(size: 13, weight: .bold))
            layout.draw(in: canvas, at: Point(x: (88 - layout.size.width) / 2, y: (32 - layout.size.height) / 2), color: .white)
        }
    }

    /// A checked checkbox, 22 × 22 points at 2x.
    static func checkbox(fill: Color) throws -> Image {
        try Image.drawing(size: Size(width: 22, height: 22), scale: 2) { canvas in
            canvas.fill(Path.roundedRect(Rect(x: 1, y: 1, width: 20, height: 20), radius: 5), with: fill)
            var check = Path()
            check.move(to: Point(x: 6, y: 11.5))
            check.line(to: Point(x: 9.5, y: 15))
            check.line(to: Point(x: 16, y: 7.5))
            canvas.stroke(check, with: .white, width: 2.5)
        }
    }

    /// A slider with its knob at `knob` points from the left, 160 × 28 points at 1x.
    static func slider(knob: Double) throws -> Image {
        try Image.drawing(size: Size(width: 160, height: 28), scale: 1) { canvas in
            canvas.fill(Path.roundedRect(Rect(x: 8, y: 12, width: 144, height: 4), radius: 2), with: Color(white: 0.82))
            canvas.fill(Path.roundedRect(Rect(x: 8, y: 12, width: knob - 8, height: 4), radius: 2), with: accent)
            canvas.fill(Path.circle(center: Point(x: knob, y: 14), radius: 10), with: Color(white: 0.6))
            canvas.fill(Path.circle(center: Point(x: knob, y: 14), radius: 9), with: .white)
        }
    }

    /// A switch, 52 × 32 points at 2x.
    static func toggle(on: Bool) throws -> Image {
        try Image.drawing(size: Size(width: 52, height: 32), scale: 2) { canvas in
            canvas.fill(Path.roundedRect(Rect(x: 1, y: 1, width: 50, height: 30), radius: 15),
                        with: on ? Color(red: 0.2, green: 0.78, blue: 0.35) : Color(white: 0.8))
            canvas.fill(Path.circle(center: Point(x: on ? 36 : 16, y: 16), radius: 13), with: .white)
        }
    }

    /// A line of text, 120 × 24 points at 2x.
    static func label(_ text: String) throws -> Image {
        try Image.drawing(size: Size(width: 120, height: 24), scale: 2) { canvas in
            TextLayout(text, font: Font(size: 15)).draw(in: canvas, at: Point(x: 4, y: 3), color: Color(white: 0.12))
        }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Every file and folder under `path`, relative to it.
func listing(of path: String) -> Set<String> {
    Set(FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
}

@Suite struct SnapshotReviewPageTests {
    @Test func countsEverySection() throws {
        let fixture = try ReviewFixture()
        let page = SnapshotReviewPage(results: try fixture.results(), orphans: fixture.orphans)
        #expect(page.counts == SnapshotReviewPage.Counts(mismatches: 3, errors: 1, new: 1, rerecorded: 1, matched: 3,
                                                         orphaned: 1, groups: 2))
    }

    @Test func sectionsComeInOrderAfterTheHeader() throws {
        let html = try ReviewFixture().writePage()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let positions = ["class=\"page-head\"", "id=\"mismatches\"", "id=\"errors\"", "id=\"new\"", "id=\"rerecorded\"",
                         "id=\"orphaned\""].map { html.range(of: $0)?.lowerBound }
        let found = positions.compactMap { $0 }
        #expect(found.count == positions.count, "every section is there")
        #expect(found == found.sorted(), "header, mismatches, errors, new, re-recorded, orphaned")
        // The header's tiles: mismatches, new, orphaned, re-recorded, matched, errors.
        for (count, label) in [(3, "mismatches"), (1, "new"), (1, "orphaned"), (1, "re-recorded"), (3, "matched"), (1, "error")] {
            #expect(html.contains("<span class=\"n\">\(count)</span><span class=\"l\">\(label)</span>"), "\(label)")
        }
        #expect(html.contains("<code>\(ReviewFixture.stack)</code>"))
        #expect(html.contains("References were rendered with a different stack"))
        #expect(html.contains("<code>\(ReviewFixture.oldStack)</code>"))
    }

    /// The two snapshots whose accent changed form one group, shown with its id and command.
    @Test func aSharedColourChangeIsOneGroupWithItsId() throws {
        let fixture = try ReviewFixture()
        let html = try fixture.writePage()
        let groups = ChangeGroup.groups(of: try fixture.results().entries(.outcome(.mismatch)))
        let shared = try #require(groups.first { $0.entries.count > 1 })
        #expect(shared.id == "color-3478f6ff-2060d0ff")
        #expect(shared.entries.map(\.record.key) == ["BezelButton/primary@2x.png", "BezelCheckbox/checked.png"])
        #expect(html.contains("<code class=\"id\">color-3478f6ff-2060d0ff</code>"))
        #expect(html.contains("<code class=\"cmd\">bezel snapshots accept --group color-3478f6ff-2060d0ff</code>"))
        #expect(html.contains("<h3>#3478f6ff became #2060d0ff in 2 snapshots</h3>"))
        #expect(html.contains("<span class=\"swatch\" style=\"--c:#3478f6ff\"></span>"))
        // The representative comes first; the other member waits behind a disclosure.
        let group = try #require(html.range(of: "<article class=\"group\""))
        let members = try #require(html.range(of: "<details class=\"members\">"))
        let button = try #require(html.range(of: "alt=\"Reference of BezelButton/primary@2x\""))
        let checkbox = try #require(html.range(of: "alt=\"Reference of BezelCheckbox/checked\""))
        #expect(group.lowerBound < button.lowerBound && button.lowerBound < members.lowerBound
                && members.lowerBound < checkbox.lowerBound)
        #expect(html.contains("<code class=\"cmd\">bezel snapshots accept BezelCheckbox/checked</code>"))
        #expect(html.contains("Test <code>BezelTests/BezelCheckboxTests.swift:27</code>"))
    }

    /// Names and messages are hostile input: escaped in text, in attributes, in commands and in paths.
    @Test func textFromRecordsIsEscaped() throws {
        let html = try ReviewFixture().writePage()
        #expect(!html.contains("a<b") && !html.contains(#""c""#) && !html.contains("<script>alert"))
        #expect(html.contains("knob a&lt;b &amp; &quot;c&quot; &#39;d&#39;"))
        #expect(html.contains("cannot render: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more"))
        // The accept command quotes the name for a shell.
        #expect(html.contains(#"bezel snapshots accept &#39;BezelSlider/knob a&lt;b &amp; &quot;c&quot; &#39;\&#39;&#39;d&#39;\&#39;&#39;&#39;"#))
        #expect(html.contains(#"src="images/BezelSlider/knob%20a%3Cb%20%26%20%22c%22%20%27d%27.actual.png""#))
        // Exactly one script element: the page's own.
        #expect(html.components(separatedBy: "<script").count == 2)
    }

    /// Every link and image is a relative path to a file inside the folder.
    @Test func pathsAreRelativeAndInsideTheFolder() throws {
        let fixture = try ReviewFixture()
        let html = try fixture.writePage()
        let attributes = try Regex(#"(?:src|href)="([^"]*)""#)
        var paths: [String] = []
        for match in html.matches(of: attributes) {
            guard let value = match.output[1].substring.map(String.init), !value.hasPrefix("#") else { continue }
            paths.append(value)
        }
        #expect(paths.count > 20)
        for path in paths {
            #expect(path.hasPrefix("images/") && !path.contains("..") && !path.contains("//"), "\(path)")
            let file = path.replacingOccurrences(of: "&amp;", with: "&").removingPercentEncoding ?? path
            #expect(FileManager.default.fileExists(atPath: "\(fixture.output)/\(file)"), "\(file) was copied")
        }
        #expect(!html.contains(fixture.artifacts + "/") && !html.contains("http:") && !html.contains("https:"))
        let images = listing(of: fixture.output + "/images").filter { $0.hasSuffix(".png") }.sorted()
        #expect(images == [
            "BezelButton/primary@2x.actual.png", "BezelButton/primary@2x.diff.png", "BezelButton/primary@2x.reference.png",
            "BezelCheckbox/checked.actual.png", "BezelCheckbox/checked.diff.png", "BezelCheckbox/checked.reference.png",
            "BezelLabel/caption.reference.png", "BezelOld/gone.orphaned.png",
            "BezelSlider/\(ReviewFixture.sliderName).actual.png", "BezelSlider/\(ReviewFixture.sliderName).diff.png",
            "BezelSlider/\(ReviewFixture.sliderName).reference.png", "BezelToggle/on.actual.png",
        ])
    }

    @Test func aMissingFileIsNamedInsteadOfABrokenImage() throws {
        let fixture = try ReviewFixture()
        let diff = "\(fixture.artifacts)/BezelCheckbox/checked.diff.png"
        try FileManager.default.removeItem(atPath: diff)
        let html = try fixture.writePage()
        #expect(html.contains("<p class=\"note missing\">file missing: \(diff)</p>"))
        #expect(!html.contains("images/BezelCheckbox/checked.diff.png"))
        #expect(html.contains("images/BezelCheckbox/checked.actual.png"))
    }

    /// The page writes only into its folder; a second report replaces the
    /// first's files, unless someone put a file of their own among them.
    @Test func nothingIsWrittenOutsideTheFolder() throws {
        let fixture = try ReviewFixture()
        let before = listing(of: fixture.root)
        try fixture.writePage()
        let added = listing(of: fixture.root).subtracting(before)
        #expect(added.allSatisfy { $0 == "out" || $0.hasPrefix("out/review") }, "\(added.sorted())")
        #expect(added.contains("out/review/index.html"))
        let written = listing(of: fixture.root)
        try fixture.writePage()
        #expect(listing(of: fixture.root) == written, "the second report replaces the first's files")

        let stray = fixture.output + "/images/BezelOld/left-over.png"
        try FileManager.default.createDirectory(atPath: fixture.output + "/images/BezelOld", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: stray))
        #expect(throws: ResultsError.self) { try fixture.writePage() }
        #expect(FileManager.default.fileExists(atPath: stray), "a file the report did not write is kept")
    }

    /// Suite and name are checked when results are read; the page still never builds a path out of its folder.
    @Test func hostileNamesStayInsideTheFolder() throws {
        let fixture = try ReviewFixture()
        let loaded = try fixture.results()
        var entry = try #require(loaded.entries.first { $0.record.status == .mismatch })
        entry.record.suite = "../../escaped"
        entry.record.name = "../../../x"
        let results = SnapshotResults(entries: [entry], folders: loaded.folders, packageRoot: loaded.packageRoot)
        let before = listing(of: fixture.root)
        let path = try SnapshotReviewPage(results: results, orphans: []).write(to: fixture.output)
        let added = listing(of: fixture.root).subtracting(before)
        #expect(added.allSatisfy { $0 == "out" || $0.hasPrefix("out/review") }, "\(added.sorted())")
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.contains(#"src="images/_.._.._escaped/_.._.._.._x.actual.png""#))
        #expect(SnapshotReviewPage.ReviewImages.fileName("..") == "_..")
        #expect(SnapshotReviewPage.ReviewImages.fileName("") == "_")
        #expect(SnapshotReviewPage.ReviewImages.fileName("a\u{0}b/c") == "a_b_c")
    }

    /// A folder the page did not write is never written into or removed.
    @Test func refusesToReplaceImagesItDidNotWrite() throws {
        let fixture = try ReviewFixture()
        let mine = fixture.output + "/images/holiday.png"
        try FileManager.default.createDirectory(atPath: fixture.output + "/images", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: mine))
        #expect(throws: ResultsError.cannotWrite(path: fixture.output, reason: "-o \(fixture.output.debugDescription): cannot use it "
            + "as the output folder: it holds files bezel did not write (images); choose a new folder, or empty this one")) {
            try fixture.writePage()
        }
        #expect(FileManager.default.fileExists(atPath: mine))
    }

    @Test func aFolderThatCannotBeMadeIsNamed() throws {
        let fixture = try ReviewFixture()
        let file = fixture.root + "/a-file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let page = SnapshotReviewPage(results: try fixture.results(), orphans: [])
        #expect {
            try page.write(to: file + "/review")
        } throws: { error in
            guard case let ResultsError.cannotWrite(path, _) = error else { return false }
            return path == file + "/review"
        }
    }

    /// A run where everything matched: no empty sections, a clear "none".
    @Test func aRunWithoutFailuresSaysSo() throws {
        let fixture = try ReviewFixture()
        let loaded = try fixture.results()
        let results = SnapshotResults(entries: loaded.entries(.outcome(.matched)), folders: loaded.folders,
                                      packageRoot: loaded.packageRoot)
        let page = SnapshotReviewPage(results: results, orphans: [], title: "Nightly & <review>")
        #expect(page.counts == SnapshotReviewPage.Counts(mismatches: 0, errors: 0, new: 0, rerecorded: 0, matched: 3,
                                                         orphaned: 0, groups: 0))
        let html = try String(contentsOfFile: try page.write(to: fixture.output), encoding: .utf8)
        #expect(html.contains("None: no snapshot differs from its reference."))
        #expect(!html.contains("id=\"errors\"") && !html.contains("id=\"new\"") && !html.contains("id=\"orphaned\""))
        #expect(html.contains("<title>Nightly &amp; &lt;review&gt;</title>"))
        #expect(!html.contains("<img"))
    }

    @Test func shellWordsAndNumbers() {
        #expect(SnapshotReviewPage.shellWord("BezelButton/primary@2x") == "BezelButton/primary@2x")
        #expect(SnapshotReviewPage.shellWord("S/it's") == #"'S/it'\''s'"#)
        #expect(ReviewMarkup.grouped(14080) == "14,080" && ReviewMarkup.grouped(999) == "999")
        #expect(ReviewMarkup.percent(1, of: 1_000_000) == "&lt;0.01%" && ReviewMarkup.percent(40, of: 14080) == "0.28%")
        #expect(ReviewMarkup.isHexColor("#3478f6ff") && !ReviewMarkup.isHexColor("#3478f6ff;background:url(x)"))
    }
}

@Suite struct SnapshotReviewPageOtherShapesTests {
    /// A snapshot whose size changed has no diff picture; the comparison covers the larger of the two.
    @Test func aSizeChangeIsComparedWithoutADiff() throws {
        let fixture = try ReviewFixture()
        let loaded = try fixture.results()
        var entry = try #require(loaded.entries.first { $0.record.name == "primary@2x" })
        let toggle = try #require(loaded.entries.first { $0.record.name == "on" })
        entry.actualPath = toggle.actualPath   // 104 × 64 where the reference is 176 × 64
        entry.diffPath = nil
        entry.record.diff = nil
        entry.record.pixels = nil
        entry.record.dimensions = SnapshotRecord.Dimensions(reference: .init(width: 176, height: 64), actual: .init(width: 104, height: 64))
        let results = SnapshotResults(entries: [entry], folders: loaded.folders, packageRoot: loaded.packageRoot)
        let html = try String(contentsOfFile: try SnapshotReviewPage(results: results, orphans: []).write(to: fixture.output),
                              encoding: .utf8)
        #expect(html.contains("size changed from 176x64 to 104x64"))
        #expect(html.contains("none: the sizes differ, so pixels were not compared"))
        #expect(html.contains("<div class=\"stage checker\" style=\"--w:176;--h:64\">"))
        #expect(html.contains("style=\"--w:104;--h:64\" width=\"104\" height=\"64\""))
    }

    /// A text snapshot is shown as (escaped) text beside a link to its copy.
    @Test func aTextSnapshotIsShownAsText() throws {
        let fixture = try ReviewFixture()
        let loaded = try fixture.results()
        var entry = try #require(loaded.entries.first { $0.record.name == "primary@2x" })
        let folder = fixture.artifacts + "/text"   // artifacts are copied only from the results folder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "title: <b>Save</b>\n".write(toFile: folder + "/tree.reference.txt", atomically: true, encoding: .utf8)
        try "title: <b>Store</b>\n".write(toFile: folder + "/tree.actual.txt", atomically: true, encoding: .utf8)
        entry.record.name = "tree"
        entry.record.pathExtension = "txt"
        entry.record.pixels = nil
        entry.record.diff = nil
        entry.record.message = "line 1 differs"
        entry.referenceCopyPath = folder + "/tree.reference.txt"
        entry.actualPath = folder + "/tree.actual.txt"
        entry.diffPath = nil
        let results = SnapshotResults(entries: [entry], folders: loaded.folders, packageRoot: loaded.packageRoot)
        let html = try String(contentsOfFile: try SnapshotReviewPage(results: results, orphans: []).write(to: fixture.output),
                              encoding: .utf8)
        #expect(html.contains("<pre class=\"text-snapshot\">title: &lt;b&gt;Store&lt;/b&gt;\n</pre>"))
        #expect(html.contains("<a href=\"images/BezelButton/tree.reference.txt\">open</a>"))
        #expect(!html.contains("class=\"compare\"") && !html.contains("<img"))
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/images/BezelButton/tree.actual.txt"))
    }
}
