import BezelFileFixtures
import BezelScriptFixtures
import BezelFiles
import BezelReplay
import Foundation
import Testing
@testable import BezelStudio

/// Inputs found by FuzzStudio (`scripts/fuzz`), reduced, each kept in
/// `Fuzz/Corpus/FuzzStudio/finding-*` too. FuzzStudio reads back the script
/// a session saves and replays it: both findings were scripts that did not read.
@Suite struct StudioFuzzFindingsTests {
    static func timer() throws -> StudioController {
        let scene = try SceneDocument.load(path: ScriptTestSupport.scenesFolder + "/timer.yaml",
                                           themesDirectory: SceneTestSupport.repositoryFolder + "/Themes")
        return StudioController(session: try StudioSession(scene: scene))
    }

    /// `finding-empty-settings.jsonl`: `{"type":"settings"}` (or one whose
    /// only field is misspelt) was recorded as `settings: {}`, which a
    /// script cannot hold ("settings needs at least one of direction,
    /// textSize, language"): the saved script did not read.
    @Test func settingsWithNoSettingAreRefusedAndNotRecorded() throws {
        let controller = try Self.timer()
        _ = controller.handle(Data(#"{"type":"pointer","phase":"began","x":40,"y":125}"#.utf8))
        _ = controller.handle(Data(#"{"type":"pointer","phase":"ended","x":40,"y":125}"#.utf8))
        for json in [#"{"type":"settings"}"#, #"{"type":"settings","textSire":"AX3"}"#] {
            #expect(controller.handle(Data(json.utf8)) == [.error("'settings' needs at least one of direction, textSize, language")], "\(json)")
        }
        #expect(controller.session.steps.map(ScriptWriter.step) == ["tap: \"#start\""])
        let text = controller.session.scriptText(scene: "../scenes/timer.yaml")
        let script = try ScriptFile.parse(text, file: "recorded.yaml", baseDirectory: ScriptTestSupport.examplesFolder)
        #expect(script.steps.count == 1)
    }

    /// `finding-save-without-steps.jsonl`: Save before any step (or after
    /// undoing them all) wrote a script with no steps, which does not read
    /// back ("a script needs at least one step"), so neither `bezel replay`
    /// nor the studio could open what it saved: it is refused, writing nothing.
    @Test func saveWithNoStepsIsRefusedAndWritesNothing() throws {
        let controller = try Self.timer()
        var saves = 0
        controller.save = { _ in
            saves += 1
            return "saved"
        }
        #expect(controller.handle(Data(#"{"type":"save"}"#.utf8)) == [.error("nothing to save yet: a script needs at least one step")])
        _ = controller.handle(Data(#"{"type":"settings","textSize":"AX3"}"#.utf8))
        _ = controller.handle(Data(#"{"type":"undo"}"#.utf8))
        #expect(controller.session.steps.isEmpty)
        #expect(controller.handle(Data(#"{"type":"save"}"#.utf8)) == [.error("nothing to save yet: a script needs at least one step")])
        #expect(saves == 0)
        _ = controller.handle(Data(#"{"type":"settings","textSize":"AX3"}"#.utf8))
        #expect(controller.handle(Data(#"{"type":"save"}"#.utf8)) == [.saved("saved")] && saves == 1)
    }
}
