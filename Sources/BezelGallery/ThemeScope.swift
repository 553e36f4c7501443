import Bezel

/// The part of a theme a view draws with, as theme-file paths: the sections
/// it reads (`button`), less the looks of states it is not in
/// (`button.selected`). Tools ask it which of a theme's values could have
/// changed a picture (`bezel preview --compare`) and which contrast findings
/// concern it.
///
/// ```swift
/// let scope = ThemeScope.button(look: "highlighted")
/// scope.contains("button.highlighted.title")   // true
/// scope.contains("button.cornerRadius")        // true: every look uses it
/// scope.contains("button.selected.title")      // false
/// scope.contains("slider.thumbTop")            // false
/// ```
public struct ThemeScope: Hashable, Sendable {
    /// The theme sections drawn with (`button`, `listView`…), keys as in theme files.
    public var sections: [String]
    /// Paths inside those sections that are not drawn with (the looks of other states).
    public var excluded: [String]

    public init(sections: [String], excluded: [String] = []) {
        self.sections = sections
        self.excluded = excluded
    }

    /// Whether the value at the dotted theme-file `path` (as in
    /// `ThemeDocument.valueLocations`) is drawn with.
    public func contains(_ path: String) -> Bool {
        let section = path.prefix { $0 != "." }
        guard sections.contains(where: { $0 == section }) else { return false }
        return !excluded.contains { path == $0 || path.hasPrefix($0 + ".") }
    }

    /// The names of a ``ButtonStyle``'s looks, as theme-file keys (``BezelLook``).
    public static let buttonLooks = BezelLook.allCases.map(\.rawValue)
    /// The names of a ``SegmentedControlStyle``'s looks, as theme-file keys.
    public static let segmentLooks = BezelLook.segmentLooks.map(\.rawValue)

    /// A button drawn in one look: the button section less its other looks.
    public static func button(look: String) -> ThemeScope {
        ThemeScope(sections: ["button"], excluded: buttonLooks.filter { $0 != look }.map { "button." + $0 })
    }

    /// A segmented control whose segments are drawn in `looks`.
    public static func segmentedControl(looks: Set<String>) -> ThemeScope {
        ThemeScope(sections: ["segmentedControl"],
                   excluded: segmentLooks.filter { !looks.contains($0) }.map { "segmentedControl." + $0 })
    }
}
