import BezelFiles
import BezelGraphics
import Foundation

/// The markup of a ``ThemeComparisonPage``: the header (counts, background,
/// contrast verdict), the toolbar, the table of differing values, the
/// changed tiles, the unchanged ones. Every text from the page's data goes
/// through ``text(_:)``, every path through ``url(_:)``.
struct ThemeComparisonMarkup: PageMarkup {
    typealias Tile = ThemeComparisonPage.Tile

    let page: ThemeComparisonPage
    /// Each changed tile's anchor, in the order of ``ThemeComparisonPage/changed``.
    let anchors: [String]

    init(page: ThemeComparisonPage) {
        self.page = page
        var used: Set<String> = []
        self.anchors = page.changed.map { tile in
            let base = Self.anchor(tile)
            var anchor = base, number = 1
            while used.contains(anchor) {
                number += 1
                anchor = "\(base)-\(number)"
            }
            used.insert(anchor)
            return anchor
        }
    }

    /// `tile-button.selected@2x`: the name and scale, anything but letters, digits and `._@-` made `_`.
    static func anchor(_ tile: Tile) -> String {
        let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._@-")
        let name = String("\(tile.name)@\(tile.scale.formattedAsScale)x".map { plain.contains($0) ? $0 : "_" })
        return "tile-" + name
    }

    func document() -> String {
        Self.document(title: page.title, generator: "bezel preview --compare", attributes: "data-background=\"theme\"",
                      style: PageAssets.style + "\n" + ThemeComparisonPage.style, body: """
            \(header())
            \(toolbar(backgrounds: [.theme, .checker, .light, .dark]))
            <main>
            \(differences())
            \(changed())
            \(unchanged())
            </main>
            """, script: PageAssets.script)
    }

    // MARK: Header

    func header() -> String {
        let tiles: [(label: String, count: Int, kind: String, section: String)] = [
            (page.changed.count == 1 ? "changed tile" : "changed tiles", page.changed.count, "changed", "changed"),
            (page.unchanged.count == 1 ? "unchanged tile" : "unchanged tiles", page.unchanged.count, "unchanged", "unchanged"),
            (page.differences.count == 1 ? "value differs" : "values differ", page.differences.count, "values", "differences"),
        ]
        let tileMarkup = tiles.map { tile in
            let inside = "<span class=\"n\">\(tile.count)</span><span class=\"l\">\(tile.label)</span>"
            guard tile.count > 0 else { return "<div class=\"tile \(tile.kind) zero\">\(inside)</div>" }
            return "<a class=\"tile \(tile.kind)\" href=\"#\(tile.section)\">\(inside)</a>"
        }.joined()
        return """
            <header class="page-head">
            <h1>\(text(page.title))</h1>
            <p class="sub sides"><span class="side-name">\(text(page.before.label))</span><span class="arrow">→</span>\
            <span class="side-name">\(text(page.after.label))</span></p>
            <nav class="tiles" aria-label="Counts">\(tileMarkup)</nav>
            \(background())
            \(contrast())
            </header>
            """
    }

    /// The themes' backgrounds, shown behind the pictures: whether they differ.
    func background() -> String {
        let before = page.before.background, after = page.after.background
        let how = "The tiles are drawn on a transparent background; each picture shows its theme’s background behind it "
            + "(Background: Theme, in the toolbar)."
        guard before.uppercased() != after.uppercased() else {
            return "<p class=\"background\">Background \(swatch(before)) in both themes. \(how)</p>"
        }
        return "<p class=\"background changed\"><strong>The background changed:</strong> "
            + "<span class=\"change\">\(swatch(before))<span class=\"arrow\">→</span>\(swatch(after))</span>. \(how)</p>"
    }

    /// The contrast verdict: the changed tiles under the minimum after, then new and fixed findings.
    func contrast() -> String {
        let failing = page.failingChangedTiles.count, changed = page.changed.count
        let minimum = ThemeComparisonPage.minimum
        let verdict: String
        if changed == 0 {
            verdict = "<p class=\"verdict\">No tile changed.</p>"
        } else if failing == 0 {
            verdict = "<p class=\"verdict ok\">After: every changed tile passes the contrast lint (\(minimum):1).</p>"
        } else {
            let which = failing < changed ? "\(failing) of the \(changed) changed tiles \(failing == 1 ? "has" : "have")"
                : changed == 1 ? "the changed tile has" : changed == 2 ? "both changed tiles have" : "all \(changed) changed tiles have"
            let links = zip(page.changed, anchors).filter { !$0.0.afterFindings.isEmpty }.map { tile, anchor in
                "<a href=\"#\(anchor)\">\(text("\(tile.control) · \(tile.state)")) @\(tile.scale.formattedAsScale)x</a>"
            }
            let shown = links.prefix(12).joined(separator: ", ") + (links.count > 12 ? " and \(links.count - 12) more" : "")
            let newly = page.failingChangedTiles.filter { tile in
                !ThemeComparisonPage.findings(tile.afterFindings, notIn: tile.beforeFindings).isEmpty
            }.count
            let since = newly == 0 ? (failing == 1 ? " It failed before too." : " Each failed before too.")
                : newly == failing ? (failing == 1 ? " It passed before." : " They all passed before.")
                : " \(newly) of them passed before."
            verdict = "<p class=\"verdict fail\">After: \(which) text under \(minimum):1.\(since)</p>"
                + "\n<p class=\"failing-tiles\">\(shown)</p>"
        }
        let new = page.newFindings, fixed = page.fixedFindings
        var lines: [String] = []
        if new.isEmpty && fixed.isEmpty {
            let all = page.after.findings.count
            lines.append("No contrast failure is new or fixed versus before"
                + (all > 0 ? " (\(plural(all, "pair")) under \(minimum):1 in both)." : "."))
        } else {
            var parts: [String] = []
            if !new.isEmpty { parts.append("<strong class=\"bad\">\(new.count) new</strong>") }
            if !fixed.isEmpty { parts.append("<strong class=\"good\">\(fixed.count) fixed</strong>") }
            lines.append("Contrast failures versus before: \(parts.joined(separator: ", ")); "
                + "\(page.after.findings.count) in the after theme, \(page.before.findings.count) before.")
        }
        let items = new.map { "<li class=\"finding new\"><span class=\"tag\">new</span>\(text($0.description))</li>" }
            + fixed.map { "<li class=\"finding fixed\"><span class=\"tag\">fixed</span>\(text($0.description))</li>" }
        return verdict + "\n<p class=\"lint-changes\">\(lines.joined(separator: " "))</p>"
            + (items.isEmpty ? "" : "\n<ul class=\"findings\">\(items.joined())</ul>")
    }

    // MARK: Sections

    /// Up to how many differing values the table is open; a longer one is behind a disclosure
    /// (each changed tile lists its own).
    static let valuesShownOpen = 24

    /// Every value the themes set differently, with where each file sets it.
    func differences() -> String {
        guard !page.differences.isEmpty else {
            return section(id: "differences", title: "Theme values that differ", count: 0,
                           lede: "None: the two themes set every value alike.", body: "")
        }
        let rows = page.differences.map { difference in
            """
            <tr><th scope="row"><code>\(text(difference.path))</code></th>\
            <td>\(value(difference.before))</td><td>\(value(difference.after))</td>\
            <td>\(location(difference.beforeLocation))</td><td>\(location(difference.afterLocation))</td></tr>
            """
        }.joined(separator: "\n")
        var table = """
            <div class="table-wrap"><table class="values">
            <thead><tr><th scope="col">Value</th><th scope="col">Before</th><th scope="col">After</th>\
            <th scope="col">Set in before</th><th scope="col">Set in after</th></tr></thead>
            <tbody>
            \(rows)
            </tbody>
            </table></div>
            """
        if page.differences.count > Self.valuesShownOpen {
            table = "<details class=\"values-list\"><summary>Show all \(page.differences.count) values</summary>\n\(table)\n</details>"
        }
        return section(id: "differences", title: "Theme values that differ", count: page.differences.count,
                       lede: "Every value the two themes set differently, and the line of each file that sets it "
                        + "(<span class=\"inherited\">inherited</span>: from the theme it extends, or the built-in default).",
                       body: table)
    }

    func changed() -> String {
        let count = page.changed.count
        guard count > 0 else {
            return section(id: "changed", title: "Changed tiles", count: 0,
                           lede: "None: every tile is identical in both themes.", body: "")
        }
        let body = zip(page.changed, anchors).map { tile($0, anchor: $1) }.joined(separator: "\n")
        return section(id: "changed", title: "Changed tiles", count: count,
                       lede: "\(plural(count, "tile")) differ\(count == 1 ? "s" : ""), in gallery order: each with the "
                        + "values of its part of the theme that differ, its contrast before and after, and its pictures.",
                       body: body)
    }

    func unchanged() -> String {
        let count = page.unchanged.count
        guard count > 0 else { return "" }
        let items = page.unchanged.map(thumbnail).joined()
        return """
            <section id="unchanged" class="section-unchanged">
            <details class="unchanged-list"><summary><h2>Unchanged tiles <span class="count">\(count)</span></h2>\
            <span class="hint">identical in both themes: show them</span></summary>
            <ul class="thumbs">\(items)</ul>
            </details>
            </section>
            """
    }

    /// A section: its heading with `count`, a lede (markup) and its body (markup).
    func section(id: String, title: String, count: Int, lede: String, body: String) -> String {
        """
        <section id="\(id)" class="section-\(id)">
        <h2>\(title) <span class="count">\(count)</span></h2>
        <p class="lede">\(lede)</p>
        \(body)
        </section>
        """
    }

    // MARK: Values

    /// A theme value as written: a colour with its swatch, anything else as code.
    func value(_ written: String) -> String {
        guard let color = Self.color(written) else { return "<code>\(text(written))</code>" }
        if Self.isHexColor(Self.unquoted(written)) { return "<span class=\"value\">\(swatch(color))</span>" }
        return "<span class=\"value\"><span class=\"swatch\" style=\"--c:\(color)\"></span><code>\(text(written))</code></span>"
    }

    /// The colour a theme file's colour text stands for, as `#RRGGBB[AA]`: `'#3478F6'` (quoted
    /// hex), `white(0.5)` or `srgb(0.36, 0.6, 0.95, 0.5)`, the forms ``ThemeDifference`` writes;
    /// nil for anything else.
    static func color(_ written: String) -> String? {
        let text = unquoted(written)
        if isHexColor(text) { return text }
        for (prefix, counts) in [("white(", 1...2), ("srgb(", 3...4)] where text.hasPrefix(prefix) && text.hasSuffix(")") {
            let numbers = text.dropFirst(prefix.count).dropLast().split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard counts.contains(numbers.count), numbers.allSatisfy({ (0...1).contains($0) }) else { return nil }
            let channels = prefix == "white(" ? [numbers[0], numbers[0], numbers[0]] + numbers.dropFirst() : numbers
            return Color(red: channels[0], green: channels[1], blue: channels[2],
                         alpha: channels.count > 3 ? channels[3] : 1).hexString
        }
        return nil
    }

    /// `'text'` or `"text"` without its quotes.
    static func unquoted(_ written: String) -> String {
        guard written.count >= 2, let first = written.first, first == written.last, first == "'" || first == "\"" else {
            return written
        }
        return String(written.dropFirst().dropLast())
    }

    /// `Themes/dark.yaml:14:14`, or "inherited" when the file does not set the value.
    func location(_ location: SourceLocation?) -> String {
        guard let location else { return "<span class=\"inherited\">inherited</span>" }
        return "<code class=\"place\">\(text(location.description))</code>"
    }
}
