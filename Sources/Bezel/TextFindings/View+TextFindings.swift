import BezelGraphics

extension View {
    /// The texts in this view's subtree that do not show whole, as the last
    /// layout placed them: every ``PlacedText`` of every view that is drawn
    /// (hidden views and views with alpha 0 are skipped) checked for
    /// - ``TextFinding/Kind/missingGlyph``: characters no font has
    ///   (`TextLayout.missingCharacters`);
    /// - ``TextFinding/Kind/ellipsized``: `TextLayout.isTruncated`;
    /// - ``TextFinding/Kind/clipped``: ink (`TextLayout.inkBounds`) outside
    ///   the view's own clip (``PlacedText/clip``, or its bounds with
    ///   ``clipsToBounds``), or outside an ancestor that clips; a
    ///   ``ScrollView`` only across its scrolling direction (along it the
    ///   content can be scrolled into view). The innermost clip that cuts is named;
    /// - ``TextFinding/Kind/overflowsWindow``: ink that no clip removed
    ///   reaching past `visible`.
    ///
    /// Nothing is drawn and no layout is made: the views' cached layouts are
    /// read, so call it after the tree is laid out (or rendered). Ink within
    /// half a point of an edge counts as inside.
    ///
    /// - Parameter visible: the window's rectangle in this view's superview's
    ///   coordinates (the receiver's frame when nil, as a render of it shows).
    public func textFindings(in visible: Rect? = nil) -> [TextFinding] {
        var walk = TextFindingWalk(window: visible ?? frame)
        walk.visit(self, shift: Point(x: 0, y: 0), clips: [], path: PathFromIdentified(root: self))
        return walk.findings
    }
}

/// A subview-index path from the nearest ancestor with an identifier.
struct PathFromIdentified {
    var anchor: String
    var indices: [Int]

    init(root: View) {
        anchor = root.identifier.map { "#" + $0 } ?? ""
        indices = []
    }

    func child(_ view: View, at index: Int) -> PathFromIdentified {
        var next = self
        if let id = view.identifier {
            next.anchor = "#" + id
            next.indices = []
        } else {
            next.indices.append(index)
        }
        return next
    }

    func name(of view: View) -> String {
        let type = String(describing: Swift.type(of: view))
        if let id = view.identifier { return "\(type)#\(id)" }
        return "\(type) at \(anchor)/" + indices.map(String.init).joined(separator: "/")
    }
}

/// One pass over a tree, collecting findings.
private struct TextFindingWalk {
    /// A rectangle an ancestor clips its subtree to, in root coordinates.
    struct Clip {
        var rect: Rect
        /// The rectangle checked against: along a scroll view's scrolling
        /// direction it reaches without end.
        var checked: Rect
        var name: String
        var view: View
    }

    static let tolerance = 0.5
    let window: Rect
    var findings: [TextFinding] = []

    init(window: Rect) {
        self.window = window
    }

    /// `shift`: where the superview's bounds coordinates' origin lies in root coordinates.
    mutating func visit(_ view: View, shift: Point, clips: [Clip], path: PathFromIdentified) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frameOrigin = Point(x: shift.x + view.frame.minX, y: shift.y + view.frame.minY)
        let inner = Point(x: frameOrigin.x - view.bounds.minX, y: frameOrigin.y - view.bounds.minY)
        let name = path.name(of: view)
        for placed in view.placedTexts {
            check(placed, of: view, name: name, shift: inner, clips: clips)
        }
        var childClips = clips
        if view.clipsToBounds {
            let rect = Rect(origin: frameOrigin, size: view.bounds.size)
            childClips.append(Clip(rect: rect, checked: Self.checked(rect, for: view), name: name, view: view))
        }
        for (index, subview) in view.subviews.enumerated() {
            visit(subview, shift: inner, clips: childClips, path: path.child(subview, at: index))
        }
    }

    /// A scroll view's clip without its scrolling direction(s).
    static func checked(_ rect: Rect, for view: View) -> Rect {
        guard let scroll = view as? ScrollView else { return rect }
        let far = 1e12
        var checked = rect
        if scroll.axis != .horizontal { checked = Rect(x: checked.minX, y: -far, width: checked.width, height: 2 * far) }
        if scroll.axis != .vertical { checked = Rect(x: -far, y: checked.minY, width: 2 * far, height: checked.height) }
        return checked
    }

    mutating func check(_ placed: PlacedText, of view: View, name: String, shift: Point, clips: [Clip]) {
        let layout = placed.layout
        func add(_ kind: TextFinding.Kind, _ detail: String, missing: [Unicode.Scalar] = [],
                 overflow: EdgeInsets = EdgeInsets(all: 0), by ancestor: View? = nil) {
            findings.append(TextFinding(kind: kind, view: view, viewName: name, part: placed.part, text: layout.text,
                                        detail: detail, missingCharacters: missing, overflow: overflow,
                                        clippingAncestor: ancestor))
        }
        let missing = layout.missingCharacters
        if !missing.isEmpty {
            add(.missingGlyph, "no font has " + missing.map(TextFinding.name(of:)).joined(separator: ", ")
                    + " (drawn as a box) in " + Self.quoted(layout.text), missing: missing)
        }
        if layout.isTruncated {
            add(.ellipsized, Self.truncation(of: layout) + ": " + Self.quoted(layout.text))
        }
        let ink = layout.inkBounds
        guard !ink.isEmpty, ink.isFinite else { return }
        var visible = ink.offsetBy(dx: placed.origin.x + shift.x, dy: placed.origin.y + shift.y)
        var own = placed.clip
        if view.clipsToBounds { own = own.map { $0.intersection(view.bounds) ?? .zero } ?? view.bounds }
        if let own {
            let rect = own.offsetBy(dx: shift.x, dy: shift.y)
            let past = Self.overflow(of: visible, outside: rect)
            if Self.exceeds(past) {
                add(.clipped, Self.amounts(past) + " cut by its own bounds: " + Self.quoted(layout.text), overflow: past)
            }
            guard let kept = visible.intersection(rect), !kept.isEmpty else { return }
            visible = kept
        }
        var reported = false
        for clip in clips.reversed() {
            let past = Self.overflow(of: visible, outside: clip.checked)
            if !reported, Self.exceeds(past) {
                add(.clipped, Self.amounts(past) + " cut by " + clip.name + ": " + Self.quoted(layout.text), overflow: past,
                    by: clip.view)
                reported = true
            }
            guard let kept = visible.intersection(clip.rect), !kept.isEmpty else { return }
            visible = kept
        }
        let past = Self.overflow(of: visible, outside: window)
        if Self.exceeds(past) {
            add(.overflowsWindow, Self.amounts(past) + " past the window: " + Self.quoted(layout.text), overflow: past)
        }
    }

    /// How far `rect` reaches past `limit` on each side (0 where it does not).
    static func overflow(of rect: Rect, outside limit: Rect) -> EdgeInsets {
        EdgeInsets(top: max(0, limit.minY - rect.minY), left: max(0, limit.minX - rect.minX),
                   bottom: max(0, rect.maxY - limit.maxY), right: max(0, rect.maxX - limit.maxX))
    }

    static func exceeds(_ past: EdgeInsets) -> Bool {
        [past.top, past.left, past.bottom, past.right].contains { $0 > tolerance }
    }

    /// `12 pt on the right and 3 pt at the bottom`.
    static func amounts(_ past: EdgeInsets) -> String {
        let sides = [(past.left, "on the left"), (past.right, "on the right"), (past.top, "at the top"),
                     (past.bottom, "at the bottom")]
        let words = sides.filter { $0.0 > tolerance }.map { "\($0.0.compactText(decimals: 1)) pt \($0.1)" }
        return "ink " + words.joined(separator: " and ")
    }

    static func truncation(of layout: TextLayout) -> String {
        let width = layout.style.maxWidth.map { " to \($0.compactText(decimals: 1)) pt" } ?? ""
        if let lines = layout.style.maxLines, layout.lineCount >= lines, layout.style.ellipsis == .none {
            return "cut after \(lines) line" + (lines == 1 ? "" : "s") + width
        }
        return "cut with \"…\"" + width
    }

    static func quoted(_ text: String) -> String {
        let oneLine = text.map { $0.isNewline ? "⏎" : String($0) }.joined()
        let short = oneLine.count > 60 ? String(oneLine.prefix(59)) + "…" : oneLine
        return "\"" + short + "\""
    }
}
