import Foundation
import Testing
@testable import BezelReports
@testable import BezelSnapshotResults

/// The review page as `bezel snapshots report --serve` serves it: the same
/// file written, and a served copy with buttons, the token on every path it
/// asks for, and a policy that lets its script call its server.
@Suite struct SnapshotReviewPageServingTests {
    static let token = "0123456789abcdef0123456789abcdef"

    @Test func theFileWrittenIsTheStaticPageAndNamesEveryImage() throws {
        let fixture = try ReviewFixture()
        let page = SnapshotReviewPage(results: try fixture.results(), orphans: fixture.orphans)
        let written = try page.writeServable(to: fixture.output)
        let served = try String(contentsOfFile: written.page, encoding: .utf8)
        let plain = try String(contentsOfFile: try page.write(to: fixture.root + "/plain"), encoding: .utf8)
        #expect(served == plain, "serving writes the page a report writes")
        #expect(!plain.contains("data-accept") && !plain.contains("connect-src") && !plain.contains("?token="))
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: written.folder + "/images")
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: written.folder + "/images/" + path, isDirectory: &isFolder) && !isFolder.boolValue
            }
            .map { "images/" + $0 }.sorted()
        #expect(written.images == onDisk)
        #expect(written.images.contains("images/BezelToggle/on.actual.png"))
    }

    @Test func theServedPageHasAButtonForEachSnapshotGroupSuiteAndTheOrphans() throws {
        let fixture = try ReviewFixture()
        let written = try SnapshotReviewPage(results: try fixture.results(), orphans: fixture.orphans).writeServable(to: fixture.output)
        let html = written.servedHTML(token: Self.token)
        #expect(html.contains("script-src 'unsafe-inline'; connect-src 'self'\">"))
        for key in ["BezelButton/primary@2x.png", "BezelCheckbox/checked.png", "BezelToggle/on.png"] {
            #expect(html.contains("data-key=\"\(key)\""), "\(key)")
            #expect(html.contains("data-accept=\"name\" data-value=\"\(key)\">Accept</button>"), "\(key)")
        }
        // Names are escaped in attributes like everywhere else.
        #expect(html.contains("data-value=\"BezelSlider/knob a&lt;b &amp; &quot;c&quot; &#39;d&#39;.png\""))
        #expect(!html.contains("data-value=\"BezelLabel/caption.png\""), "re-recorded: nothing to accept")
        #expect(!html.contains("data-value=\"BezelLabel/long-text.png\""), "an error: nothing to accept")
        let group = try #require(try fixture.results().changeGroups.first { $0.entries.count == 2 })
        #expect(html.contains("data-accept=\"group\" data-value=\"\(group.id)\">Accept these 2</button>"))
        for suite in ["BezelButton", "BezelCheckbox", "BezelSlider", "BezelToggle"] {
            #expect(html.contains("data-accept=\"suite\" data-value=\"\(suite)\">\(suite) <span class=\"n\">1</span></button>"))
        }
        #expect(!html.contains("data-value=\"BezelLabel\""))
        #expect(html.contains("data-prune=\"orphans\" data-confirm=\"Click again to delete 1 file\">Delete 1 file</button>"))
        #expect(html.contains("<li data-path=\"Snapshots/BezelOld/gone.png\">"))
        for count in ["mismatches", "new", "orphaned", "accepted"] { #expect(html.contains("data-count=\"\(count)\"")) }
        #expect(html.contains("id=\"served-status\""))
    }

    @Test func everyPathTheServedPageAsksForCarriesTheToken() throws {
        let fixture = try ReviewFixture()
        let written = try SnapshotReviewPage(results: try fixture.results(), orphans: fixture.orphans).writeServable(to: fixture.output)
        let html = written.servedHTML(token: Self.token)
        let paths = html.matches(of: /(?:src|href)="([^"#][^"]*)"/).map { String($0.1) }
        #expect(paths.count > 10)
        for path in paths { #expect(path.hasSuffix("?token=\(Self.token)"), "\(path)") }
        for image in written.images { #expect(html.contains("\"\(ReviewMarkup.escapePath(image))?token=\(Self.token)\""), "\(image)") }
    }
}
