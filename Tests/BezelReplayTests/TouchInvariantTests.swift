import BezelTestImages
import Bezel
import BezelGraphics
import BezelReplay
import Testing

/// A property test: seeded random touch sequences (several fingers, moves in
/// and out, cancels, views removed mid-touch) over a screen of controls keep
/// the tracking invariants.
@Suite struct TouchInvariantTests {
    /// Checks one control's event stream touch by touch.
    final class Checker {
        var inside: Bool?          // nil: no touch in progress
        var violations: [String] = []
        var completedTouches = 0

        func observe(_ events: ControlEvents, of name: String) {
            for (event, eventName) in ControlEvents.named where events.contains(event) {
                switch event {
                case .touchDown:
                    if inside != nil { violations.append("\(name): touchDown during a touch") }
                    inside = true
                case .touchDownRepeat, .valueChanged, .primaryActionTriggered:
                    break
                case .touchDragExit:
                    if inside != true { violations.append("\(name): dragExit without being inside") }
                    inside = false
                case .touchDragEnter:
                    if inside != false { violations.append("\(name): dragEnter without being outside") }
                    inside = true
                case .touchDragInside:
                    if inside != true { violations.append("\(name): dragInside while outside") }
                case .touchDragOutside:
                    if inside != false { violations.append("\(name): dragOutside while inside") }
                case .touchUpInside, .touchUpOutside, .touchCancel:
                    if inside == nil { violations.append("\(name): \(eventName) with no touch, or twice") }
                    inside = nil
                    completedTouches += 1
                default:
                    break
                }
            }
        }
    }

    static func makeScreen() -> (Window, [Control]) {
        let window = Window(size: Size(width: 400, height: 300))
        var controls: [Control] = []
        for row in 0..<3 {
            for column in 0..<4 {
                let frame = Rect(x: 10 + Double(column) * 98, y: 10 + Double(row) * 95, width: 80, height: 64)
                let control: Control
                switch (row * 4 + column) % 5 {
                case 0: control = BezelButton(frame: frame, mode: .normal)
                case 1: control = BezelButton(frame: frame, mode: .toggle)
                case 2: control = Switch(frame: frame)
                case 3: control = Slider(frame: frame, value: 0.5)
                default: control = Button(frame: frame, title: "B")
                }
                control.identifier = "c\(row)\(column)"
                control.trackSlop = [0, 20, 70][column % 3]
                window.addSubview(control)
                controls.append(control)
            }
        }
        return (window, controls)
    }

    @Test(arguments: [1, 2, 3, 42, 1_000, 65_537])
    func randomSequencesKeepTheInvariants(seed: UInt64) throws {
        var rng = SplitMix(seed: seed)
        let (window, controls) = Self.makeScreen()
        let checkers = controls.map { _ in Checker() }
        for (control, checker) in zip(controls, checkers) {
            let name = control.identifier ?? "?"
            control.addAction(for: .allEvents) { _, events in checker.observe(events, of: name) }
        }
        func randomPoint() -> Point {
            Point(x: Double.random(in: -100...500, using: &rng), y: Double.random(in: -100...400, using: &rng))
        }
        var down: Set<Int> = []
        for _ in 0..<2_000 {
            let finger = Int.random(in: 0..<3, using: &rng)
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<25: window.send(.began, at: randomPoint(), finger: finger); down.insert(finger)
            case 25..<70: window.send(.moved, at: randomPoint(), finger: finger)
            case 70..<85: window.send(.ended, at: randomPoint(), finger: finger); down.remove(finger)
            case 85..<92: window.send(.cancelled, at: randomPoint(), finger: finger); down.remove(finger)
            case 92..<96: window.clock.advance(by: Double.random(in: 0...0.5, using: &rng))
            default:
                // Remove a control mid-touch and put it back.
                let control = controls[Int.random(in: 0..<controls.count, using: &rng)]
                control.removeFromSuperview()
                window.addSubview(control)
            }
        }
        for finger in down.sorted() { window.send(.ended, at: .zero, finger: finger) }

        let violations = checkers.flatMap(\.violations)
        #expect(violations.isEmpty, "\(violations.prefix(5))")
        #expect(checkers.allSatisfy { $0.inside == nil }, "a touch never ended")
        #expect(controls.allSatisfy { !$0.isTracking && !$0.hasActiveTouch && !$0.isHighlighted })
        #expect(window.activeFingers.isEmpty)
        #expect(checkers.map(\.completedTouches).reduce(0, +) > 50)
    }
}
