import Bezel
import BezelFileFixtures
import BezelSceneFixtures
import BezelFiles
import BezelGraphics
import BezelScenes
import Testing

/// The keys a scene node has for the reader's settings: `maxTextSize`,
/// `minTextSize`, `semanticContent`, directional `padding`, and a font's
/// `textStyle`; each built onto the node's view.
@Suite struct SceneTraitKeysTests {
    private func window(_ yaml: String) throws -> Window {
        try SceneTestSupport.parse(yaml).makeWindow()
    }

    @Test func aMaximumTextSizeHoldsANodeBackAtLargeSizes() throws {
        let window = try window("""
            size: {width: 400, height: 300}
            textSize: AX5
            root:
              type: vstack
              alignment: leading
              children:
                - {type: label, id: capped, text: Capped, maxTextSize: XL}
                - {type: label, id: free, text: Capped}
            """)
        let capped = try #require(window.view(withIdentifier: "capped"))
        let free = try #require(window.view(withIdentifier: "free"))
        #expect(capped.traitCollection.contentSizeCategory == .extraLarge)
        #expect(capped.frame.height < free.frame.height / 2, "\(capped.frame) \(free.frame)")
        #expect(capped.properties.first { $0.name == "maxTextSize" }?.value == .text("XL"))
    }

    @Test func semanticContentKeepsANodeLeftToRight() throws {
        let window = try window("""
            size: {width: 200, height: 100}
            direction: rtl
            root:
              type: vstack
              alignment: fill
              children:
                - type: hstack
                  id: mirrored
                  children: [{type: label, id: a1, text: A}, {type: spacer}, {type: label, id: b1, text: B}]
                - type: hstack
                  id: fixed
                  semanticContent: forceLeftToRight
                  padding: 4
                  children: [{type: label, id: a2, text: A}, {type: spacer}, {type: label, id: b2, text: B}]
            """)
        let a1 = try #require(window.view(withIdentifier: "a1")), b1 = try #require(window.view(withIdentifier: "b1"))
        let a2 = try #require(window.view(withIdentifier: "a2")), b2 = try #require(window.view(withIdentifier: "b2"))
        #expect(a1.frame.minX > b1.frame.minX)
        #expect(a2.frame.minX < b2.frame.minX)
        #expect(window.view(withIdentifier: "fixed")?.effectiveLayoutDirection == .leftToRight)
    }

    @Test func leadingAndTrailingPaddingSwapsRightToLeft() throws {
        for (direction, expectedX) in [("ltr", 30.0), ("rtl", 5.0)] {
            let window = try window("""
                size: {width: 200, height: 100}
                direction: \(direction)
                root:
                  type: vstack
                  alignment: leading
                  children:
                    - {type: label, id: t, text: T, padding: {leading: 30, trailing: 5}}
                """)
            let label = try #require(window.view(withIdentifier: "t"))
            #expect(label.superview?.frame.minX == (direction == "rtl" ? 200 - label.superview!.frame.width : 0))
            #expect(label.frame.minX == expectedX, "\(direction): \(label.frame)")
        }
        let errors = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: label, text: T, padding: {left: 1, leading: 2}}"))
        #expect(errors.first?.message == "padding names left or right and leading or trailing", "\(errors)")
    }

    @Test func aDirectionalImageFlipsRightToLeftOnRequest() throws {
        let window = try window("""
            size: {width: 100, height: 100}
            direction: rtl
            root:
              type: hstack
              children:
                - {type: imageView, id: arrow, image: play@2x.png, flipsRightToLeft: true}
                - {type: imageView, id: plain, image: play@2x.png}
            """)
        #expect((window.view(withIdentifier: "arrow") as? ImageView)?.drawsImageFlipped == true)
        #expect((window.view(withIdentifier: "plain") as? ImageView)?.drawsImageFlipped == false)
    }

    @Test func aFontThatScalesWithNothingKeepsItsSize() throws {
        let window = try window("""
            size: {width: 400, height: 300}
            textSize: AX3
            root:
              type: vstack
              alignment: leading
              children:
                - {type: label, id: fixed, text: Same, font: {size: 13, textStyle: none}}
                - {type: label, id: caption, text: Same, font: {size: 13, textStyle: caption2}}
                - {type: label, id: body, text: Same, font: {size: 13}}
            """)
        let heights = try ["fixed", "caption", "body"].map { try #require(window.view(withIdentifier: $0)).frame.height }
        // At AX3 caption 2 grows 29/11 times and body 40/17 times: more for the caption.
        #expect(heights[0] < heights[2] && heights[2] < heights[1], "\(heights)")
    }
}
