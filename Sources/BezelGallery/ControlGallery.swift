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

    /// The whole gallery for `theme`, laid out to ``width``: every section's
    /// tiles with their captions, on the theme's background, drawn with
    /// `traits` (the root's ``View/traitOverrides``; nil for the defaults).
    public static func make(theme: Theme = .default, traits: Traits? = nil) throws -> View {
        let ink = theme.backgroundColor.hsb.brightness > 0.5 ? Color(white: 0.15) : Color(white: 0.9)
        let sections = try self.sections(theme: theme)
        let root = VStack(spacing: 20, alignment: .leading) {
            Label("Bezel · every control in every state · theme \(theme.name)",
                  font: .system(size: 20, weight: .bold), color: ink)
            for section in sections { self.section(section, ink: ink) }
        }.padding(24).background(theme.backgroundColor)
        root.identifier = "control-gallery"
        if let traits { root.traitOverrides = traits }
        try root.layout(Constraints(minWidth: width, maxWidth: width))
        // The scroll offset is clamped to the content size, known only after layout.
        root.view(withIdentifier: scrollIdentifier, as: ScrollView.self)?.setContentOffset(Point(x: 0, y: 120))
        try root.layout(Constraints(minWidth: width, maxWidth: width))
        return root
    }

    /// Every control in every state, as the contact sheet groups them.
    public static func sections(theme: Theme = .default) throws -> [GallerySection] {
        let glyph = try SampleGlyph.play()
        let photo = try SampleGlyph.landscape()
        return [
            GallerySection(title: "BezelButton: mode × recessed × pushed × enabled", columns: 8,
                           tiles: BezelButtonState.all.map { bezelButton($0, theme, glyph) }),
            GallerySection(title: "Button", columns: 6, tiles: buttons(theme, glyph)),
            GallerySection(title: "Switch · Slider · ProgressView", columns: 6,
                           tiles: switches(theme) + sliders(theme) + progress(theme)),
            GallerySection(title: "SegmentedControl", columns: 4, tiles: segments(theme)),
            GallerySection(title: "Label · LinkLabel · TextField", columns: 4, tiles: labels(theme) + textFields(theme)),
            GallerySection(title: "ImageView · ScrollView · BlurView · ListView", columns: 4,
                           tiles: images(theme, photo) + containers(theme, photo)),
        ]
    }

    /// Every tile of ``sections(theme:)``, in order, each a fresh view laid
    /// out at its own size (the scroll view scrolled as on the sheet), drawn
    /// with `traits` (each tile view's ``View/traitOverrides``; nil for the defaults).
    public static func tiles(theme: Theme = .default, traits: Traits? = nil) throws -> [GalleryTile] {
        let tiles = try sections(theme: theme).flatMap(\.tiles)
        for tile in tiles {
            if let traits { tile.view.traitOverrides = traits }
            try tile.view.layout(Constraints())
            guard let scroll = tile.view.view(withIdentifier: scrollIdentifier, as: ScrollView.self) else { continue }
            scroll.setContentOffset(Point(x: 0, y: 120))
            try tile.view.layout(Constraints())
        }
        return tiles
    }

    static let scrollIdentifier = "gallery-scroll"

    /// A titled section: tiles in rows of `columns`.
    static func section(_ section: GallerySection, ink: Color) -> View {
        let tiles = section.tiles, columns = section.columns
        let rows = stride(from: 0, to: tiles.count, by: columns).map { Array(tiles[$0..<min($0 + columns, tiles.count)]) }
        return VStack(spacing: 10, alignment: .leading) {
            Label(section.title, font: .system(size: 14, weight: .bold), color: ink)
            for row in rows {
                HStack(spacing: 12, alignment: .top) {
                    for tile in row { self.tile(tile.view, caption: tile.caption, ink: ink) }
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

    static func bezelButton(_ state: BezelButtonState, _ theme: Theme, _ glyph: Image) -> GalleryTile {
        let words = "\(state.mode.rawValue) · \(short(state))"
        return GalleryTile(control: "bezelButton", state: words, caption: "\(state.mode.rawValue)\n\(short(state))",
                           name: "bezel-button.\(state)", view: state.makeButton(image: glyph, theme: theme))
    }

    static func short(_ state: BezelButtonState) -> String {
        "\(state.recessed ? "recessed" : "raised") · \(state.pushed ? "pushed" : "up") · \(state.enabled ? "on" : "off")"
    }

    static func flags(highlighted: Bool, enabled: Bool, extra: String) -> String {
        [extra, highlighted ? "highlighted" : nil, enabled ? nil : "disabled"].compactMap { $0 }.joined(separator: " · ")
    }

    static func buttons(_ theme: Theme, _ glyph: Image) -> [GalleryTile] {
        var tiles: [GalleryTile] = []
        for selected in [false, true] {
            for highlighted in [false, true] {
                for enabled in [true, false] {
                    let button = Button(title: "Continue", image: selected ? nil : glyph, style: theme.button)
                    button.isSelected = selected
                    button.isHighlighted = highlighted
                    button.isEnabled = enabled
                    let look = BezelLook(highlighted: highlighted, selected: selected, enabled: enabled).rawValue
                    tiles.append(GalleryTile(control: "button",
                                             state: flags(highlighted: highlighted, enabled: enabled, extra: selected ? "selected" : "normal"),
                                             scope: .button(look: look), view: button))
                }
            }
        }
        return tiles
    }

    static func switches(_ theme: Theme) -> [GalleryTile] {
        [(true, false, true), (false, false, true), (true, true, true), (false, true, true), (true, false, false), (false, false, false)]
            .map { on, highlighted, enabled in
                let control = Switch(isOn: on, style: theme.switch)
                control.isHighlighted = highlighted
                control.isEnabled = enabled
                return GalleryTile(control: "switch", state: flags(highlighted: highlighted, enabled: enabled, extra: on ? "on" : "off"),
                                   view: control)
            }
    }

    static func sliders(_ theme: Theme) -> [GalleryTile] {
        [(0.3, false, true), (0.7, true, true), (0.5, false, false)].map { value, highlighted, enabled in
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 140, height: 28), value: value, style: theme.slider)
            slider.isHighlighted = highlighted
            slider.isEnabled = enabled
            return GalleryTile(control: "slider",
                               state: flags(highlighted: highlighted, enabled: enabled, extra: "value \(value.compactText(decimals: 3))"),
                               view: slider.frame(width: 140))
        }
    }

    static func progress(_ theme: Theme) -> [GalleryTile] {
        [0.0, 0.35, 1.0].map { value in
            GalleryTile(control: "progressView", state: "progress \(value.compactText(decimals: 3))",
                        view: ProgressView(progress: value, style: theme.progressView).frame(width: 140))
        }
    }

    static func segments(_ theme: Theme) -> [GalleryTile] {
        [(Optional(0), Int?.none, true), (1, 2, true), (nil, nil, true), (1, nil, false)].map { selected, highlighted, enabled in
            let control = SegmentedControl(titles: ["Day", "Week", "Month"], selectedSegmentIndex: selected,
                                           style: theme.segmentedControl)
            control.highlightedSegmentIndex = highlighted
            control.isEnabled = enabled
            let text = "selected \(selected.map(String.init) ?? "none")" + (highlighted.map { " · highlighted \($0)" } ?? "")
            // The looks its three segments are drawn in.
            let looks = Set((0..<3).map { BezelLook(highlighted: $0 == highlighted, selected: $0 == selected).rawValue })
            return GalleryTile(control: "segmentedControl", state: text + (enabled ? "" : " · disabled"),
                               scope: .segmentedControl(looks: looks), view: control)
        }
    }

    static func labels(_ theme: Theme) -> [GalleryTile] {
        let backgrounds: [(Color, String)] = [(Color(white: 0.95), "light"), (Color(white: 0.52), "midtone"),
                                              (Color(red: 0.12, green: 0.16, blue: 0.3), "dark")]
        var tiles: [GalleryTile] = backgrounds.map { color, name in
            let label = Label("Automatic colour", style: theme.label)
            label.backgroundColor = color
            label.automaticTextColor = true
            return GalleryTile(control: "label", state: "auto colour on \(name)",
                               view: label.padding(6).background(color).frame(width: 200))
        }
        let link = LinkLabel(runs: [.text("Read the "), .link("terms", to: "app://terms"), .text(" and "),
                                    .link("privacy policy", to: "app://privacy"), .text(".")], style: theme.linkLabel)
        tiles.append(GalleryTile(control: "linkLabel", state: "link label", name: "linkLabel.links", view: link.frame(width: 200)))
        return tiles
    }

    static func textFields(_ theme: Theme) -> [GalleryTile] {
        [("", false, true, "placeholder"), ("ada@example.com", false, true, "text"),
         ("ada@example.com", true, true, "focused"), ("ada@example.com", false, false, "disabled")].map { text, focused, enabled, name in
            let field = TextField(text: text, placeholder: "Email address", style: theme.textField)
            field.isFocused = focused
            field.isEnabled = enabled
            return GalleryTile(control: "textField", state: name, view: field.frame(width: 200))
        }
    }

    static func images(_ theme: Theme, _ photo: Image) -> [GalleryTile] {
        [(ContentMode.aspectFit, false), (.aspectFill, false), (.scaleToFill, true), (.center, false)].map { mode, gray in
            var style = theme.imageView
            style.contentMode = mode
            let view = ImageView(image: photo, style: style)
            view.isGrayscale = gray
            view.backgroundColor = Color(white: 0.9)
            // The content mode is set here, not by the theme.
            let scope = ThemeScope(sections: ["imageView"], excluded: ["imageView.contentMode"])
            return GalleryTile(control: "imageView", state: "\(mode)" + (gray ? " · grayscale" : ""), scope: scope,
                               view: view.frame(width: 140, height: 70))
        }
    }

    static func containers(_ theme: Theme, _ photo: Image) -> [GalleryTile] {
        let rows = (1...12).map { ListRow(title: "Message \($0)", subtitle: "Preview of message \($0)",
                                          accessory: .disclosureIndicator, style: theme.listView) }
        let list = ListView(rows: rows, style: theme.listView)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 140), content: list, style: theme.scrollView)
        scroll.identifier = scrollIdentifier

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
        return [GalleryTile(control: "scrollView", state: "offset 120", caption: "scroll view · offset 120",
                            scope: ThemeScope(sections: ["scrollView", "listView"]), view: scroll.frame(width: 200, height: 140)),
                GalleryTile(control: "blurView", state: "over a photo", caption: "blur view over a photo", view: blurScene),
                GalleryTile(control: "listView", state: "row 1 selected", caption: "list · row 1 selected",
                            view: selectable.frame(width: 200))]
    }
}
