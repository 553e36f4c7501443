import Bezel
import BezelGraphics

/// The scene file's compound values: insets, rectangles, points and fonts
/// (read for the ``ValueType``s of the same names).
extension SceneDecoder {
    /// The value whose name `node` holds, with a suggestion for a near miss.
    func pick<T>(_ node: YAMLNode, _ what: String, _ table: [(String, T)]) throws -> T {
        let name = try node.choice(what, of: table.map(\.0))
        guard let value = table.first(where: { $0.0 == name })?.1 else { throw FileError(node.location, "unknown \(what)") }
        return value
    }

    /// A number (every side), `{top, left, bottom, right}` or `{top,
    /// leading, bottom, trailing}` (missing sides 0; left and right do not
    /// mix with leading and trailing).
    func padding(_ node: YAMLNode) throws -> ScenePadding {
        if case .scalar = node.kind {
            return ScenePadding(EdgeInsets(all: try node.number("padding", in: 0...10_000)))
        }
        let map = try node.mapping("padding")
        try map.checkKeys(["top", "left", "bottom", "right", "leading", "trailing"])
        func side(_ key: String) throws -> Double { try map[key]?.number(key, in: 0...10_000) ?? 0 }
        let physical = map["left"] ?? map["right"], directional = map["leading"] ?? map["trailing"]
        if let physical, directional != nil {
            throw FileError(physical.location, "padding names left or right and leading or trailing",
                            expected: "{left, right} (fixed sides) or {leading, trailing} (sides that swap right to left)")
        }
        let isDirectional = directional != nil
        return ScenePadding(EdgeInsets(top: try side("top"), left: try side(isDirectional ? "leading" : "left"),
                                       bottom: try side("bottom"), right: try side(isDirectional ? "trailing" : "right")),
                            isDirectional: isDirectional)
    }

    /// `{x, y, width, height}`, every part required.
    func rect(_ node: YAMLNode) throws -> Rect {
        let map = try node.mapping("frame")
        try map.checkKeys(["x", "y", "width", "height"])
        return Rect(x: try map.required("x").number("x"), y: try map.required("y").number("y"),
                    width: try map.required("width").number("width", in: 0...100_000),
                    height: try map.required("height").number("height", in: 0...100_000))
    }

    /// `{x, y}` (missing parts 0).
    func point(_ node: YAMLNode, _ what: String) throws -> Point {
        let map = try node.mapping(what)
        try map.checkKeys(["x", "y"])
        return Point(x: try map["x"]?.number("x") ?? 0, y: try map["y"]?.number("y") ?? 0)
    }

    /// `{family, size, weight, textStyle}`, each optional: the family one that ships
    /// with Bezel (`DejaVu Sans`, `DejaVu Sans Mono`), the weight `regular` or
    /// `bold`, the text style a Dynamic Type style name or `none`.
    func font(_ node: YAMLNode) throws -> FontOverride {
        let map = try node.mapping("font")
        try map.checkKeys(["family", "size", "weight", "textStyle"])
        var font = FontOverride()
        if let style = map["textStyle"] { font.textStyle = .some(try TraitWords.textStyle(style, "font text style")) }
        if let family = map["family"] {
            font.family = try family.choice("font family", of: [Font.defaultFamily, Font.monospacedFamily])
        }
        if let size = map["size"] { font.size = try size.number("font size", in: Font.minimumSize...Font.maximumSize) }
        if let weight = map["weight"] {
            font.weight = try pick(weight, "font weight", [("regular", Font.Weight.regular), ("bold", .bold)])
        }
        return font
    }
}
