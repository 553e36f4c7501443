import Bezel
import BezelFileFixtures
import BezelFiles
import BezelGraphics
import BezelScenes
import Testing

/// The properties a built view lists, which scripts' `expect` steps check,
/// against ``SceneNodeType/propertyNames`` (the table the decoder checks
/// scripts with, without building views).
@Suite struct ScenePropertyNamesTests {
    @Test(arguments: zip(SceneNodeType.allCases, SceneTestSupport.everyType))
    func theTableNamesWhatTheBuiltViewLists(type: SceneNodeType, node: String) throws {
        let scene = try SceneTestSupport.parse(SceneTestSupport.scene(root: node))
        let view = try #require(scene.root.view(withIdentifier: "x"))
        #expect(String(describing: Swift.type(of: view)) == type.viewClassName)
        #expect(Array(Set(view.properties.map(\.name))).sorted() == type.propertyNames)
    }
}
