import BezelSnapshotResults
import Foundation

extension SnapshotReviewPage {
    /// The whole page for the copies in `files`.
    func html(files: ShownFiles) -> String {
        ReviewMarkup(page: self, files: files).document()
    }
}

/// The markup of a ``SnapshotReviewPage``: the header with the counts, a
/// toolbar (zoom, background, outline), then the sections Failures, Errors,
/// New, Re-recorded and Orphaned. Every text from a record goes through
/// ``text(_:)`` (HTML-escaped), every path through ``url(_:)``
/// (percent-escaped, then HTML-escaped).
struct ReviewMarkup {
    typealias Entry = SnapshotResults.Entry
    typealias Shown = SnapshotReviewPage.ReviewImages.Shown

    let page: SnapshotReviewPage
    let files: SnapshotReviewPage.ShownFiles
    let counts: SnapshotReviewPage.Counts
    /// Each entry's anchor in the page (`s1`, `s2`, …), by key.
    let anchors: [String: String]

    init(page: SnapshotReviewPage, files: SnapshotReviewPage.ShownFiles) {
        self.page = page
        self.files = files
        self.counts = page.counts
        self.anchors = Dictionary(page.results.entries.enumerated().map { ($1.record.key, "s\($0 + 1)") },
                                  uniquingKeysWith: { first, _ in first })
    }

    func document() -> String {
        let sections = [failures(), errors(), new(), rerecorded(), orphaned()].filter { !$0.isEmpty }
        return """
            <!DOCTYPE html>
            <html lang="en" data-background="checker">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="bezel snapshots report">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; \
            style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <title>\(text(page.title))</title>
            <style>
            \(SnapshotReviewPage.style)
            </style>
            </head>
            <body>
            \(header())
            \(toolbar())
            <main>
            \(sections.joined(separator: "\n"))
            </main>
            <script>
            \(SnapshotReviewPage.script)
            </script>
            </body>
            </html>

            """
    }

    // MARK: Header and toolbar

    func header() -> String {
        let tiles: [(label: String, count: Int, kind: String, section: String?)] = [
            ("failed", counts.failed, "failed", "failures"),
            ("new", counts.new, "new", "new"),
            ("orphaned", counts.orphaned, "orphaned", "orphaned"),
            ("re-recorded", counts.rerecorded, "rerecorded", "rerecorded"),
            ("matched", counts.matched, "matched", nil),
            (counts.errors == 1 ? "error" : "errors", counts.errors, "errors", "errors"),
        ]
        let tileMarkup = tiles.map { tile in
            let inside = "<span class=\"n\">\(tile.count)</span><span class=\"l\">\(tile.label)</span>"
            if let section = tile.section, tile.count > 0 {
                return "<a class=\"tile \(tile.kind)\" href=\"#\(section)\">\(inside)</a>"
            }
            return "<div class=\"tile \(tile.kind)\(tile.count == 0 ? " zero" : "")\">\(inside)</div>"
        }.joined()
        let entries = page.results.entries
        let runs = Array(Set(entries.map(\.record.run))).sorted()
        var about = ["\(entries.count) snapshot\(entries.count == 1 ? "" : "s") checked"]
        if !runs.isEmpty {
            about.append("run " + runs.map { "<code>\(text($0))</code>" }.joined(separator: ", "))
        }
        if let newest = entries.map(\.record.time).max() { about.append(text(newest)) }
        var out = """
            <header class="page-head">
            <h1>\(text(page.title))</h1>
            <p class="sub">\(about.joined(separator: " · "))</p>
            <nav class="tiles" aria-label="Counts">\(tileMarkup)</nav>

            """
        let stacks = page.stacks
        if !stacks.isEmpty {
            out += "<p class=\"stack\">Rendering stack\(stacks.count == 1 ? "" : "s") "
                + stacks.map { "<code>\(text($0))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        let others = page.otherStackEntries
        if !others.isEmpty {
            let referenceStacks = Array(Set(others.compactMap(\.record.referenceStack))).sorted()
            let runStacks = Array(Set(others.compactMap(\.record.stack))).sorted()
            out += """
                <div class="banner" role="alert"><strong>References were rendered with a different stack</strong>
                \(others.count) snapshot\(others.count == 1 ? " was" : "s were") compared with references made by stack \
                \(referenceStacks.map { "<code>\(text($0))</code>" }.joined(separator: ", ")); this run used \
                \(runStacks.map { "<code>\(text($0))</code>" }.joined(separator: ", ")). Their differences may come from \
                fonts or library versions rather than from a change to the code.</div>

                """
        }
        return out + "</header>"
    }

    func toolbar() -> String {
        """
        <div class="toolbar" role="toolbar" aria-label="How images are shown">
        <div class="tool"><span class="tool-label">Zoom</span><div class="segmented" role="group" aria-label="Zoom">\
        <button type="button" data-zoom="1" aria-pressed="true">1×</button>\
        <button type="button" data-zoom="2" aria-pressed="false">2×</button>\
        <button type="button" data-zoom="4" aria-pressed="false">4×</button></div></div>
        <div class="tool"><span class="tool-label">Background</span><div class="segmented" role="group" aria-label="Background">\
        <button type="button" data-background="checker" aria-pressed="true">Checker</button>\
        <button type="button" data-background="light" aria-pressed="false">Light</button>\
        <button type="button" data-background="dark" aria-pressed="false">Dark</button></div></div>
        <label class="tool"><input type="checkbox" id="outline-toggle" checked> Outline the changed area</label>
        </div>
        """
    }

    // MARK: Sections

    /// A section: its heading with `count`, a lede (markup) and its body (markup). Sections with nothing
    /// to show are left out by their callers, except Failures, which says "None".
    func section(id: String, title: String, count: Int, lede: String, body: String) -> String {
        """
        <section id="\(id)" class="section-\(id)">
        <h2>\(title) <span class="count">\(count)</span></h2>
        <p class="lede">\(lede)</p>
        \(body)
        </section>
        """
    }

    func failures() -> String {
        let groups = page.groups
        guard !groups.isEmpty else {
            return section(id: "failures", title: "Failures", count: 0,
                           lede: "None: no snapshot differs from its reference.", body: "")
        }
        let lede = "\(plural(counts.failed, "snapshot")) differ\(counts.failed == 1 ? "s" : "") from "
            + "\(counts.failed == 1 ? "its reference" : "their references"), in \(plural(groups.count, "change")). "
            + "Accept a whole change with its group’s command, or one snapshot with its own."
        let body = groups.enumerated().map { index, group in
            group.entries.count > 1 ? self.group(group, number: index + 1) : mismatch(group.entries[0])
        }.joined(separator: "\n")
        return section(id: "failures", title: "Failures", count: counts.failed, lede: lede, body: body)
    }

    func errors() -> String {
        let entries = page.results.entries.filter { $0.record.status == .error }
        guard !entries.isEmpty else { return "" }
        let body = entries.map { entry in
            """
            <article class="item error-item" id="\(anchor(entry))">
            <header class="item-head">\(heading(entry.record))</header>
            \(message(entry.record))
            \(footer(entry.record, action: nil))
            </article>
            """
        }.joined(separator: "\n")
        return section(id: "errors", title: "Errors", count: entries.count,
                       lede: "These snapshots could not be checked at all.", body: body)
    }

    func new() -> String {
        let entries = page.results.entries(.new)
        guard !entries.isEmpty else { return "" }
        let body = entries.map { entry in
            let record = entry.record
            let isRecorded = record.status == .recorded
            let figure = isRecorded
                ? self.figure("Recorded reference", files[entry, .reference], bounds: nil, record: record)
                : self.figure("Actual", files[entry, .actual], bounds: nil, record: record)
            let action = isRecorded
                ? "Recorded to <code>\(text(record.reference))</code>: review it and commit it."
                : "Accept with <code class=\"cmd\">\(text(SnapshotReviewPage.acceptCommand(record)))</code>"
            return """
                <article class="item new-item" id="\(anchor(entry))">
                <header class="item-head">\(heading(record))<ul class="facts"><li>\(isRecorded ? "reference recorded" : "no reference yet")</li></ul></header>
                <div class="viewer"><div class="panes">\(figure)</div></div>
                \(footer(record, action: action))
                </article>
                """
        }.joined(separator: "\n")
        return section(id: "new", title: "New", count: entries.count,
                       lede: "These snapshots have no reference yet: check that each looks right before accepting it.",
                       body: body)
    }

    func rerecorded() -> String {
        let entries = page.results.entries(.rerecorded)
        guard !entries.isEmpty else { return "" }
        let body = entries.map { entry in
            let record = entry.record
            let why = record.recordedBecause == .mismatch
                ? "recorded over a mismatch (record mode <code>failed</code>)" : "recorded again (record mode <code>all</code>)"
            let action = "Written to <code>\(text(record.reference))</code>; undo with version control if it is wrong."
            let pictures = files[entry, .actual] == nil
                ? "<div class=\"viewer\"><div class=\"panes\">"
                    + figure("Reference", files[entry, .reference], bounds: nil, record: record) + "</div></div>"
                : comparison(entry, before: "Old reference", after: "New reference")
            return """
                <article class="item" id="\(anchor(entry))">
                <header class="item-head">\(heading(record))<ul class="facts"><li>\(why)</li>\(pixelFacts(record))</ul></header>
                \(pictures)
                \(footer(record, action: action))
                </article>
                """
        }.joined(separator: "\n")
        return section(id: "rerecorded", title: "Re-recorded", count: entries.count,
                       lede: "The record mode rewrote these references in this run.", body: body)
    }

    func orphaned() -> String {
        guard !page.orphans.isEmpty else { return "" }
        let root = page.results.packageRoot.hasSuffix("/") ? page.results.packageRoot : page.results.packageRoot + "/"
        let items = page.orphans.map { path in
            let shown = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
            let picture: String
            switch files.orphans[path] {
            case let .image(copy, _, _)?:
                picture = "<a class=\"thumb checker\" href=\"\(url(copy))\"><img src=\"\(url(copy))\" "
                    + "alt=\"Orphaned reference \(text(shown))\" loading=\"lazy\" decoding=\"async\"></a>"
            case let other?:
                picture = "<div class=\"thumb\">\(self.picture(other, bounds: nil, alt: shown))</div>"
            case nil:
                picture = ""
            }
            return "<li>\(picture)<code>\(text(shown))</code></li>"
        }.joined()
        return section(id: "orphaned", title: "Orphaned references", count: page.orphans.count,
                       lede: "No check touched these reference files (a test was renamed or removed). Remove them with "
                        + "<code class=\"cmd\">\(SnapshotReviewPage.pruneCommand)</code>",
                       body: "<ul class=\"orphans\">\(items)</ul>")
    }

    // MARK: Failures

    /// A change shared by several mismatches: what they share, the group's
    /// id and command, one representative comparison and the others behind
    /// a disclosure.
    func group(_ group: ChangeGroup, number: Int) -> String {
        let color = group.kind == .sameColorChange ? group.entries[0].record.colorChanges?.first : nil
        let others = group.entries.dropFirst()
        let listed = others.prefix(12).map { "<a href=\"#\(anchor($0))\">\(text("\($0.record.suite)/\($0.record.name)"))</a>" }
        let more = others.count > listed.count ? " and \(others.count - listed.count) more" : ""
        return """
            <article class="group" id="g\(number)">
            <header class="group-head">
            <div class="group-title">\(color.map { colorChange($0) } ?? "")<h3>\(text(group.summary))</h3></div>
            <p class="group-facts"><span><strong>\(group.entries.count)</strong> snapshots</span>\
            <span>group <code class="id">\(text(group.id))</code></span>\
            <span>accept all <code class="cmd">\(text(SnapshotReviewPage.groupCommand(group.id)))</code></span></p>
            <p class="group-members">Shown: \(text("\(group.entries[0].record.suite)/\(group.entries[0].record.name)")). \
            Also: \(listed.joined(separator: ", "))\(more).</p>
            </header>
            \(mismatch(group.entries[0]))
            <details class="members"><summary>Show the other \(plural(others.count, "snapshot"))</summary>
            <div class="member-items">
            \(others.map { mismatch($0) }.joined(separator: "\n"))
            </div>
            </details>
            </article>
            """
    }

    /// One mismatch: its numbers, message and colour changes, the three pictures and the comparison.
    func mismatch(_ entry: Entry) -> String {
        let record = entry.record
        var facts = pixelFacts(record)
        if let stack = record.stack, let referenceStack = record.referenceStack, stack != referenceStack {
            facts += "<li class=\"warn\">reference rendered by stack <code>\(text(referenceStack))</code></li>"
        }
        return """
            <article class="item" id="\(anchor(entry))">
            <header class="item-head">\(heading(record))<ul class="facts">\(facts)</ul></header>
            \(message(record))
            \(colorChanges(record))
            \(comparison(entry, before: "Reference", after: "Actual"))
            \(footer(record, action: "Accept <code class=\"cmd\">\(text(SnapshotReviewPage.acceptCommand(record)))</code>"))
            </article>
            """
    }

    /// The differing pixels, the changed area and changed dimensions of `record`, as `<li>`s.
    func pixelFacts(_ record: SnapshotRecord) -> String {
        var facts: [String] = []
        if let pixels = record.pixels {
            facts.append("<strong>\(Self.grouped(pixels.differing))</strong> of \(Self.grouped(pixels.total)) pixels differ"
                + " (\(Self.percent(pixels.differing, of: pixels.total)))")
            if let bounds = pixels.bounds {
                facts.append("changed area \(bounds.width) × \(bounds.height) at x \(bounds.x), y \(bounds.y)")
            }
        }
        if let dimensions = record.dimensions {
            facts.append("size changed from \(text(dimensions["reference"] ?? "?")) to \(text(dimensions["actual"] ?? "?"))")
        }
        return facts.map { "<li>\($0)</li>" }.joined()
    }

    /// The reference, actual and diff side by side, then the comparison
    /// (slider, blend, toggle) of the actual over the reference when both are images.
    func comparison(_ entry: Entry, before: String, after: String) -> String {
        let record = entry.record
        let bounds = record.pixels?.bounds
        let reference = files[entry, .reference], actual = files[entry, .actual]
        var panes = figure(before, reference, bounds: bounds, record: record)
            + figure(after, actual, bounds: bounds, record: record)
        if record.diff != nil {
            panes += figure("Diff", files[entry, .diff], bounds: bounds, record: record)
        } else if record.dimensions != nil {
            panes += "<figure class=\"pane\"><figcaption>Diff</figcaption>"
                + "<p class=\"note\">none: the sizes differ, so pixels were not compared</p></figure>"
        }
        var out = "<div class=\"viewer\"><div class=\"panes\">\(panes)</div>"
        if case let .image(referencePath, referenceWidth, referenceHeight)? = reference,
           case let .image(actualPath, actualWidth, actualHeight)? = actual {
            let name = text("\(record.suite)/\(record.name)")
            out += """
                <div class="compare" data-view="slider" data-showing="actual">
                <div class="compare-bar">
                <div class="segmented" role="group" aria-label="Comparison">\
                <button type="button" data-view="slider" aria-pressed="true">Slider</button>\
                <button type="button" data-view="blend" aria-pressed="false">Blend</button>\
                <button type="button" data-view="toggle" aria-pressed="false">Toggle</button></div>
                <label class="control for-slider"><span>\(before)</span><input type="range" name="split" min="0" max="100" \
                value="50" aria-label="Where the \(after.lowercased()) starts over the \(before.lowercased())"><span>\(after)</span></label>
                <label class="control for-blend"><span>\(before)</span><input type="range" name="blend" min="0" max="100" \
                value="50" aria-label="Opacity of the \(after.lowercased()) over the \(before.lowercased())"><span>\(after)</span></label>
                <span class="control for-toggle"><button type="button" class="flip">Flip</button>\
                <span class="showing">showing <b class="when-actual">\(after.lowercased())</b>\
                <b class="when-reference">\(before.lowercased())</b> · click the image to flip</span></span>
                </div>
                <div class="stage checker" style="--w:\(max(referenceWidth, actualWidth));--h:\(max(referenceHeight, actualHeight))">\
                <img class="px under" src="\(url(referencePath))" alt="\(before) of \(name)" \
                style="--w:\(referenceWidth);--h:\(referenceHeight)" width="\(referenceWidth)" height="\(referenceHeight)" \
                loading="lazy" decoding="async">\
                <div class="over checker"><img class="px" src="\(url(actualPath))" alt="\(after) of \(name)" \
                style="--w:\(actualWidth);--h:\(actualHeight)" width="\(actualWidth)" height="\(actualHeight)" \
                loading="lazy" decoding="async"></div>\
                <div class="divider"></div>\(box(bounds))</div>
                </div>
                """
        }
        return out + "</div>"
    }

    // MARK: Parts

    /// `<h3>` with the suite, the name and the extension.
    func heading(_ record: SnapshotRecord) -> String {
        "<h3 class=\"key\"><span class=\"suite\">\(text(record.suite))/</span>\(text(record.name))"
            + "<span class=\"ext\">.\(text(record.pathExtension))</span></h3>"
    }

    /// The record's message, when it has one.
    func message(_ record: SnapshotRecord) -> String {
        guard let message = record.message, !message.isEmpty else { return "" }
        return "<pre class=\"message\">\(text(message))</pre>"
    }

    /// The colour substitutions of a mismatch, each with its pixels.
    func colorChanges(_ record: SnapshotRecord) -> String {
        guard let changes = record.colorChanges, !changes.isEmpty else { return "" }
        let items = changes.map { "<li>\(colorChange($0)) <span class=\"px-count\">\(Self.grouped($0.pixels)) px</span></li>" }
        return "<ul class=\"colors\" aria-label=\"Colour changes\">\(items.joined())</ul>"
    }

    /// `■ #from → ■ #to`; a swatch only for a well-formed colour (the text goes into a style attribute).
    func colorChange(_ change: SnapshotRecord.ColorChange) -> String {
        "<span class=\"change\">\(swatch(change.from))<span class=\"arrow\">→</span>\(swatch(change.to))</span>"
    }

    func swatch(_ color: String) -> String {
        guard Self.isHexColor(color) else { return "<code>\(text(color))</code>" }
        return "<span class=\"swatch\" style=\"--c:\(color)\"></span><code>\(color)</code>"
    }

    /// A captioned picture.
    func figure(_ label: String, _ shown: Shown?, bounds: SnapshotRecord.Bounds?, record: SnapshotRecord) -> String {
        var caption = label
        if case let .image(path, width, height)? = shown {
            caption += " <span class=\"dims\">\(width) × \(height)</span> <a href=\"\(url(path))\">open</a>"
        } else if case let .text(path, _, _)? = shown {
            caption += " <a href=\"\(url(path))\">open</a>"
        }
        let alt = "\(label) of \(record.suite)/\(record.name)"
        return "<figure class=\"pane\"><figcaption>\(caption)</figcaption>\(picture(shown, bounds: bounds, alt: alt))</figure>"
    }

    /// An image in a checkered frame with the changed area outlined, a text, a link or a note.
    func picture(_ shown: Shown?, bounds: SnapshotRecord.Bounds?, alt: String) -> String {
        switch shown {
        case let .image(path, width, height)?:
            return "<div class=\"frame checker\" style=\"--w:\(width);--h:\(height)\"><img class=\"px\" src=\"\(url(path))\" "
                + "alt=\"\(text(alt))\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\" decoding=\"async\">"
                + "\(box(bounds))</div>"
        case let .text(_, excerpt, isCut)?:
            return "<pre class=\"text-snapshot\">\(text(excerpt))\(isCut ? "\n…" : "")</pre>"
        case let .file(path)?:
            return "<p class=\"note\"><a href=\"\(url(path))\">\(text(path))</a></p>"
        case let .note(note)?:
            return "<p class=\"note missing\">\(text(note))</p>"
        case nil:
            return "<p class=\"note\">none was written</p>"
        }
    }

    /// The outline of the changed area (in image pixels; the style scales it with the zoom).
    func box(_ bounds: SnapshotRecord.Bounds?) -> String {
        guard let bounds else { return "" }
        return "<div class=\"box\" style=\"--bx:\(bounds.x);--by:\(bounds.y);--bw:\(bounds.width);--bh:\(bounds.height)\"></div>"
    }

    /// Where the test is, and what to do (`action` is markup).
    func footer(_ record: SnapshotRecord, action: String?) -> String {
        var parts: [String] = []
        if let test = record.test {
            let place = [test.file, test.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
            parts.append("<span class=\"site\">Test <code>\(text(place))</code>"
                + (test.name.map { " <span class=\"test-name\">\(text($0))</span>" } ?? "") + "</span>")
        }
        if let action { parts.append("<span class=\"action\">\(action)</span>") }
        guard !parts.isEmpty else { return "" }
        return "<footer class=\"item-foot\">\(parts.joined())</footer>"
    }

    func anchor(_ entry: Entry) -> String {
        anchors[entry.record.key] ?? "s0"
    }

    // MARK: Text

    /// Text for the page, HTML-escaped.
    func text(_ text: String) -> String {
        ThemeGalleryPage.escape(text)
    }

    /// A relative path for an attribute: percent-escaped, then HTML-escaped.
    func url(_ path: String) -> String {
        ThemeGalleryPage.escapePath(path)
    }

    func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `14,080`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (number < 0 ? "-" : "") + out
    }

    /// `0.28%`; `&lt;0.01%` for a share too small to show (already escaped).
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "?" }
        let value = Double(part) * 100 / Double(whole)
        if value > 0 && value < 0.01 { return "&lt;0.01%" }
        return String(format: "%.2f%%", value)
    }

    /// True for `#rrggbb` and `#rrggbbaa`.
    static func isHexColor(_ text: String) -> Bool {
        text.hasPrefix("#") && [7, 9].contains(text.utf8.count) && text.utf8.dropFirst().allSatisfy { byte in
            (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
        }
    }
}

extension SnapshotReviewPage {
    /// `bezel snapshots accept Suite/name`, the name quoted for a shell when it needs it.
    static func acceptCommand(_ record: SnapshotRecord) -> String {
        "bezel snapshots accept " + shellWord("\(record.suite)/\(record.name)")
    }

    /// `bezel snapshots accept --group ID`.
    static func groupCommand(_ id: String) -> String {
        "bezel snapshots accept --group " + shellWord(id)
    }

    /// The command that removes orphaned references.
    static let pruneCommand = "bezel snapshots prune --delete"

    /// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@%+=:,./-_")
        if !word.isEmpty && word.allSatisfy({ plain.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
