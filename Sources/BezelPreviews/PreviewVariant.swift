import Bezel
import BezelSnapshotResults

/// One set of reader's settings a preview draws in (`bezel preview
/// --direction rtl --text-size AX3 --language ar`): the traits, and the
/// words that name them in file names, after the tile's or scene's name and
/// before the scale: `button.normal.direction=rtl.textSize=AX3@2x.png`.
///
/// ``unchanged`` is what a preview without those options draws: the
/// gallery in the default traits, each scene in its file's, and file names
/// without trait words.
///
/// ```swift
/// let rtl = PreviewVariant(traits: Traits(layoutDirection: .rightToLeft), nameParts: ["direction=rtl"])
/// PreviewFolder.tile(theme: "dark", name: "button.normal", scale: 2, variant: rtl)
/// // "dark/tiles/button.normal.direction=rtl@2x.png"
/// ```
public struct PreviewVariant: Hashable, Sendable {
    /// The traits drawn with; nil for the defaults (the gallery's) or the file's (a scene's).
    public var traits: Traits?
    /// The words naming ``traits`` in file names, each `key=value`
    /// (`direction=rtl`), empty for the default traits.
    public var nameParts: [String]

    public init(traits: Traits?, nameParts: [String]) {
        self.traits = traits
        self.nameParts = nameParts
    }

    /// No trait options: today's pictures and names.
    public static let unchanged = PreviewVariant(traits: nil, nameParts: [])

    /// `.direction=rtl.textSize=AX3`: the name parts, each after a dot; empty for none.
    public var fileNameSuffix: String { nameParts.map { "." + $0 }.joined() }

    /// The environment a text finding of a picture drawn in this variant names.
    func environment(theme: String?, scale: Double) -> SnapshotEnvironment {
        guard let traits else { return SnapshotEnvironment(theme: theme, scale: scale) }
        return SnapshotEnvironment(theme: theme, scale: scale, direction: traits.layoutDirection.description,
                                   textSize: traits.contentSizeCategory.name, language: traits.language)
    }
}
