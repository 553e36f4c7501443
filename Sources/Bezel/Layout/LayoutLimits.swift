import BezelGraphics

/// Documented limits and clamps of the layout system.
///
/// - Negative or NaN spacing, padding and sizes are read as 0; infinite
///   fixed sizes are ignored.
/// - A tree nested deeper than ``maximumDepth`` is refused by
///   ``View/layout(_:)`` with ``LayoutError/tooDeep(depth:limit:path:)``
///   rather than overflowing the stack.
public enum LayoutLimits {
    /// The deepest nesting of views that layout accepts.
    public static let maximumDepth = 512

    /// `value` if finite and positive, else 0.
    static func nonNegative(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}

/// Why a tree could not be laid out.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The tree is nested deeper than ``LayoutLimits/maximumDepth``; `path`
    /// names the views from the root down to where the limit was crossed
    /// (the first few and the last few).
    case tooDeep(depth: Int, limit: Int, path: String)

    public var description: String {
        switch self {
        case let .tooDeep(depth, limit, path):
            return "the view tree is nested \(depth) deep, over the limit of \(limit): \(path)"
        }
    }
}
