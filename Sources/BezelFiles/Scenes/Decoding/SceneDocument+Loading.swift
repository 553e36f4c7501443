import Bezel
import BezelGraphics
import Foundation

/// Reading scene files: YAML describing a screen as a tree of view nodes.
///
/// ```yaml
/// size: {width: 320, height: 200}
/// scale: 2                 # 1, 2 or 3 (default 2)
/// theme: default           # a theme name or a .yaml/.yml path (default "default")
/// background: "#F4F4F4"    # default: the theme's background
/// root:
///   type: vstack
///   spacing: 12
///   padding: 16
///   children:
///     - {type: label, text: Timer, font: {size: 20, weight: bold}}
///     - {type: bezelButton, id: start, mode: toggle, image: play@2x.png}
/// ```
///
/// Instead of `root:`, a scene may list `screens:`, each `{id, title, root}`
/// (ids unique); the window then gets a navigation controller whose stack
/// starts with the first screen, and scripts `push:` the others by id.
/// A scene has exactly one of the two.
///
/// `snapshots:` says which themes, scales and view states
/// `bezel snapshots verify` checks (see ``SceneSnapshotPlan``).
///
/// ```yaml
/// screens:
///   - {id: list, title: Groceries, root: {type: textField, id: draft}}
///   - {id: detail, title: Detail, root: {type: label, text: Milk}}
/// ```
///
/// Each node has a `type` (``SceneNodeType``), an optional `id`, layout
/// and appearance keys (``SceneNodeType/commonKeys``) and its type's state
/// keys (``SceneNodeType/keys``). The whole file is checked in one pass
/// before anything is returned: every unknown type or key (with a "did you
/// mean"), wrong value, missing or corrupt image, image outside the scene's
/// folder, unknown theme and action naming a view that cannot do it is
/// reported at its `file:line:column`, together, as ``FileErrors``.
extension SceneDocument {
    /// The keys a scene file's top level accepts.
    public static let topLevelKeys = ["size", "scale", "theme"] + TraitSetting.names + ["background", "root",
                                      "screens", "actions", "snapshots"]

    /// Reads the scene at `path`; image paths are relative to its folder.
    ///
    /// - Parameters:
    ///   - path: the scene file.
    ///   - allowImagesOutside: let image paths lead outside the scene's folder.
    ///   - themesDirectory: where theme names are looked up (see ``ThemeResolver``); it must exist.
    /// - Throws: ``FileErrors`` listing every problem in the file.
    public static func load(path: String, allowImagesOutside: Bool = false, themesDirectory: String? = nil) throws -> SceneDocument {
        do {
            let text = try TextFile.read(path, kind: "scene")
            let folder = FilePaths.folder(of: path)
            return try parse(text, file: path, baseDirectory: folder.isEmpty ? "." : folder, allowImagesOutside: allowImagesOutside,
                             themesDirectory: themesDirectory)
        } catch let error as FileError {
            throw FileErrors([error])
        }
    }

    /// Reads scene text; `file` names it in errors, `baseDirectory` is where
    /// image paths (and theme files) start. `allowImagesOutside` and
    /// `themesDirectory` are as for ``load(path:allowImagesOutside:themesDirectory:)``.
    ///
    /// - Throws: ``FileErrors`` listing every problem in the text.
    public static func parse(_ text: String, file: String, baseDirectory: String, allowImagesOutside: Bool = false,
                             themesDirectory: String? = nil) throws -> SceneDocument {
        let document: YAMLNode
        do { document = try YAMLNode.parse(text, file: file) } catch let error as FileError { throw FileErrors([error]) }
        return try decode(document, file: file, baseDirectory: baseDirectory, allowImagesOutside: allowImagesOutside,
                          themesDirectory: themesDirectory)
    }

    /// Reads a scene from an already parsed node (a scene file's, or one
    /// written inline in a script, whose errors then keep the script's lines).
    ///
    /// - Throws: ``FileErrors`` listing every problem, in file order.
    public static func decode(_ document: YAMLNode, file: String, baseDirectory: String, allowImagesOutside: Bool = false,
                              themesDirectory: String? = nil) throws -> SceneDocument {
        let start = document.location
        guard case .mapping = document.kind, let top = try? document.mapping("scene") else {
            throw FileErrors([FileError(document.location, "a scene file must be a mapping, not \(document.shownDocument)",
                                        expected: "keys " + topLevelKeys.joined(separator: ", "))])
        }
        let decoder = SceneDecoder(images: SceneImages(baseDirectory: baseDirectory, allowOutside: allowImagesOutside))
        decoder.checkKeys(top, allowed: topLevelKeys)
        let size = decoder.read(top, "size") { try readSize($0) }
        let scale = decoder.read(top, "scale") { try $0.integer("scale", in: 1...3) }
        let themeName = decoder.read(top, "theme") { try $0.string("theme") }
        let theme = themeName.flatMap { name in
            top["theme"].flatMap { node in
                decoder.attempt(at: node.location) {
                    try ThemeResolver.folder(themesDirectory).theme(name, at: node.location, relativeTo: baseDirectory)
                }
            }
        }
        let background = decoder.read(top, "background") { try $0.color("background") }
        // The reader's settings the scene is drawn in (each setting under its own key).
        let settings = TraitWords.changes(in: top) { error, location in decoder.record(error, at: location) }
        let (direction, textSize, language) = (settings.direction, settings.textSize, settings.language)
        let root = top["root"].flatMap { decoder.node(from: $0, depth: 1) }
        var actions: [SceneActionRule] = []
        if let node = top["actions"] {
            if top["screens"] != nil {
                decoder.record(FileError(node.location, "a scene with screens lists actions in each screen",
                                         expected: "screens: [{id, title, root, actions}]"), at: node.location)
            } else if let root {
                actions = decoder.actionRules(node, in: root)
            }
        }
        let screens = top["screens"].map { decoder.screens($0) }
        let snapshots = top["snapshots"].flatMap { node in
            decoder.snapshotPlan(node, trees: screens.map { $0.map(\.root) } ?? root.map { [$0] } ?? [])
        }
        decoder.checkUniqueIdentifiers(in: screens.map { $0.map(\.root) } ?? root.map { [$0] } ?? [])
        var errors = decoder.errors
        if top["size"] == nil { errors.append(FileError(top.location, "a scene needs 'size'", expected: "size: {width: W, height: H}")) }
        if let size, let node = top["size"], let problem = pixelSizeProblem(size, scale: Double(scale ?? 2)) {
            errors.append(FileError(node.location, problem, expected: "at most \(ImageSurface.maximumPixelDimension) pixels a side"))
        }
        switch (top["root"], top["screens"]) {
        case (nil, nil):
            errors.append(FileError(top.location, "a scene needs 'root'", expected: "root: a view node, or screens: a list of screens"))
        case let (_, screens?) where top["root"] != nil:
            errors.append(FileError(screens.location, "a scene has 'root' or 'screens', not both",
                                    expected: "root: a view node, or screens: a list of {id, title, root}"))
        default: break
        }
        guard errors.isEmpty, let size else {
            throw FileErrors(errors.isEmpty ? [FileError(start, "the scene could not be read")] : sortedByPlace(errors, file: top.location.file))
        }
        let body: Body
        if let screens {
            guard !screens.isEmpty else { throw FileErrors([FileError(start, "the scene has no screens")]) }
            body = .screens(screens)
        } else if let root {
            body = .root(root, actions: actions)
        } else {
            throw FileErrors([FileError(start, "the scene could not be read")])
        }
        var document = SceneDocument(file: file, size: size, scale: scale ?? 2, themeName: themeName, theme: theme ?? .default,
                                     background: background, body: body, snapshots: snapshots, location: top.location,
                                     valueLocations: Dictionary(top.entries.map { ($0.key, $0.value.location) }) { first, _ in first })
        document.direction = direction
        document.textSize = textSize
        document.language = language
        document.imageFiles = decoder.images.files
        return document
    }

    /// Why `size` at `scale` is too many pixels for an image, or nil.
    public static func pixelSizeProblem(_ size: Size, scale: Double) -> String? {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        let maximum = ImageSurface.maximumPixelDimension
        guard width > maximum || height > maximum else { return nil }
        return "\(size.width.formattedAsScale)×\(size.height.formattedAsScale) pt at scale \(scale.formattedAsScale) is "
            + "\(width)×\(height) pixels, more than \(maximum) a side: make the scene smaller or its scale lower"
    }

    /// `{width, height}`, each 1…16384 points.
    static func readSize(_ node: YAMLNode) throws -> Size {
        let map = try node.mapping("size")
        try map.checkKeys(["width", "height"])
        return Size(width: try map.required("width").number("width", in: 1...16_384),
                    height: try map.required("height").number("height", in: 1...16_384))
    }
}
