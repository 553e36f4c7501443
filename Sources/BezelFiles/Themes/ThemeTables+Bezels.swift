import Bezel
import BezelGraphics

/// The tables of the bezel-drawn controls: bezel button, button (and the
/// per-state ``ButtonStyle/Look`` it shares with segmented controls),
/// switch, slider, segmented control and progress view.
///
/// Not themeable yet: nothing of these styles is left out.
extension ThemeTables {
    /// One state of a button or a segment.
    static var look: ThemeTable<ButtonStyle.Look> {
        ThemeTable(what: "look", fields: [
            .color("fillTop", \.fillTop), .color("fillBottom", \.fillBottom), .color("border", \.border),
            .color("title", \.title), .optionalColor("titleEmboss", \.titleEmboss), .bool("embossAbove", \.embossAbove),
            .shadow("innerShadow", \.innerShadow),
        ])
    }

    static var bezelButton: ThemeTable<BezelButtonStyle> {
        ThemeTable(what: "bezelButton style", fields: [
            .number("inset", \.inset, in: 0...50), .number("cornerRadius", \.cornerRadius, in: 0...100),
            .number("shadowSize", \.shadowSize, in: 0...50), .number("shadowBlur", \.shadowBlur, in: 0...100),
            .color("shadowColor", \.shadowColor), .color("recessedStrokeColor", \.recessedStrokeColor),
            .color("raisedStrokeColor", \.raisedStrokeColor), .number("strokeWidth", \.strokeWidth, in: 0...20),
            .color("innerColor", \.innerColor), .number("imagePadding", \.imagePadding, in: 0...100),
            .number("imageOffset", \.imageOffset, in: 0...20), .color("pushedOverlayColor", \.pushedOverlayColor),
            .number("disabledImageAlpha", \.disabledImageAlpha, in: 0...1),
        ])
    }

    static var button: ThemeTable<ButtonStyle> {
        ThemeTable(what: "button style", fields: [
            .font("font", \.font), .insets("bezelInsets", \.bezelInsets), .insets("contentInsets", \.contentInsets),
            .number("imageTitleSpacing", \.imageTitleSpacing, in: 0...100), .number("minimumHeight", \.minimumHeight, in: 0...200),
            .number("cornerRadius", \.cornerRadius, in: 0...100), .number("borderWidth", \.borderWidth, in: 0...20),
            .shadow("shadow", \.shadow), .number("titleEmbossOffset", \.titleEmbossOffset, in: 0...10),
        ] + BezelLook.allCases.map { .nested($0.rawValue, $0.buttonStyleKey, look) } + [
            .number("disabledImageAlpha", \.disabledImageAlpha, in: 0...1),
        ])
    }

    static var `switch`: ThemeTable<SwitchStyle> {
        ThemeTable(what: "switch style", fields: [
            .size("size", \.size, in: 10...200), .number("trackInset", \.trackInset, in: 0...20),
            .number("knobInset", \.knobInset, in: 0...20), .number("borderWidth", \.borderWidth, in: 0...20),
            .color("offTrackTop", \.offTrackTop), .color("offTrackBottom", \.offTrackBottom), .color("offTrackBorder", \.offTrackBorder),
            .color("onTrackTop", \.onTrackTop), .color("onTrackBottom", \.onTrackBottom), .color("onTrackBorder", \.onTrackBorder),
            .shadow("trackInnerShadow", \.trackInnerShadow),
            .color("knobTop", \.knobTop), .color("knobBottom", \.knobBottom),
            .color("highlightedKnobTop", \.highlightedKnobTop), .color("highlightedKnobBottom", \.highlightedKnobBottom),
            .color("knobBorder", \.knobBorder), .shadow("knobShadow", \.knobShadow),
            .number("disabledAlpha", \.disabledAlpha, in: 0...1),
        ])
    }

    static var slider: ThemeTable<SliderStyle> {
        ThemeTable(what: "slider style", fields: [
            .number("height", \.height, in: 1...200), .number("defaultWidth", \.defaultWidth, in: 1...2000),
            .number("trackHeight", \.trackHeight, in: 1...100), .number("thumbDiameter", \.thumbDiameter, in: 1...200),
            .number("horizontalInset", \.horizontalInset, in: 0...100), .number("borderWidth", \.borderWidth, in: 0...20),
            .color("minimumTrackTop", \.minimumTrackTop), .color("minimumTrackBottom", \.minimumTrackBottom),
            .color("minimumTrackBorder", \.minimumTrackBorder), .color("maximumTrackTop", \.maximumTrackTop),
            .color("maximumTrackBottom", \.maximumTrackBottom), .color("maximumTrackBorder", \.maximumTrackBorder),
            .shadow("trackInnerShadow", \.trackInnerShadow), .color("thumbTop", \.thumbTop), .color("thumbBottom", \.thumbBottom),
            .color("highlightedThumbTop", \.highlightedThumbTop), .color("highlightedThumbBottom", \.highlightedThumbBottom),
            .color("thumbBorder", \.thumbBorder), .shadow("thumbShadow", \.thumbShadow),
            .number("disabledAlpha", \.disabledAlpha, in: 0...1),
        ])
    }

    static var segmentedControl: ThemeTable<SegmentedControlStyle> {
        ThemeTable(what: "segmentedControl style", fields: [
            .font("font", \.font), .number("height", \.height, in: 1...200), .insets("bezelInsets", \.bezelInsets),
            .number("segmentPadding", \.segmentPadding, in: 0...100), .number("minimumSegmentWidth", \.minimumSegmentWidth, in: 0...500),
            .number("cornerRadius", \.cornerRadius, in: 0...100), .number("borderWidth", \.borderWidth, in: 0...20),
            .color("borderColor", \.borderColor), .shadow("shadow", \.shadow),
            .number("titleEmbossOffset", \.titleEmbossOffset, in: 0...10),
        ] + BezelLook.segmentLooks.compactMap { look in look.segmentStyleKey.map { .nested(look.rawValue, $0, Self.look) } } + [
            .number("disabledAlpha", \.disabledAlpha, in: 0...1),
        ])
    }

    static var progressView: ThemeTable<ProgressViewStyle> {
        ThemeTable(what: "progressView style", fields: [
            .number("height", \.height, in: 1...200), .number("defaultWidth", \.defaultWidth, in: 1...2000),
            .number("trackHeight", \.trackHeight, in: 1...100), .number("borderWidth", \.borderWidth, in: 0...20),
            .color("trackTop", \.trackTop), .color("trackBottom", \.trackBottom), .color("trackBorder", \.trackBorder),
            .shadow("trackInnerShadow", \.trackInnerShadow), .color("barTop", \.barTop), .color("barBottom", \.barBottom),
            .color("barBorder", \.barBorder), .optionalColor("barHighlight", \.barHighlight),
            .number("disabledAlpha", \.disabledAlpha, in: 0...1),
        ])
    }
}
