import Bezel
import BezelFiles
import BezelGraphics
import Foundation

/// Reads script files: YAML naming a scene and the steps to run against it.
///
/// ```yaml
/// scene: ../scenes/timer.yaml      # relative to the script, or an inline scene mapping
/// steps:
///   - tap: "#alarm"                # SELECTOR: "#id", {text: Start} or {x: 40, y: 90}
///   - expect: {id: alarm, properties: {"on": false}, events: [touchDown, valueChanged, touchUpInside, primaryActionTriggered]}
///   - touch: {phase: began, at: {x: 40, y: 90}, finger: 0}
///   - drag: {from: "#seconds", to: {x: 300, y: 200}, steps: 10}
///   - tap: {text: Email address}
///   - type: butter                 # into the focused text field
///   - wait: 3                      # virtual seconds
///   - memory-warning               # or memory-warning: {}
///   - background
///   - foreground
///   - snapshot: after-alarm        # written as NN-after-alarm.png
///   - push: detail                 # a scene with screens: show the screen with this id
///   - pop                          # back to the screen under it
///   - expect: {screen: list, loaded: false, viewDidLoadCount: 1}
/// ```
///
/// Scripts exercise the controls' built-in behaviour and the scene's
/// `actions` (see ``Script``). The whole file is checked,
/// the scene included, before anything runs: every problem is reported at its
/// `file:line:column` with "did you mean" for near misses, together, as
/// `FileErrors`; selectors and `expect` ids naming no view in the scene are
/// errors too.
public enum ScriptFile {
    /// The keys a script's top level accepts.
    public static let topLevelKeys = ["scene"] + TraitSetting.names + ["speakHints", "steps"]
    /// The step keys, in the order the documentation lists them (the step table's order).
    public static var stepKeys: [String] { ScriptSteps.keywords }

    /// Whether `name` may name a snapshot step's files (`NN-NAME.png`):
    /// 1 to 100 letters, digits, '-', '_', '.' and '@', not starting with '.',
    /// so it never leads out of its folder.
    public static func isUsableSnapshotName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.count <= 100 && name.allSatisfy(snapshotNameCharacters.contains)
    }

    private static let snapshotNameCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@")

    /// Reads the script at `path`; a scene path is relative to its folder.
    /// `allowImagesOutside` lets the scene's image paths lead outside the
    /// scene's folder.
    ///
    /// - Throws: `FileErrors` listing every problem in the script and its scene.
    public static func load(path: String, themesDirectory: String? = nil, allowImagesOutside: Bool = false) throws -> Script {
        let text: String
        do {
            text = try TextFile.read(path, kind: "script")
        } catch let error as FileError {
            throw FileErrors([error])
        }
        // The folder as the path gives it, so a scene it names is named as the user would (`Examples/scenes/y.yaml`).
        let folder = FilePaths.folder(of: path)
        return try parse(text, file: path, baseDirectory: folder.isEmpty ? "." : folder, themesDirectory: themesDirectory,
                         allowImagesOutside: allowImagesOutside)
    }

    /// Reads script text; `file` names it in errors and `baseDirectory` is
    /// where a scene path (and an inline scene's images) start.
    ///
    /// - Throws: `FileErrors` listing every problem in the text and its scene.
    public static func parse(_ text: String, file: String, baseDirectory: String,
                             themesDirectory: String? = nil, allowImagesOutside: Bool = false) throws -> Script {
        let document: YAMLNode
        do { document = try YAMLNode.parse(text, file: file) } catch let error as FileError { throw FileErrors([error]) }
        guard case .mapping = document.kind, let top = try? document.mapping("script") else {
            throw FileErrors([FileError(document.location, "a script file must be a mapping, not \(document.shownDocument)",
                                        expected: "keys " + topLevelKeys.joined(separator: ", "))])
        }
        let reader = ScriptReader()
        reader.checkKeys(top, allowed: topLevelKeys)
        var steps: [ScriptStep] = []
        if let node = top["steps"] {
            let items = reader.attempt(at: node.location) { try node.sequence("steps") } ?? []
            if items.isEmpty, case .sequence = node.kind {
                reader.errors.append(FileError(node.location, "a script needs at least one step"))
            }
            steps = items.compactMap { reader.step($0) }
        } else {
            reader.errors.append(FileError(top.location, "a script needs 'steps'", expected: "steps: a list of one-key steps"))
        }
        // The scene is read after the steps, so its errors follow the script's own.
        var sceneErrors: [FileError] = []
        var scene: (document: SceneDocument, path: String?)?
        if let node = top["scene"] {
            do {
                scene = try sceneDocument(node, baseDirectory: baseDirectory, themesDirectory: themesDirectory,
                                          allowImagesOutside: allowImagesOutside)
            } catch let error as FileError {
                reader.errors.append(error)
            } catch let errors as FileErrors {
                sceneErrors = errors.errors
            } catch {
                sceneErrors.append(FileError(node.location, "the scene could not be read: \(error)"))
            }
        } else {
            reader.errors.append(FileError(top.location, "a script needs 'scene'",
                                           expected: "scene: a path relative to the script, or a scene mapping"))
        }
        // A script may name the reader's settings it starts in, over its scene's.
        let settings = TraitWords.changes(in: top) { error, location in _ = reader.attempt(at: location) { throw error } }
        let (direction, textSize, language) = (settings.direction, settings.textSize, settings.language)
        // VoiceOver's Speak Hints setting: on unless the script turns it off.
        let speaksHints = top["speakHints"].flatMap { node in reader.attempt(at: node.location) { try node.bool("speakHints") } } ?? true
        if var read = scene {
            if let language {
                read.document.language = language
                if direction == nil { read.document.direction = nil }   // the language's own direction
            }
            if let direction { read.document.direction = direction }
            if let textSize { read.document.textSize = textSize }
            scene = read
        }
        if let scene {
            steps = reader.checkIdentifiers(of: steps, against: scene.document)
            reader.checkScreens(of: steps, against: scene.document.screenIdentifiers)
        }
        guard reader.errors.isEmpty, sceneErrors.isEmpty, let scene else {
            // The script's own problems first, then its scene's (maybe another file).
            throw FileErrors(sortedByPlace(reader.errors) + sceneErrors)
        }
        return Script(file: file, scene: scene.document, scenePath: scene.path, steps: steps, speaksHints: speaksHints)
    }

    /// The scene `node` names: a path (resolved against `baseDirectory`) or an inline mapping.
    ///
    /// - Throws: `FileError` for a `scene:` that is neither or a file that
    ///   does not exist, `FileErrors` for the scene's own problems.
    private static func sceneDocument(_ node: YAMLNode, baseDirectory: String, themesDirectory: String?,
                                      allowImagesOutside: Bool) throws -> (document: SceneDocument, path: String?) {
        switch node.kind {
        case .mapping:
            // Read from the script's own parsed YAML, so errors keep the script's lines.
            return (try SceneDocument.decode(node, file: node.location.file, baseDirectory: baseDirectory,
                                             allowImagesOutside: allowImagesOutside, themesDirectory: themesDirectory), nil)
        case let .scalar(path) where !path.isEmpty:
            let resolved = FilePaths.joined(baseDirectory, path)
            guard FileManager.default.fileExists(atPath: resolved) else {
                throw FileError(node.location, "the scene file '\(resolved)' does not exist",
                                expected: "a path relative to the script, or an inline scene mapping")
            }
            return (try SceneDocument.load(path: resolved, allowImagesOutside: allowImagesOutside, themesDirectory: themesDirectory),
                    resolved)
        default:
            throw FileError(node.location, "'scene' must be a path or a scene mapping",
                            expected: "a path relative to the script, or a mapping with size and root")
        }
    }
}
