import Bezel
import BezelGraphics

/// The controls' values (`enabled`, `highlighted` and `selected` are read
/// for every control in ``SceneDecoder/node(from:depth:)``).
extension SceneDecoder {
    /// `bezelButton`: `mode` (normal, toggle, fixed), `recessed`, `pushed`, `image`.
    func bezelButton(_ map: YAMLMapping) -> SceneNode.Content {
        let modes = BezelButton.Mode.allCases.map { ($0.rawValue, $0) }
        return .bezelButton(mode: read(map, "mode") { try pick($0, "bezel button mode", modes) } ?? .normal,
                            recessed: read(map, "recessed") { try $0.bool("recessed") } ?? false,
                            pushed: read(map, "pushed") { try $0.bool("pushed") },
                            image: read(map, "image") { try image($0) })
    }

    /// `button`: `title`, `image`.
    func button(_ map: YAMLMapping) -> SceneNode.Content {
        .button(title: read(map, "title") { try $0.string("title") }, image: read(map, "image") { try image($0) })
    }

    /// `slider`: `value` between `min` (default 0) and `max` (default 1).
    func slider(_ map: YAMLMapping) -> SceneNode.Content {
        let low = read(map, "min") { try $0.number("min") } ?? 0
        let high = read(map, "max") { try $0.number("max") } ?? 1
        if high <= low, let node = map["max"] {
            record(FileError(node.location, "max must be greater than min (\(low))"), at: node.location)
        }
        let value = read(map, "value") { node -> Double in
            let value = try node.number("value")
            guard value >= min(low, high), value <= max(low, high) else {
                throw FileError(node.location, "value \(value) is outside min…max", expected: "a number from \(low) to \(high)")
            }
            return value
        }
        return .slider(value: value ?? low, minimum: low, maximum: high)
    }

    /// `segmentedControl`: `segments` (titles) and `selected` (an index, from 0).
    func segmentedControl(_ map: YAMLMapping) -> SceneNode.Content {
        let titles = read(map, "segments") { node in try node.sequence("segments").map { try $0.string("segment title") } } ?? []
        let selected = read(map, "selected") { node -> Int in
            guard !titles.isEmpty else { throw FileError(node.location, "selected needs segments to choose from") }
            return try node.integer("selected segment", in: 0...(titles.count - 1))
        }
        return .segmentedControl(titles: titles, selected: selected)
    }

    /// `textField`: `text`, `placeholder`, `focused`.
    func textField(_ map: YAMLMapping) -> SceneNode.Content {
        .textField(text: read(map, "text") { try $0.string("text") } ?? "",
                   placeholder: read(map, "placeholder") { try $0.string("placeholder") } ?? "",
                   focused: read(map, "focused") { try $0.bool("focused") })
    }
}
