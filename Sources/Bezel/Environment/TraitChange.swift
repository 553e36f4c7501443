import BezelGraphics

/// A change of the reader's settings in the middle of a run, as a user
/// changing Settings: `ReplaySession.changeSettings(_:)`, and a script's
/// `settings:` step (`settings: {textSize: AX3}`, `settings: {direction: rtl, language: ar}`).
///
/// What it leaves out stays as it is, except that a new language without a
/// direction brings its own direction, as changing the device's language does.
public struct TraitChange: Hashable, Sendable, CustomStringConvertible {
    /// The new direction, if it changes.
    public var direction: LayoutDirection?
    /// The new text size, if it changes.
    public var textSize: ContentSizeCategory?
    /// The new language, if it changes.
    public var language: String?

    public init(direction: LayoutDirection? = nil, textSize: ContentSizeCategory? = nil, language: String? = nil) {
        self.direction = direction
        self.textSize = textSize
        self.language = language
    }

    /// `traits` after the change.
    public func applied(to traits: Traits) -> Traits {
        var changed = traits
        if let language {
            changed.language = language
            changed.layoutDirection = Traits.direction(ofLanguage: language)
        }
        if let direction { changed.layoutDirection = direction }
        if let textSize { changed.contentSizeCategory = textSize }
        return changed
    }

    /// This change, then `other` (what `other` sets wins).
    public func merged(with other: TraitChange) -> TraitChange {
        TraitChange(direction: other.direction ?? direction, textSize: other.textSize ?? textSize, language: other.language ?? language)
    }

    /// `direction=rtl textSize=AX3 language=ar`, the settings it changes (``TraitSetting``).
    public var description: String {
        TraitSetting.all.compactMap { setting in setting.word(in: self).map { "\(setting.name)=\($0)" } }.joined(separator: " ")
    }

    /// The settings that differ between `old` and `new`, each as name, old and new words.
    public static func differences(from old: Traits, to new: Traits) -> [(name: String, old: String, new: String)] {
        TraitSetting.all.compactMap { setting in
            let (before, after) = (setting.word(in: old), setting.word(in: new))
            return before == after ? nil : (setting.name, before, after)
        }
    }
}
