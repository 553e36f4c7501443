/// What a snapshot was rendered in, as findings name it: the theme, the
/// scale, and the reader's settings (layout direction, text size,
/// language). Each dimension is a field and a clause of ``description``,
/// the one place their words are made; the reader's settings are named
/// only where they differ from the default (left to right, `L`, `en`).
///
/// ```swift
/// SnapshotEnvironment(theme: "dark", scale: 2).description   // "theme dark, @2x"
/// SnapshotEnvironment(theme: "dark", scale: 2, direction: "rtl", textSize: "AX3", language: "ar").description
/// // "theme dark, @2x, rtl, AX3, ar"
/// ```
public struct SnapshotEnvironment: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The theme's name (or a theme file's name without extension), when known.
    public var theme: String?
    /// Pixels per point, when known.
    public var scale: Double?
    /// The layout direction, `ltr` or `rtl`, when known.
    public var direction: String?
    /// The text size's name (`XS` … `XXXL`, `AX1` … `AX5`), when known.
    public var textSize: String?
    /// The language, a BCP 47 tag or a pseudo-locale (`en-XA`), when known.
    public var language: String?

    public init(theme: String? = nil, scale: Double? = nil, direction: String? = nil, textSize: String? = nil,
                language: String? = nil) {
        self.theme = theme
        self.scale = scale
        self.direction = direction
        self.textSize = textSize
        self.language = language
    }

    /// The values a reader's setting has when nothing changes it, left out of ``description``.
    static let defaults = (direction: "ltr", textSize: "L", language: "en")

    /// Whether nothing is known.
    public var isEmpty: Bool { clauses.isEmpty }

    /// `theme dark, @2x, rtl, AX3, ar`: each known dimension, in a fixed
    /// order, the reader's settings only where not the default; empty when nothing is known.
    public var description: String { clauses.joined(separator: ", ") }

    /// One clause per known dimension.
    private var clauses: [String] {
        var clauses: [String] = []
        if let theme { clauses.append("theme \(theme)") }
        if let scale { clauses.append("@" + Self.scaleText(scale) + "x") }
        if let direction, direction != Self.defaults.direction { clauses.append(direction) }
        if let textSize, textSize != Self.defaults.textSize { clauses.append(textSize) }
        if let language, language != Self.defaults.language { clauses.append(language) }
        return clauses
    }

    /// `2`, `1.5`: a scale without a needless `.0`.
    private static func scaleText(_ scale: Double) -> String {
        scale.isFinite && scale == scale.rounded() && abs(scale) < 1e9 ? String(Int(scale)) : String(scale)
    }
}
