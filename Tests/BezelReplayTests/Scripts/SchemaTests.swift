import BezelFileFixtures
import BezelSchemaValidation
import Foundation
import Testing
@testable import BezelFiles
@testable import BezelReplay

/// The JSON Schemas: the committed copies are current, they follow the
/// readers' tables, every example validates and broken documents do not.
///
/// Validation runs in Python (`jsonschema` and PyYAML, see
/// `SchemaValidator`); without them the tests fail, naming what to install.
@Suite struct SchemaTests {
    static let root = URL(fileURLWithPath: SceneTestSupport.repositoryFolder)
    static let generated = ["theme": JSONSchemas.theme(), "scene": JSONSchemas.scene(), "script": JSONSchemas.script()]

    @Test(arguments: ["theme", "scene", "script"])
    func committedCopyIsCurrent(format: String) throws {
        let path = Self.root.appendingPathComponent("Schemas/\(format).schema.json").path
        let committed = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(committed == Self.generated[format],
                "Schemas/\(format).schema.json is out of date: run `swift run bezel schema \(format) > Schemas/\(format).schema.json`")
    }

    @Test func everyKeyHasASchema() throws {
        for (format, text) in Self.generated { #expect(!text.contains("(no schema yet)"), "\(format) schema has a key with no schema") }
        let theme = try Self.object(JSONSchemas.theme())
        let themeKeys = Set((theme["properties"] as? [String: Any] ?? [:]).keys)
        #expect(themeKeys == Set(ThemeFile.themeKeys + ThemeTables.sections.map(\.key)))
        let defs = try Self.object(JSONSchemas.scene())["$defs"] as? [String: Any] ?? [:]
        for type in SceneNodeType.allCases {
            let node = defs["node-" + type.rawValue] as? [String: Any] ?? [:]
            #expect(Set((node["properties"] as? [String: Any] ?? [:]).keys) == Set(SceneNodeType.commonKeys + type.keys), "\(type)")
            #expect(node["additionalProperties"] as? Bool == false)
        }
    }

    @Test func examplesValidate() throws {
        let folders = [("theme", "Themes"), ("scene", "Examples/scenes"), ("script", "Examples/scripts")]
        for (format, folder) in folders {
            let directory = Self.root.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }.sorted()
            #expect(!files.isEmpty, "no examples in \(folder)")
            let results = try SchemaValidator.validate(schema: Self.generated[format] ?? "",
                                                       files: files.map { directory.appendingPathComponent($0).path })
            for file in files {
                let errors = results[directory.appendingPathComponent(file).path] ?? ["not validated"]
                #expect(errors.isEmpty, "\(folder)/\(file) does not match the \(format) schema: \(errors.joined(separator: "; "))")
            }
        }
    }

    /// Every YAML file under `Examples/` and `Themes/` starts with the line
    /// editors read (`# yaml-language-server: $schema=PATH`), and PATH,
    /// relative to the file, is the committed schema of its format: scenes in
    /// a `scenes` folder, scripts in `scripts`, themes in `Themes`.
    @Test func everyExampleNamesItsSchemaOnItsFirstLine() throws {
        let files = Self.yamlFiles(under: "Examples") + Self.yamlFiles(under: "Themes")
        #expect(files.count >= 18, "\(files)")
        let formats = ["scenes": "scene", "scripts": "script", "Themes": "theme"]
        for file in files {
            let folder = file.deletingLastPathComponent()
            guard let format = formats[folder.lastPathComponent] else {
                Issue.record("\(file.path): a YAML example outside a scenes, scripts or Themes folder (which schema?)")
                continue
            }
            let text = try String(contentsOf: file, encoding: .utf8)
            let first = String(text.prefix { $0 != "\n" })
            let prefix = "# yaml-language-server: $schema="
            guard first.hasPrefix(prefix) else {
                Issue.record("\(file.path):1:1: the first line is not `\(prefix)…` but `\(first)`")
                continue
            }
            let named = folder.appendingPathComponent(String(first.dropFirst(prefix.count))).standardizedFileURL
            let schema = Self.root.appendingPathComponent("Schemas/\(format).schema.json").standardizedFileURL
            #expect(named.path == schema.path, "\(file.path):1: names \(named.path), not the \(format) schema \(schema.path)")
            #expect(FileManager.default.fileExists(atPath: named.path), "\(file.path):1: \(named.path) does not exist")
        }
    }

    /// The `.yaml`/`.yml` files under `folder` of the checkout, at any depth,
    /// outside hidden and build folders.
    static func yamlFiles(under folder: String) -> [URL] {
        let top = root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil,
                                                        options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walk {
            if url.lastPathComponent == "Snapshots" || url.lastPathComponent.hasPrefix(".build") {
                walk.skipDescendants()
            } else if ["yaml", "yml"].contains(url.pathExtension) {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func brokenDocumentsDoNotValidate() throws {
        let broken: [(String, String)] = [
            ("theme", "button: {cornerRadius: 500}"), ("theme", "button: {colr: '#FFF'}"),
            ("theme", "button: {normal: {title: reddish}}"), ("theme", "label: {verticalAlignment: middle}"),
            ("theme", "switch: {size: {width: 5}}"), ("theme", "colour: '#FFF'"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: lable}"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: label, txt: hi}"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: slider, mode: toggle}"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: label, alpha: 2}"),
            ("scene", "size: {width: 0, height: 10}\nroot: {type: spacer}"), ("scene", "size: {width: 10, height: 10}"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: label, color: 'rgb(1, 2)'}"),
            ("script", "scene: a.yaml\nsteps: [{tapp: '#a'}]"), ("script", "scene: a.yaml\nsteps: [{tap: '#a', wait: 1}]"),
            ("script", "scene: a.yaml\nsteps: [{touch: {phase: start, at: '#a'}}]"), ("script", "scene: a.yaml\nsteps: [{expect: {id: a}}]"),
            ("script", "scene: a.yaml\nsteps: [{snapshot: .hidden}]"), ("script", "scene: a.yaml\nsteps: [{wait: -1}]"),
            ("script", "scene: a.yaml\nsteps: [pause]"), ("script", "scene: a.yaml\nsteps: []"),
            ("scene", "size: {width: 10, height: 10}\nscreens: []"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: label}\nactions: [{on: {id: a, event: tap}, do: [{cancel: t}]}]"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: label}\nactions: [{on: {id: a, event: scroll}, do: [{cancel: t, set: {id: a}}]}]"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: label}\nactions: [{on: {id: a, event: scroll}, do: [{wait: 1}]}]"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: label}\nactions: [{on: {id: a, event: scroll}, do: [{after: {seconds: 1, do: []}}]}]"),
            ("scene", "size: {width: 10, height: 10}\nscreens: [{id: a}]"),
            ("scene", "size: {width: 10, height: 10}\nscreens: [{id: a, root: {type: label}, titel: A}]"),
            ("scene", "size: {width: 10, height: 10}\nroot: {type: label}\nscreens: [{id: a, root: {type: label}}]"),
            ("script", "scene: a.yaml\nsteps: [{push: {id: a}}]"), ("script", "scene: a.yaml\nsteps: [{expect: {loaded: true}}]"),
            ("script", "scene: a.yaml\nsteps: [{expect: {screen: a, shown: yes please}}]"),
            ("script", "scene: a.yaml\nsteps: [{expect: {screen: a, viewDidLoadCount: -1}}]"),
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["theme", "scene", "script"] {
            let cases = broken.enumerated().filter { $0.element.0 == format }
            let paths = try cases.map { index, item in
                let path = folder.appendingPathComponent("broken-\(index).yaml").path
                try item.1.write(toFile: path, atomically: true, encoding: .utf8)
                return path
            }
            let results = try SchemaValidator.validate(schema: Self.generated[format] ?? "", files: paths)
            for ((_, item), path) in zip(cases, paths) {
                #expect(!(results[path] ?? []).isEmpty, "the \(format) schema accepts a broken document: \(item.1)")
            }
        }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }
}
