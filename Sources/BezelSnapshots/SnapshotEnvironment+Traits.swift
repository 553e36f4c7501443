import Bezel
import BezelSnapshotResults

extension SnapshotEnvironment {
    /// The environment of a view drawn in `theme` at `scale` with `traits`
    /// (which the description names only where not the default).
    public init(theme: String? = nil, scale: Double?, traits: Traits) {
        self.init(theme: theme, scale: scale, direction: traits.layoutDirection.rawValue,
                  textSize: traits.contentSizeCategory.name, language: traits.language)
    }
}
