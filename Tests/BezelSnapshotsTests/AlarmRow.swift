import Bezel
import BezelGraphics

/// A row with a label and a switch, 200 × 40 pt, laid out: what the
/// accessibility strategies' tests snapshot.
enum AlarmRow {
    static func make() throws -> View {
        let row = HStack(spacing: 8) {
            Label("Alarm")
            Spacer()
            Switch(isOn: true).id("alarm")
        }
        row.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        try row.layout()
        return row
    }
}
