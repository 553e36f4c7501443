import BezelGraphics

/// What a view is to a screen reader: whether it is an element, what it is
/// called, its value, a hint and its traits. Every field is optional, so the
/// same type says what a view overrides (``View/accessibility``) and what
/// its type gives by default (``View/defaultAccessibility``); the view's
/// ``View/resolvedAccessibility`` is the first over the second.
public struct AccessibilitySemantics: Hashable, Sendable {
    /// Whether the view is one element a screen reader stops on (nil: its
    /// type's default; a container is never one unless it says so).
    public var isElement: Bool?
    /// What it is called ("Start", "Alarm").
    public var label: String?
    /// Its value, when it has one ("on", "10%", the text typed).
    public var value: String?
    /// What activating it does, read after a pause ("Starts the timer").
    public var hint: String?
    /// What it is and its state.
    public var traits: AccessibilityTraits?
    /// The element's language, when it is not the screen's (BCP 47).
    public var language: String?
    /// Hides the view and its subtree from screen readers.
    public var isHidden: Bool?
    /// A modal view: while it shows, screen readers skip its siblings (UIKit's `accessibilityViewIsModal`).
    public var isModal: Bool?
    /// Keeps the subtree's elements together in the reading order, read one
    /// after another before anything beside the view (UIKit's `shouldGroupAccessibilityChildren`).
    public var groupsChildren: Bool?
    /// The order the subtree's elements are read in, by view identifier,
    /// instead of the default order (UIKit's `accessibilityElements`); ids
    /// not in the subtree are skipped, elements not named follow in the default order.
    public var order: [String]?

    public init(isElement: Bool? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits? = nil, language: String? = nil, isHidden: Bool? = nil,
                isModal: Bool? = nil, groupsChildren: Bool? = nil, order: [String]? = nil) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.language = language
        self.isHidden = isHidden
        self.isModal = isModal
        self.groupsChildren = groupsChildren
        self.order = order
    }

    /// Nothing said: every field from the defaults.
    public static let unspecified = AccessibilitySemantics()

    /// These semantics, with each field they leave out taken from `defaults`.
    public func over(_ defaults: AccessibilitySemantics) -> AccessibilitySemantics {
        AccessibilitySemantics(isElement: isElement ?? defaults.isElement, label: label ?? defaults.label,
                               value: value ?? defaults.value, hint: hint ?? defaults.hint,
                               traits: traits ?? defaults.traits, language: language ?? defaults.language,
                               isHidden: isHidden ?? defaults.isHidden, isModal: isModal ?? defaults.isModal,
                               groupsChildren: groupsChildren ?? defaults.groupsChildren, order: order ?? defaults.order)
    }
}
