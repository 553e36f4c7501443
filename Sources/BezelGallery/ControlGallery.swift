import Bezel
import BezelGraphics

/// One screen holding every control in every state, declared with the
/// Swift API and laid out by the layout system: what `bezel preview` renders
/// and the quickest way for a newcomer to see the whole set.
///
/// Each section is a title and rows of captioned tiles; the controls take
/// their looks from `theme`.
public enum ControlGallery {
    /// The gallery's width in points.
    public static let width = 1_000.0

    /// The whole gallery for `theme`, laid out to ``width``.
    public static func make(theme: Theme = .default) throws -> View {
        let glyph = try SampleGlyph.play()
        let photo = try SampleGlyph.landscape()
        let ink = theme.backgroundColor.hsb.brightness > 0.5 ? Color(white: 0.15) : Color(white: 0.9)
        let root = VStack(spacing: 20, alignment: .leading) {
            Label("Bezel · every control in every state · theme \(theme.name)",
                  font: .system(size: 20, weight: .bold), color: ink)
            section("BezelButton: mode × recessed × pushed × enabled", ink: ink, columns: 8,
                    tiles: BezelButtonState.all.map { state in
                        (state.makeButton(image: glyph, theme: theme), "\(state.mode.rawValue)\n\(short(state))")
                    })
            section("Button", ink: ink, columns: 6, tiles: buttons(theme, glyph))
            section("Switch · Slider · ProgressView", ink: ink, columns: 6, tiles: switches(theme) + sliders(theme) + progress(theme))
            section("SegmentedControl", ink: ink, columns: 4, tiles: segments(theme))
            section("Label · LinkLabel · TextField", ink: ink, columns: 4, tiles: labels(theme) + textFields(theme))
            section("ImageView · ScrollView · BlurView · ListView", ink: ink, columns: 4,
                    tiles: images(theme, photo) + containers(theme, photo))
        }.padding(24).background(theme.backgroundColor)
        root.identifier = "control-gallery"
        try root.layout(Constraints(minWidth: width, maxWidth: width))
        // The scroll offset is clamped to the content size, known only after layout.
        root.view(withIdentifier: "gallery-scroll", as: ScrollView.self)?.setContentOffset(Point(x: 0, y: 120))
        try root.layout(Constraints(minWidth: width, maxWidth: width))
        return root
    }

    /// A titled section: tiles in rows of `columns`.
    static func section(_ title: String, ink: Color, columns: Int, tiles: [(View, String)]) -> View {
        let rows = stride(from: 0, to: tiles.count, by: columns).map { Array(tiles[$0..<min($0 + columns, tiles.count)]) }
        return VStack(spacing: 10, alignment: .leading) {
            Label(title, font: .system(size: 14, weight: .bold), color: ink)
            for row in rows {
                HStack(spacing: 12, alignment: .top) {
                    for (view, caption) in row { tile(view, caption: caption, ink: ink) }
                }
            }
        }
    }

    /// A control above its caption.
    static func tile(_ view: View, caption: String, ink: Color) -> View {
        var style = TextStyle.default
        style.alignment = .center
        return VStack(spacing: 4) {
            view
            Label(caption, font: .system(size: 9), color: ink.withAlpha(0.75), style: style)
        }.frame(minWidth: 104)
    }

    static func short(_ state: BezelButtonState) -> String {
        "\(state.recessed ? "recessed" : "raised") · \(state.pushed ? "pushed" : "up") · \(state.enabled ? "on" : "off")"
    }

    static func flags(highlighted: Bool, enabled: Bool, extra: String) -> String {
        [extra, highlighted ? "highlighted" : nil, enabled ? nil : "disabled"].compactMap { $0 }.joined(separator: " · ")
    }

    static func buttons(_ theme: Theme, _ glyph: Image) -> [(View, String)] {
        var tiles: [(View, String)] = []
        for selected in [false, true] {
            for highlighted in [false, true] {
                for enabled in [true, false] {
                    let button = Button(title: "Continue", image: selected ? nil : glyph, style: theme.button)
                    button.isSelected = selected
                    button.isHighlighted = highlighted
                    button.isEnabled = enabled
                    tiles.append((button, flags(highlighted: highlighted, enabled: enabled, extra: selected ? "selected" : "normal")))
                }
            }
        }
        return tiles
    }

    static func switches(_ theme: Theme) -> [(View, String)] {
        [(true, false, true), (false, false, true), (true, true, true), (false, true, true), (true, false, false), (false, false, false)]
            .map { on, highlighted, enabled in
                let control = Switch(isOn: on, style: theme.switch)
                control.isHighlighted = highlighted
                control.isEnabled = enabled
                return (control, flags(highlighted: highlighted, enabled: enabled, extra: on ? "on" : "off"))
            }
    }

    static func sliders(_ theme: Theme) -> [(View, String)] {
        [(0.3, false, true), (0.7, true, true), (0.5, false, false)].map { value, highlighted, enabled in
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 140, height: 28), value: value, style: theme.slider)
            slider.isHighlighted = highlighted
            slider.isEnabled = enabled
            return (slider.frame(width: 140), flags(highlighted: highlighted, enabled: enabled, extra: "value \(value.compactText(decimals: 3))"))
        }
    }

    static func progress(_ theme: Theme) -> [(View, String)] {
        [0.0, 0.35, 1.0].map { value in
            (ProgressView(progress: value, style: theme.progressView).frame(width: 140), "progress \(value.compactText(decimals: 3))")
        }
    }

    static func segments(_ theme: Theme) -> [(View, String)] {
        [(Optional(0), Int?.none, true), (1, 2, true), (nil, nil, true), (1, nil, false)].map { selected, highlighted, enabled in
            let control = SegmentedControl(titles: ["Day", "Week", "Month"], selectedSegmentIndex: selected,
                                           style: theme.segmentedControl)
            control.highlightedSegmentIndex = highlighted
            control.isEnabled = enabled
            let text = "selected \(selected.map(String.init) ?? "none")" + (highlighted.map { " · highlighted \($0)" } ?? "")
            return (control, text + (enabled ? "" : " · disabled"))
        }
    }

    static func labels(_ theme: Theme) -> [(View, String)] {
        let backgrounds: [(Color, String)] = [(Color(white: 0.95), "light"), (Color(white: 0.52), "midtone"),
                                              (Color(red: 0.12, green: 0.16, blue: 0.3), "dark")]
        var tiles: [(View, String)] = backgrounds.map { color, name in
            let label = Label("Automatic colour", style: theme.label)
            label.backgroundColor = color
            label.automaticTextColor = true
            return (label.padding(6).background(color).frame(width: 200), "auto colour on \(name)")
        }
        let link = LinkLabel(runs: [.text("Read the "), .link("terms", to: "app://terms"), .text(" and "),
                                    .link("privacy policy", to: "app://privacy"), .text(".")], style: theme.linkLabel)
        tiles.append((link.frame(width: 200), "link label"))
        return tiles
    }

    static func textFields(_ theme: Theme) -> [(View, String)] {
        [("", false, true, "placeholder"), ("ada@example.com", false, true, "text"),
         ("ada@example.com", true, true, "focused"), ("ada@example.com", false, false, "disabled")].map { text, focused, enabled, name in
            let field = TextField(text: text, placeholder: "Email address", style: theme.textField)
            field.isFocused = focused
            field.isEnabled = enabled
            return (field.frame(width: 200), name)
        }
    }

    static func images(_ theme: Theme, _ photo: Image) -> [(View, String)] {
        [(ContentMode.aspectFit, false), (.aspectFill, false), (.scaleToFill, true), (.center, false)].map { mode, gray in
            var style = theme.imageView
            style.contentMode = mode
            let view = ImageView(image: photo, style: style)
            view.isGrayscale = gray
            view.backgroundColor = Color(white: 0.9)
            return (view.frame(width: 140, height: 70), "\(mode)" + (gray ? " · grayscale" : ""))
        }
    }

    static func containers(_ theme: Theme, _ photo: Image) -> [(View, String)] {
        let rows = (1...12).map { ListRow(title: "Message \($0)", subtitle: "Preview of message \($0)",
                                          accessory: .disclosureIndicator, style: theme.listView) }
        let list = ListView(rows: rows, style: theme.listView)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 140), content: list, style: theme.scrollView)
        scroll.identifier = "gallery-scroll"

        let backdrop = ImageView(image: photo, frame: Rect(x: 0, y: 0, width: 200, height: 125))
        let blur = BlurView(frame: Rect(x: 20, y: 30, width: 160, height: 60), style: theme.blurView)
        blur.cornerRadius = 10
        blur.addSubview(Label("Blurred", frame: Rect(x: 0, y: 20, width: 160, height: 20),
                              font: .system(size: 14, weight: .bold), color: .white,
                              style: TextStyle(alignment: .center)))
        let blurScene = Container(size: Size(width: 200, height: 125)) { backdrop; blur }

        let selectable = ListView(rows: [ListRow(title: "Wi-Fi", subtitle: "Home network", accessory: .disclosureIndicator, style: theme.listView),
                                         ListRow(title: "Bluetooth", subtitle: "On", style: theme.listView),
                                         ListRow(title: "About", accessory: .disclosureIndicator, style: theme.listView)],
                                  selectedRow: 1, style: theme.listView)
        return [(scroll.frame(width: 200, height: 140), "scroll view · offset 120"),
                (blurScene, "blur view over a photo"),
                (selectable.frame(width: 200), "list · row 1 selected")]
    }
}
