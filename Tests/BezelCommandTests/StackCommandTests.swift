import Foundation
import Testing

/// `bezel stack` prints what snapshot references store.
@Suite struct StackCommandTests {
    @Test func printsEveryComponentAsTextAndJSON() throws {
        let bezel = try #require(FontIsolationTests.locateBezel(), "The built `bezel` executable was not found.")
        let text = try FontIsolationTests.run(bezel, ["stack"], environment: nil)
        #expect(text.status == 0)
        for name in ["renderer", "cairo", "pango", "harfbuzz", "freetype", "pixman", "fontconfig", "font DejaVuSans.ttf"] {
            #expect(text.stdout.split(separator: "\n").contains { $0.hasPrefix(name + " ") }, "no \(name) line")
        }
        let json = try FontIsolationTests.run(bezel, ["stack", "--json"], environment: nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let libraries = try #require(object["libraries"] as? [String: String])
        #expect(libraries.count == 6)
        // The font hash is the start of the file's SHA-256, as sha256sum prints it.
        let fonts = try #require(object["fonts"] as? [String: String])
        #expect(fonts["DejaVuSans.ttf"]?.count == 12)
    }
}
