import Bezel
import BezelFileFixtures
import BezelGraphics
import Foundation
import Testing
@testable import BezelFiles

/// The themes folder of the package, found from this file.
let shippedThemes = SceneTestSupport.repositoryFolder + "/Themes"

/// A fresh folder holding `files` (name → text).
func themeFolder(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    return folder.path
}

/// The file error `body` throws, or nil.
/// The first file error `body` throws (a theme's errors come together, in file order).
func fileError(_ body: () throws -> Any) -> FileError? {
    do { _ = try body(); return nil } catch { return (error as? FileError) ?? (error as? FileErrors)?.errors.first }
}

@Suite struct ThemeFileTests {
    /// A themes folder that cannot be used is a typed error; the command names its option.
    @Test func aMissingThemesFolderIsATypedError() throws {
        let missing = NSTemporaryDirectory() + "bezel-no-themes-" + UUID().uuidString
        #expect(throws: ThemesFolderError.doesNotExist(path: missing)) { try ThemeResolver(themesDirectory: missing) }
        #expect(throws: ThemesFolderError.notAFolder(path: #filePath)) { try ThemeResolver(themesDirectory: #filePath) }
        #expect(ThemesFolderError.doesNotExist(path: "T").description == "the themes folder 'T' does not exist; expected a folder of theme files")
        let unknown = fileError { try ThemeResolver.withoutFolder.theme("nope") }
        #expect(unknown?.location == ThemeResolver.givenReference && unknown?.description.contains("--") == false)
    }

    @Test func everyShippedThemeLoads() throws {
        let names = ThemeFile.availableThemes(in: shippedThemes)
        #expect(Set(["default", "dark", "high-contrast", "hsb"]).isSubset(of: Set(names)))
        for name in names {
            let theme = try ThemeResolver(themesDirectory: shippedThemes).theme(name)
            #expect(theme.name == name)
        }
    }

    @Test func defaultYAMLIsTheBuiltInDefaultExactly() throws {
        let theme = try ThemeFile.load(path: shippedThemes + "/default.yaml")
        #expect(theme == Theme.default)
    }

    /// The comments at the top of `Themes/default.yaml`, the schema line first.
    static let defaultThemeComments = [
        "yaml-language-server: $schema=../Schemas/theme.schema.json",
        "The sources' look, every themeable value written out: this file reads back as",
        "Theme.default exactly (a test checks it). Copy it to start a theme, or",
        "`extends: default` and name only what changes.",
        "Colours: '#RRGGBB[AA]', rgba(r, g, b, a) 0-255, hsb(h, s, b[, a]) 0-1,",
        "white(w[, a]) and srgb(r, g, b[, a]) 0-1 (exact).",
    ]

    /// `Themes/default.yaml` is what the writer makes of `Theme.default`, so a
    /// change to the built-in default cannot leave the file behind.
    /// `BEZEL_WRITE_DEFAULT_THEME=1 swift test --filter defaultYAMLIsTheWritersText`
    /// rewrites it (then review the diff).
    @Test func defaultYAMLIsTheWritersText() throws {
        let path = shippedThemes + "/default.yaml"
        let written = ThemeFile.yaml(Theme.default, comments: Self.defaultThemeComments)
        if ProcessInfo.processInfo.environment["BEZEL_WRITE_DEFAULT_THEME"] == "1" {
            try written.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == written, """
            Themes/default.yaml is not ThemeFile.yaml(Theme.default): rewrite it with \
            `BEZEL_WRITE_DEFAULT_THEME=1 swift test --filter defaultYAMLIsTheWritersText` and review the diff
            """)
    }

    @Test func writtenCommentsAreCommentsAndChangeNothing() throws {
        let text = ThemeFile.yaml(Theme.default, comments: ["first", "", "two\nlines"])
        #expect(text.hasPrefix("# first\n#\n# two\n# lines\nname: default\n"))
        #expect(try ThemeFile.parse(text, file: "d.yaml", themesDirectory: nil) == Theme.default)
    }

    @Test func writingAndReadingBackGivesTheSameTheme() throws {
        for name in ThemeFile.availableThemes(in: shippedThemes) {
            let theme = try ThemeResolver(themesDirectory: shippedThemes).theme(name)
            #expect(try ThemeFile.parse(ThemeFile.yaml(theme), file: "\(name).yaml", themesDirectory: nil) == theme)
        }
    }

    @Test func extendsStartsFromTheParentAndOverrides() throws {
        let folder = try themeFolder([
            "base.yaml": "background: '#102030'\nbutton:\n  cornerRadius: 3\n  normal: {title: '#FF0000'}\n",
            "child.yaml": "extends: base\nbutton:\n  normal:\n    fillTop: hsb(0, 0, 0.5)\n",
            "grandchild.yaml": "name: g\nextends: ./child.yaml\nbutton: {cornerRadius: 9}\n",
        ])
        let theme = try ThemeResolver(themesDirectory: folder).theme("grandchild")
        #expect(theme.name == "g")
        #expect(theme.backgroundColor.hexString == "#102030")
        #expect(theme.button.cornerRadius == 9)
        #expect(theme.button.normal.title.hexString == "#FF0000")
        #expect(theme.button.normal.fillTop == Color(white: 0.5))
        #expect(theme.button.normal.fillBottom == ButtonStyle().normal.fillBottom)
        #expect(theme.switch == SwitchStyle())
        #expect(try ThemeResolver(themesDirectory: folder).theme("child").name == "child")
    }

    @Test func extendsDefaultWorksWithoutADefaultFile() throws {
        let theme = try ThemeFile.parse("extends: default\nlabel: {textColor: '#333'}\n", file: "/nowhere/x.yaml", themesDirectory: nil)
        #expect(theme.label.textColor.hexString == "#333333")
        #expect(theme.button == ButtonStyle())
    }

    @Test func aCycleIsAnErrorNamingTheChain() throws {
        let folder = try themeFolder(["a.yaml": "extends: b\n", "b.yaml": "name: b\nextends: c\n", "c.yaml": "extends: a.yaml\n"])
        let error = try #require(fileError { try ThemeResolver(themesDirectory: folder).theme("a") })
        #expect(error.message.contains("a.yaml → b.yaml → c.yaml → a.yaml"))
        #expect(error.location.file.hasSuffix("c.yaml"))
        #expect(error.location.line == 1 && error.location.column == 10)
        let selfCycle = try themeFolder(["s.yaml": "extends: s\n"])
        #expect(fileError { try ThemeResolver(themesDirectory: selfCycle).theme("s") }?.message.contains("s.yaml → s.yaml") == true)
    }

    @Test func aMissingParentSuggestsANearName() throws {
        let folder = try themeFolder(["dark.yaml": "name: dark\n", "t.yaml": "extends: darkk\n"])
        let error = try #require(fileError { try ThemeResolver(themesDirectory: folder).theme("t") })
        #expect(error.suggestion == "dark")
        #expect(fileError { try ThemeResolver(themesDirectory: folder).theme("darkk") }?.suggestion == "dark")
    }

    @Test func unknownKeysNameTheirPlaceAndSuggest() throws {
        let text = "name: t\nbutton:\n  normal:\n    fillTop: '#FFFFFF'\n    tittle: '#000000'\n"
        let error = try #require(fileError { try ThemeFile.parse(text, file: "t.yaml", themesDirectory: nil) })
        #expect(error.location == SourceLocation(file: "t.yaml", line: 5, column: 5))
        #expect(error.suggestion == "title")
        #expect(error.description.hasPrefix("t.yaml:5:5: unknown key 'tittle' in look"))
        let top = try #require(fileError { try ThemeFile.parse("buton: {}\n", file: "u.yaml", themesDirectory: nil) })
        #expect(top.description.hasPrefix("u.yaml:1:1: unknown key 'buton' in theme") && top.suggestion == "button")
        let font = fileError { try ThemeFile.parse("label:\n  font: {famly: monospace}\n", file: "f.yaml", themesDirectory: nil) }
        #expect(font?.suggestion == "family" && font?.location.line == 2)
    }

    @Test(arguments: [
        ("button:\n  cornerRadius: -2\n", 2, 17), ("button:\n  cornerRadius: big\n", 2, 17),
        ("switch:\n  disabledAlpha: 1.5\n", 2, 18), ("label:\n  font: {size: 900}\n", 2, 16),
        ("label:\n  font: {family: Comic Sans}\n", 2, 18), ("label:\n  textColor: '#12345'\n", 2, 14),
        ("label:\n  textColor: white(2)\n", 2, 14), ("label:\n  textColor: srgb(0.1, 0.2)\n", 2, 14),
        ("background: rgba(300, 0, 0, 1)\n", 1, 13), ("imageView:\n  contentMode: aspectFitt\n", 2, 16),
        ("button:\n  normal: {innerShadow: {blur: -1}}\n", 2, 32), ("button: 3\n", 1, 9),
    ])
    func badValuesNameTheirPlace(yaml: String, line: Int, column: Int) throws {
        let error = try #require(fileError { try ThemeFile.parse(yaml, file: "v.yaml", themesDirectory: nil) })
        #expect(error.location == SourceLocation(file: "v.yaml", line: line, column: column), "\(error)")
    }

    @Test func theExactColourFormsAndNone() throws {
        let text = "label:\n  textColor: srgb(0.196, 0.31, 0.522, 0.5)\n  shadow: {x: 1, color: \'white(0.2, 0.3)\'}\n"
            + "blurView: {tintColor: none}\nimageView: {backgroundColor: \'hsb(0.5, 0, 0.4)\'}\n"
        let theme = try ThemeFile.parse(text, file: "c.yaml", themesDirectory: nil)
        #expect(theme.label.textColor == Color(red: 0.196, green: 0.31, blue: 0.522, alpha: 0.5))
        #expect(theme.label.shadow == Shadow(offset: Size(width: 1, height: 1), blur: 2, color: Color(white: 0.2, alpha: 0.3)))
        #expect(theme.blurView.tintColor == nil)
        #expect(theme.imageView.backgroundColor == Color(white: 0.4))
    }
}

/// `extends` suggests only files that are themes.
@Suite struct AvailableThemesTests {
    @Test func ymlThemesAreOfferedAndFoundByName() throws {
        let folder = NSTemporaryDirectory() + "bezel-themes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "name: ocean\n".write(toFile: folder + "/ocean.yml", atomically: true, encoding: .utf8)
        try "name: dusk\n".write(toFile: folder + "/dusk.yaml", atomically: true, encoding: .utf8)
        try "name: dusk\n".write(toFile: folder + "/dusk.yml", atomically: true, encoding: .utf8)
        #expect(ThemeFile.availableThemes(in: folder) == ["dusk", "ocean"])
        #expect(try ThemeResolver(themesDirectory: folder).theme("ocean").name == "ocean")
    }

    @Test func scenesAndScriptsBesideThemesAreNotOffered() throws {
        let folder = NSTemporaryDirectory() + "bezel-themes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        try write("dusk.yaml", "name: dusk\nbackground: '#101010'\n")
        try write("timer.yaml", "size: {width: 10, height: 10}\nroot: {type: label, text: hi}\n")
        try write("tap.yaml", "scene: timer.yaml\nsteps: []\n")
        try write("notes.txt", "name: x\n")
        try write("bad name.yaml", "name: ok\n")
        #expect(ThemeFile.availableThemes(in: folder) == ["dusk"])
        let error = try #require(fileError { try ThemeFile.parse("extends: dusc\n", file: folder + "/mine.yaml", themesDirectory: folder) })
        #expect(error.expected == "one of: default, dusk" && error.suggestion == "dusk")
    }

    @Test func everyProblemOfAThemeIsFoundInOnePass() {
        let text = "name: t\nbackground: blue-ish\nbutton:\n  cornerRadius: -2\n  normal: {tittle: '#000000'}\nswich: {}\n"
        do {
            _ = try ThemeFile.parse(text, file: "t.yaml", themesDirectory: nil)
            Issue.record("expected errors")
        } catch let error as FileErrors {
            #expect(error.errors.map(\.location.line) == [2, 4, 5, 6], "\(error)")
            #expect(error.errors.last?.suggestion == "switch")
        } catch {
            Issue.record("not file errors: \(error)")
        }
    }

    @Test func aThemeDocumentKnowsWhereEachValueIs() throws {
        let text = "extends: default\nbutton:\n  cornerRadius: 10\n  highlighted: {title: '#FFFFFF'}\nlabel:\n  font: {size: 20}\n"
        let document = try ThemeFile.document(parsing: text, file: "d.yaml", themesDirectory: nil)
        #expect(document.parent == "default" && document.theme.button.cornerRadius == 10)
        #expect(document.valueLocations["button.cornerRadius"] == SourceLocation(file: "d.yaml", line: 3, column: 17))
        #expect(document.valueLocations["button.highlighted.title"] == SourceLocation(file: "d.yaml", line: 4, column: 24))
        #expect(document.valueLocations["label.font.size"]?.line == 6)
        #expect(document.valueLocations["button.normal"] == nil, "inherited values are not listed")
    }
}
