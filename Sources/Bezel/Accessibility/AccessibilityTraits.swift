/// What an accessibility element is and what state it is in, as a screen
/// reader announces it: UIKit's `UIAccessibilityTraits`, and the words
/// VoiceOver speaks for each.
///
/// ```swift
/// let traits: AccessibilityTraits = [.button, .selected]
/// traits.spokenWords                                          // ["button", "selected"]
/// traits.spokenWords(in: VoiceOverVocabulary(language: "ja"))   // ["ボタン", "選択中"]
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acts when activated (UIKit's `.button`).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that divides content.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// Currently selected (a segment, a row).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Not enabled: VoiceOver says "dimmed".
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// Changes often (a progress bar, a clock).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// Takes increments and decrements (a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 9)
    /// Toggles between on and off (UIKit's `.toggleButton`, iOS 17).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 10)
    /// Takes typed text (UIKit's private text-entry trait, spoken "text field").
    public static let textField = AccessibilityTraits(rawValue: 1 << 11)
    /// Starts media when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    /// Summary information shown when an app starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 13)
    /// Goes back a screen (UIKit's private back-button trait on a navigation
    /// bar's back button: VoiceOver says "back button" instead of "button").
    public static let backButton = AccessibilityTraits(rawValue: 1 << 14)
    /// A text field that has the keyboard (UIKit's private is-editing trait,
    /// which VoiceOver says "is editing" for, after "text field").
    public static let isEditing = AccessibilityTraits(rawValue: 1 << 15)

    /// Every trait with its name in files and text snapshots, in the order
    /// they are written and spoken.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("header", .header), ("button", .button), ("backButton", .backButton), ("toggleButton", .toggleButton), ("link", .link),
        ("searchField", .searchField), ("textField", .textField), ("isEditing", .isEditing), ("image", .image), ("adjustable", .adjustable),
        ("staticText", .staticText), ("selected", .selected), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
        ("summaryElement", .summaryElement),
    ]

    /// The traits' names, in ``named`` order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }

    /// The traits named `name` (case-insensitive), or nil.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = found.trait
    }

    /// What VoiceOver says for the traits after the label and value, in
    /// English (``spokenWords(in:)`` in another language).
    public var spokenWords: [String] { spokenWords(in: VoiceOverVocabulary(language: "en")) }

    /// What VoiceOver says for the traits after the label and value, in its
    /// order, in `words`' language: the role ("button", "switch button",
    /// "back button", "link", "heading", "text field" and "is editing" while
    /// it edits, "adjustable", "image"), then the state ("selected",
    /// "dimmed"). Static text says nothing.
    public func spokenWords(in words: VoiceOverVocabulary) -> [String] {
        var spoken: [String] = []
        if contains(.toggleButton) {
            spoken.append(words.switchButton)
        } else if contains(.backButton) {
            spoken.append(words.backButton)
        } else if contains(.button) {
            spoken.append(words.button)
        }
        if contains(.link) { spoken.append(words.link) }
        if contains(.header) { spoken.append(words.heading) }
        if contains(.searchField) {
            spoken.append(words.searchField)
        } else if contains(.textField) {
            spoken.append(words.textField)
        }
        if contains(.isEditing), !isDisjoint(with: [.searchField, .textField]) { spoken.append(words.isEditing) }
        if contains(.image) { spoken.append(words.image) }
        if contains(.adjustable) { spoken.append(words.adjustable) }
        if contains(.selected) { spoken.append(words.selectedChange) }
        if contains(.notEnabled) { spoken.append(words.dimmed) }
        return spoken
    }

    /// The names joined by `+` (`button+selected`), or `none`.
    public var description: String { names.isEmpty ? "none" : names.joined(separator: "+") }
}
