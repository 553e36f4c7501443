import ArgumentParser
import BezelFiles
import BezelSafeFiles
import Foundation

/// `bezel init theme|scene|script NAME`: writes a commented starting file.
///
/// ```
/// bezel init scene hello                        # ./hello.yaml
/// bezel init theme dusk -o Themes               # Themes/dusk.yaml, extends default
/// bezel init script tap                         # ./tap.yaml and the scene it runs on, ./tap-scene.yaml
/// bezel init script tap --scene scenes/my.yaml  # a script for a scene of yours
/// ```
///
/// The file is `NAME.yaml` (`NAME` as given when it ends in `.yaml` or
/// `.yml`) in the `-o` folder (default: here, created when missing). It
/// starts with the editors' schema line (`# yaml-language-server:
/// $schema=PATH`), then comments explaining each key, then a small example
/// that works as written: `bezel themes lint`, `bezel render` and `bezel
/// replay` accept it.
///
/// The schema line points, relative to the file, at `Schemas/<kind>.schema.json`
/// in the output folder or the nearest folder above it that has one (a
/// Bezel-style project). When there is none, the schema `bezel schema
/// <kind>` prints is written to `<output>/Schemas/<kind>.schema.json`. An
/// existing schema is never replaced: one that differs from this `bezel`'s
/// is used with a note, and a file there that is not a Bezel schema stops
/// the command.
///
/// A script needs a scene. With `--scene PATH` (relative to the current
/// folder) it runs on that scene, which must read without errors: it taps
/// the scene's first enabled button with an id and expects its events, or,
/// with no such button, takes one snapshot and lists the scene's ids in a
/// comment. Without `--scene`, the scene `bezel init scene` writes is
/// written beside the script as `NAME-scene.yaml`, and the script taps its
/// button and expects the label's new text.
///
/// Nothing is overwritten: when a file to write exists, the command exits 2
/// and writes nothing.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starting theme, scene or script file.",
        discussion: """
            The file starts with the line editors read to find its JSON Schema (# yaml-language-server: \
            $schema=…); the schema is written to <output>/Schemas/ when no Schemas/ folder above has it. \
            Writes only new files: NAME.yaml (and NAME-scene.yaml for a script without --scene) in -o (default \
            here) and the schemas, all or none. Refused with exit status 2 before anything is written: an \
            existing file, an empty, hidden or over-long name, an empty -o, and a link on the way (a linked \
            Schemas/ folder).
            """
    )

    /// What to write.
    enum Kind: String, CaseIterable, ExpressibleByArgument {
        case theme, scene, script
    }

    @Argument(help: ArgumentHelp("What to write: theme, scene or script.", valueName: "kind"))
    var kind: Kind

    @Argument(help: "The file's name: NAME.yaml is written (NAME as given when it ends in .yaml or .yml).")
    var name: String

    @Option(name: [.short, .customLong("output")], help: "The folder to write into (default: here; created when missing).")
    var output: String?

    @Option(help: "For a script: the scene it runs on (default: a new scene written beside it, NAME-scene.yaml).")
    var scene: String?

    @OptionGroup var themeOptions: ThemeOptions

    func validate() throws {
        if scene != nil, kind != .script { throw ValidationError("--scene is for `bezel init script` only") }
    }

    func run() throws {
        if let output, output.trimmingCharacters(in: .whitespaces).isEmpty {
            throw CommandFailure("-o: the path is empty (an unset variable?); name a folder, or leave -o out to write here")
        }
        let folder = URL(fileURLWithPath: output ?? ".", isDirectory: true).standardizedFileURL
        let shownFolder = output.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        let file = try Self.fileName(name)
        let base = (file as NSString).deletingPathExtension
        if kind == .theme, let problem = ThemeName.problem(with: base) {
            throw CommandFailure("'\(base)' cannot name a theme: \(problem)")
        }

        // Everything is decided, and every refusal made, before anything is written.
        var writes: [(path: URL, shown: String, text: String)] = []
        var schemas = SchemaPlan(folder: folder, shownFolder: shownFolder)
        let shown = shownFolder + file
        switch kind {
        case .theme:
            let schema = try schemas.path(for: "theme")
            writes.append((folder.appendingPathComponent(file), shown, InitTemplates.theme(name: base, file: shown, schema: schema)))
        case .scene:
            let schema = try schemas.path(for: "scene")
            writes.append((folder.appendingPathComponent(file), shown, InitTemplates.scene(name: base, file: shown, schema: schema)))
        case .script:
            let schema = try schemas.path(for: "script")
            if let scene {
                let sceneURL = URL(fileURLWithPath: scene).standardizedFileURL
                guard FileManager.default.fileExists(atPath: sceneURL.path) else {
                    throw CommandFailure("--scene: \(scene) does not exist (without --scene, a new scene is written beside the script)")
                }
                let resolver = try themeOptions.resolver()
                let document = try CommandFailure.catching {
                    try SceneDocument.load(path: scene, allowImagesOutside: true, themesDirectory: resolver.themesDirectory)
                }
                let text = InitTemplates.script(name: base, file: shown, schema: schema,
                                                scenePath: SchemaPlan.relativePath(from: folder, to: sceneURL), for: document)
                writes.append((folder.appendingPathComponent(file), shown, text))
            } else {
                let sceneFile = base + "-scene.yaml"
                let sceneSchema = try schemas.path(for: "scene")
                writes.append((folder.appendingPathComponent(sceneFile), shownFolder + sceneFile,
                               InitTemplates.scene(name: base + "-scene", file: shownFolder + sceneFile, schema: sceneSchema)))
                writes.append((folder.appendingPathComponent(file), shown,
                               InitTemplates.script(name: base, file: shown, schema: schema, scenePath: sceneFile)))
            }
        }
        if kind == .script, scene == nil, let newScene = writes.first, writes.count == 2,
           FileManager.default.fileExists(atPath: newScene.path.path) {
            throw CommandFailure("\(newScene.shown) already exists; nothing was written (to run the script on it, "
                                 + "give --scene \(newScene.shown))")
        }
        for write in writes where FileManager.default.fileExists(atPath: write.path.path) {
            throw CommandFailure("\(write.shown) already exists; nothing was written (remove it, or choose another name or -o)")
        }

        let planned = schemas.toWrite.map { (path: $0.path, shown: $0.shown, text: $0.text,
                                             said: "bezel: wrote \($0.shown) (the \($0.format) schema the file's first line names)") }
            + writes.map { (path: $0.path, shown: $0.shown, text: $0.text, said: "bezel: wrote \($0.shown)") }
        try Self.writeAll(planned.map { ($0.path, $0.shown, $0.text) }, into: folder)
        for file in planned { print(file.said) }
        for note in schemas.notes {
            FileHandle.standardError.write(Data("bezel: note: \(note)\n".utf8))
        }
        switch kind {
        case .theme: print("next: bezel themes lint \(shown); bezel preview --theme \(shown) -o preview")
        case .scene: print("next: bezel render \(shown); bezel snapshots verify \(shown)")
        case .script: print("next: bezel replay \(shown) -o \(base)-run; bezel snapshots verify \(shown)")
        }
    }

    /// `name` with `.yaml` added unless it ends in `.yaml` or `.yml`; it must
    /// be one plain file name (no folders, not hidden, no control characters).
    static func fileName(_ name: String) throws -> String {
        let hasExtension = [".yaml", ".yml"].contains { name.lowercased().hasSuffix($0) }
        let file = hasExtension ? name : name + ".yaml"
        let base = (file as NSString).deletingPathExtension
        if base.isEmpty || file.hasPrefix(".") || name.contains("/") || name.hasPrefix(".") || file.utf8.count > 200
            || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw CommandFailure("\(name.debugDescription) is not a file name: give a plain name of at most 200 bytes "
                                 + "(NAME or NAME.yaml), and its folder with -o")
        }
        return file
    }

    /// Writes every file or none: each path must be a new file inside
    /// `folder`, reached through real folders only (a linked `Schemas/` is
    /// refused), each written through a temporary file renamed into place;
    /// when one fails, those already written are removed again.
    static func writeAll(_ files: [(path: URL, shown: String, text: String)], into folder: URL) throws {
        let relatives = try files.map { file -> RelativePath in
            let parts = file.path.standardizedFileURL.pathComponents, base = folder.pathComponents
            guard parts.count > base.count, Array(parts.prefix(base.count)) == base else {
                throw CommandFailure("\(file.shown) is not inside \(folder.path); nothing was written")
            }
            return try CommandFailure.claiming { try RelativePath(parts.dropFirst(base.count).joined(separator: "/")) }
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            let root = try CommandFailure.claiming { try ContainedFolder(root: folder.path) }
            for (file, relative) in zip(files, relatives) where root.entry(at: relative) != .missing {
                let entry = root.entry(at: relative)
                throw CommandFailure(entry == .link ? "\(file.shown): it, or a folder on its way, is a link; bezel init writes only "
                                        + "into real folders; nothing was written"
                                     : "\(file.shown) already exists; nothing was written")
            }
        }
        let root = try CommandFailure.claiming { try ContainedFolder(root: folder.path, creating: true) }
        var written: [RelativePath] = []
        for (file, relative) in zip(files, relatives) {
            do {
                try root.write(Data(file.text.utf8), to: relative)
                written.append(relative)
            } catch {
                for done in written { try? root.removeFile(done) }
                throw CommandFailure("cannot write \(file.shown): \(error.reason); nothing was written")
            }
        }
    }
}
