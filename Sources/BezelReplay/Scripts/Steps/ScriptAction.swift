import Bezel
import BezelFiles

/// What a script step does: one value of a step kind (``TapStep``,
/// ``WaitStep``...), as a script file, the studio or a replay session's
/// trace holds it.
///
/// Made with the kinds' names: `.tap(.id("start"))`, `.wait(3)`, `.pop`.
/// Read a kind's fields back with ``as(_:)``:
///
/// ```swift
/// if let wait = step.action.as(WaitStep.self) { print(wait.seconds) }
/// ```
public struct ScriptAction: Hashable, Sendable, CustomStringConvertible {
    /// The step's value.
    let kind: any ScriptStepKind

    init(_ kind: any ScriptStepKind) {
        self.kind = kind
    }

    /// The step's key in a script file (`tap`, `memory-warning`).
    public var keyword: String { Swift.type(of: kind).keyword }

    /// The step as the trace writes it (`tap #start`, `wait 3`).
    public var description: String { kind.description }

    /// The step's value as a kind, or nil when it is another kind.
    public func `as`<Kind>(_ kind: Kind.Type) -> Kind? { self.kind as? Kind }

    public static func == (lhs: ScriptAction, rhs: ScriptAction) -> Bool {
        AnyHashable(lhs.kind) == AnyHashable(rhs.kind)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(kind))
    }
}

extension ScriptAction {
    /// `tap: SELECTOR`.
    public static func tap(_ selector: ViewSelector) -> ScriptAction { ScriptAction(TapStep(selector)) }
    /// `double-tap: SELECTOR`.
    public static func doubleTap(_ selector: ViewSelector) -> ScriptAction { ScriptAction(DoubleTapStep(selector)) }
    /// `touch: {phase: PHASE, at: SELECTOR, finger: N}`.
    public static func touch(_ phase: TouchPhase, at selector: ViewSelector, finger: Int) -> ScriptAction {
        ScriptAction(TouchStep(phase, at: selector, finger: finger))
    }
    /// `drag: {from: SELECTOR, to: SELECTOR, steps: N}`.
    public static func drag(from: ViewSelector, to: ViewSelector, steps: Int) -> ScriptAction {
        ScriptAction(DragStep(from: from, to: to, steps: steps))
    }
    /// `type: TEXT`.
    public static func type(_ text: String) -> ScriptAction { ScriptAction(TypeStep(text)) }
    /// `erase: COUNT`.
    public static func erase(_ count: Int) -> ScriptAction { ScriptAction(EraseStep(count)) }
    /// `wait: SECONDS`.
    public static func wait(_ seconds: Double) -> ScriptAction { ScriptAction(WaitStep(seconds)) }
    /// `settle: LIMIT` (`settle` for the default limit).
    public static func settle(_ limit: Double) -> ScriptAction { ScriptAction(SettleStep(limit: limit)) }
    /// `memory-warning`.
    public static var memoryWarning: ScriptAction { ScriptAction(MemoryWarningStep()) }
    /// `background`.
    public static var background: ScriptAction { ScriptAction(BackgroundStep()) }
    /// `foreground`.
    public static var foreground: ScriptAction { ScriptAction(ForegroundStep()) }
    /// `expect: {...}`.
    public static func expect(_ expectation: ScriptExpectation) -> ScriptAction { ScriptAction(ExpectStep(expectation)) }
    /// `snapshot: NAME` or `snapshot: {name: NAME, accessibility: [...]}`.
    public static func snapshot(_ name: String, accessibility: [AccessibilitySnapshotFormat] = []) -> ScriptAction {
        ScriptAction(SnapshotStep(name, accessibility: accessibility))
    }
    /// `push: SCREEN-ID`.
    public static func push(_ screen: String) -> ScriptAction { ScriptAction(PushStep(screen)) }
    /// `pop`.
    public static var pop: ScriptAction { ScriptAction(PopStep()) }
    /// `settings: {direction, textSize, language}`.
    public static func settings(_ change: TraitChange) -> ScriptAction { ScriptAction(SettingsStep(change)) }
    /// `screen-reader: GESTURE`.
    public static func screenReader(_ gesture: ScreenReaderGesture) -> ScriptAction { ScriptAction(ScreenReaderStep(gesture)) }
    /// A step a session runs that no file writes (``ReplaySession/customStep(_:_:)``), named by its trace line.
    public static func custom(_ description: String) -> ScriptAction { ScriptAction(CustomStep(description)) }
}
