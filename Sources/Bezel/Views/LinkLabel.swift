import BezelGraphics

/// A label whose text is made of runs, some of them links that can be tapped.
///
/// Links are drawn in the ``LinkLabelStyle`` link colour and underline. To
/// find the link under a touch, ``link(at:)`` does what the source post
/// ("a label whose hyperlinks can be tapped") does: it finds the character
/// under the point, then checks that the point is inside that character's
/// glyph box, so a touch in the empty space beside a short line (left,
/// centred or right aligned), above or below the text, or past its end hits
/// no link.
///
/// ```swift
/// let terms = LinkLabel(runs: [.text("I agree to the "), .link("terms", to: "app://terms"), .text(".")])
/// if let link = terms.link(at: touch.location) { open(link.target) }
/// ```
///
/// Setting ``Label/text`` directly replaces the runs with one plain run.
///
/// See also: ``LinkLabelStyle``, `TextLayout/characterIndex(at:)`, `TextLayout/glyphBox(forCharacterAt:)`.
public final class LinkLabel: Label {
    /// A piece of the text: plain, or a link to a target.
    public struct Run: Hashable, Sendable {
        /// The text shown.
        public var text: String
        /// A URL or any identifier the app understands; nil for plain text.
        public var link: String?

        public init(_ text: String, link: String? = nil) {
            self.text = text
            self.link = link
        }

        /// Plain text.
        public static func text(_ text: String) -> Run { Run(text) }
        /// Link text that leads to `target`.
        public static func link(_ text: String, to target: String) -> Run { Run(text, link: target) }
    }

    /// A link in the label: its target, its text and where it is.
    public struct Link: Hashable, Sendable {
        /// The run's link: a URL or identifier.
        public let target: String
        /// The text the link shows.
        public let text: String
        /// Where the text is, in `Character` offsets into ``Label/text``.
        public let range: Range<Int>
        /// The index of the run it comes from in ``LinkLabel/runs``.
        public let runIndex: Int
    }

    /// The text, run by run.
    public var runs: [Run] {
        didSet {
            guard runs != oldValue else { return }
            links = LinkLabel.links(in: runs)
            let joined = runs.map(\.text).joined()
            if text != joined { text = joined }
            invalidateLayout()
        }
    }

    /// How links look.
    public var linkStyle: LinkLabelStyle { didSet { if linkStyle != oldValue { invalidateLayout() } } }

    /// The links, in order.
    public private(set) var links: [Link]

    /// A label showing `runs` one after another.
    public init(runs: [Run], frame: Rect = .zero, style: LinkLabelStyle = LinkLabelStyle()) {
        self.runs = runs
        self.linkStyle = style
        self.links = LinkLabel.links(in: runs)
        super.init(runs.map(\.text).joined(), frame: frame, style: style.label)
        addGestureRecognizer(linkTapRecognizer)
    }

    public override var text: String {
        didSet { if text != runs.map(\.text).joined() { runs = [Run(text)] } }
    }

    // MARK: Hit testing

    /// The link under `point` (in the label's coordinates), or nil: the
    /// character under the point must be part of a link and the point must be
    /// inside that character's glyph box.
    public func link(at point: Point) -> Link? {
        guard point.isFinite, !links.isEmpty else { return nil }
        let layout = self.layout
        let origin = textOrigin(for: layout)
        let local = Point(x: point.x - origin.x, y: point.y - origin.y)
        guard let index = layout.characterIndex(at: local),
              let box = layout.glyphBox(forCharacterAt: index), box.contains(local) else { return nil }
        return links.first { $0.range.contains(index) }
    }

    /// The boxes `link` covers, one per line it is on, in the label's
    /// coordinates: the union of its characters' glyph boxes on each line,
    /// leaving out white space at either end of a line.
    public func boxes(for link: Link) -> [Rect] {
        let layout = self.layout
        let origin = textOrigin(for: layout)
        let characters = Array(text)
        var boxes: [Rect] = []
        for index in link.range where index < characters.count {
            guard !characters[index].isWhitespace,
                  let glyph = layout.glyphBox(forCharacterAt: index), glyph.width > 0 else { continue }
            let box = glyph.offsetBy(dx: origin.x, dy: origin.y)
            if let last = boxes.last, last.minY == box.minY {
                // A space between two glyphs of the line is covered by the union.
                boxes[boxes.count - 1] = last.union(box)
            } else {
                boxes.append(box)
            }
        }
        return boxes
    }

    /// A link label takes touches while it has links (to open them).
    public override var acceptsTouches: Bool { !links.isEmpty }

    /// Called when a touch that began on a link ends on the same link
    /// (inside its glyphs, as ``link(at:)`` decides): see ``linkTapRecognizer``.
    public var onLinkTapped: ((Link) -> Void)?

    /// Reports taps on links (see ``LinkTapRecognizer``); installed by `init`.
    public let linkTapRecognizer = LinkTapRecognizer()

    public override var properties: [ViewProperty] {
        super.properties + [.value("links", .number(Double(links.count)))]
    }

    // MARK: Drawing

    /// The text as given, in every pseudo-locale: the links' ranges count its characters.
    override var displayedText: String { text }

    override var textAttributes: [TextAttribute] {
        links.map { TextAttribute.color(linkStyle.linkColor, range: $0.range) }
    }

    /// The text, with the links' colour among its colours.
    public override var placedTexts: [PlacedText] {
        super.placedTexts.map { placed in
            var placed = placed
            if !links.isEmpty { placed.runColors = [linkStyle.linkColor] }
            return placed
        }
    }

    /// Draws the text, then the links' underlines: drawn here rather than by
    /// Pango so they sit on whole device pixels at every scale.
    public override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard linkStyle.isUnderlined, !links.isEmpty else { return }
        let layout = self.layout
        let origin = textOrigin(for: layout)
        let lines = layout.lineBoxes, baselines = layout.lineBaselines
        let metrics = layout.underlineMetrics
        let color = linkStyle.underlineColor ?? linkStyle.linkColor
        for link in links {
            for box in boxes(for: link) {
                let middle = box.midY - origin.y
                guard let line = lines.firstIndex(where: { $0.minY <= middle && middle < $0.maxY }),
                      line < baselines.count else { continue }
                let top = origin.y + baselines[line] + metrics.offset
                let rect = Rect(x: box.minX, y: top, width: box.width, height: metrics.thickness)
                canvas.fill(canvas.pixelAligned(rect), with: color)
            }
        }
    }

    /// The links of `runs`, with their character ranges in the joined text.
    /// Ranges are measured on the joined text as it grows, so a run that
    /// joins with its neighbour into one character does not shift the rest.
    private static func links(in runs: [Run]) -> [Link] {
        var joined = ""
        var links: [Link] = []
        for (index, run) in runs.enumerated() {
            let start = joined.count
            joined += run.text
            let end = joined.count
            if let target = run.link, end > start {
                links.append(Link(target: target, text: run.text, range: start..<end, runIndex: index))
            }
        }
        return links
    }
}
