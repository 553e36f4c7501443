import Foundation
import BezelGraphics

/// The font families a theme may name: the ones that ship with Bezel and the
/// generic names the font system understands (anything else would silently
/// fall back, so it is an error with a suggestion instead).
let themeFontFamilies = [Font.defaultFamily, Font.monospacedFamily, "sans-serif", "system-ui", "monospace"]

/// The ranges of the parts of themes' compound values, read by the
/// readers below and stated by the theme schema (``ThemeField/schema``).
enum ThemeRanges {
    static let fontSize: ClosedRange<Double> = 4...200
    static let fontWeights = ["regular", "bold"]
    static let insetSide: ClosedRange<Double> = 0...200
    static let shadowOffset: ClosedRange<Double> = -50...50
    static let shadowBlur: ClosedRange<Double> = 0...100
}

/// Reading the compound values of theme files: fonts, insets, sizes and
/// shadows (colours are read as every file reads them, ``YAMLNode/color(_:)``).
extension YAMLNode {
    /// Whether the value is `none` or empty (a property with no value).
    var isNone: Bool {
        switch kind {
        case .null: return true
        case let .scalar(text): return text == "none"
        default: return false
        }
    }

    /// A font mapping `{family, size, weight}` over `font`.
    func readFont(_ what: String, into font: inout Font) throws {
        let map = try mapping("font '\(what)'")
        try map.checkKeys(["family", "size", "weight", "textStyle"])
        if let family = map["family"] { font.family = try family.choice("font family", of: themeFontFamilies) }
        if let style = map["textStyle"] { font.scalesWith = try TraitWords.textStyle(style, "font text style") }
        if let size = map["size"] { font.size = try size.number("font size", in: ThemeRanges.fontSize) }
        if let weight = map["weight"] { font.weight = try weight.choice("font weight", of: ThemeRanges.fontWeights) == "bold" ? .bold : .regular }
    }

    /// One number for every side, or a mapping of sides over `insets`.
    func readInsets(_ what: String, into insets: inout EdgeInsets) throws {
        if case .scalar = kind {
            insets = EdgeInsets(all: try number(what, in: ThemeRanges.insetSide))
            return
        }
        let map = try mapping(what)
        try map.checkKeys(["top", "left", "bottom", "right"])
        if let v = map["top"] { insets.top = try v.number("\(what).top", in: ThemeRanges.insetSide) }
        if let v = map["left"] { insets.left = try v.number("\(what).left", in: ThemeRanges.insetSide) }
        if let v = map["bottom"] { insets.bottom = try v.number("\(what).bottom", in: ThemeRanges.insetSide) }
        if let v = map["right"] { insets.right = try v.number("\(what).right", in: ThemeRanges.insetSide) }
    }

    /// `{width, height}` over `size`.
    func readSize(_ what: String, in range: ClosedRange<Double>, into size: inout Size) throws {
        let map = try mapping(what)
        try map.checkKeys(["width", "height"])
        if let v = map["width"] { size.width = try v.number("\(what).width", in: range) }
        if let v = map["height"] { size.height = try v.number("\(what).height", in: range) }
    }

    /// `{x, y, blur, color}` over `shadow`.
    func readShadow(_ what: String, into shadow: inout Shadow) throws {
        let map = try mapping(what)
        try map.checkKeys(["x", "y", "blur", "color"])
        if let v = map["x"] { shadow.offset.width = try v.number("\(what).x", in: ThemeRanges.shadowOffset) }
        if let v = map["y"] { shadow.offset.height = try v.number("\(what).y", in: ThemeRanges.shadowOffset) }
        if let v = map["blur"] { shadow.blur = try v.number("\(what).blur", in: ThemeRanges.shadowBlur) }
        if let v = map["color"] { shadow.color = try v.color("\(what).color") }
    }
}

/// Writing theme values back as YAML text, exactly: a colour that hex cannot
/// hold is written as `white(…)` or `srgb(…)` with every digit it needs.
enum ThemeValueText {
    /// The shadow a theme's shadow keys start from when the style has none.
    static let defaultShadow = Shadow(offset: Size(width: 0, height: 1), blur: 2, color: Color(white: 0, alpha: 0.3))

    /// `4` for whole numbers, otherwise the shortest text that reads back the same.
    static func number(_ value: Double) -> String {
        value.compactText()
    }

    /// Quoted hex when it reads back exactly, else `white(…)` or `srgb(…)`.
    static func color(_ c: Color) -> String {
        if let exact = try? Color(hex: c.hexString), exact == c { return "'\(c.hexString)'" }
        let alpha = c.alpha < 1 ? ", \(number(c.alpha))" : ""
        if c.red == c.green, c.green == c.blue { return "white(\(number(c.red))\(alpha))" }
        return "srgb(\(number(c.red)), \(number(c.green)), \(number(c.blue))\(alpha))"
    }

    static func font(_ f: Font) -> String {
        let style = f.scalesWith == .body ? "" : ", textStyle: \(f.scalesWith?.rawValue ?? "none")"
        return "{family: \(f.family), size: \(number(f.size)), weight: \(f.weight == .bold ? "bold" : "regular")\(style)}"
    }

    static func insets(_ i: EdgeInsets) -> String {
        if i.top == i.left, i.left == i.bottom, i.bottom == i.right { return number(i.top) }
        return "{top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right))}"
    }

    static func size(_ s: Size) -> String { "{width: \(number(s.width)), height: \(number(s.height))}" }

    static func shadow(_ s: Shadow) -> ThemeYAML {
        .block([("x", .inline(number(s.offset.width))), ("y", .inline(number(s.offset.height))),
                ("blur", .inline(number(s.blur))), ("color", .inline(color(s.color)))])
    }
}
