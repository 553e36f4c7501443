import Bezel
import BezelFileFixtures
import BezelScriptFixtures
import BezelFiles
import BezelGraphics
import Foundation
import Testing
@testable import BezelStudio

/// The inspector's tree: every view with its frame, state, properties,
/// accessibility and the place in the scene file that declares it; and
/// the view under a point.
@Suite struct StudioInspectorTests {
    static func studio() throws -> StudioSession {
        try StudioSession(scene: try SceneDocument.load(path: ScriptTestSupport.scenesFolder + "/timer.yaml",
                                                        themesDirectory: SceneTestSupport.repositoryFolder + "/Themes"))
    }

    static func find(_ id: String, in node: StudioInspector.Node) -> StudioInspector.Node? {
        if node.id == id { return node }
        for child in node.children { if let found = find(id, in: child) { return found } }
        return nil
    }

    @Test func eachViewSaysWhatItIsWhereAndWhatDeclaresIt() throws {
        let studio = try Self.studio()
        let tree = StudioInspector.tree(of: studio.window, sources: studio.sources)
        #expect(tree.type == "Window" && tree.path == [])
        let alarm = try #require(Self.find("alarm", in: tree))
        #expect(alarm.type == "Switch" && alarm.state.contains("on=true") && alarm.properties["on"] == "true")
        #expect(alarm.accessibility?["announcement"] == "Alarm, switch button, on")
        #expect(alarm.source?.hasSuffix("timer.yaml:45:11") == true, "\(alarm.source ?? "")")
        #expect(alarm.frame == [253, 162, 51, 31])
        let point = Point(x: alarm.frame[0] + 10, y: alarm.frame[1] + 10)
        #expect(StudioInspector.path(at: point, in: studio.window) == alarm.path)
        #expect(StudioInspector.path(at: Point(x: -5, y: -5), in: studio.window) == nil)
    }

    @Test func theControllerAnswersInspectAndSelectWithoutRecordingAStep() throws {
        let controller = StudioController(session: try Self.studio())
        let replies = controller.handle(Data(#"{"type":"inspect"}"#.utf8))
        let json = try #require(replies.first?.json)
        #expect(json.hasPrefix(#"{"tree":{"accessibility""#) || json.contains(#""type":"tree""#), "\(json.prefix(200))")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "tree" && (object["tree"] as? [String: Any])?["type"] as? String == "Window")
        #expect(controller.handle(Data(#"{"type":"select","x":-5,"y":-5}"#.utf8)) == [.selected(nil)])
        #expect(controller.session.steps.isEmpty)
    }
}
