import BezelGraphics

/// What each kind of view is to a screen reader when nothing says otherwise:
/// UIKit's defaults for its counterpart. This is the table
/// ``View/defaultAccessibility`` reads (a subclass may override that
/// property) and `AccessibilityDefaults.md` prints.
///
/// | view | element | label | value | traits |
/// |---|---|---|---|---|
/// | ``Label`` | when it has text | its text | — | staticText |
/// | ``LinkLabel`` | its text, and each link | the text; each link's text | — | staticText; link |
/// | ``Button`` | yes | its title | — | button |
/// | ``BezelButton`` | yes | none (label it: an image button) | — | button; selected when a toggle is recessed |
/// | ``NavigationBackButton`` | yes | its title | — | button, backButton ("back button") |
/// | ``Switch`` | yes | none (its row's label names it) | on / off | button, toggleButton |
/// | ``Slider`` | yes | none | its position as a percentage of the range ("10 %") | adjustable |
/// | ``SegmentedControl`` | each segment | the segment's title | — | button; selected for the selected one; "n of m" |
/// | ``ProgressView`` | yes | "Progress" | the percentage | updatesFrequently |
/// | ``TextField`` | yes | its placeholder | its text | textField |
/// | ``ImageView`` | only when labelled | — | — | image |
/// | ``ListRow`` | yes | its title, then its subtitle | — | button; selected when its list selects it |
/// | ``NavigationBar`` | its title as a header, and its back button | the title | — | header |
/// | every other view | no (a container) | — | — | — |
///
/// Every control that is not enabled adds notEnabled (VoiceOver says "dimmed").
public enum AccessibilityDefaults {
    /// The semantics `view`'s type gives it.
    public static func semantics(of view: View) -> AccessibilitySemantics {
        let disabled: AccessibilityTraits = (view as? Control)?.isEnabled == false ? .notEnabled : []
        switch view {
        case let field as TextField:
            return AccessibilitySemantics(isElement: true, label: field.placeholder.isEmpty ? nil : field.localizedForDisplay(field.placeholder),
                                          value: field.text, traits: [.textField, disabled])
        case let toggle as Switch:
            return AccessibilitySemantics(isElement: true, value: toggle.isOn ? "on" : "off",
                                          traits: [.button, .toggleButton, disabled])
        case let slider as Slider:
            return AccessibilitySemantics(isElement: true, value: percentage(slider.value, slider.minimumValue, slider.maximumValue),
                                          traits: [.adjustable, disabled])
        case let progress as ProgressView:
            return AccessibilitySemantics(isElement: true, label: "Progress", value: percentage(progress.progress, 0, 1),
                                          traits: [.updatesFrequently])
        case is SegmentedControl:
            return AccessibilitySemantics(isElement: false)   // its segments are the elements
        case let button as BezelButton:
            let selected: AccessibilityTraits = button.mode == .toggle && button.recessed ? .selected : []
            return AccessibilitySemantics(isElement: true, traits: [.button, selected, disabled])
        case let back as NavigationBackButton:
            return AccessibilitySemantics(isElement: true, label: back.title, traits: [.button, .backButton, disabled])
        case let button as Button:
            return AccessibilitySemantics(isElement: true, label: button.title.map(button.localizedForDisplay),
                                          traits: [.button, disabled])
        case let label as Label:
            let text = label.displayedText
            return AccessibilitySemantics(isElement: !text.isEmpty, label: text,
                                          traits: label.superview is NavigationBar ? .header : .staticText)
        case is ImageView:
            return AccessibilitySemantics(traits: .image)   // an element once labelled
        case let row as ListRow:
            let title = row.localizedForDisplay(row.title)
            let subtitle = row.subtitle.map(row.localizedForDisplay).flatMap { $0.isEmpty ? nil : $0 }
            var selected: AccessibilityTraits = []
            if let list = row.superview as? ListView, let index = list.selectedRow, list.rows.indices.contains(index),
               list.rows[index] === row {
                selected = .selected
            }
            return AccessibilitySemantics(isElement: true, label: title + (subtitle.map { ", \($0)" } ?? ""),
                                          traits: [.button, selected])
        default:
            return AccessibilitySemantics(isElement: false)
        }
    }

    /// `value` within `minimum…maximum` as a whole percentage ("10 %"); "0 %" for an empty range.
    static func percentage(_ value: Double, _ minimum: Double, _ maximum: Double) -> String {
        guard maximum > minimum, value.isFinite else { return "0 %" }
        let fraction = min(max((value - minimum) / (maximum - minimum), 0), 1)
        return "\(Int((fraction * 100).rounded())) %"
    }
}
