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
    /// A node of every type, as small as it can be written.
    static let everyType = SceneNodeType.allCases.map { type -> String in
        switch type {
        case .segmentedControl: return "{type: segmentedControl, id: x, segments: [A, B]}"
        case .listView: return "{type: listView, id: x, rows: [{title: A}]}"
        default: return "{type: \(type.rawValue), id: x}"
        }
    }

    @Test(arguments: zip(SceneNodeType.allCases, everyType))
    func theTableNamesWhatTheBuiltViewLists(type: SceneNodeType, node: String) throws {
        let scene = try SceneTestSupport.parse(SceneTestSupport.scene(root: node))
        let view = try #require(scene.root.view(withIdentifier: "x"))
        #expect(String(describing: Swift.type(of: view)) == type.viewClassName)
        #expect(Array(Set(view.properties.map(\.name))).sorted() == type.propertyNames)
    }
}
