import Bezel
import BezelGraphics

/// The tables of every style a theme file can set, one per control, plus the
/// theme's own top-level keys.
///
/// Not themeable yet: ``LabelStyle/paragraph`` (alignment, wrapping, line
/// limit, ellipsis and line spacing: a paragraph belongs to a label's text
/// more than to a theme) for labels and link labels alike. Everything else
/// of every style is.
enum ThemeTables {
    /// The per-control sections, in file order.
    static var sections: [ThemeField<Theme>] {
        [
            .nested("bezelButton", \.bezelButton, bezelButton), .nested("button", \.button, button),
            .nested("switch", \.switch, `switch`), .nested("slider", \.slider, slider),
            .nested("segmentedControl", \.segmentedControl, segmentedControl),
            .nested("progressView", \.progressView, progressView), .nested("label", \.label, label),
            .nested("linkLabel", \.linkLabel, linkLabel), .nested("textField", \.textField, textField),
            .nested("imageView", \.imageView, imageView), .nested("scrollView", \.scrollView, scrollView),
            .nested("blurView", \.blurView, blurView), .nested("listView", \.listView, listView),
        ]
    }

    static var label: ThemeTable<LabelStyle> {
        ThemeTable(what: "label style", fields: [
            .font("font", \.font), .color("textColor", \.textColor),
            .choice("verticalAlignment", \.verticalAlignment, Label.VerticalAlignment.allCases.map { ($0.rawValue, $0) }),
            .shadow("shadow", \.shadow), .bool("automaticTextColor", \.automaticTextColor),
            .shadow("automaticShadow", \.automaticShadow),
        ])
    }

    static var linkLabel: ThemeTable<LinkLabelStyle> {
        ThemeTable(what: "linkLabel style", fields: [
            .nested("label", \.label, label), .color("linkColor", \.linkColor),
            .bool("isUnderlined", \.isUnderlined), .optionalColor("underlineColor", \.underlineColor),
        ])
    }

    static var textField: ThemeTable<TextFieldStyle> {
        ThemeTable(what: "textField style", fields: [
            .font("font", \.font), .color("textColor", \.textColor), .color("placeholderColor", \.placeholderColor),
            .color("disabledTextColor", \.disabledTextColor), .color("backgroundColor", \.backgroundColor),
            .color("disabledBackgroundColor", \.disabledBackgroundColor), .color("borderColor", \.borderColor),
            .color("focusedBorderColor", \.focusedBorderColor), .color("disabledBorderColor", \.disabledBorderColor),
            .number("borderWidth", \.borderWidth, in: 0...20), .number("cornerRadius", \.cornerRadius, in: 0...100),
            .color("focusRingColor", \.focusRingColor), .number("focusRingWidth", \.focusRingWidth, in: 0...20),
            .shadow("innerShadow", \.innerShadow), .color("caretColor", \.caretColor),
            .number("caretWidth", \.caretWidth, in: 0.5...10), .number("horizontalPadding", \.horizontalPadding, in: 0...100),
            .number("verticalPadding", \.verticalPadding, in: 0...100), .number("preferredWidth", \.preferredWidth, in: 1...2000),
        ])
    }

    static var imageView: ThemeTable<ImageViewStyle> {
        ThemeTable(what: "imageView style", fields: [
            .choice("contentMode", \.contentMode, [("scaleToFill", .scaleToFill), ("aspectFit", .aspectFit),
                                                   ("aspectFill", .aspectFill), ("center", .center)]),
            .bool("allowsUpscaling", \.allowsUpscaling), .number("cornerRadius", \.cornerRadius, in: 0...500),
            .optionalColor("backgroundColor", \.backgroundColor), .number("grayscaleAlpha", \.grayscaleAlpha, in: 0...1),
        ])
    }

    static var scrollView: ThemeTable<ScrollViewStyle> {
        ThemeTable(what: "scrollView style", fields: [
            .bool("showsIndicators", \.showsIndicators), .color("indicatorColor", \.indicatorColor),
            .optionalColor("indicatorBorderColor", \.indicatorBorderColor),
            .number("indicatorThickness", \.indicatorThickness, in: 0.5...30), .number("indicatorInset", \.indicatorInset, in: 0...50),
            .number("minimumIndicatorLength", \.minimumIndicatorLength, in: 0...500),
        ])
    }

    static var blurView: ThemeTable<BlurViewStyle> {
        ThemeTable(what: "blurView style", fields: [
            .number("radius", \.radius, in: 0...100), .optionalColor("tintColor", \.tintColor),
        ])
    }

    static var listView: ThemeTable<ListViewStyle> {
        ThemeTable(what: "listView style", fields: [
            .font("titleFont", \.titleFont), .color("titleColor", \.titleColor), .font("subtitleFont", \.subtitleFont),
            .color("subtitleColor", \.subtitleColor), .number("subtitleSpacing", \.subtitleSpacing, in: 0...100),
            .insets("rowInsets", \.rowInsets), .number("minimumRowHeight", \.minimumRowHeight, in: 0...500),
            .optionalColor("rowBackgroundColor", \.rowBackgroundColor), .color("selectedRowColor", \.selectedRowColor),
            .color("selectedSubtitleColor", \.selectedSubtitleColor),
            .color("separatorColor", \.separatorColor), .number("separatorInset", \.separatorInset, in: 0...500),
            .number("accessorySpacing", \.accessorySpacing, in: 0...100),
            .size("accessoryImageSize", \.accessoryImageSize, in: 1...500), .size("chevronSize", \.chevronSize, in: 1...100),
            .number("chevronLineWidth", \.chevronLineWidth, in: 0.25...20), .color("chevronColor", \.chevronColor),
        ])
    }
}
