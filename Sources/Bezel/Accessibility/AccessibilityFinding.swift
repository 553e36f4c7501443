import BezelGraphics

/// Something a screen-reader or switch user cannot use or cannot tell
/// apart: made by ``View/accessibilityFindings(minimumTouchTarget:)``.
///
/// Its ``description`` is `Switch#alarm: unlabelled: a switch button with no label: VoiceOver says only "switch button, on"`.
public struct AccessibilityFinding: CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An interactive element (button, link, switch, slider, text field) or an image with no label.
        case unlabelled
        /// A label that repeats what its trait says ("Start button": VoiceOver says "Start button, button").
        case labelRepeatsTrait = "label-repeats-trait"
        /// An interactive element smaller than the minimum touch target (Apple's 44 × 44 pt).
        case smallTouchTarget = "small-touch-target"
        /// Two interactive elements with the same label: a screen-reader user cannot tell them apart.
        case duplicateLabel = "duplicate-label"
        /// An element wholly or partly outside the window, where no scroll view brings it into sight.
        case offScreen = "off-screen"
        /// An element partly or wholly cut off by an ancestor that clips
        /// (``View/clipsToBounds``; a scroll view is left out: it scrolls
        /// the element into sight): the user sees less than VoiceOver outlines.
        case clipped
        /// A text whose contrast with the pixels rendered behind its glyphs is under WCAG's
        /// 4.5:1 (3:1 for large text): ``View/contrastFindings(scale:background:rendered:)``.
        case lowContrast = "low-contrast"
    }

    /// What is wrong.
    public var kind: Kind
    /// The element.
    public var element: AccessibilityElement
    /// What was found, in words.
    public var detail: String

    public init(kind: Kind, element: AccessibilityElement, detail: String) {
        self.kind = kind
        self.element = element
        self.detail = detail
    }

    /// The element as findings name it: `Switch#alarm`, `SegmentedControl segment 2`.
    public var elementName: String { TraceName.of(element.view) + (element.part.map { " \($0)" } ?? "") }

    /// `element: kind: detail`.
    public var description: String { "\(elementName): \(kind.rawValue): \(detail)" }
}

extension View {
    /// The traits of elements a user acts on.
    static let interactiveTraits: AccessibilityTraits = [.button, .link, .adjustable, .toggleButton, .textField, .searchField]

    /// What a screen-reader or switch user would stumble on in this view's
    /// subtree, element by element in reading order: interactive elements and
    /// images without a label, labels that repeat their trait, interactive
    /// elements smaller than `minimumTouchTarget` (Apple's 44 × 44 pt by
    /// default; a link inside a text is exempt, its size being the line's,
    /// as WCAG's inline exception has it; the target measured is the
    /// element's frame, which is where Bezel's hit testing, like UIKit's,
    /// takes touches), interactive elements sharing a label, and elements
    /// reaching outside the window (or the root view).
    public func accessibilityFindings(minimumTouchTarget: Size = Size(width: 44, height: 44)) -> [AccessibilityFinding] {
        let elements = accessibilityElements()
        let visible = windowFrame
        var findings: [AccessibilityFinding] = []
        var labels: [String: AccessibilityElement] = [:]
        for element in elements {
            let interactive = !element.traits.isDisjoint(with: Self.interactiveTraits)
            let label = (element.label ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if (interactive || element.traits.contains(.image)) && label.isEmpty {
                findings.append(AccessibilityFinding(kind: .unlabelled, element: element,
                                                     detail: "\(element.traits.spokenWords.first ?? "an element") with no label: VoiceOver says only \"\(element.announcement)\""))
            }
            let lower = label.lowercased()
            let roleWords: [(word: String, traits: AccessibilityTraits)] = [
                ("button", [.button, .toggleButton]), ("link", .link), ("image", .image), ("heading", .header),
                ("switch", .toggleButton), ("slider", .adjustable), ("text field", .textField),
            ]
            if let word = roleWords.first(where: { (lower.hasSuffix(" " + $0.word) || lower == $0.word)
                                                   && !element.traits.isDisjoint(with: $0.traits) })?.word {
                findings.append(AccessibilityFinding(kind: .labelRepeatsTrait, element: element,
                                                     detail: "the label \"\(label)\" says \"\(word)\", which the trait says too: VoiceOver says \"\(element.announcement)\""))
            }
            let inlineLink = element.view is LinkLabel && element.part != nil
            if interactive, !inlineLink,
               element.frame.width < minimumTouchTarget.width || element.frame.height < minimumTouchTarget.height {
                findings.append(AccessibilityFinding(kind: .smallTouchTarget, element: element,
                                                     detail: "\(points(element.frame.width)) × \(points(element.frame.height)) pt, under \(points(minimumTouchTarget.width)) × \(points(minimumTouchTarget.height))"))
            }
            if interactive, !label.isEmpty {
                if let first = labels[lower], first.view !== element.view || first.part != element.part {
                    findings.append(AccessibilityFinding(kind: .duplicateLabel, element: element,
                                                         detail: "\"\(label)\" is also the label of \(TraceName.of(first.view))\(first.part.map { " \($0)" } ?? "")"))
                } else if labels[lower] == nil {
                    labels[lower] = element
                }
            }
            let frame = element.frame
            // Inside a scroll view an element out of sight is scrolled to, as VoiceOver does.
            if !element.view.isInsideScrollView, frame.minX < visible.minX - 0.5 || frame.minY < visible.minY - 0.5
                || frame.maxX > visible.maxX + 0.5 || frame.maxY > visible.maxY + 0.5 {
                findings.append(AccessibilityFinding(kind: .offScreen, element: element,
                                                     detail: "its frame \(element.frame) reaches outside \(visible)"))
            } else if let (clip, by) = element.view.clippingAncestor(of: frame, below: self) {
                let shown = frame.intersection(clip).map { "\(points($0.width)) × \(points($0.height)) pt of" } ?? "none of"
                findings.append(AccessibilityFinding(kind: .clipped, element: element,
                                                     detail: "\(shown) its \(points(frame.width)) × \(points(frame.height)) pt show: "
                                                         + "\(TraceName.of(by)) clips it"))
            }
        }
        return findings
    }

    /// The first ancestor up to `root` (a scroll view, and what holds one,
    /// left out) whose bounds, in window coordinates, do not hold `frame`,
    /// with those bounds; nil when none clips it.
    func clippingAncestor(of frame: Rect, below root: View) -> (Rect, View)? {
        var current = superview
        while let view = current, !(view is ScrollView) {
            if view.clipsToBounds {
                let clip = view.windowFrame
                if frame.minX < clip.minX - 0.5 || frame.minY < clip.minY - 0.5 || frame.maxX > clip.maxX + 0.5 || frame.maxY > clip.maxY + 0.5 {
                    return (clip, view)
                }
            }
            if view === root { return nil }
            current = view.superview
        }
        return nil
    }

    /// Whether a scroll view holds this view.
    var isInsideScrollView: Bool {
        var current = superview
        while let view = current {
            if view is ScrollView { return true }
            current = view.superview
        }
        return false
    }

    private func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
