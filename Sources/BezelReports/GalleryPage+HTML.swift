import BezelFiles
import BezelSnapshotResults
import Foundation

extension GalleryPage: PageMarkup {
    /// The whole page: a standalone HTML5 document, its style and script inline.
    public func html() -> String {
        let groups = grouped()
        let varying = varyingDimensions()
        let words = Set(tiles.flatMap { Self.words(of: $0.state) }).sorted()
        let scales = Set(tiles.map(\.scale)).sorted().map { Self.scaleText($0) }
        var about = ["\(tiles.count) tile\(tiles.count == 1 ? "" : "s")", "\(themes.count) theme\(themes.count == 1 ? "" : "s")"]
        if !scales.isEmpty { about.append("at " + scales.joined(separator: ", ")) }
        if variantCount > 0 { about.append("\(variantCount) variant\(variantCount == 1 ? "" : "s")") }
        func isText(_ finding: SnapshotTextFinding) -> Bool { finding.resolvedCategory == .text }
        let textFindings = tiles.reduce(0) { $0 + $1.textFindings.filter(isText).count }
        let cutTiles = tiles.filter { $0.textFindings.contains(where: isText) }.count
        about.append(textFindings == 0 ? "every text shows whole"
            : "<a class=\"bad\" href=\"#\" data-lint-theme=\"\">\(textFindings) text finding\(textFindings == 1 ? "" : "s") "
                + "in \(cutTiles) tile\(cutTiles == 1 ? "" : "s")</a>")
        let contrastFindings = tiles.reduce(0) { $0 + $1.textFindings.count { !isText($0) } }
        let dimTiles = tiles.filter { $0.textFindings.contains { !isText($0) } }.count
        if contrastFindings > 0 {
            about.append("<a class=\"bad\" href=\"#\" data-lint-theme=\"\">\(contrastFindings) accessibility finding"
                + "\(contrastFindings == 1 ? "" : "s") (text contrast on the rendered pixels) in \(dimTiles) tile\(dimTiles == 1 ? "" : "s")</a>")
        }
        let watchMeta = watch.map {
            "<meta name=\"bezel-watch\" content=\"\($0.version)\" data-interval=\"\(Int($0.interval * 1000))\">\n"
        } ?? ""
        return Self.document(title: title, generator: "bezel preview", attributes: "data-background=\"theme\" data-zoom=\"fit\"",
                             scriptSources: " 'self' file:", head: watchMeta,
                             style: Self.style + (variantCount > 0 ? Self.variantStyle : ""), body: """
            <header class="page-head">
            <h1>\(Self.text(title))</h1>
            <p class="sub">\(about.joined(separator: " · "))</p>
            <div class="themes">\(themes.map(themeCard).joined())</div>
            <div class="banner" id="watch-errors" role="alert" hidden></div>
            </header>
            \(toolbar(groups: groups.map(\.name), words: words, varying: varying))
            <main>
            \(groups.map { section($0, varying: varying.map(\.dimension)) }.joined(separator: "\n"))
            <p class="none" id="nothing" hidden>No tile matches the filters.</p>
            </main>
            """, script: Self.script(variantFilters: varying.map(\.dimension.rawValue)))
    }

    /// Tiles by group, then by state, each in first-seen order.
    func grouped() -> [(name: String, kind: Tile.Kind, states: [(state: String, tiles: [Tile])])] {
        var out: [(name: String, kind: Tile.Kind, states: [(state: String, tiles: [Tile])])] = []
        for tile in tiles {
            let groupIndex = out.firstIndex { $0.name == tile.group && $0.kind == tile.kind } ?? {
                out.append((tile.group, tile.kind, []))
                return out.count - 1
            }()
            if let stateIndex = out[groupIndex].states.firstIndex(where: { $0.state == tile.state }) {
                out[groupIndex].states[stateIndex].tiles.append(tile)
            } else {
                out[groupIndex].states.append((tile.state, [tile]))
            }
        }
        return out
    }

    func themeCard(_ theme: Theme) -> String {
        let files = theme.files.map { "<a href=\"\(Self.url($0))\">\(Self.text(($0 as NSString).lastPathComponent))</a>" }
        let lint = theme.findings.isEmpty
            ? "<span class=\"ok\">every text ≥ \(ThemeLint.minimum):1</span>"
            : "<a class=\"bad\" href=\"#\" data-lint-theme=\"\(Self.text(theme.name))\">\(theme.findings.count) text"
                + "\(theme.findings.count == 1 ? "" : "s") under \(ThemeLint.minimum):1</a>"
        // Each category of finding under its own name.
        let findings = tiles.filter { $0.theme == theme.name }.flatMap(\.textFindings)
        let textLint = FindingCategory.allCases.map { category in
            let count = findings.count { $0.resolvedCategory == category }
            return count == 0 ? ""
                : " · <a class=\"bad\" href=\"#\" data-lint-theme=\"\(Self.text(theme.name))\">\(count) \(category) finding\(count == 1 ? "" : "s")</a>"
        }.joined()
        return "<div class=\"theme\"><span class=\"swatch\" style=\"--c:\(Self.cssColor(theme.background))\"></span>"
            + "<strong>\(Self.text(theme.name))</strong> \(lint)\(textLint)"
            + (files.isEmpty ? "" : " <span class=\"files\">\(files.joined(separator: " · "))</span>") + "</div>"
    }

    func toolbar(groups: [String], words: [String], varying: [(dimension: VariantDimension, values: [String])] = []) -> String {
        func options(_ values: [String]) -> String {
            values.map { "<option value=\"\(Self.text($0))\">\(Self.text($0))</option>" }.joined()
        }
        return """
            <div class="toolbar" role="toolbar" aria-label="What is shown">
            <div class="tool"><span class="tool-label">Zoom</span><div class="segmented" role="group" aria-label="Zoom">\
            <button type="button" data-zoom="fit" aria-pressed="true" title="Each tile at its size in points">Fit</button>\
            <button type="button" data-zoom="1" aria-pressed="false" title="One image pixel to one screen pixel">1:1</button>\
            <button type="button" data-zoom="2" aria-pressed="false">2×</button>\
            <button type="button" data-zoom="4" aria-pressed="false">4×</button></div></div>
            <div class="tool"><span class="tool-label">Background</span><div class="segmented" role="group" aria-label="Background">\
            <button type="button" data-background="theme" aria-pressed="true" title="Each theme's own background">Theme</button>\
            <button type="button" data-background="light" aria-pressed="false">Light</button>\
            <button type="button" data-background="dark" aria-pressed="false">Dark</button>\
            <button type="button" data-background="checker" aria-pressed="false">Checker</button></div></div>
            <label class="tool"><span class="tool-label">Control</span><select id="filter-group">\
            <option value="">all</option>\(options(groups))</select></label>
            <label class="tool"><span class="tool-label">State</span><select id="filter-state">\
            <option value="">any</option>\(options(words))</select></label>
            <label class="tool"><span class="tool-label">Theme</span><select id="filter-theme">\
            <option value="">all</option>\(options(themes.map(\.name)))</select></label>
            \(Self.variantFilters(varying))<input type="search" id="filter-text" placeholder="Filter by name…" aria-label="Filter by name">
            <label class="tool"><input type="checkbox" id="filter-lint"> findings only (contrast, text)</label>
            <span class="shown" id="shown" aria-live="polite"></span>
            </div>
            """
    }

    func section(_ group: (name: String, kind: Tile.Kind, states: [(state: String, tiles: [Tile])]),
                 varying: [VariantDimension]) -> String {
        let cards = group.states.map { card(group: group.name, state: $0.state, tiles: $0.tiles, varying: varying) }
        let count = group.kind == .scene ? "scene" : "\(group.states.count) state\(group.states.count == 1 ? "" : "s")"
        return """
            <section class="group" id="\(Self.text(group.kind.rawValue + "-" + group.name))" data-group="\(Self.text(group.name))">
            <h2>\(Self.text(group.name)) <span class="count">\(count)</span></h2>
            <div class="cards">
            \(cards.joined(separator: "\n"))
            </div>
            </section>
            """
    }

    func card(group: String, state: String, tiles: [Tile], varying: [VariantDimension]) -> String {
        let words = Self.words(of: state).joined(separator: " ")
        let lint = tiles.contains { !$0.findings.isEmpty || !$0.textFindings.isEmpty }
        return """
            <article class="card" data-group="\(Self.text(group))" data-words="\(Self.text(words))" \
            data-text="\(Self.text((group + " " + state).lowercased()))"\(lint ? " data-lint" : "")>
            \(tiles.first?.kind == .scene ? "" : "<h3>\(Self.text(state))</h3>")
            <div class="shots">\(tiles.map { shot($0, varying: varying) }.joined())</div>
            </article>
            """
    }

    /// One tile: its picture, caption (theme, scale, and its variant, see
    /// ``variantLabel(_:varying:)``) and findings.
    func shot(_ tile: Tile, varying: [VariantDimension]) -> String {
        let background = themes.first { $0.name == tile.theme }?.background ?? "#FFFFFF"
        let variant = Self.variantLabel(tile.traits, varying: varying)
        let label = "\(tile.group) · \(tile.state) · theme \(tile.theme) @\(Self.scaleText(tile.scale))"
            + (variant.isEmpty ? "" : " · \(variant)")
        let picture: String
        if let image = tile.image {
            picture = "<a class=\"frame\" href=\"\(Self.url(image))\" title=\"Open the PNG\"><img class=\"tile-img\" "
                + "src=\"\(Self.url(image))\" data-src=\"\(Self.url(image))\" alt=\"\(Self.text(label))\" "
                + "width=\"\(tile.pixelWidth)\" height=\"\(tile.pixelHeight)\" "
                + "style=\"--w:\(tile.pixelWidth);--h:\(tile.pixelHeight);--s:\(Self.number(tile.scale))\" loading=\"lazy\"></a>"
        } else {
            picture = "<div class=\"frame missing\"><p>\(Self.text(tile.error ?? "not rendered"))</p></div>"
        }
        let badge = tile.findings.map(\.ratio).min().map {
            " <span class=\"badge\" title=\"Text under \(ThemeLint.minimum):1\">\((($0 * 100).rounded() / 100).formatted()):1</span>"
        } ?? ""
        let accessible = tile.textFindings.filter { $0.resolvedCategory == .accessibility }.count
        let cut = tile.textFindings.count - accessible
        let textBadge = (cut == 0 ? ""
            : " <span class=\"badge text-badge\" title=\"Texts that do not show whole\">\(cut) "
                + "text finding\(cut == 1 ? "" : "s")</span>")
            + (accessible == 0 ? ""
                : " <span class=\"badge text-badge a11y-badge\" title=\"Texts under WCAG's contrast ratio over the rendered pixels\">"
                    + "\(accessible) accessibility finding\(accessible == 1 ? "" : "s")</span>")
        let findings = tile.findings.isEmpty && tile.textFindings.isEmpty ? ""
            : "<ul class=\"findings\">" + tile.findings.map { "<li>\(Self.text($0.description))</li>" }.joined()
                + tile.textFindings.map(textFinding).joined() + "</ul>"
        let flagged = !tile.findings.isEmpty || !tile.textFindings.isEmpty
        return """
            <figure class="shot" data-theme="\(Self.text(tile.theme))"\(Self.variantAttributes(tile.traits))\(flagged ? " data-lint" : "") \
            style="--tb:\(Self.cssColor(background))">\(picture)<figcaption><span class="theme-name">\(Self.text(tile.theme))</span> \
            <span class="scale">@\(Self.scaleText(tile.scale))</span>\(variant.isEmpty ? "" : " <span class=\"variant\">\(Self.text(variant))</span>")\
            \(badge)\(textBadge)</figcaption>\(findings)</figure>
            """
    }

    /// One text (or accessibility) finding of a tile: its kind, view and detail, and where a scene declares the view.
    func textFinding(_ finding: SnapshotTextFinding) -> String {
        let part = finding.part.isEmpty ? "" : " " + Self.text(finding.part)
        let category = finding.resolvedCategory == .accessibility ? " accessibility-finding" : ""
        return "<li class=\"text-finding\(category)\"><strong>\(Self.text(finding.kind))</strong> \(Self.text(finding.view))\(part): "
            + Self.text(finding.detail) + (finding.place.map { " <code>\(Self.text($0))</code>" } ?? "") + "</li>"
    }

    // MARK: Text

    /// The words a state filter offers: `selected · highlighted 2` → `selected`, `highlighted`.
    static func words(of state: String) -> [String] {
        state.split(separator: " · ").compactMap { part in
            let word = part.split(separator: " ").first.map(String.init) ?? ""
            return word.isEmpty || word.first?.isNumber == true ? nil : word
        }
    }

    static func scaleText(_ scale: Double) -> String {
        "\(number(scale))x"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// A colour for a style attribute: only `#` and hex digits pass, anything else is white.
    static func cssColor(_ text: String) -> String {
        let hex = text.dropFirst()
        guard text.hasPrefix("#"), [6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else { return "#FFFFFF" }
        return text
    }

    static func text(_ value: String) -> String { escape(value) }
    static func url(_ path: String) -> String { escapePath(path) }
}
