/// What a snapshot was rendered in, as findings name it: the theme and the
/// scale (more dimensions, such as layout direction, text size and
/// language, belong here as they come, each a field and a clause of
/// ``description``, the one place their words are made).
///
/// ```swift
/// SnapshotEnvironment(theme: "dark", scale: 2).description   // "theme dark, @2x"
/// ```
public struct SnapshotEnvironment: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The theme's name (or a theme file's name without extension), when known.
    public var theme: String?
    /// Pixels per point, when known.
    public var scale: Double?

    public init(theme: String? = nil, scale: Double? = nil) {
        self.theme = theme
        self.scale = scale
    }

    /// Whether nothing is known.
    public var isEmpty: Bool { clauses.isEmpty }

    /// `theme dark, @2x`: each known dimension, in a fixed order; empty when nothing is known.
    public var description: String { clauses.joined(separator: ", ") }

    /// One clause per known dimension.
    private var clauses: [String] {
        var clauses: [String] = []
        if let theme { clauses.append("theme \(theme)") }
        if let scale { clauses.append("@" + Self.scaleText(scale) + "x") }
        return clauses
    }

    /// `2`, `1.5`: a scale without a needless `.0`.
    private static func scaleText(_ scale: Double) -> String {
        scale.isFinite && scale == scale.rounded() && abs(scale) < 1e9 ? String(Int(scale)) : String(scale)
    }
}
