import BezelFileFixtures
@testable import BezelFiles
import Foundation
import Testing

/// Every problem in a scene is reported at its exact place, all together.
@Suite struct SceneErrorTests {
    private func errors(root node: String) -> [FileError] {
        SceneTestSupport.errors(SceneTestSupport.scene(root: node))
    }

    @Test func anUnknownTypeSuggestsTheNearestOne() {
        let errors = errors(root: "type: labl\ntext: hi")
        #expect(errors.count == 1)
        #expect(errors.first?.location == SourceLocation(file: "t.yaml", line: 3, column: 9))
        #expect(errors.first?.suggestion == "label")
        #expect(errors.first?.description.hasPrefix("t.yaml:3:9: 'labl' is not a valid view type; expected one of: vstack, hstack") == true)
    }

    /// The editors' schema line on top of every example is a comment: the
    /// lines below it keep their numbers.
    @Test func theSchemaLineMovesNoLocation() {
        let schemaLine = "# yaml-language-server: $schema=../../Schemas/scene.schema.json\n"
        let errors = SceneTestSupport.errors(schemaLine + SceneTestSupport.scene(root: "type: labl\ntext: hi"))
        #expect(errors.map(\.location) == [SourceLocation(file: "t.yaml", line: 4, column: 9)])
    }

    @Test func aDuplicateIdIsAnErrorAtBothPlaces() {
        let errors = errors(root: "type: vstack\nchildren:\n  - {type: label, id: a, text: One}\n  - {type: hstack, children: [{type: switch, id: a}]}")
        #expect(errors.map(\.description) == [
            "t.yaml:5:25: the id 'a' is also the id of the view at 6:52; expected an id no other view in the scene has",
            "t.yaml:6:52: the id 'a' is already the id of the view at 5:25; expected an id no other view in the scene has",
        ])
        // Across screens too: a script's #a and expect name one view of the scene.
        let screens = SceneTestSupport.errors("""
            size: {width: 200, height: 100}
            screens:
              - {id: one, root: {type: label, id: title, text: One}}
              - {id: two, root: {type: label, id: title, text: Two}}
            """)
        #expect(screens.count == 2 && screens.allSatisfy { $0.message.hasPrefix("the id 'title' is") }, "\(screens)")
    }

    @Test func anUnknownKeySuggestsTheNearestOne() {
        let errors = errors(root: "type: label\ntxt: hi")
        #expect(errors.map(\.description) == [
            "t.yaml:4:3: unknown key 'txt' in label; expected one of: accessibility, alignment, alpha, autoColor, background, clipsToBounds, color, "
                + "cornerRadius, font, frame, grow, height, hidden, id, lines, maxHeight, maxTextSize, maxWidth, minHeight, "
                + "minTextSize, minWidth, padding, semanticContent, text, type, width (did you mean 'text'?)",
        ])
    }

    @Test func aWrongValueTypeNamesTheValue() {
        let errors = errors(root: "type: vstack\nspacing: wide\nchildren: []")
        #expect(errors.count == 1)
        #expect(errors.first?.location == SourceLocation(file: "t.yaml", line: 4, column: 12))
        #expect(errors.first?.message == "'spacing' must be a number, not 'wide'")
        #expect(self.errors(root: "type: switch\n'on': maybe").first?.description == "t.yaml:4:9: 'on' must be true or false, not 'maybe'")
    }

    @Test func aBadColourNamesTheValue() {
        let errors = errors(root: "type: label\ntext: a\ncolor: '#GG0000'")
        #expect(errors.first?.location == SourceLocation(file: "t.yaml", line: 5, column: 10))
        #expect(errors.first?.message == "'#GG0000' is not a colour")
        #expect(errors.first?.expected == YAMLNode.colourForms, "one message lists every form")
    }

    @Test func everyErrorInTheFileIsReportedInFileOrder() {
        let yaml = """
            size: {width: 0, height: 100}
            scal: 2
            root:
              type: vstack
              children:
                - {type: butten, title: a}
                - {type: slider, value: high}
                - {type: label, text: a, colour: red}
                - {type: bezelButton, mode: toggel}
            """
        let errors = SceneTestSupport.errors(yaml)
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["1:15", "2:1", "6:14", "7:29", "8:30", "9:33"])
        #expect(errors.map(\.suggestion) == [nil, "scale", "button", nil, "color", "toggle"])
    }

    @Test func theChildrenOfANodeWithAnUnknownTypeAreStillChecked() {
        let errors = errors(root: "type: vstak\nchildren:\n  - {type: label, txt: a}")
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["3:9", "5:21"])
        #expect(errors.map(\.suggestion) == ["vstack", "text"])
    }

    @Test func missingPartsAreNamed() {
        #expect(SceneTestSupport.errors("root: {type: spacer}\n").map(\.message) == ["a scene needs 'size'"])
        #expect(SceneTestSupport.errors("size: {width: 5, height: 5}\n").map(\.message) == ["a scene needs 'root'"])
        #expect(errors(root: "text: a").map(\.description) == ["t.yaml:3:3: a view node needs 'type'; expected one of: "
            + SceneNodeType.allCases.map(\.rawValue).joined(separator: ", ")])
        #expect(SceneTestSupport.errors("- a\n- b\n").first?.message == "a scene file must be a mapping, not the list '[a, b]'")
        #expect(SceneTestSupport.errors("").first?.message == "a scene file must be a mapping, not an empty file")
        let theme = SceneTestSupport.errors("size: {width: 5, height: 5}\ntheme: defualt\nroot: {type: spacer}\n")
        #expect(theme.first?.description == "t.yaml:2:8: unknown theme 'defualt'; expected one of: default (did you mean 'default'?)")
    }

    @Test func yamlSyntaxErrorsAndUnreadableFilesAreFileErrors() {
        let syntax = SceneTestSupport.errors("size: {width: 5\nroot: [\n")
        #expect(syntax.count == 1 && syntax.first?.message.contains("not valid YAML") == true)
        #expect {
            try SceneDocument.load(path: "/nonexistent/scene.yaml")
        } throws: { error in
            (error as? FileErrors)?.errors.first?.description == "/nonexistent/scene.yaml:1:1: cannot read the file (no such file)"
        }
    }

    @Test func rangesAreChecked() {
        #expect(errors(root: "{type: slider, value: 9, min: 0, max: 1}").map(\.description) == [
            "t.yaml:3:25: 'value' is 9, outside min…max; expected a number from 0 to 1",
        ])
        #expect(errors(root: "{type: segmentedControl, segments: [A], selectedSegment: 1}").first?.message == "selected segment is 1, out of range")
        #expect(errors(root: "{type: label, text: a, maxWidth: wide}").first?.expected == "a number from 0 to 100000, or infinity")
    }

    /// `selected` is a yes/no state on every control; an index given as
    /// `selected` is answered with its own name, in a node and in `set`.
    @Test func selectedIsAlwaysYesOrNoAndAnIndexHasItsOwnName() {
        let segmented = errors(root: "{type: segmentedControl, segments: [A, B], selected: 1}")
        #expect(segmented.map(\.description) == [
            "t.yaml:3:56: 'selected' must be true or false, not '1': the index a segmented control selects has a key of its own (did you mean 'selectedSegment'?)",
        ])
        let list = errors(root: "{type: listView, rows: [{title: A}], selected: 0}")
        #expect(list.first?.suggestion == "selectedRow" && list.count == 1, "\(list)")
        #expect(errors(root: "{type: segmentedControl, segments: [A, B], selected: true, selectedSegment: 1}").isEmpty)
        let set = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: segmentedControl, id: unit, segments: [A, B]}") + """
            actions:
              - on: {id: unit, event: valueChanged}
                do: [{set: {id: unit, selected: 0}}]
            """)
        #expect(set.first?.suggestion == "selectedSegment", "\(set)")
    }
}
