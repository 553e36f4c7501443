import Bezel
import BezelGraphics

/// One text colour measured against the background it is drawn on.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// The control's section in theme files (`button`, `listView`…).
    public var control: String
    /// The state and part, as theme keys (`selected.title`, `placeholderColor`).
    public var part: String
    public var foreground: Color
    public var background: Color
    /// The WCAG contrast ratio, 1…21.
    public var ratio: Double
    /// The least ratio asked for (4.5, WCAG AA for body text).
    public var minimum: Double
    /// Whether WCAG exempts this text (disabled controls, placeholders): it is
    /// measured and shown, but never a finding of ``ThemeLint/check(_:)``.
    public var exempt: Bool

    /// Whether the ratio is under the minimum.
    public var fails: Bool { ratio < minimum }

    /// `button selected.title: #FFFFFF on #5C99F2 is 2.88:1, under 4.5:1`.
    public var description: String {
        let verdict = fails ? "under" : "at least"
        return "\(control) \(part): \(foreground.hexString) on \(background.hexString) is "
            + "\((ratio * 100).rounded() / 100):1, \(verdict) \(minimum):1" + (exempt ? " (exempt)" : "")
    }
}

/// The WCAG 2.x contrast lint of a theme: every text colour against the
/// background it is drawn on, in every state that has text.
///
/// Measured: button titles on their fill in all six states; segmented
/// control titles in all four segment states; label and link-label text
/// (and link colour) on the theme background; text-field text and
/// placeholder on its fill, disabled text on the disabled fill; list titles
/// and subtitles on the row fill, and on the selected row (its title and
/// `selectedSubtitleColor`). A gradient fill is
/// measured at both ends and the worse one reported; translucent colours are
/// laid over what is behind them first.
///
/// Exempt (measured, listed by ``measure(_:)``, never findings): disabled
/// text (a disabled button's title, a disabled text field's text: WCAG 1.4.3
/// exempts inactive components) and placeholders (hint text, not content;
/// many style guides accept them lighter). A label with automatic text
/// colour is measured with the colour the rule picks.
///
/// Every text is held to 4.5:1 (WCAG AA for normal text), bold and large
/// titles included, as the issue asks; WCAG itself would accept 3:1 for
/// text of 18 pt, or 14 pt bold, and up.
///
/// See also: ``ContrastRatio``, ``ThemeFile``.
public enum ThemeLint {
    /// WCAG AA for normal text.
    public static let minimum = 4.5

    /// What falls under ``minimum`` and is not exempt, in table order.
    public static func check(_ theme: Theme) -> [LintFinding] {
        measure(theme).filter { $0.fails && !$0.exempt }
    }

    /// Every measured text, exempt or not.
    public static func measure(_ theme: Theme) -> [LintFinding] {
        let page = ContrastRatio.composite(theme.backgroundColor, over: .white)
        var out: [LintFinding] = []
        func add(_ control: String, _ part: String, _ text: Color, on fills: [Color], exempt: Bool = false) {
            let worst = fills.map { fill -> (Color, Double) in
                let background = ContrastRatio.composite(fill, over: page)
                return (background, ContrastRatio.between(text, background))
            }.min { $0.1 < $1.1 }
            guard let worst else { return }
            out.append(LintFinding(control: control, part: part, foreground: text, background: worst.0,
                                   ratio: worst.1, minimum: minimum, exempt: exempt))
        }
        let button = theme.button
        for name in BezelLook.allCases {
            let look = button[keyPath: name.buttonStyleKey]
            add("button", "\(name.rawValue).title", look.title, on: [look.fillTop, look.fillBottom], exempt: name.isDisabled)
        }
        let segments = theme.segmentedControl
        for name in BezelLook.segmentLooks {
            guard let key = name.segmentStyleKey else { continue }
            let look = segments[keyPath: key]
            add("segmentedControl", "\(name.rawValue).title", look.title, on: [look.fillTop, look.fillBottom])
        }
        let labelColor = theme.label.automaticTextColor ? AutomaticTextColor.for(background: page) : theme.label.textColor
        add("label", "textColor", labelColor, on: [page])
        add("linkLabel", "label.textColor", theme.linkLabel.label.textColor, on: [page])
        add("linkLabel", "linkColor", theme.linkLabel.linkColor, on: [page])
        let field = theme.textField
        add("textField", "textColor", field.textColor, on: [field.backgroundColor])
        add("textField", "placeholderColor", field.placeholderColor, on: [field.backgroundColor], exempt: true)
        add("textField", "disabledTextColor", field.disabledTextColor, on: [field.disabledBackgroundColor], exempt: true)
        let list = theme.listView
        let row = list.rowBackgroundColor ?? .clear
        add("listView", "titleColor", list.titleColor, on: [row])
        add("listView", "subtitleColor", list.subtitleColor, on: [row])
        add("listView", "titleColor on selectedRowColor", list.titleColor, on: [list.selectedRowColor])
        add("listView", "selectedSubtitleColor on selectedRowColor", list.selectedSubtitleColor, on: [list.selectedRowColor])
        return out
    }
}
