import Bezel
import BezelReplay
import BezelFileFixtures
import BezelScriptFixtures
import BezelFiles
import BezelGraphics
import BezelScenes
import Testing

/// Inputs found by the fuzz targets in `Fuzz/` (`scripts/fuzz`), reduced,
/// each kept in `Fuzz/Corpus/<Target>/finding-*` too.
@Suite struct ScriptFuzzFindingsTests {
    /// FuzzScript (`finding-pending-after-timer.yaml`, LeakSanitizer): a run
    /// that ended while an `after` timer was still waiting leaked the
    /// window's clock, the timer's actions and the scene's attachment: the
    /// closure the clock held for the timer held the clock.
    static let pendingAfter = """
        scene:
          size: {width: 100, height: 40}
          scale: 1
          root: {type: button, id: go, title: Go}
          actions:
            - on: {id: go, event: touchUpInside}
              do:
                - after: {seconds: 5, timer: later, do: [{set: {id: go, enabled: false}}]}
        steps:
          - tap: "#go"
        """

    @Test func aWindowClosedWithAnAfterTimerWaitingIsFreed() throws {
        let script = try ScriptFile.parse(Self.pendingAfter, file: "pending-after.yaml", baseDirectory: "/nonexistent")
        #expect(try ScriptTestSupport.run(script).failure == nil)
        #expect(script.scenePath == nil, "the scene is inline")
        weak var clock: VirtualClock?
        weak var window: Window?
        do {
            let scene = SceneBuilder.scene(from: script.scene)
            let made = try scene.makeWindow()
            let button = try #require(made.view(withIdentifier: "go") as? Control)
            button.sendActions(for: .touchUpInside)
            #expect(made.clock.pendingWork.contains { $0.contains("later") })
            clock = made.clock
            window = made
        }
        #expect(window == nil)
        #expect(clock == nil, "the clock (and the timer's actions) outlived the window")
    }
}
