import Bezel
import BezelGallery
import BezelGraphics
import BezelReplay
import BezelSnapshotTesting
import Foundation
import Testing

/// The Swift in `Sources/Bezel/Bezel.docc` (the landing page and the
/// articles) and the README's touch example, copied here so that it keeps
/// compiling against the API; the touch examples also run. Change both
/// together: `Tests/BezelCommandTests/DocumentationTests.swift` fails when a
/// line of a block is not here, in order.
@Suite struct DocumentationExamplesTests {
    /// Bezel.md: declare, lay out and render a screen (as written: compiled, not run,
    /// since it writes into the current folder; the test below runs the same screen).
    func landingPage() throws {
        let screen = VStack(spacing: 12, alignment: .leading) {
            Label("Timer", font: .system(size: 20, weight: .bold))
            HStack(spacing: 8) {
                Button(title: "Start").id("start")
                Spacer()
                Switch(isOn: true).id("alarm")
            }
            Slider(value: 0.3).id("volume")
        }.padding(16)
        try screen.layout(Constraints(maxWidth: 320))
        try screen.renderImage(scale: 2, background: .white).writePNG(to: "timer@2x.png")
    }

    func landingPage(writingTo path: String) throws {
        let screen = VStack(spacing: 12, alignment: .leading) {
            Label("Timer", font: .system(size: 20, weight: .bold))
            HStack(spacing: 8) {
                Button(title: "Start").id("start")
                Spacer()
                Switch(isOn: true).id("alarm")
            }
            Slider(value: 0.3).id("volume")
        }.padding(16)
        try screen.layout(Constraints(maxWidth: 320))
        try screen.renderImage(scale: 2, background: .white).writePNG(to: path)
    }

    @Test func theLandingPagesScreenRenders() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-docs-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try landingPage(writingTo: path)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// SnapshotTestingComponentStates.md (compiled, not run: it would record references).
    func startButton() {
        let button = Button(title: "Start")
        button.isSelected = true
        assertSnapshot(of: button, as: .image(scale: 2, background: .white),
                       named: "start.selected=true@2x", suite: "Buttons")
    }

    func everyBezelButtonState() throws {
        let mode = StateDimension("mode", BezelButton.Mode.allCases, valueName: { $0.rawValue })
        let recessed = StateDimension.bool("recessed"), pushed = StateDimension.bool("pushed")
        let enabled = StateDimension.bool("enabled", [true, false])
        let glyph = try SampleGlyph.play()
        assertSnapshots(matrix: StateMatrix(mode, recessed, pushed, enabled), prefix: "bezel-button",
                        scales: [1, 2], suite: "BezelButton") { c in
            BezelButtonState(mode: try c.value(of: mode), recessed: try c.value(of: recessed),
                             pushed: try c.value(of: pushed), enabled: try c.value(of: enabled))
                .makeButton(image: glyph)
        } as: { scale in .image(scale: scale, background: .white) }
    }

    /// PreviewingThemes.md, as written (compiled, not run: it writes into the current folder).
    func duskTheme() throws {
        var dusk = Theme.default
        dusk.name = "dusk"
        dusk.backgroundColor = Color(white: 0.97)
        dusk.button.cornerRadius = 12
        let gallery = try ControlGallery.make(theme: dusk)    // every control in every state, labelled
        try gallery.renderImage(scale: 2).writePNG(to: "dusk-contact-sheet@2x.png")
    }

    /// PreviewingThemes.md, run.
    @Test func aThemeInSwiftDrawsTheGallery() throws {
        var dusk = Theme.default
        dusk.name = "dusk"
        dusk.backgroundColor = Color(white: 0.97)
        dusk.button.cornerRadius = 12
        let gallery = try ControlGallery.make(theme: dusk)
        let image = try gallery.renderImage(scale: 1)
        #expect(image.pixelWidth > 0)
    }

    /// ScriptingTouchSequences.md: a window touched directly, then a session.
    @Test func touchingAWindowAndReplaying() throws {
        let window = Window(size: Size(width: 240, height: 160))
        let start = Button(frame: Rect(x: 16, y: 16, width: 120, height: 44), title: "Start").id("start")
        start.addAction(for: .touchUpInside) { [unowned start] _, _ in start.isEnabled = false }
        window.addSubview(start)
        window.send(.began, at: Point(x: 40, y: 30))
        window.send(.ended, at: Point(x: 40, y: 30))
        window.clock.advance(by: 0.5)
        #expect(!start.isEnabled)

        start.isEnabled = true
        let session = ReplaySession(window: window)
        try session.tap(.text("Start"))
        try session.wait(3)
        try session.memoryWarning()
        let frame = try session.capture("after-start")
        print(session.traceText)
        #expect(frame.pixelWidth > 0)
        #expect(!start.isEnabled)
        #expect(session.traceText.contains("touchUpInside"))
    }

    /// README.md, "3. Scripted touch sequences": run on a screen with the ids it names.
    @Test func readmesTouchSequence() throws {
        let start = Button(frame: Rect(x: 16, y: 16, width: 120, height: 44), title: "Start").id("start")
        let list = ScrollView(frame: Rect(x: 16, y: 70, width: 200, height: 80),
                              content: View(frame: Rect(x: 0, y: 0, width: 200, height: 400))).id("list")
        let field = TextField(frame: Rect(x: 140, y: 16, width: 90, height: 44))
        field.isFocused = true
        let screen = View(frame: Rect(x: 0, y: 0, width: 240, height: 160))
        for view in [start, list, field] as [View] { screen.addSubview(view) }

        let window = Window(size: Size(width: 240, height: 160))   // a view, a clock, touch delivery
        window.addSubview(screen)
        let session = ReplaySession(window: window)
        try session.tap(.id("start"))          // or .text("Start"), .point(Point(x: 40, y: 90))
        try session.drag(from: .id("list"), to: .point(Point(x: 100, y: 20)), steps: 10)
        try session.type("butter")             // into the focused text field
        try session.wait(3)                    // virtual seconds: timers fire, animations run
        try session.memoryWarning()            // off-screen view controllers unload their views
        try session.capture("after-alarm")     // a frame
        print(session.trace.traceText)         // or try session.trace.traceJSONLines()

        #expect(field.text == "butter")
        #expect(session.trace.traceText.contains("touchUpInside"))
        #expect(!(try session.trace.traceJSONLines()).isEmpty)
    }
}
