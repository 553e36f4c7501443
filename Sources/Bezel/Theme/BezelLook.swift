/// The looks a bezel is painted in, one per combination of states, named
/// as theme files name them: the one list a button's and a segmented
/// control's styles, the theme tables, the contrast lint, the gallery and
/// ``ButtonStyle/look(highlighted:selected:enabled:)`` are made from.
///
/// A segmented control has the first four (its segments are never drawn
/// disabled one by one: the whole control fades).
public enum BezelLook: String, CaseIterable, Sendable {
    case normal, highlighted, selected, selectedHighlighted, disabled, disabledSelected

    /// The look of a bezel in these states; disabled wins over highlighted.
    public init(highlighted: Bool, selected: Bool, enabled: Bool = true) {
        if !enabled {
            self = selected ? .disabledSelected : .disabled
            return
        }
        switch (highlighted, selected) {
        case (false, false): self = .normal
        case (true, false): self = .highlighted
        case (false, true): self = .selected
        case (true, true): self = .selectedHighlighted
        }
    }

    /// The looks a segmented control's segments are drawn in.
    public static let segmentLooks: [BezelLook] = [.normal, .highlighted, .selected, .selectedHighlighted]

    /// Whether the look is of a disabled control (exempt from the contrast minimum).
    public var isDisabled: Bool { self == .disabled || self == .disabledSelected }

    /// Where a button style keeps this look.
    public var buttonStyleKey: WritableKeyPath<ButtonStyle, ButtonStyle.Look> {
        switch self {
        case .normal: return \.normal
        case .highlighted: return \.highlighted
        case .selected: return \.selected
        case .selectedHighlighted: return \.selectedHighlighted
        case .disabled: return \.disabled
        case .disabledSelected: return \.disabledSelected
        }
    }

    /// Where a segmented control style keeps this look (nil for the disabled ones it does not have).
    public var segmentStyleKey: WritableKeyPath<SegmentedControlStyle, ButtonStyle.Look>? {
        switch self {
        case .normal: return \.normal
        case .highlighted: return \.highlighted
        case .selected: return \.selected
        case .selectedHighlighted: return \.selectedHighlighted
        case .disabled, .disabledSelected: return nil
        }
    }
}
