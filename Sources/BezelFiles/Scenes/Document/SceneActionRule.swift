import Bezel
import BezelGraphics

/// One rule of a scene's `actions:` list: when the view `id` sends `event`,
/// run `actions` in order. A scene file cannot hold code; these rules give
/// it the behaviour the sources' screens have (Start and Stop enabling each
/// other, an alarm after some seconds, a blurred photo fading in as the
/// text scrolls), so scripts can exercise it.
///
/// ```yaml
/// actions:
///   - on: {id: start, event: touchUpInside}
///     do:
///       - set: {id: start, enabled: false}
///       - set: {id: stop, enabled: true}
///       - after: {seconds: {slider: delay}, timer: alarm, do: [{set: {id: message, text: "Time is up!"}}]}
///   - on: {id: stop, event: touchUpInside}
///     do: [{cancel: alarm}, {set: {id: start, enabled: true}}, {set: {id: stop, enabled: false}}]
///   - on: {id: scroll, event: scroll}
///     do: [{fade: {id: blur, distance: 80}}]
/// ```
///
/// Rules are values, checked against the scene's nodes when the file is
/// read; `BezelScenes` attaches them to each tree it builds.
///
/// See also: ``SceneAction``, ``SceneProperty``.
public struct SceneActionRule: Sendable {
    /// The id of the view whose event triggers the rule.
    public let id: String
    /// What the view must send.
    public let trigger: SceneTrigger
    /// What runs, in order.
    public let actions: [SceneAction]
    /// Where the rule is written, for messages.
    public let location: SourceLocation
}

/// The event a ``SceneActionRule`` waits for.
public enum SceneTrigger: Equatable, Sendable {
    /// Control events, by their names (`touchUpInside`, `valueChanged`...).
    case control(ControlEvents)
    /// A scroll view's content offset changed (by a drag or a set).
    case scroll

    /// The trigger's names in a file: `scroll` and every control event.
    public static let names = ["scroll"] + ControlEvents.named.map(\.1)
}

/// How long an `after` waits: a number, or `{slider: ID}` for the value a
/// slider shows when the timer starts (the sources' "alarm after N seconds").
public enum SceneSeconds: Equatable, Sendable {
    case constant(Double)
    case slider(id: String)
}

/// One thing a rule does.
public indirect enum SceneAction: Sendable {
    /// `set: {id: ID, key: value...}`: properties of a view, each checked
    /// against the node's type when the scene is read.
    case set(id: String, properties: [SceneProperty])
    /// `after: {seconds: S, timer: NAME, do: [...]}`: runs the actions once,
    /// S seconds of virtual time later; starting the timer again restarts it.
    case after(seconds: SceneSeconds, timer: String, actions: [SceneAction])
    /// `cancel: NAME`: stops the timer if it is running.
    case cancel(timer: String)
    /// `fade: {id: ID, distance: D}`: in a `scroll` rule, sets the view's
    /// alpha to the scroll offset / D, kept in 0…1 (the sources' photo).
    case fade(id: String, distance: Double)
}
