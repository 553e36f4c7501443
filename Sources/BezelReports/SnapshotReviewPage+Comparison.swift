import BezelSnapshotResults
import Foundation

/// The mismatches' markup: a change group, one mismatch with its three
/// pictures and comparison modes, and the small parts every section uses.
extension ReviewMarkup {

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
            <span>accept all <code class="cmd">\(text(SnapshotReviewPage.groupCommand(group.id)))</code>\
            \(groupButton(group))</span></p>
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
            <article class="item" id="\(anchor(entry))"\(keyAttribute(record))>
            <header class="item-head">\(heading(record))<ul class="facts">\(facts)</ul></header>
            \(message(record))
            \(textFindingList(record, failing: false))
            \(colorChanges(record))
            \(comparison(entry, before: "Reference", after: "Actual"))
            \(footer(record, action: "Accept <code class=\"cmd\">\(text(SnapshotReviewPage.acceptCommand(record)))</code>"
                + acceptButton(record)))
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
            facts.append("size changed from \(dimensions.reference) to \(dimensions.actual)")
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
            out += comparisonViewer(before: before, after: after, name: "\(record.suite)/\(record.name)",
                                    under: ShownImage(path: referencePath, width: referenceWidth, height: referenceHeight),
                                    over: ShownImage(path: actualPath, width: actualWidth, height: actualHeight),
                                    box: outline(bounds))
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

    /// `■ #from → ■ #to` (see ``swatch(_:)``).
    func colorChange(_ change: SnapshotRecord.ColorChange) -> String {
        "<span class=\"change\">\(swatch(change.from))<span class=\"arrow\">→</span>\(swatch(change.to))</span>"
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
            return framed(ShownImage(path: path, width: width, height: height), alt: alt, box: outline(bounds))
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

    /// The changed area of a record, to outline.
    func outline(_ bounds: SnapshotRecord.Bounds?) -> OutlineBox? {
        bounds.map { OutlineBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
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
}
