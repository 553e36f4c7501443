import BezelGraphics
import Foundation

/// How well one text stands out from what is rendered behind it: the WCAG
/// 2.x contrast ratio between the text's colour and the pixels under its
/// glyphs, measured on a render (photos, blurs, gradients and translucent
/// views included). Made by ``View/textContrasts(scale:background:rendered:backdrop:percentile:)``.
///
/// Its ``description`` is `Label#subtitle "Good morning": contrast 2.1:1 over the rendered background (needs 4.5:1)`.
public struct TextContrast: CustomStringConvertible {
    /// The view that draws the text.
    public var view: View
    /// The view as findings name it: `Label#subtitle`, `Label at #card/0/2`.
    public var viewName: String
    /// Which of the view's texts.
    public var part: TextPart
    /// The text.
    public var text: String
    /// The colour the text is drawn in, the views' alpha included (the
    /// first; a link label's links are measured in theirs too, and the
    /// worst counts).
    public var color: Color
    /// The contrast ratio (1...21) at ``percentile`` of the pixels under the glyphs:
    /// the ratio that most of the text reaches at least.
    public var ratio: Double
    /// The lowest ratio of any pixel under the glyphs.
    public var minimumRatio: Double
    /// The share of the pixels under the glyphs ranked below ``ratio`` (0.1: the 10th percentile).
    public var percentile: Double
    /// WCAG's minimum for this text: 3 for large text, 4.5 otherwise.
    public var requiredRatio: Double
    /// At least 18 pt, or 14 pt bold, in the size drawn (after Dynamic Type).
    public var isLargeText: Bool
    /// The text of a disabled control: WCAG asks nothing of inactive controls.
    public var isExempt: Bool
    /// The visible part of the text's ink, in the rendered image's points.
    public var inkFrame: Rect
    /// How many pixels lay under the glyphs (0 when the text showed nowhere).
    public var pixelCount: Int

    /// Whether the text reaches its ratio (or is exempt).
    public var passes: Bool { isExempt || ratio >= requiredRatio }

    /// The ratio as WCAG writes it, `2.1:1`: rounded down, so a ratio under
    /// its threshold never reads as reaching it.
    public static func format(_ ratio: Double) -> String {
        let tenths = (ratio * 10 + 1e-9).rounded(.down) / 10
        return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + ":1"
    }

    /// What the contrast is, in words, after the quoted text.
    public var detail: String {
        let needs = " (needs \(Self.format(requiredRatio))\(isLargeText ? " for large text" : ""))"
        if pixelCount == 0 { return "\(TextContrast.quoted(text)): contrast \(Self.format(ratio)): the text does not show against the rendered background" + needs }
        return "\(TextContrast.quoted(text)): contrast \(Self.format(ratio)) over the rendered background" + needs
    }

    /// `Label#subtitle "Good morning": contrast 2.1:1 over the rendered background (needs 4.5:1)`.
    public var description: String { viewName + (part == .text ? "" : " \(part)") + " " + detail }

    static func quoted(_ text: String) -> String {
        let oneLine = text.map { $0.isNewline ? "⏎" : String($0) }.joined()
        return "\"" + (oneLine.count > 60 ? String(oneLine.prefix(59)) + "…" : oneLine) + "\""
    }

    /// WCAG 2.x relative luminance of an opaque sRGB colour (components 0...1).
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG 2.x contrast ratio of two relative luminances: 1 (none) to 21 (black on white).
    public static func ratio(luminance a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2.x contrast ratio of two colours, `foreground` composited over
    /// `background` and `background` over white when translucent.
    public static func ratio(of foreground: Color, over background: Color) -> Double {
        let bg = composite(background, over: (1, 1, 1))
        let fg = composite(foreground, over: bg)
        return ratio(luminance: luminance(fg.0, fg.1, fg.2), luminance(bg.0, bg.1, bg.2))
    }

    static func composite(_ color: Color, over below: (Double, Double, Double)) -> (Double, Double, Double) {
        let a = min(max(color.alpha, 0), 1)
        func mix(_ c: Double, _ d: Double) -> Double { min(max(c, 0), 1) * a + d * (1 - a) }
        return (mix(color.red, below.0), mix(color.green, below.1), mix(color.blue, below.2))
    }
}

extension View {
    /// The contrast of every text drawn in this view's subtree (every
    /// ``PlacedText`` that says its colour, of every view drawn) against
    /// the pixels rendered behind it.
    ///
    /// The view is rendered twice at `scale`: as it looks (or `rendered`,
    /// a render of it at `scale` over `background` already made) and with
    /// no text drawn (`Canvas.drawsText`). The pixels that differ inside a
    /// text's visible ink rectangle are its glyphs; under each, the text's
    /// colour (its alpha times the views' alpha, composited over that pixel
    /// of the text-free render) is compared with the pixel, WCAG 2.x's
    /// ratio, and the text's ratio is the one at `percentile` of them (the
    /// 10th by default, so a few dark pixels of a photo behind light text
    /// do not hide that most of it is hard to read). Large text (18 pt, or
    /// 14 pt bold, as drawn after Dynamic Type) needs 3:1, other text 4.5:1.
    /// A text whose glyphs change no pixel is reported at its colour's ratio
    /// against its ink rectangle when that is about 1:1 (text drawn in its
    /// background's colour), and skipped otherwise (something opaque covers it).
    /// Text in a disabled control is measured and marked exempt.
    /// Transparent pixels count as drawn over `backdrop`.
    ///
    /// The views must be laid out; rendering marks them displayed, as any render does.
    ///
    /// - Throws: `GraphicsError` when the view cannot be rendered at `scale`.
    public func textContrasts(scale: Double = 2, background: Color? = nil, rendered: Image? = nil,
                              backdrop: Color = .white, percentile: Double = 0.1) throws -> [TextContrast] {
        let shown = try rendered ?? renderImage(scale: scale, background: background)
        let behind = try renderImage(scale: shown.scale, background: background, drawsText: false)
        var walk = TextContrastWalk(shown: shown, behind: behind, backdrop: backdrop,
                                    percentile: min(max(percentile, 0), 1))
        walk.visit(self, shift: Point(x: -frame.minX, y: -frame.minY), clip: Rect(size: bounds.size), alpha: 1,
                   disabled: false, path: PathFromIdentified(root: self))
        return walk.contrasts
    }

    /// The ``textContrasts(scale:background:rendered:backdrop:percentile:)``
    /// under their thresholds, as ``AccessibilityFinding/Kind/lowContrast``
    /// findings (disabled controls' text is exempt). Each is named by the
    /// element that reads the text (the view's own, the segment's, or the
    /// view itself when no element reads it).
    ///
    /// - Throws: `GraphicsError` when the view cannot be rendered at `scale`.
    public func contrastFindings(scale: Double = 2, background: Color? = nil,
                                 rendered: Image? = nil) throws -> [AccessibilityFinding] {
        let failing = try textContrasts(scale: scale, background: background, rendered: rendered).filter { !$0.passes }
        guard !failing.isEmpty else { return [] }
        let elements = accessibilityElements()
        return failing.map { contrast in
            let partName: String? = if case let .segment(index) = contrast.part { "segment \(index)" } else { nil }
            let element = elements.first { $0.view === contrast.view && $0.part == partName }
                ?? AccessibilityElement(view: contrast.view, part: partName ?? (contrast.part == .text ? nil : "\(contrast.part)"),
                                        label: contrast.text, traits: .staticText, frame: contrast.inkFrame)
            return AccessibilityFinding(kind: .lowContrast, element: element, detail: contrast.detail)
        }
    }

    /// ``accessibilityFindings(minimumTouchTarget:)`` and, rendering the
    /// view at `scale`, its ``contrastFindings(scale:background:rendered:)``:
    /// the checks `bezel lint --accessibility` and snapshot runs make.
    ///
    /// - Throws: `GraphicsError` when the view cannot be rendered at `scale`.
    public func accessibilityFindings(minimumTouchTarget: Size = Size(width: 44, height: 44), contrastScale scale: Double,
                                      background: Color? = nil, rendered: Image? = nil) throws -> [AccessibilityFinding] {
        try accessibilityFindings(minimumTouchTarget: minimumTouchTarget)
            + contrastFindings(scale: scale, background: background, rendered: rendered)
    }
}

/// One pass over a tree, measuring each text against two renders.
private struct TextContrastWalk {
    let shown: Image
    let behind: Image
    let backdrop: (Double, Double, Double)
    let percentile: Double
    var contrasts: [TextContrast] = []

    init(shown: Image, behind: Image, backdrop: Color, percentile: Double) {
        self.shown = shown
        self.behind = behind
        self.backdrop = TextContrast.composite(backdrop, over: (1, 1, 1))
        self.percentile = percentile
    }

    /// `shift`: where the superview's bounds origin lies in image points; `clip`: what ancestors leave visible there.
    mutating func visit(_ view: View, shift: Point, clip: Rect, alpha: Double, disabled: Bool, path: PathFromIdentified) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frameOrigin = Point(x: shift.x + view.frame.minX, y: shift.y + view.frame.minY)
        let inner = Point(x: frameOrigin.x - view.bounds.minX, y: frameOrigin.y - view.bounds.minY)
        let alpha = alpha * min(view.alpha, 1)
        let disabled = disabled || ((view as? Control).map { !$0.isEnabled } ?? false)
        var clip = clip
        if view.clipsToBounds {
            guard let kept = clip.intersection(Rect(origin: frameOrigin, size: view.bounds.size)) else { return }
            clip = kept
        }
        let texts = view.placedTexts
        if !texts.isEmpty {
            let name = path.name(of: view)
            for placed in texts {
                measure(placed, of: view, name: name, shift: inner, clip: clip, alpha: alpha, disabled: disabled)
            }
        }
        for (index, subview) in view.subviews.enumerated() {
            visit(subview, shift: inner, clip: clip, alpha: alpha, disabled: disabled, path: path.child(subview, at: index))
        }
    }

    mutating func measure(_ placed: PlacedText, of view: View, name: String, shift: Point, clip: Rect,
                          alpha: Double, disabled: Bool) {
        guard let drawn = placed.color else { return }
        let ink = placed.layout.inkBounds
        guard !ink.isEmpty, ink.isFinite else { return }
        var visible = ink.offsetBy(dx: placed.origin.x, dy: placed.origin.y)
        if let own = placed.clip {
            guard let kept = visible.intersection(own) else { return }
            visible = kept
        }
        guard let kept = visible.offsetBy(dx: shift.x, dy: shift.y).intersection(clip), !kept.isEmpty else { return }
        visible = kept
        let colors = ([drawn] + placed.runColors).map { $0.withAlpha(min(max($0.alpha, 0), 1) * alpha) }
        let color = colors[0]
        let scale = shown.scale
        let x0 = max(0, Int((visible.minX * scale).rounded(.down))), y0 = max(0, Int((visible.minY * scale).rounded(.down)))
        let x1 = min(shown.pixelWidth, behind.pixelWidth, Int((visible.maxX * scale).rounded(.up)))
        let y1 = min(shown.pixelHeight, behind.pixelHeight, Int((visible.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        // The pixels behind the glyphs (those the text changes), else behind the whole ink rectangle.
        var under: [UInt32] = []
        var everywhere: [UInt32] = []
        shown.withUnsafeRows { shownRow in
            behind.withUnsafeRows { behindRow in
                for y in y0..<y1 {
                    let a = shownRow(y), b = behindRow(y)
                    for x in x0..<x1 {
                        if Self.differs(a[x], b[x]) { under.append(b[x]) } else if under.isEmpty { everywhere.append(b[x]) }
                    }
                }
            }
        }
        // One ratio per distinct pixel: text over flat colour has few.
        var known: [UInt32: Double] = [:]
        let backdrop = self.backdrop
        func measured(_ words: [UInt32]) -> [Double] {
            words.map { word in
                if let ratio = known[word] { return ratio }
                // A text in several colours (a link label's links) counts its worst.
                let ratio = colors.map { Self.ratio(of: $0, over: word, backdrop: backdrop) }.min() ?? 1
                known[word] = ratio
                return ratio
            }
        }
        let glyphs = measured(under)
        let size = placed.layout.font.effectiveSize
        let large = size >= 18 || (size >= 14 && placed.layout.font.weight == .bold)
        var ratios = glyphs
        if ratios.isEmpty {
            // No pixel changed: drawn in its background's colour, or covered by something opaque.
            let all = measured(everywhere).sorted()
            guard let median = all.isEmpty ? nil : all[all.count / 2], median < 1.1 else { return }
            ratios = all
        } else {
            ratios.sort()
        }
        let index = min(ratios.count - 1, Int((Double(ratios.count - 1) * percentile).rounded(.down)))
        contrasts.append(TextContrast(view: view, viewName: name, part: placed.part, text: placed.layout.text, color: color,
                                      ratio: ratios[index], minimumRatio: ratios[0], percentile: percentile,
                                      requiredRatio: large ? 3 : 4.5, isLargeText: large, isExempt: disabled,
                                      inkFrame: visible, pixelCount: glyphs.count))
    }

    /// Whether two premultiplied pixels differ by more than rounding.
    static func differs(_ a: UInt32, _ b: UInt32) -> Bool {
        guard a != b else { return false }
        for shift in stride(from: 0, through: 24, by: 8) {
            let d = Int((a >> UInt32(shift)) & 255) - Int((b >> UInt32(shift)) & 255)
            if abs(d) > 2 { return true }
        }
        return false
    }

    /// The ratio of `color` composited over the premultiplied pixel `word` (itself over `backdrop`) against the pixel.
    static func ratio(of color: Color, over word: UInt32, backdrop: (Double, Double, Double)) -> Double {
        let a = Double(word >> 24) / 255
        let r = Double((word >> 16) & 255) / 255 + backdrop.0 * (1 - a)
        let g = Double((word >> 8) & 255) / 255 + backdrop.1 * (1 - a)
        let b = Double(word & 255) / 255 + backdrop.2 * (1 - a)
        let fg = TextContrast.composite(color, over: (r, g, b))
        return TextContrast.ratio(luminance: TextContrast.luminance(fg.0, fg.1, fg.2), TextContrast.luminance(r, g, b))
    }
}
