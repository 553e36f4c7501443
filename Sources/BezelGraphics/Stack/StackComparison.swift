/// The rendering stack that made a reference beside the one of this run,
/// so a mismatch can say whether the libraries or fonts changed.
///
/// ```swift
/// if let stack = mismatch.stack, !stack.differences.isEmpty {
///     print(stack.sentence)   // The reference was rendered with another stack: cairo 1.16.0, this run 1.18.4. …
/// }
/// ```
///
/// See also: ``RenderingStack``, ``ReferenceStamp``.
public struct StackComparison: Sendable, Equatable {
    /// The stack stored in the reference; nil when it stores none (recorded
    /// before Bezel stored stacks, or by another tool).
    public var reference: RenderingStack?
    /// The stack of this run.
    public var current: RenderingStack

    /// A comparison of `reference` with `current`.
    public init(reference: RenderingStack?, current: RenderingStack = .current) {
        self.reference = reference
        self.current = current
    }

    /// How this run's stack differs from the reference's; empty when they
    /// are the same or the reference stores none.
    public var differences: [RenderingStack.Difference] {
        reference.map { current.differences(from: $0) } ?? []
    }

    /// True when the reference names its stack and it is this run's.
    public var isSameStack: Bool { reference != nil && differences.isEmpty }

    /// What the comparison means for the failure, in a sentence or two.
    /// What a change of the text libraries or fonts can and cannot explain.
    ///
    /// cairo 1.17.2 and later composite glyphs on a quarter-pixel grid where
    /// cairo 1.16 rounds them to whole pixels; Bezel puts every glyph on a
    /// whole device pixel before cairo sees it, so `scripts/compare-debian-releases`
    /// finds every preview, example and text sample identical between
    /// Debian 12 and Debian 13, but for hex boxes.
    public static let textExplanation = "Bezel puts every glyph on a whole device pixel, so text in the shipped fonts "
        + "is drawn identically by cairo 1.16 and 1.18 (Debian 12 and 13) and shapes, gradients, shadows and images "
        + "do not depend on these versions. What such a change still moves is text the shipped fonts cannot show: "
        + "the hex boxes Pango draws for missing characters (Pango 1.54 moved their digits, and cairo 1.17.2 and "
        + "later place the digits at quarter-pixel offsets), as well as different fonts or a HarfBuzz that shapes "
        + "some text differently."

    /// True for a cairo version that composites glyphs at sub-pixel offsets
    /// (1.17.2 and later); false for 1.16 and earlier or an unreadable version.
    public static func placesGlyphsAtSubpixelOffsets(_ version: String?) -> Bool {
        guard let version else { return false }
        let numbers = version.split(separator: ".").prefix(3).map { Int($0.prefix(while: \.isNumber)) ?? 0 }
        guard numbers.count >= 2 else { return false }
        let (major, minor, micro) = (numbers[0], numbers[1], numbers.count > 2 ? numbers[2] : 0)
        return major > 1 || (major == 1 && (minor > 17 || (minor == 17 && micro >= 2)))
    }

    public var sentence: String {
        guard reference != nil else {
            return "The reference stores no rendering stack (recorded by an older Bezel or another tool); "
                + "this run: \(current.summary). Re-record it to store one."
        }
        let changes = differences
        guard !changes.isEmpty else {
            return "The reference was rendered with this run's stack (\(current.summary)), "
                + "so the difference comes from the view or its inputs, not from the libraries."
        }
        let listed = changes.map { change in
            "\(change.component) \(change.reference ?? "(none)"), this run \(change.current ?? "(none)")"
        }
        var text = "The reference was rendered with another stack: \(listed.joined(separator: "; "))."
        let textComponents = ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"]
        if changes.contains(where: { textComponents.contains($0.component) || $0.component.hasPrefix("font ") }) {
            text += " " + Self.textExplanation
        }
        if let reference, changes.contains(where: { $0.component == "renderer" }) {
            if reference.renderer < RenderingStack.wholePixelGlyphsRenderer,
               current.renderer >= RenderingStack.wholePixelGlyphsRenderer,
               Self.placesGlyphsAtSubpixelOffsets(reference.libraries["cairo"]) {
                text += " The reference was drawn by a Bezel that left glyphs where cairo \(reference.libraries["cairo"] ?? "")"
                    + " put them, at quarter-pixel offsets; Bezel now draws every glyph on a whole device pixel"
                    + " (as cairo 1.16 does), so text moved by up to half a pixel: review and re-record."
            } else {
                text += " Bezel's renderer version changed: its drawing moved on purpose; review and re-record."
            }
        }
        return text
    }
}
