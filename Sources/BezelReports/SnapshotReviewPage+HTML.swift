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
    /// The server's token when the page is served with its actions (see `SnapshotReviewPage+Serving.swift`); nil for the file.
    let servedToken: String?

    init(page: SnapshotReviewPage, files: SnapshotReviewPage.ShownFiles, servedToken: String? = nil) {
        self.page = page
        self.files = files
        self.servedToken = servedToken
        self.counts = page.counts
        self.anchors = Dictionary(page.results.entries.enumerated().map { ($1.record.key, "s\($0 + 1)") },
                                  uniquingKeysWith: { first, _ in first })
    }

    func document() -> String {
        let sections = [mismatches(), errors(), new(), rerecorded(), textFindings(), orphaned()].filter { !$0.isEmpty }
        let served = servedToken != nil
        return Self.document(title: page.title, generator: "bezel snapshots report", attributes: "data-background=\"checker\"",
                             connectSources: served ? "'self'" : "",
                             style: SnapshotReviewPage.style + (served ? "\n" + SnapshotReviewPage.servedStyle : ""), body: """
            \(header())
            \(toolbar(backgrounds: [.checker, .light, .dark]))
            \(servedPanel())<main>
            \(sections.joined(separator: "\n"))
            </main>
            """, script: SnapshotReviewPage.script + (served ? "\n" + SnapshotReviewPage.servedScript : ""))
    }

    /// On a served page, the token its server asks of every request.
    var pathSuffix: String {
        servedToken.map { "?token=" + Self.escape(Self.percentEncoded($0)) } ?? ""
    }

    // MARK: Header and toolbar

    func header() -> String {
        let tiles: [(label: String, count: Int, kind: String, section: String?)] = [
            (counts.mismatches == 1 ? "mismatch" : "mismatches", counts.mismatches, "mismatches", "mismatches"),
            ("new", counts.new, "new", "new"),
            ("orphaned", counts.orphaned, "orphaned", "orphaned"),
            ("re-recorded", counts.rerecorded, "rerecorded", "rerecorded"),
            ("matched", counts.matched, "matched", nil),
            (counts.errors == 1 ? "error" : "errors", counts.errors, "errors", "errors"),
        ] + [("text", counts.textFindings), ("accessibility", counts.accessibilityFindings)].filter { $0.1 > 0 }.map { name, count in
            // Each category of finding under its own name; both are listed in the findings section.
            ("\(name) finding\(count == 1 ? "" : "s")", count, "findings", page.matchedWithTextFindings.isEmpty ? nil : "text-findings")
        }
        let tileMarkup = tiles.map { tile in
            let counted = servedToken != nil && SnapshotReviewPage.servedCounts.contains(tile.kind)
            let inside = "<span class=\"n\"\(counted ? " data-count=\"\(tile.kind)\"" : "")>\(tile.count)</span>"
                + "<span class=\"l\">\(tile.label)</span>"
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

    // MARK: Sections

    /// A section: its heading with `count`, a lede (markup) and its body (markup). Sections with nothing
    /// to show are left out by their callers, except Failures, which says "None".
    func section(id: String, title: String, count: Int, lede: String, body: String) -> String {
        let counted = servedToken != nil && SnapshotReviewPage.servedCounts.contains(id) ? " data-count=\"\(id)\"" : ""
        return """
        <section id="\(id)" class="section-\(id)">
        <h2>\(title) <span class="count"\(counted)>\(count)</span></h2>
        <p class="lede">\(lede)</p>
        \(body)
        </section>
        """
    }

    func mismatches() -> String {
        let groups = page.groups
        guard !groups.isEmpty else {
            return section(id: "mismatches", title: "Mismatches", count: 0,
                           lede: "None: no snapshot differs from its reference.", body: "")
        }
        let lede = "\(plural(counts.mismatches, "snapshot")) differ\(counts.mismatches == 1 ? "s" : "") from "
            + "\(counts.mismatches == 1 ? "its reference" : "their references"), in \(plural(groups.count, "change")). "
            + "Accept a whole change with its group’s command, or one snapshot with its own."
        let body = groups.enumerated().map { index, group in
            group.entries.count > 1 ? self.group(group, number: index + 1) : mismatch(group.entries[0])
        }.joined(separator: "\n")
        return section(id: "mismatches", title: "Mismatches", count: counts.mismatches, lede: lede, body: body)
    }

    func errors() -> String {
        let entries = page.results.entries.filter { $0.record.status == .error }
        guard !entries.isEmpty else { return "" }
        let body = entries.map { entry in
            let pictures = files[entry, .actual].map { actual in
                "<div class=\"viewer\"><div class=\"panes\">" + figure("Actual (not compared)", actual, bounds: nil, record: entry.record)
                    + "</div></div>"
            } ?? ""
            return """
            <article class="item error-item" id="\(anchor(entry))">
            <header class="item-head">\(heading(entry.record))</header>
            \(textFindingList(entry.record, failing: true))
            \(pictures)
            \(message(entry.record))
            \(footer(entry.record, action: nil))
            </article>
            """
        }.joined(separator: "\n")
        return section(id: "errors", title: "Errors", count: entries.count,
                       lede: entries.contains { $0.record.textFindings != nil }
                        ? "These snapshots could not be checked at all, or show text that does not show whole under "
                            + "the text finding policy <code>fail</code> (their image is shown as it was rendered, not compared)."
                        : "These snapshots could not be checked at all.", body: body)
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
                : "Accept with <code class=\"cmd\">\(text(SnapshotReviewPage.acceptCommand(record)))</code>" + acceptButton(record)
            return """
                <article class="item new-item" id="\(anchor(entry))"\(isRecorded ? "" : keyAttribute(record))>
                <header class="item-head">\(heading(record))<ul class="facts"><li>\(isRecorded ? "reference recorded" : "no reference yet")</li></ul></header>
                \(textFindingList(record, failing: false))
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
                \(textFindingList(record, failing: false))
                \(pictures)
                \(footer(record, action: action))
                </article>
                """
        }.joined(separator: "\n")
        return section(id: "rerecorded", title: "Re-recorded", count: entries.count,
                       lede: "The record mode rewrote these references in this run.", body: body)
    }

    /// Matched snapshots whose texts do not show whole (the text finding
    /// policy `warn`): each reference beside its findings.
    func textFindings() -> String {
        let entries = page.matchedWithTextFindings
        guard !entries.isEmpty else { return "" }
        let body = entries.map { entry in
            let record = entry.record
            return """
                <article class="item findings-item" id="\(anchor(entry))">
                <header class="item-head">\(heading(record))<ul class="facts"><li>matched</li></ul></header>
                <div class="findings-row">
                <div class="viewer"><div class="panes">\(figure("Reference", files[entry, .reference], bounds: nil, record: record))</div></div>
                \(textFindingList(record, failing: false))
                </div>
                \(footer(record, action: nil))
                </article>
                """
        }.joined(separator: "\n")
        let count = entries.count
        return section(id: "text-findings", title: "Text findings", count: count,
                       lede: "\(plural(count, "snapshot")) matched \(count == 1 ? "its reference" : "their references") but "
                        + "\(count == 1 ? "shows" : "show") text that does not show whole (cut with “…”, clipped, past the "
                        + "window or drawn with missing-glyph boxes) or accessibility findings (text contrast under WCAG's ratio "
                        + "on the rendered pixels; in scenes, also unlabelled controls, small touch targets, shared labels, "
                        + "elements off screen). They pass; <code>--text-findings fail</code> or "
                        + "<code>BEZEL_TEXT_FINDINGS=fail</code> (<code>--accessibility-findings fail</code>, "
                        + "<code>BEZEL_ACCESSIBILITY_FINDINGS=fail</code>) makes them fail.",
                       body: body)
    }

    /// A record's text findings: one line each, kind first, then the view, the detail, where the view is declared and
    /// what the snapshot was rendered in; `failing` under the policy `fail`.
    func textFindingList(_ record: SnapshotRecord, failing: Bool) -> String {
        guard let findings = record.textFindings, !findings.isEmpty else { return "" }
        let items = findings.map { finding in
            var line = "<li><span class=\"finding-kind\">\(text(finding.kind))</span> <code>\(text(finding.view))</code>"
                + (finding.part.isEmpty ? "" : " \(text(finding.part))") + ": \(text(finding.detail))"
            var about: [String] = []
            if let place = finding.place { about.append("<code>\(text(place))</code>") }
            if let environment = finding.environment, !environment.isEmpty { about.append(text(environment.description)) }
            if !about.isEmpty { line += " <span class=\"finding-where\">\(about.joined(separator: " · "))</span>" }
            return line + "</li>"
        }.joined()
        let label = failing ? "Text findings (failing)" : "Text findings (warnings)"
        return "<ul class=\"findings\(failing ? " failing" : "")\" aria-label=\"\(label)\">\(items)</ul>"
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
            guard servedToken != nil else { return "<li>\(picture)<code>\(text(shown))</code></li>" }
            return "<li data-path=\"\(text(shown))\">\(picture)<code>\(text(shown))</code>"
                + "<span class=\"outcome\" role=\"status\"></span></li>"
        }.joined()
        return section(id: "orphaned", title: "Orphaned references", count: page.orphans.count,
                       lede: "No check touched these reference files (a test was renamed or removed). Remove them with "
                        + "<code class=\"cmd\">\(SnapshotReviewPage.pruneCommand)</code>" + deleteButton(),
                       body: "<ul class=\"orphans\">\(items)</ul>")
    }
}
