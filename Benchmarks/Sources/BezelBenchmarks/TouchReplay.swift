import Bezel
import BezelGraphics

/// A window holding about 1,000 views (a grid of controls in stacks) and a
/// fixed, seeded list of touch events over it, for timing hit testing and
/// control tracking.
struct TouchReplay {
    let window: Window
    let events: [(TouchPhase, Point)]

    init(eventCount: Int) throws {
        let window = Window(size: Size(width: 1_000, height: 800))
        // 25 rows × 20 controls, each control inside a padding view: 1,000+ views.
        let grid = VStack(spacing: 2) {
            for row in 0..<25 {
                HStack(spacing: 2) {
                    for column in 0..<20 {
                        BezelButton(frame: Rect(x: 0, y: 0, width: 44, height: 26)).mode(row % 2 == 0 ? .toggle : .normal)
                            .id("b\(row)-\(column)").frame(width: 44, height: 26).padding(1)
                    }
                }
            }
        }
        window.addSubview(grid)
        try window.layout()
        try grid.layout(.tight(window.bounds.size))
        self.window = window
        var state: UInt64 = 12_345
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var events: [(TouchPhase, Point)] = []
        while events.count < eventCount {
            var p = Point(x: next() * 1_000, y: next() * 800)
            events.append((.began, p))
            for _ in 0..<8 {
                p = Point(x: p.x + (next() - 0.5) * 60, y: p.y + (next() - 0.5) * 60)
                events.append((.moved, p))
            }
            events.append((next() < 0.1 ? .cancelled : .ended, p))
        }
        self.events = Array(events.prefix(eventCount))
    }

    /// Counts the views in the window (1,527).
    var viewCount: Int { LayoutTrees.countViews(window) }

    /// Sends every event; returns how many touches ended inside a control.
    func run() -> Int {
        for (phase, point) in events { window.send(phase, at: point) }
        return window.activeFingers.count
    }
}
