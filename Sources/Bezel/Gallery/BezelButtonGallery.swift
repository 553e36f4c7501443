import BezelGraphics

/// A contact sheet of the bezel button: one row per mode, one column per
/// look (recessed × pushed × enabled), every cell captioned with its state,
/// so all 24 states can be checked at a glance.
public enum BezelButtonGallery {
    static let cellWidth = 104.0
    static let cellHeight = 112.0
    static let headerWidth = 72.0
    static let titleHeight = 40.0
    static let margin = 16.0

    /// The gallery for `theme`, with `image` in every button (the sample play glyph by default).
    public static func make(theme: Theme = .default, image: Image? = nil) throws -> View {
        let glyph = try image ?? SampleGlyph.play()
        let modes = BezelButton.Mode.allCases
        let looks = BezelButtonState.all.filter { $0.mode == .normal }
        let width = margin * 2 + headerWidth + cellWidth * Double(looks.count)
        let height = margin * 2 + titleHeight + cellHeight * Double(modes.count)
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.identifier = "gallery"
        root.backgroundColor = theme.backgroundColor
        let ink = theme.backgroundColor.hsb.brightness > 0.5 ? Color(white: 0.15) : Color(white: 0.9)

        root.addSubview(Label("Bezel button · theme \(theme.name) · 24 states",
                              frame: Rect(x: margin, y: margin, width: width - 2 * margin, height: 24),
                              font: .system(size: 17, weight: .bold), color: ink))
        for (row, mode) in modes.enumerated() {
            let top = margin + titleHeight + Double(row) * cellHeight
            root.addSubview(Label("mode\n\(mode.rawValue)",
                                  frame: Rect(x: margin, y: top + 22, width: headerWidth - 8, height: 40),
                                  font: .system(size: 13, weight: .bold), color: ink))
            for (column, look) in looks.enumerated() {
                var state = look
                state.mode = mode
                let left = margin + headerWidth + Double(column) * cellWidth
                let button = state.makeButton(image: glyph, theme: theme)
                button.frame.origin = Point(x: left + (cellWidth - 64) / 2, y: top)
                button.identifier = "bezel-button.\(state)"
                root.addSubview(button)
                var caption = TextStyle.default
                caption.alignment = .center
                let text = "\(state.recessed ? "recessed" : "raised")\n"
                    + "\(state.pushed ? "pushed" : "not pushed") · \(state.enabled ? "on" : "off")"
                root.addSubview(Label(text, frame: Rect(x: left, y: top + 68, width: cellWidth, height: 36),
                                      font: .system(size: 10), color: ink, style: caption))
            }
        }
        return root
    }
}
