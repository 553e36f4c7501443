import Bezel
import BezelGraphics

/// The lists of mappings scene nodes hold: a link label's runs and a list
/// view's rows. An item that does not read is left out (recorded).
extension SceneDecoder {
    /// `runs`: a list of `{text, link}` (`link` optional).
    func runs(_ node: YAMLNode) -> [LinkLabel.Run] {
        sequence(node, "runs").compactMap { item in
            guard let run = mapping(item, "run", allowed: ["text", "link"]) else { return nil }
            guard let text = read(run, "text", { try $0.string("text") }) else {
                if run["text"] == nil { record(FileError(run.location, "a run needs 'text'"), at: run.location) }
                return nil
            }
            return LinkLabel.Run(text, link: read(run, "link") { try $0.string("link") })
        }
    }

    /// `rows`: a list of `{title, subtitle, accessory}` (accessory `none`,
    /// `disclosureIndicator` or an image path).
    func rows(_ node: YAMLNode) -> [SceneListRow] {
        sequence(node, "rows").compactMap { item in
            guard let row = mapping(item, "row", allowed: ["title", "subtitle", "accessory"]) else { return nil }
            guard let title = read(row, "title", { try $0.string("title") }) else {
                if row["title"] == nil { record(FileError(row.location, "a row needs 'title'"), at: row.location) }
                return nil
            }
            let accessory = read(row, "accessory") { node -> ListRow.Accessory in
                switch try node.string("accessory") {
                case "none": return .none
                case "disclosureIndicator": return .disclosureIndicator
                default: return .image(try image(node))
                }
            } ?? ListRow.Accessory.none
            return SceneListRow(title: title, subtitle: read(row, "subtitle") { try $0.string("subtitle") }, accessory: accessory)
        }
    }
}
