import BezelGraphics

/// What each kind of view is to a screen reader when nothing says otherwise:
/// UIKit's defaults for its counterpart. This is the table
/// ``View/defaultAccessibility`` reads (a subclass may override that
/// property) and `AccessibilityDefaults.md` prints. The words it gives
/// ("on", "Progress", the percentages, the hints) are in the view's traits'
/// language (``VoiceOverVocabulary``); English here.
///
/// | view | element | label | value | traits | default hint |
/// |---|---|---|---|---|---|
/// | ``Label`` | when it has text | its text | — | staticText | — |
/// | ``LinkLabel`` | its text, and each link | the text; each link's text | — | staticText; link | — |
/// | ``Button`` | yes | its title | — | button | — |
/// | ``BezelButton`` | yes | none (label it: an image button) | — | button; selected when a toggle is recessed | — |
/// | ``NavigationBackButton`` | yes | its title | — | button, backButton ("back button") | — |
/// | ``Switch`` | yes | none (its row's label names it) | on / off | button, toggleButton | "Double tap to toggle setting." |
/// | ``Slider`` | yes | none | its position as a percentage of the range ("10%") | adjustable | "Swipe up or down with one finger to adjust the value." |
/// | ``SegmentedControl`` | each segment | the segment's title | — | button; selected for the selected one; "n of m" | — |
/// | ``ProgressView`` | yes | "Progress" | the percentage | updatesFrequently | — |
/// | ``TextField`` | yes | none (label it) | its text, or its placeholder while empty | textField; isEditing while focused | "Double tap to edit." (none while editing) |
/// | ``ImageView`` | only when labelled | — | — | image | — |
/// | ``ListRow`` | yes | its title, then its subtitle | — | button; selected when its list selects it | — |
/// | ``NavigationBar`` | its title as a header, and its back button | the title | — | header | — |
/// | every other view | no (a container) | — | — | — | — |
///
/// Every control that is not enabled adds notEnabled (VoiceOver says
/// "dimmed") and has no default hint (it cannot be acted on).
///
/// **Hints.** VoiceOver gives a hint of its own only where a double tap
/// does not say what happens: a switch ("Double tap to toggle setting."),
/// an adjustable element ("Swipe up or down with one finger to adjust the
/// value.") and a text field ("Double tap to edit."), as
/// cashapp/AccessibilitySnapshot's model of VoiceOver has them and
/// D. Rönnqvist heard a slider ("50%. Adjustable. Swipe up or down with one
/// finger to adjust the value.", ronnqvi.st); a button, a link, a segment,
/// a row, a back button, a progress view and a label have none. A view's own
/// ``AccessibilitySemantics/hint`` replaces the default one (VoiceOver
/// itself adds its switch and adjustable hints after an app's own hint;
/// Bezel lets the app's hint stand alone, so that what a scene says is what
/// is read). While a field edits, VoiceOver's hint is about the rotor's
/// misspelled words (AccessibilitySnapshot: "Use the rotor to access
/// Misspelled Words"); Bezel has no rotor and gives none.
///
/// **Text fields.** UIKit gives a text field no label and reads its
/// placeholder as its value while it is empty, and its text once typed
/// (material-components-ios#2822: "when VoiceOver reads an empty text field,
/// it reads-out the placeholder text. When content is entered, VoiceOver
/// only reads the content"; devxoul/UITextView-Placeholder#72 copies that
/// "just like UITextField"): "Name, text field" empty, "Ada, text field"
/// filled, and while it has the keyboard "text field, is editing, Ada,
/// insertion point at end" (openedx/edx-app-ios#790: label, "textfield",
/// "is editing", then the placeholder or the text; kickstarter/ios-oss#545).
/// A field needs an accessibility label to keep its name once typed in.
public enum AccessibilityDefaults {
    /// The semantics `view`'s type gives it, with its words in the view's traits' language.
    public static func semantics(of view: View) -> AccessibilitySemantics {
        let isDisabled = (view as? Control)?.isEnabled == false
        let disabled: AccessibilityTraits = isDisabled ? .notEnabled : []
        let words = VoiceOverVocabulary(language: view.traitCollection.language)
        switch view {
        case let field as TextField:
            let editing: AccessibilityTraits = field.isFocused ? .isEditing : []
            let shown = field.text.isEmpty ? field.localizedForDisplay(field.placeholder) : field.text
            return AccessibilitySemantics(isElement: true, value: shown.isEmpty ? nil : shown,
                                          hint: isDisabled || field.isFocused ? nil : words.editHint,
                                          traits: [.textField, editing, disabled])
        case let toggle as Switch:
            return AccessibilitySemantics(isElement: true, value: toggle.isOn ? words.on : words.off,
                                          hint: isDisabled ? nil : words.toggleHint, traits: [.button, .toggleButton, disabled])
        case let slider as Slider:
            return AccessibilitySemantics(isElement: true, value: percentage(slider.value, slider.minimumValue, slider.maximumValue, in: words),
                                          hint: isDisabled ? nil : words.adjustableHint, traits: [.adjustable, disabled])
        case let progress as ProgressView:
            return AccessibilitySemantics(isElement: true, label: words.progress, value: percentage(progress.progress, 0, 1, in: words),
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

    /// `value` within `minimum…maximum` as a whole percentage in `words`'
    /// language ("10%"; "10 %" in French); 0 for an empty range.
    static func percentage(_ value: Double, _ minimum: Double, _ maximum: Double, in words: VoiceOverVocabulary) -> String {
        guard maximum > minimum, value.isFinite else { return words.percent(0) }
        let fraction = min(max((value - minimum) / (maximum - minimum), 0), 1)
        return words.percent(Int((fraction * 100).rounded()))
    }
}
