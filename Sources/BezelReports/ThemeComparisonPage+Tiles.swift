import BezelFiles
import BezelGraphics
import Foundation

/// A tile's markup: a changed tile as an article (facts, values, contrast,
/// pictures, comparison viewer), an unchanged one as a thumbnail.
extension ThemeComparisonMarkup {
    /// One changed tile.
    func tile(_ tile: Tile, anchor: String) -> String {
        """
        <article class="item compared" id="\(anchor)">
        <header class="item-head">\(heading(tile))<ul class="facts">\(facts(tile))</ul></header>
        <div class="tile-info">
        \(values(tile))
        \(contrast(tile))
        </div>
        \(pictures(tile))
        </article>
        """
    }

    /// `button · selected · highlighted @2x` and the file name.
    func heading(_ tile: Tile) -> String {
        "<h3 class=\"key\">\(text(tile.control)) <span class=\"dot\">·</span> \(text(tile.state)) "
            + "<span class=\"scale\">@\(tile.scale.formattedAsScale)x</span></h3>"
            + "<code class=\"tile-name\">\(text(tile.name))</code>"
    }

    /// The differing pixels and changed area, or the size change, as `<li>`s.
    func facts(_ tile: Tile) -> String {
        var facts: [String] = []
        if let pixels = tile.pixels {
            facts.append("<strong>\(Self.grouped(pixels.differingPixelCount))</strong> of "
                + "\(Self.grouped(pixels.totalPixelCount)) pixels differ "
                + "(\(Self.percent(pixels.differingPixelCount, of: pixels.totalPixelCount)))")
            if let bounds = pixels.bounds {
                facts.append("changed area \(bounds.width) × \(bounds.height) at x \(bounds.x), y \(bounds.y)")
            }
        }
        if let size = tile.sizeChange {
            facts.append("<span class=\"warn\">size changed: \(text(size))</span>")
        }
        return facts.map { "<li>\($0)</li>" }.joined()
    }

    /// The differing values this tile draws with.
    func values(_ tile: Tile) -> String {
        let items = tile.differences.map { difference in
            "<li><code class=\"path\">\(text(difference.path))</code> <span class=\"change\">\(value(difference.before))"
                + "<span class=\"arrow\">→</span>\(value(difference.after))</span></li>"
        }
        let body = items.isEmpty
            ? "<p class=\"quiet\">None of the differing values is in this tile’s part of the theme.</p>"
            : "<ul class=\"tile-values\">\(items.joined())</ul>"
        return "<div class=\"info-block\"><h4>Values that differ here</h4>\(body)</div>"
    }

    /// The tile's failing contrast pairs in each theme: new failures and fixed ones marked, failures of
    /// both themes marked worse or better when their ratio moved, "passes" when none.
    func contrast(_ tile: Tile) -> String {
        let new = Set(ThemeComparisonPage.findings(tile.afterFindings, notIn: tile.beforeFindings).map(ThemeComparisonPage.pair))
        let fixed = Set(ThemeComparisonPage.findings(tile.beforeFindings, notIn: tile.afterFindings).map(ThemeComparisonPage.pair))
        /// `findings` of one side; those in `marked` are tagged `mark`, and in the after column a
        /// pair that failed before too is tagged `worse` or `better` when its ratio moved.
        func column(_ label: String, _ side: ThemeComparisonPage.Side, _ findings: [LintFinding], marked: Set<String>,
                    mark: String, others: [String: LintFinding]) -> String {
            let body: String
            if findings.isEmpty {
                body = "<p class=\"passes\">passes (every text at least \(ThemeComparisonPage.minimum):1)</p>"
            } else {
                body = "<ul class=\"findings\">" + findings.map { finding in
                    let pair = ThemeComparisonPage.pair(finding)
                    var tag = marked.contains(pair) ? mark : nil
                    if tag == nil, let other = others[pair], (other.ratio * 100).rounded() != (finding.ratio * 100).rounded() {
                        tag = mark == "new" ? (finding.ratio < other.ratio ? "worse" : "better") : nil
                    }
                    return "<li class=\"finding\(tag.map { " \($0)" } ?? "")\">"
                        + (tag.map { "<span class=\"tag\">\($0)</span>" } ?? "") + "\(text(finding.description))</li>"
                }.joined() + "</ul>"
            }
            return "<div class=\"contrast-side\"><h5>\(label) <span class=\"side-name\">\(text(side.label))</span></h5>\(body)</div>"
        }
        let before = Dictionary(tile.beforeFindings.map { (ThemeComparisonPage.pair($0), $0) }, uniquingKeysWith: { first, _ in first })
        let fails = !tile.afterFindings.isEmpty
        return "<div class=\"info-block contrast\(fails ? " fails" : "")\"><h4>Contrast</h4><div class=\"contrast-sides\">"
            + column("Before", page.before, tile.beforeFindings, marked: fixed, mark: "fixed", others: [:])
            + column("After", page.after, tile.afterFindings, marked: new, mark: "new", others: before)
            + "</div></div>"
    }

    /// Before, after and diff side by side, then the comparison viewer when both images exist at the same size.
    func pictures(_ tile: Tile) -> String {
        let outline = tile.pixels?.bounds.map { OutlineBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        let name = "\(tile.name)@\(tile.scale.formattedAsScale)x"
        let before = tile.before.map { shown($0, background: page.before.background) }
        let after = tile.after.map { shown($0, background: page.after.background) }
        var panes = figure("Before", side: page.before.label, before, name: name, box: outline)
            + figure("After", side: page.after.label, after, name: name, box: outline)
        if let diff = tile.diff {
            panes += figure("Diff", side: nil, shown(diff, background: nil), name: name, box: outline)
        } else if tile.sizeChange != nil {
            panes += "<figure class=\"pane\"><figcaption>Diff</figcaption>"
                + "<p class=\"note\">none: the sizes differ, so pixels were not compared</p></figure>"
        }
        var out = "<div class=\"viewer\"><div class=\"panes\">\(panes)</div>"
        if let before, let after, tile.sizeChange == nil, before.width == after.width, before.height == after.height {
            out += comparisonViewer(before: "Before", after: "After", name: name, under: before, over: after, box: outline)
        }
        return out + "</div>"
    }

    /// A captioned picture: `BEFORE default 240 × 88 open`, or a note when there is no image.
    func figure(_ label: String, side: String?, _ image: ShownImage?, name: String, box outline: OutlineBox?) -> String {
        var caption = label
        if let side { caption += " <span class=\"side-name\">\(text(side))</span>" }
        guard let image else {
            return "<figure class=\"pane\"><figcaption>\(caption)</figcaption>"
                + "<p class=\"note\">none: the tile is not in this theme’s gallery</p></figure>"
        }
        caption += " <span class=\"dims\">\(image.width) × \(image.height)</span> <a href=\"\(url(image.path))\">open</a>"
        return "<figure class=\"pane\"><figcaption>\(caption)</figcaption>"
            + "\(framed(image, alt: "\(label) of \(name)", box: outline))</figure>"
    }

    /// An unchanged tile: its after image, small, with its name.
    func thumbnail(_ tile: Tile) -> String {
        let name = "\(tile.name)@\(tile.scale.formattedAsScale)x"
        var picture = "<div class=\"thumb\"><p class=\"note\">no image</p></div>"
        if let image = tile.after ?? tile.before {
            let background = ThemeComparisonMarkup.isHexColor(page.after.background)
                ? " side\" style=\"--side:\(page.after.background)" : ""
            picture = "<a class=\"thumb checker\(background)\" href=\"\(url(image.path))\">"
                + "<img src=\"\(url(image.path))\" alt=\"\(text(name))\" width=\"\(image.pixelWidth)\" "
                + "height=\"\(image.pixelHeight)\" loading=\"lazy\" decoding=\"async\"></a>"
        }
        let breakable = text(tile.name).replacingOccurrences(of: ".", with: ".<wbr>")
        return "<li>\(picture)<span class=\"thumb-name\"><code>\(breakable)</code> "
            + "<span class=\"scale\">@\(tile.scale.formattedAsScale)x</span></span>"
            + "<span class=\"thumb-state\">\(text(tile.control)) · \(text(tile.state))</span></li>"
    }

    /// A page image for the shared picture markup, with the background to show behind it.
    func shown(_ image: ThemeComparisonPage.PageImage, background: String?) -> ShownImage {
        ShownImage(path: image.path, width: image.pixelWidth, height: image.pixelHeight, background: background)
    }
}
