import Bezel
import BezelGraphics
import BezelReplay

/// Runs a ``Script`` against a fresh window of its scene with a
/// ``ReplaySession``, on the virtual clock.
///
/// ```swift
/// let script = try ScriptFile.load(path: "Examples/scripts/switch.yaml")
/// let result = try ScriptRunner.run(script)
/// if let failure = result.failure { print(failure) }   // file:line:column: step 3 (expect): ...
/// ```
///
/// The run stops at the first failure: later steps usually depend on the
/// state the failed one checked, so what they would report is noise. The
/// trace and the snapshots taken up to that point are kept in the result.
public enum ScriptRunner {
    /// Runs every step of `script` until one fails.
    ///
    /// - Throws: ``FileErrors`` when the scene cannot be read, or a layout
    ///   error; a failing step is not thrown but reported in the result.
    public static func run(_ script: Script, themesDirectory: String? = nil) throws -> ScriptResult {
        let scene = try script.scene.makeScene(themesDirectory: themesDirectory, allowImagesOutside: script.allowImagesOutside)
        let window = try scene.makeWindow()
        let session = ReplaySession(window: window)
        var snapshots: [ScriptResult.Snapshot] = []
        // The window before the first step and after every step, for the animated run.
        var runFrames = [try window.captureFrame()]
        var failure: ScriptFailure?
        var stepsRun = 0
        for (index, step) in script.steps.enumerated() {
            stepsRun = index + 1
            do {
                failure = try perform(step, number: index + 1, scene: scene, session: session, snapshots: &snapshots)
            } catch {
                failure = ScriptFailure(step: index + 1, location: step.location, keyword: step.action.keyword, subject: "\(error)")
            }
            runFrames.append(try window.captureFrame())
            if failure != nil { break }
        }
        return ScriptResult(trace: session.trace, traceText: session.traceText, traceJSONLines: try session.traceJSONLines(),
                            snapshots: snapshots, runFrames: runFrames, stepsRun: stepsRun, failure: failure)
    }

    private static func perform(_ step: ScriptStep, number: Int, scene: Scene, session: ReplaySession,
                                snapshots: inout [ScriptResult.Snapshot]) throws -> ScriptFailure? {
        switch step.action {
        case let .tap(selector): try session.tap(selector)
        case let .touch(phase, selector, finger): try session.touch(phase, at: selector, finger: finger)
        case let .drag(from, to, steps): try session.drag(from: from, to: to, steps: steps)
        case let .type(text): try session.type(text)
        case let .wait(seconds): session.wait(seconds)
        case .memoryWarning: session.memoryWarning()
        case .background: session.background()
        case .foreground: session.foreground()
        case let .snapshot(name): snapshots.append(.init(step: number, name: name, image: try session.capture(name)))
        case let .push(id): try ScriptNavigation.push(id, in: scene, session: session)
        case .pop: try ScriptNavigation.pop(in: scene, session: session)
        case let .expect(expectation):
            return check(expectation, step: step, number: number, session: session)
                ?? ScriptNavigation.check(expectation, in: scene, step: step, number: number)
        }
        return nil
    }

    /// The first property or event list that does not match, or nil.
    static func check(_ expectation: ScriptExpectation, step: ScriptStep, number: Int, session: ReplaySession) -> ScriptFailure? {
        func failure(_ subject: String, _ expected: String? = nil, _ actual: String? = nil) -> ScriptFailure {
            ScriptFailure(step: number, location: step.location, keyword: "expect", subject: subject, expected: expected, actual: actual)
        }
        var view: View?
        if let id = expectation.id {
            guard let found = session.window.view(withIdentifier: id) else { return failure("no view has the id '\(id)'") }
            view = found
        }
        if let view, let id = expectation.id {
            let properties = ViewProperties.of(view)
            for property in expectation.properties {
                guard let actual = properties[property.key] else {
                    return failure("#\(id) has no property '\(property.key)'", property.value, "nothing")
                }
                if !ViewProperties.matches(actual, expected: property.value) {
                    return failure("#\(id) \(property.key)", property.value, actual)
                }
            }
        }
        if let expected = expectation.events {
            let actual = eventsOfLastStep(in: session.trace, id: expectation.id)
            if actual != expected {
                return failure((expectation.id.map { "#\($0) " } ?? "") + "events", list(expected), list(actual))
            }
        }
        return nil
    }

    /// Event names recorded since the last step began (of the view `id`, when
    /// given): control events by name, link taps as `link:TARGET`.
    static func eventsOfLastStep(in trace: [TraceEntry], id: String?) -> [String] {
        let start = trace.lastIndex { $0.kind == .step } ?? 0
        return trace[start...].flatMap { entry -> [String] in
            if let id, !(entry.subject ?? "").hasSuffix("#\(id)") { return [] }
            switch entry.kind {
            case .event:
                return entry.detail.components(separatedBy: ", ")
            case .link:
                return ["link:" + (entry.detail.components(separatedBy: " → ").last ?? entry.detail)]
            default:
                return []
            }
        }
    }

    private static func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }
}
