import BezelGraphics
@testable import Bezel

/// The sources' timer screen built in Swift (title, Start and a disabled
/// Stop, the alarm row, the seconds slider), laid out in a 320 × 240
/// window: what the accessibility tests read, order and draw.
enum TimerScreen {
    static func window(traits: Traits = Traits(), startHint: String? = nil) throws -> Window {
        let window = Window(size: Size(width: 320, height: 240))
        window.traitOverrides = traits
        let start = Button(title: "Start").id("start")
        start.accessibility.hint = startHint
        let stop = Button(title: "Stop").id("stop")
        stop.isEnabled = false
        let screen = VStack(spacing: 12, alignment: .fill) {
            Label("Timer", font: .system(size: 22, weight: .bold))
            HStack(spacing: 12) {
                start
                stop
            }
            HStack(spacing: 8) {
                Label("Alarm")
                Spacer()
                Switch(isOn: true).id("alarm")
            }
            Slider(value: 10, minimumValue: 1, maximumValue: 60).id("seconds")
        }.padding(16)
        window.addSubview(screen)
        screen.frame = Rect(size: window.frame.size)
        try screen.layout(.tight(window.frame.size))
        return window
    }
}
