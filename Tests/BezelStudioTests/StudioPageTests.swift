import Testing
@testable import BezelStudio

/// The studio page loads nothing from elsewhere and carries its socket's
/// address safely, whatever the title and path hold.
@Suite struct StudioPageTests {
    @Test func thePageIsSelfContainedAndEscapesWhatItIsGiven() {
        let page = StudioPage.html(title: "<timer> & \"co\"", socketPath: "/socket?token=a\"b</script>", width: 320, height: 240,
                                   fontURL: { "/fonts/" + $0.fileName })
        #expect(page.contains("<title>&lt;timer&gt; &amp; &quot;co&quot; · bezel studio</title>"))
        #expect(page.contains(#""/socket?token=a\"b\u003c/script\u003e""#), "no way out of the script element")
        #expect(!page.contains("src=\"http") && !page.contains("href=\"http") && !page.contains("@import"), "nothing loaded from elsewhere")
        #expect(page.contains("width: 320px; height: 240px;"))
        for type in ["pointer", "key", "erase", "advance", "settle", "memoryWarning", "background", "foreground", "settings", "screenReader",
                     "snapshot", "expect", "undo", "inspect", "select", "save", "timeline", "moment", "truncate", "display"] {
            #expect(page.contains("type: \"\(type)\"") || page.contains("\"type\":\"\(type)\""), "the page sends \(type)")
        }
    }
}
