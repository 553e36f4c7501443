import Bezel

extension GalleryPage {
    /// One reader's setting tiles can be drawn in: its filter on the page,
    /// its word on a tile, and the key of both (the filter's id
    /// `filter-<key>`, the tile's `data-<key>` attribute, the hash's `<key>=`).
    enum VariantDimension: String, CaseIterable {
        case direction
        case textSize = "text-size"
        case language

        /// The filter's label.
        var label: String {
            switch self {
            case .direction: "Direction"
            case .textSize: "Text size"
            case .language: "Language"
            }
        }

        /// `rtl`, `AX3`, `ar`: the setting's value in `traits`.
        func word(_ traits: Traits) -> String {
            switch self {
            case .direction: traits.layoutDirection.description
            case .textSize: traits.contentSizeCategory.name
            case .language: traits.language
            }
        }

        /// The setting's word in the default traits (left to right, `L`, `en`).
        var defaultWord: String { word(.default) }
    }

    /// The settings whose values differ between the page's tiles, each with
    /// its values in the order tiles show them: the page's variant filters.
    func varyingDimensions() -> [(dimension: VariantDimension, values: [String])] {
        let drawn = tiles.compactMap(\.traits)
        return VariantDimension.allCases.compactMap { dimension in
            var values: [String] = []
            for traits in drawn where !values.contains(dimension.word(traits)) { values.append(dimension.word(traits)) }
            return values.count > 1 ? (dimension, values) : nil
        }
    }

    /// How many different variants the tiles were drawn in (0 when none asked for).
    var variantCount: Int { Set(tiles.compactMap(\.traits)).count }

    /// `rtl · AX3`: the tile's settings that vary on the page or are not the
    /// default, in the filters' order; empty for a tile without traits.
    static func variantLabel(_ traits: Traits?, varying: [VariantDimension]) -> String {
        guard let traits else { return "" }
        return VariantDimension.allCases
            .filter { varying.contains($0) || $0.word(traits) != $0.defaultWord }
            .map { $0.word(traits) }
            .joined(separator: " · ")
    }

    /// ` data-direction="rtl" data-text-size="AX3" data-language="ar"`: what the filters read on a tile.
    static func variantAttributes(_ traits: Traits?) -> String {
        guard let traits else { return "" }
        return VariantDimension.allCases.map { " data-\($0.rawValue)=\"\(text($0.word(traits)))\"" }.joined()
    }

    /// The toolbar's select for each varying setting.
    static func variantFilters(_ dimensions: [(dimension: VariantDimension, values: [String])]) -> String {
        dimensions.map { dimension, values in
            "<label class=\"tool\"><span class=\"tool-label\">\(dimension.label)</span><select id=\"filter-\(dimension.rawValue)\">"
                + "<option value=\"\">all</option>"
                + values.map { "<option value=\"\(text($0))\">\(text($0))</option>" }.joined() + "</select></label>\n"
        }.joined()
    }
}
