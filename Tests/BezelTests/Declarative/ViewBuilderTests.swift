import BezelGraphics
import Testing
@testable import Bezel
import BezelGallery

@Suite struct ViewBuilderTests {
    @Test func declaresARetainedTreeWithModifiers() throws {
        let play = try SampleGlyph.play()
        let root = VStack(spacing: 12) {
            Label("Timer").id("title")
            BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), image: play).mode(.toggle).id("start")
        }.padding(16)
        let size = try root.layout(.unbounded)
        let start = try #require(root.view(withIdentifier: "start", as: BezelButton.self))
        #expect(start.mode == .toggle)
        #expect(start.convert(.zero, to: root).x >= 16)
        #expect(size.width >= 64 + 32)
        #expect(root.treeDescription().contains("BezelButton #start"))
    }

    @Test func conditionalsAndLoopsBuildChildren() {
        let showsAlarm = true, showsStop = false
        let stack = VStack {
            for name in ["a", "b", "c"] { View().id(name) }
            if showsAlarm { Label("Time is up!").id("alarm") }
            if showsStop { View().id("stop") } else { View().id("no-stop") }
            if let extra = Optional("extra") { View().id(extra) }
        }
        #expect(stack.subviews.compactMap(\.identifier) == ["a", "b", "c", "alarm", "no-stop", "extra"])
    }

    @Test func changingADeclaredPropertyUpdatesWithoutRebuilding() throws {
        let root = HStack(spacing: 4) {
            BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64)).id("start")
            BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64)).id("stop").enabled(false)
        }
        try root.layout(.unbounded)
        let stop = try #require(root.view(withIdentifier: "stop", as: BezelButton.self))
        let identity = ObjectIdentifier(stop)
        root.view(withIdentifier: "start", as: BezelButton.self)?.isEnabled = false
        stop.isEnabled = true
        try root.layout(.unbounded)
        #expect(ObjectIdentifier(try #require(root.view(withIdentifier: "stop"))) == identity)
        #expect(root.treeDescription().contains("BezelButton #stop frame=(68, 0, 64, 64) enabled"))
        #expect(root.view(withIdentifier: "start", as: Label.self) == nil)   // wrong type: nil, no crash
    }
}
