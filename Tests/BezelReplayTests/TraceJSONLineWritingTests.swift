import Bezel
import BezelFileFixtures
import BezelScriptFixtures
import BezelFiles
import BezelGraphics
@testable import BezelReplay
import Foundation
import Testing

/// The direct writer of `trace.jsonl` lines writes what `JSONEncoder` writes,
/// byte for byte, and leaves to `JSONEncoder` every value it is not sure of.
@Suite struct TraceJSONLineWritingTests {
    static let view = TraceView(typeName: "Label", identifier: "title")

    /// The direct line, when there is one, is `JSONEncoder`'s line.
    static func check(_ entry: TraceEntry) throws -> Bool {
        let line = TraceJSONLine(entry)
        let encoded = try line.encodedByJSONEncoder()
        guard let direct = line.writtenDirectly() else { return false }
        #expect(direct == encoded, "\(direct)\n\(encoded)")
        #expect(try line.encoded() == encoded)
        return true
    }

    @Test func everyKindIsWrittenAsJSONEncoderWritesIt() throws {
        for (entry, _) in TraceJSONLineTests.entries { #expect(try Self.check(entry), "\(entry.kind) is written directly") }
    }

    @Test func everyExampleReplaysLinesAreWrittenDirectly() throws {
        var lines = 0
        for name in ScriptTestSupport.exampleScripts() {
            let run = try ScriptTestSupport.run(try ScriptFile.load(path: ScriptTestSupport.examplesFolder + "/" + name))
            for entry in run.trace {
                #expect(try Self.check(entry), "\(name): \(entry.text)")
                lines += 1
            }
        }
        #expect(lines > 100)
    }

    /// Text outside ASCII is written as it is and quotes and backslashes
    /// escaped (as `JSONEncoder` writes them); control characters are left
    /// to `JSONEncoder`.
    @Test func textIsWrittenOrLeftToTheEncoder() throws {
        for text in ["→ …", "日本語", "😀 👍🏽", "a/b", "", "tab\u{7F}", "\u{2028}", "say \"hi\"", "back\\slash", "\"\\\""] {
            let change = TracePropertyChange(property: "text", old: .text(text), new: .text(text + "!"))
            #expect(try Self.check(TraceEntry(time: 1, event: .propertyChanged(Self.view, change))), "\(text)")
        }
        for text in ["line\nbreak", "\u{1}", "tab\there"] {
            let change = TracePropertyChange(property: "text", old: nil, new: .text(text))
            #expect(try !Self.check(TraceEntry(time: 1, event: .propertyChanged(Self.view, change))), "\(text)")
            #expect(try TraceJSONLine(decoding: TraceEntry(time: 1, event: .propertyChanged(Self.view, change)).jsonLine()).changes?.first?.new
                == .text(text))
        }
    }

    /// Numbers: whole ones without a fraction, others at their shortest; an
    /// exponent or a value that is not finite is left to `JSONEncoder`.
    @Test func numbersAreWrittenOrLeftToTheEncoder() throws {
        var generator = SystemRandomNumberGenerator()
        var numbers: [Double] = [0, -0.0, 1, -1, 0.5, 0.1, 1.0 / 3, 48.5, 123_456_789.125, 99_999.999, 1e14, 0.001, 2.5e-3]
        numbers += (0..<2_000).map { _ in Double.random(in: -1e6...1e6, using: &generator) }
        numbers += (0..<500).map { _ in Double(Int.random(in: -100_000...100_000, using: &generator)) / 8 }
        var direct = 0
        for number in numbers {
            let entry = TraceEntry(time: abs(number), event: .touch(Self.view, phase: .moved, location: Point(x: number, y: -number),
                                                                     finger: 0, tapCount: 1))
            if try Self.check(entry) { direct += 1 }
        }
        #expect(direct > numbers.count * 9 / 10)
        for number in [1e-7, 1e20, Double.infinity, -Double.infinity, Double.nan] {
            let change = TracePropertyChange(property: "value", old: nil, new: .number(number))
            #expect(try !Self.check(TraceEntry(time: 1, event: .propertyChanged(Self.view, change))), "\(number)")
        }
    }
}
