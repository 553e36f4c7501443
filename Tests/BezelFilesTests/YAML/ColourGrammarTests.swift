import BezelFileFixtures
import BezelGraphics
import BezelSchemaValidation
import Foundation
import Testing
@testable import BezelFiles

/// One colour grammar (``YAMLNode/color(_:)``): a scene's `color`, `tint`,
/// `background` (a view's, the scene's and `set`'s) and a theme's colours read
/// every form alike, fail with the same message listing the forms, and the
/// scene and theme schemas accept the same forms.
@Suite struct ColourGrammarTests {
    /// Every form, as YAML writes it, and the colour it reads as.
    static let forms: [(yaml: String, colour: Color)] = [
        ("'#3478F6'", Color(red: 0x34 / 255, green: 0x78 / 255, blue: 0xF6 / 255)),
        ("'#3478F680'", Color(red: 0x34 / 255, green: 0x78 / 255, blue: 0xF6 / 255, alpha: 0x80 / 255)),
        ("'#FFF'", Color(white: 1)),
        ("'rgb(52, 120, 246)'", Color(red: 52 / 255, green: 120 / 255, blue: 246 / 255)),
        ("'rgb(52, 120, 246, 0.5)'", Color(red: 52 / 255, green: 120 / 255, blue: 246 / 255, alpha: 0.5)),
        ("'rgba(52, 120, 246, 0.5)'", Color(red: 52 / 255, green: 120 / 255, blue: 246 / 255, alpha: 0.5)),
        ("'RGBA(52, 120, 246, 0.5)'", Color(red: 52 / 255, green: 120 / 255, blue: 246 / 255, alpha: 0.5)),
        ("'hsb(0, 1, 1)'", Color(hue: 0, saturation: 1, brightness: 1)),
        ("'hsba(0.6, 0.5, 0.5, 0.25)'", Color(hue: 0.6, saturation: 0.5, brightness: 0.5, alpha: 0.25)),
        ("'white(0.5)'", Color(white: 0.5)),
        ("'White(0.9, 0.25)'", Color(white: 0.9, alpha: 0.25)),
        ("'srgb(0.196, 0.31, 0.522)'", Color(red: 0.196, green: 0.31, blue: 0.522)),
        ("'srgb(0.196, 0.31, 0.522, 0.5)'", Color(red: 0.196, green: 0.31, blue: 0.522, alpha: 0.5)),
        ("{hue: 0.5, saturation: 0, brightness: 0.4}", Color(white: 0.4)),
    ]

    /// Texts that are no colour in any file, by their shape (which the schemas' pattern checks too).
    static let misshapen = ["red", "'#12345'", "'rgb(1, 2)'", "'rgba(1, 2, 3)'", "'white(0.1, 0.2, 0.3)'", "'srgb(0.1, 0.2)'",
                            "'grey(0.5)'", "'rgb(1,,2,3)'"]
    /// Texts of a colour's shape whose parts are out of range (which only the readers check).
    static let outOfRange = ["'rgb(300, 0, 0)'", "'rgba(1, 2, 3, 2)'", "'hsb(2, 0, 0)'", "'white(2)'", "'srgb(0, 0, 1.5)'"]
    static let notColours = misshapen + outOfRange

    /// A scene with `yaml` in each place a scene takes a colour.
    static func scene(_ yaml: String) -> String {
        """
        size: {width: 200, height: 100}
        background: \(yaml)
        root:
          type: vstack
          background: \(yaml)
          children:
            - {type: label, id: title, text: Hi, color: \(yaml)}
            - {type: blurView, id: blur, tint: \(yaml)}
            - {type: switch, id: alarm}
        actions:
          - on: {id: alarm, event: valueChanged}
            do: [{set: {id: title, background: \(yaml)}}]

        """
    }

    /// A theme with `yaml` as its background and a label's text colour.
    static func theme(_ yaml: String) -> String {
        "background: \(yaml)\nlabel:\n  textColor: \(yaml)\n  shadow: {x: 1, color: \(yaml)}\n"
    }

    @Test(arguments: forms.indices)
    func scenesAndThemesReadEveryFormAlike(_ index: Int) throws {
        let (yaml, colour) = Self.forms[index]
        let document = try SceneTestSupport.document(Self.scene(yaml))
        #expect(document.background == colour, "\(yaml)")
        #expect(document.trees.first?.values[SceneKeys.background] == colour, "\(yaml)")
        #expect(document.node(withIdentifier: "title")?.values[SceneKeys.color] == colour, "\(yaml)")
        #expect(document.node(withIdentifier: "blur")?.values[SceneKeys.tint] == colour, "\(yaml)")
        guard case let .root(_, actions) = document.body, case let .set(_, properties)? = actions.first?.actions.first else {
            Issue.record("one set action")
            return
        }
        #expect(properties.map(\.key) == ["background"])
        #expect(properties.map(\.valueText) == ["\(colour)"], "\(yaml)")
        let theme = try ThemeFile.parse(Self.theme(yaml), file: "c.yaml", themesDirectory: nil)
        #expect(theme.backgroundColor == colour && theme.label.textColor == colour && theme.label.shadow?.color == colour, "\(yaml)")
    }

    @Test(arguments: notColours)
    func aBadColourIsTheSameErrorInScenesAndThemes(_ yaml: String) throws {
        let scene = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: label, text: Hi, color: \(yaml)}"))
        let theme = try #require(fileError { try ThemeFile.parse("label:\n  textColor: \(yaml)\n", file: "c.yaml", themesDirectory: nil) })
        #expect(scene.count == 1, "\(scene)")
        #expect(scene.first?.message == theme.message, "\(yaml)")
        #expect(scene.first?.expected == theme.expected)
        #expect(scene.first?.message.hasPrefix(FileError.quoting(String(yaml.trimmingCharacters(in: ["'"])))) == true,
                "\(scene.first?.message ?? "")")
    }

    @Test func theErrorListsEveryForm() {
        let error = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: label, text: Hi, color: 'white(0.5'}")).first
        #expect(error?.description == "t.yaml:3:34: 'white(0.5' is not a colour; expected '#RRGGBB[AA]' (or 3/4 hex digits), "
            + "'rgb(r, g, b[, a])' (0–255, alpha 0–1), 'hsb(h, s, b[, a])', 'white(w[, a])' or 'srgb(r, g, b[, a])' (0–1), "
            + "or a {hue, saturation, brightness[, alpha]} mapping")
        let list = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: label, text: Hi, color: [1, 2]}")).first
        #expect(list?.message == "'color' must be a colour, not the list '[1, 2]'")
        let range = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: label, text: Hi, color: 'white(2)'}")).first
        #expect(range?.message == "'white(2)' is not a colour: every part of white(…) is 0–1")
    }

    /// The scene and theme schemas take the same forms, and refuse the same texts.
    @Test func bothSchemasTakeTheSameForms() throws {
        let folder = try SceneTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var scenes: [String: Bool] = [:], themes: [String: Bool] = [:]
        for (index, yaml) in (Self.forms.map(\.yaml) + Self.misshapen).enumerated() {
            let scene = "\(folder)/scene-\(index).yaml", theme = "\(folder)/theme-\(index).yaml"
            try Self.scene(yaml).write(toFile: scene, atomically: true, encoding: .utf8)
            try Self.theme(yaml).write(toFile: theme, atomically: true, encoding: .utf8)
            scenes[scene] = index < Self.forms.count
            themes[theme] = index < Self.forms.count
        }
        for (format, files) in [("scene", scenes), ("theme", themes)] {
            let results = try SchemaValidator.validate(schema: (format == "scene" ? SceneSchema.document : ThemeSchema.document), files: Array(files.keys))
            for (file, valid) in files {
                let errors = results[file] ?? ["not validated"]
                let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? file
                #expect(errors.isEmpty == valid, "the \(format) schema on \(text): \(errors)")
            }
        }
    }
}
