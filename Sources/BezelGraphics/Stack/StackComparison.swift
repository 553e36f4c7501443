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
        if changes.contains(where: { ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"].contains($0.component) || $0.component.hasPrefix("font ") }) {
            text += " Text is what such changes move (glyph edges); shapes, gradients, shadows and images usually stay identical."
        }
        if changes.contains(where: { $0.component == "renderer" }) {
            text += " Bezel's renderer version changed: its drawing moved on purpose; review and re-record."
        }
        return text
    }
}
