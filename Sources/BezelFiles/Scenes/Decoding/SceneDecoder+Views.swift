import Bezel
import BezelGraphics

/// The non-control views' values: text, images, scrolling, blur and lists.
extension SceneDecoder {
    /// `label`: `text`, `font` {family, size, weight}, `color`, `alignment`
    /// (left, center, right, justified), `lines` (0 for no limit), `autoColor`.
    func label(_ map: YAMLMapping) -> SceneLabel {
        let alignments: [(String, TextStyle.Alignment)] = [("left", .left), ("center", .center), ("right", .right),
                                                            ("justified", .justified)]
        return SceneLabel(text: read(map, "text") { try $0.string("text") } ?? "",
                          font: read(map, "font") { try font($0) },
                          color: read(map, "color") { try $0.color("color") },
                          alignment: read(map, "alignment") { try pick($0, "text alignment", alignments) },
                          lines: read(map, "lines") { try $0.integer("lines", in: 0...10_000) },
                          automaticColor: read(map, "autoColor") { try $0.bool("autoColor") })
    }

    /// `linkLabel`: `runs`, a list of `{text, link}` (`link` optional).
    func linkLabel(_ map: YAMLMapping) -> SceneNode.Content {
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
        return .linkLabel(runs: runs)
    }

    /// `imageView`: `image`, `contentMode` (scaleToFill, aspectFit,
    /// aspectFill, center), `grayscale`.
    func imageView(_ map: YAMLMapping) -> SceneNode.Content {
        let modes: [(String, ContentMode)] = [("scaleToFill", .scaleToFill), ("aspectFit", .aspectFit),
                                              ("aspectFill", .aspectFill), ("center", .center)]
        return .imageView(image: read(map, "image") { try image($0) },
                          contentMode: read(map, "contentMode") { try pick($0, "content mode", modes) },
                          grayscale: read(map, "grayscale") { try $0.bool("grayscale") })
    }

    /// `scrollView`: `content` (one node), `axis` (vertical, horizontal,
    /// both) and `offset` {x, y}, shown once the scroll view is laid out.
    func scrollView(_ map: YAMLMapping, depth: Int) -> SceneNode.Content {
        let axes = ScrollView.Axis.allCases.map { ($0.rawValue, $0) }
        return .scrollView(content: map["content"].flatMap { node(from: $0, depth: depth + 1) },
                           axis: read(map, "axis") { try pick($0, "scroll axis", axes) } ?? .vertical,
                           offset: read(map, "offset") { try point($0, "offset") })
    }

    /// `blurView`: `radius` and `tint` (a colour); it blurs what lies behind it.
    func blurView(_ map: YAMLMapping) -> SceneNode.Content {
        .blurView(radius: read(map, "radius") { try $0.number("radius", in: 0...200) },
                  tint: read(map, "tint") { try $0.color("tint") })
    }

    /// `listView`: `rows`, each `{title, subtitle, accessory}` (accessory
    /// `none`, `disclosureIndicator` or an image path), and `selected` (a row index).
    func listView(_ map: YAMLMapping) -> SceneNode.Content {
        var rows: [SceneListRow] = []
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
                rows.append(SceneListRow(title: title, subtitle: read(row, "subtitle") { try $0.string("subtitle") },
                                         accessory: accessory))
            }
        }
        let selected = read(map, "selected") { node -> Int in
            guard !rows.isEmpty else { throw FileError(node.location, "selected needs rows to choose from") }
            return try node.integer("selected row", in: 0...(rows.count - 1))
        }
        return .listView(rows: rows, selected: selected)
    }
}
