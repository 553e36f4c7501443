import Bezel
import BezelFileFixtures
import BezelSceneFixtures
import BezelFiles
import BezelGraphics
import BezelScenes
import Testing

/// The properties each built view lists, which scripts' `expect` steps
/// check, against a list written down here: the views' lists and
/// ``SceneNodeType/propertyKinds`` (the table the decoder checks scripts
/// with, read from the views) must both equal it, so a property a view
/// drops, adds, renames or retypes fails here until this list says so.
@Suite struct ScenePropertyNamesTests {
    typealias Kinds = [String: ViewProperty.Kind]

    /// Every view's (`View.properties`).
    static let everyView: Kinds = [
        "hidden": .bool, "alpha": .number, "clipsToBounds": .bool,
        "maxTextSize": .text, "minTextSize": .text, "semanticContent": .text,
    ]
    /// Every control's, besides every view's (`Control.properties`).
    static let everyControl: Kinds = ["enabled": .bool, "highlighted": .bool, "selected": .bool, "tracking": .bool]
    /// A label's, besides every view's (`Label.properties`).
    static let label: Kinds = [
        "text": .text, "font": .text, "color": .text, "align": .text, "wrap": .text, "lines": .optionalNumber,
        "ellipsis": .text, "valign": .text, "shadow": .bool,
    ]

    /// What a node of `type` lists, written down.
    static func expected(_ type: SceneNodeType) -> Kinds {
        func with(_ base: Kinds, _ own: Kinds) -> Kinds { base.merging(own) { _, new in new } }
        let control = with(everyView, everyControl)
        switch type {
        case .vstack, .hstack: return with(everyView, ["spacing": .number, "alignment": .text])
        case .zstack, .container, .spacer: return everyView
        case .label: return with(everyView, label)
        case .linkLabel: return with(with(everyView, label), ["links": .number])
        case .button: return with(control, ["title": .text, "image": .text])
        case .bezelButton: return with(control, ["mode": .text, "recessed": .bool, "pushed": .bool])
        case .switch: return with(control, ["on": .bool])
        case .slider: return with(control, ["value": .number, "range": .text, "continuous": .bool])
        case .segmentedControl:
            return with(control, ["segments": .text, "selectedSegment": .optionalNumber, "highlightedSegment": .optionalNumber])
        case .progressView: return with(control, ["progress": .number])
        case .textField: return with(control, ["focused": .bool, "caret": .number, "placeholder": .text, "text": .text])
        case .imageView:
            return with(everyView, ["mode": .text, "image": .text, "grayscale": .bool, "noUpscaling": .bool, "flipsRightToLeft": .bool])
        case .scrollView: return with(everyView, ["axis": .text, "contentSize": .text, "contentOffset": .text])
        case .blurView: return with(everyView, ["radius": .number, "tint": .text])
        case .listView: return with(everyView, ["rows": .number, "selectedRow": .optionalNumber])
        }
    }

    @Test(arguments: zip(SceneNodeType.allCases, SceneTestSupport.everyType))
    func theBuiltViewAndTheTableListWhatIsWrittenDown(type: SceneNodeType, node: String) throws {
        let scene = try SceneTestSupport.parse(SceneTestSupport.scene(root: node))
        let view = try #require(scene.root.view(withIdentifier: "x"))
        #expect(String(describing: Swift.type(of: view)) == type.viewClassName)
        let listed = view.properties.map { ($0.name, $0.kind) }
        #expect(Set(listed.map(\.0)).count == listed.count, "each property once: \(listed.map(\.0))")
        let built = Kinds(listed) { first, _ in first }
        let expected = Self.expected(type)
        #expect(built == expected, """
            \(type): missing \(expected.keys.filter { built[$0] == nil }.sorted()), \
            not written down \(built.keys.filter { expected[$0] == nil }.sorted()), \
            another kind \(expected.keys.filter { built[$0] != nil && built[$0] != expected[$0] }.sorted())
            """)
        #expect(type.propertyKinds == expected)
        #expect(type.propertyNames == expected.keys.sorted())
    }
}
