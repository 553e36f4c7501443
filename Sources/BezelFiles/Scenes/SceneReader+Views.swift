import Bezel
import BezelGraphics

/// The non-control views: text, images, scrolling, blur and lists.
extension SceneReader {
    /// `label`: `text`, `font` {family, size, weight}, `color`, `alignment`
    /// (left, center, right, justified), `lines` (0 for no limit), `autoColor`.
    func label(_ map: YAMLMapping) -> Label {
        var style = theme.label
        if let font = read(map, "font", { try font($0, base: style.font) }) { style.font = font }
        if let color = read(map, "color", { try $0.color("color") }) { style.textColor = color }
        let label = Label(read(map, "text") { try $0.string("text") } ?? "", style: style)
        let alignments: [(String, TextStyle.Alignment)] = [("left", .left), ("center", .center), ("right", .right),
                                                            ("justified", .justified)]
        if let alignment = read(map, "alignment", { try pick($0, "text alignment", alignments) }) { label.alignment = alignment }
        if let lines = read(map, "lines", { try $0.integer("lines", in: 0...10_000) }) { label.lineLimit = lines == 0 ? nil : lines }
        if let auto = read(map, "autoColor", { try $0.bool("autoColor") }) { label.automaticTextColor = auto }
        return label
    }

    /// `linkLabel`: `runs`, a list of `{text, link}` (`link` optional).
    func linkLabel(_ map: YAMLMapping) -> LinkLabel {
        var runs: [LinkLabel.Run] = []
        if let node = map["runs"] {
            for item in sequence(node, "runs") {
                guard let run = mapping(item, "run", allowed: ["text", "link"]) else { continue }
                guard let text = read(run, "text", { try $0.string("text") }) else {
                    if run["text"] == nil { record(FileError(run.location, "a run needs 'text'"), at: run.location) }
                    continue
                }
                runs.append(LinkLabel.Run(text, link: read(run, "link") { try $0.string("link") }))
            }
        }
        return LinkLabel(runs: runs, style: theme.linkLabel)
    }

    /// `imageView`: `image`, `contentMode` (scaleToFill, aspectFit,
    /// aspectFill, center), `grayscale`.
    func imageView(_ map: YAMLMapping) -> ImageView {
        let view = ImageView(image: read(map, "image") { try image($0) }, style: theme.imageView)
        let modes: [(String, ContentMode)] = [("scaleToFill", .scaleToFill), ("aspectFit", .aspectFit),
                                              ("aspectFill", .aspectFill), ("center", .center)]
        if let mode = read(map, "contentMode", { try pick($0, "content mode", modes) }) { view.contentMode = mode }
        if let gray = read(map, "grayscale", { try $0.bool("grayscale") }) { view.isGrayscale = gray }
        return view
    }

    /// `scrollView`: `content` (one node), `axis` (vertical, horizontal,
    /// both) and `offset` {x, y}, shown once the scroll view is laid out
    /// (``ScrollView/initialContentOffset``).
    func scrollView(_ map: YAMLMapping, depth: Int) -> ScrollView {
        let axes = ScrollView.Axis.allCases.map { ($0.rawValue, $0) }
        let content = map["content"].flatMap { view(from: $0, depth: depth + 1) }
        let scroll = ScrollView(content: content, axis: read(map, "axis") { try pick($0, "scroll axis", axes) } ?? .vertical,
                                style: theme.scrollView)
        scroll.initialContentOffset = read(map, "offset") { try point($0, "offset") }
        return scroll
    }

    /// `blurView`: `radius` and `tint` (a colour); it blurs what lies behind it.
    func blurView(_ map: YAMLMapping) -> BlurView {
        let blur = BlurView(style: theme.blurView)
        if let radius = read(map, "radius", { try $0.number("radius", in: 0...200) }) { blur.radius = radius }
        if let tint = read(map, "tint", { try $0.color("tint") }) { blur.tintColor = tint }
        return blur
    }

    /// `listView`: `rows`, each `{title, subtitle, accessory}` (accessory
    /// `none`, `disclosureIndicator` or an image path), and `selected` (a row index).
    func listView(_ map: YAMLMapping) -> ListView {
        var rows: [ListRow] = []
        if let node = map["rows"] {
            for item in sequence(node, "rows") {
                guard let row = mapping(item, "row", allowed: ["title", "subtitle", "accessory"]) else { continue }
                guard let title = read(row, "title", { try $0.string("title") }) else {
                    if row["title"] == nil { record(FileError(row.location, "a row needs 'title'"), at: row.location) }
                    continue
                }
                let accessory = read(row, "accessory") { node -> ListRow.Accessory in
                    switch try node.string("accessory") {
                    case "none": return .none
                    case "disclosureIndicator": return .disclosureIndicator
                    default: return .image(try image(node))
                    }
                } ?? ListRow.Accessory.none
                rows.append(ListRow(title: title, subtitle: read(row, "subtitle") { try $0.string("subtitle") },
                                    accessory: accessory, style: theme.listView))
            }
        }
        let selected = read(map, "selected") { node -> Int in
            guard !rows.isEmpty else { throw FileError(node.location, "selected needs rows to choose from") }
            return try node.integer("selected row", in: 0...(rows.count - 1))
        }
        return ListView(rows: rows, selectedRow: selected, style: theme.listView)
    }
}
