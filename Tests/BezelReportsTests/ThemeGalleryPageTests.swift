import Testing
import BezelFiles
@testable import BezelReports

@Suite struct ThemeGalleryPageTests {
    @Test func linksEveryFileRelativelyWithAltText() {
        let html = ThemeGalleryPage.html(entries: [
            .init(theme: "dark", image: "dark/contact-sheet@2x.png", files: ["dark/contact-sheet@2x.png", "dark/contact-sheet.pdf"]),
            .init(theme: "a<b", image: nil, files: ["a<b/x y.png"]),
        ])
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<img src=\"dark/contact-sheet@2x.png\" alt=\"Contact sheet of every control in every state, theme dark\""))
        #expect(html.contains("<a href=\"dark/contact-sheet.pdf\">dark/contact-sheet.pdf</a>"))
        #expect(html.contains("<h2>a&lt;b</h2>") && html.contains("href=\"a%3Cb/x%20y.png\""))
        #expect(!html.contains("src=\"/") && !html.contains("http"))
    }
}
