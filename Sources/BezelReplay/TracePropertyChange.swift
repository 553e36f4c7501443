import Bezel

/// One property of a view that changed during a step, typed: its name as
/// scripts write it (`Bezel/ViewProperty/name`), its value before the step
/// and its value after.
///
/// `old` is nil for a view the trace had not seen before the step.
///
/// ```swift
/// TracePropertyChange(property: "hidden", old: .bool(false), new: .bool(true))   // hidden: false → true
/// ```
public struct TracePropertyChange: Hashable, Sendable, CustomStringConvertible {
    /// The property's name (`hidden`, `alpha`, `enabled`...).
    public let property: String
    /// Its value before the step, or nil when the view was new to the trace.
    public let old: ViewProperty.Value?
    /// Its value after the step.
    public let new: ViewProperty.Value

    public init(property: String, old: ViewProperty.Value?, new: ViewProperty.Value) {
        self.property = property
        self.old = old
        self.new = new
    }

    /// `hidden: false → true`, `alpha: 1 → 0.5`, `title: "" → "Save"`; an
    /// old value the trace did not have is `-`. Numbers are written to 3
    /// decimals (`Bezel/ViewProperty/Value/description`), text in quotes.
    public var description: String {
        "\(property): \(old.map(Self.written) ?? "-") → \(Self.written(new))"
    }

    private static func written(_ value: ViewProperty.Value) -> String {
        if case let .text(text) = value { return "\"\(text)\"" }
        return value.description
    }
}
