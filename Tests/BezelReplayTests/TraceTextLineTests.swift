@testable import BezelReplay
import Foundation
import Testing

/// `trace.txt` lines are written as they were with Foundation's formatting:
/// the time as `%7.3f`, the kind padded to nine columns, two spaces between.
@Suite struct TraceTextLineTests {
    @Test func everyKindsLineIsTheFormattedLine() {
        for (entry, _) in TraceJSONLineTests.entries {
            for time in [0, 0.0625, 1.0 / 60, 12.5, 1e9, -1] {
                var timed = entry
                timed.time = time
                let formatted = [String(format: "%7.3f", time), timed.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0),
                                 timed.subject ?? "-", timed.detail].joined(separator: "  ")
                #expect(timed.text == formatted)
            }
        }
    }
}
