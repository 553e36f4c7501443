import Bezel
import BezelFileFixtures
@testable import BezelFiles
import Foundation
import Testing

/// The field table (``SceneKey``, ``SceneNodeType/fields``): every key is
/// described once, and what reads, describes, sets and checks a key is
/// made from that one description.
@Suite struct SceneFieldTableTests {
    @Test(arguments: SceneNodeType.allCases)
    func everyKeyOfEveryTypeIsDescribedOnce(type: SceneNodeType) {
        let keys = type.fields.map(\.key)
        #expect(Set(keys).count == keys.count, "a key appears twice in \(type)'s table")
        for field in type.fields {
            #expect(!field.summary.isEmpty && !(field.schema().isEmpty), "\(type).\(field.key) is undescribed")
        }
        #expect(type.isControl == keys.contains("enabled"), "a control is exactly a type with enabled")
        #expect(Set(SceneNodeType.commonKeys + type.keys) == Set(["type"] + keys))
    }

    @Test func aProgressViewIsNotAControlInFiles() {
        #expect(!SceneNodeType.progressView.isControl)
        let errors = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: vstack, children: [{type: progressView, id: p}, {type: switch, id: s}]}")
            + "actions:\n  - on: {id: s, event: valueChanged}\n    do: [{set: {id: p, enabled: false}}]\n")
        #expect(errors.map(\.message) == ["'enabled' cannot be set on #p (ProgressView)"])
        #expect(errors.first?.expected == "a control")
    }

    /// The one true/false rule: every spelling the reader takes matches the
    /// schema's pattern, and the schema's pattern takes nothing else.
    @Test func theSchemaAndTheReaderAgreeOnBooleans() throws {
        let pattern = try NSRegularExpression(pattern: BooleanWords.schemaPattern)
        func schemaTakes(_ text: String) -> Bool {
            pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        for spelling in HostileScenes.booleanSpellings {
            #expect(BooleanWords.value(of: spelling) != nil && schemaTakes(spelling), "\(spelling)")
        }
        for text in ["tru", "yess", "1", "0", "", "true ", "t rue"] {
            #expect(BooleanWords.value(of: text) == nil && !schemaTakes(text), "\(text)")
        }
    }

    @Test func theSchemaAndTheReaderAgreeOnInfinity() throws {
        let pattern = try NSRegularExpression(pattern: LengthWords.schemaPattern)
        for text in ["infinity", "Infinity", "INFINITY", "inf", "Inf", "INF", ".inf", ".Inf", ".INF", "iNfInItY"] {
            #expect(LengthWords.isInfinity(text) && pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil)
            let document = try SceneTestSupport.document(SceneTestSupport.scene(root: "{type: label, id: l, maxWidth: '\(text)'}"))
            #expect(document.node(withIdentifier: "l")?.values[SceneKeys.maxWidth] == .infinity, "\(text)")
        }
        for text in ["infinite", "in", "inf.", "∞"] {
            #expect(!LengthWords.isInfinity(text) && pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil)
        }
    }

    /// The property added through the table alone: one key, and the view
    /// listing it (`View.properties`); the reader, the schema, `set`,
    /// state matrices and `expect` follow.
    @Test func clipsToBoundsIsOneTableEntry() throws {
        let document = try SceneTestSupport.document(SceneTestSupport.scene(root: "{type: container, id: c, clipsToBounds: yes}")
            + "snapshots:\n  states: [{ids: [c], clipsToBounds: [true, false]}]\n")
        #expect(document.node(withIdentifier: "c")?.values[SceneKeys.clipsToBounds] == true)
        #expect(SceneNodeType.settableKeys.contains("clipsToBounds"))
        #expect(SceneNodeType.label.propertyKinds["clipsToBounds"] == .bool)
        #expect(SceneSchema.document.contains("\"clipsToBounds\""))
        let errors = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: container, clipsToBounds: maybe}"))
        #expect(errors.map(\.message) == ["'clipsToBounds' must be true or false, not 'maybe'"])
    }
}
