/// Builds the children of a container from a block of view expressions,
/// with `if`, `if let`, `switch` and `for` as in SwiftUI. The views it makes
/// are the retained tree itself: nothing is rebuilt later.
///
/// ```swift
/// VStack(spacing: 12) {
///     Label("Timer")
///     if showsAlarm { Label("Time is up!") }
///     for name in ["start", "stop"] { BezelButton().id(name) }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: View) -> [View] { [view] }
    public static func buildExpression(_ views: [View]) -> [View] { views }
    public static func buildBlock(_ components: [View]...) -> [View] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [View]?) -> [View] { component ?? [] }
    public static func buildEither(first component: [View]) -> [View] { component }
    public static func buildEither(second component: [View]) -> [View] { component }
    public static func buildArray(_ components: [[View]]) -> [View] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [View]) -> [View] { component }
}
