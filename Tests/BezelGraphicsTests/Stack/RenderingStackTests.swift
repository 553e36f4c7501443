import Foundation
import Testing
@testable import BezelGraphics

@Suite struct RenderingStackTests {
    @Test func currentStackNamesEveryLibraryAndShippedFont() {
        let stack = RenderingStack.current
        #expect(stack.renderer == RenderingStack.rendererVersion)
        #expect(Set(stack.libraries.keys) == Set(RenderingStack.libraryOrder))
        for (name, version) in stack.libraries {
            #expect(version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression) != nil, "\(name) \(version)")
        }
        #expect(stack.fonts.keys.sorted() == (FontSystem.bundledFontFiles.map { ($0 as NSString).lastPathComponent }
            + ["bezel-fonts.conf"]).sorted())
        #expect(stack.fonts["DejaVuSans.ttf"] != nil && stack.fonts["bezel-fonts.conf"] != nil)
        for hash in stack.fonts.values {
            #expect(hash.range(of: "^[0-9a-f]{12}$", options: .regularExpression) != nil, "\(hash)")
        }
        #expect(stack.summary.hasPrefix("renderer \(RenderingStack.rendererVersion), cairo \(stack.libraries["cairo"] ?? "?")"))
    }

    @Test func differencesNameEachComponentWithBothValues() {
        let reference = RenderingStack(renderer: 1, libraries: ["cairo": "1.16.0", "pango": "1.50.12"],
                                       fonts: ["A.ttf": "00", "B.ttf": "11"])
        var current = reference
        #expect(current.differences(from: reference).isEmpty)
        current.libraries["cairo"] = "1.18.4"
        current.renderer = 2
        current.fonts["B.ttf"] = nil
        current.libraries["zlib"] = "1.3"
        #expect(current.differences(from: reference).map(\.description) == [
            "renderer 1 → 2", "cairo 1.16.0 → 1.18.4", "zlib (none) → 1.3", "font B.ttf 11 → (none)",
        ])
    }

    @Test func jsonRoundTripsAndRejectsJunk() throws {
        let stack = RenderingStack.current
        #expect(RenderingStack(jsonText: try stack.jsonText()) == stack)
        #expect(RenderingStack(compactText: stack.compactText) == stack)
        #expect(stack.compactText.hasPrefix("renderer=\(stack.renderer) cairo="))
        #expect(RenderingStack(compactText: "cairo=1.16.0") == nil)
        #expect(RenderingStack(compactText: "renderer=2 junk == =x font:=3")?.renderer == 2)
        #expect(RenderingStack(jsonText: "{\"renderer\": \"x\"}") == nil)
        #expect(RenderingStack(jsonText: "not json") == nil)
        #expect(RenderingStack(jsonText: String(repeating: " ", count: 20_000) + (try stack.jsonText())) == nil)
    }
}
