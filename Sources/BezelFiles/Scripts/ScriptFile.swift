import Bezel
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
/// ``FileErrors``; selectors and `expect` ids naming no view in the scene are
/// errors too.
public enum ScriptFile {
    /// The keys a script's top level accepts.
    public static let topLevelKeys = ["scene", "steps"]
    /// The step keys, in the order the documentation lists them.
    public static let stepKeys = ["tap", "touch", "drag", "type", "wait", "memory-warning", "background", "foreground",
                                  "expect", "snapshot", "push", "pop"]

    /// Reads the script at `path`; a scene path is relative to its folder.
    /// `allowImagesOutside` lets the scene's image paths lead outside the
    /// scene's folder.
    ///
    /// - Throws: ``FileErrors`` listing every problem in the script and its scene.
    public static func load(path: String, themesDirectory: String? = nil, allowImagesOutside: Bool = false) throws -> Script {
        let text: String
        do {
            text = try TextFile.read(path, kind: "script")
        } catch let error as FileError {
            throw FileErrors([error])
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(text, file: path, baseDirectory: folder, themesDirectory: themesDirectory,
                         allowImagesOutside: allowImagesOutside)
    }

    /// Reads script text; `file` names it in errors and `baseDirectory` is
    /// where a scene path (and an inline scene's images) start.
    ///
    /// - Throws: ``FileErrors`` listing every problem in the text and its scene.
    public static func parse(_ text: String, file: String, baseDirectory: String,
                             themesDirectory: String? = nil, allowImagesOutside: Bool = false) throws -> Script {
        let document: YAMLNode
        do { document = try YAMLNode.parse(text, file: file) } catch let error as FileError { throw FileErrors([error]) }
        guard case .mapping = document.kind, let top = try? document.mapping("script") else {
            throw FileErrors([FileError(document.location, "a script file must be a mapping",
                                        expected: "keys " + topLevelKeys.joined(separator: ", "))])
        }
        let reader = ScriptReader()
        reader.checkKeys(top, allowed: topLevelKeys)
        var source: ScriptSceneSource?
        if let node = top["scene"] {
            source = reader.attempt(at: node.location) { try sceneSource(node, baseDirectory: baseDirectory) }
        } else {
            reader.errors.append(FileError(top.location, "a script needs 'scene'",
                                           expected: "scene: a path relative to the script, or a scene mapping"))
        }
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
        var sceneErrors: [FileError] = []
        if let source {
            do {
                let scene = try source.makeScene(themesDirectory: themesDirectory, allowImagesOutside: allowImagesOutside)
                reader.checkIdentifiers(of: steps, against: scene.identifierRoots)
                reader.checkScreens(of: steps, against: scene.screens.compactMap(\.identifier))
            } catch let errors as FileErrors {
                sceneErrors = errors.errors
            } catch {
                sceneErrors.append(FileError(top["scene"]?.location ?? top.location, "the scene could not be read: \(error)"))
            }
        }
        guard reader.errors.isEmpty, sceneErrors.isEmpty, let source else {
            // The script's own problems first, then its scene's (maybe another file).
            throw FileErrors(sortedByPlace(reader.errors) + sceneErrors)
        }
        return Script(file: file, scene: source, steps: steps, allowImagesOutside: allowImagesOutside)
    }

    /// A path (resolved against `baseDirectory`) or an inline mapping.
    private static func sceneSource(_ node: YAMLNode, baseDirectory: String) throws -> ScriptSceneSource {
        switch node.kind {
        case .mapping:
            return .inline(node, baseDirectory: baseDirectory)
        case let .scalar(path) where !path.isEmpty:
            let resolved = path.hasPrefix("/") ? path : URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).path
            return .file(path: resolved, location: node.location)
        default:
            throw FileError(node.location, "'scene' must be a path or a scene mapping",
                            expected: "a path relative to the script, or a mapping with size and root")
        }
    }
}
