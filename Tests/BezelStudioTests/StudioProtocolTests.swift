import BezelTestImages
import Bezel
import BezelFileFixtures
import BezelScriptFixtures
import BezelFiles
import BezelGraphics
import Foundation
import Testing
@testable import BezelStudio

/// The studio's messages: each kind read with its bounds, every malformed
/// or hostile message an error reply naming what is wrong, never a crash,
/// and only what changed sent back.
@Suite struct StudioProtocolTests {
    static func read(_ json: String) -> Result<StudioMessage, StudioMessageError> {
        Result { try StudioMessage(json: Data(json.utf8)) }.mapError { $0 as? StudioMessageError ?? StudioMessageError("\($0)") }
    }

    @Test func everyKindReads() throws {
        let table: [(String, StudioMessage)] = [
            (#"{"type":"pointer","phase":"began","x":60,"y":130.5}"#, .pointer(.began, Point(x: 60, y: 130.5), finger: 0)),
            (#"{"type":"pointer","phase":"moved","x":-1,"y":2,"finger":3}"#, .pointer(.moved, Point(x: -1, y: 2), finger: 3)),
            (#"{"type":"key","text":"butter ✓"}"#, .key("butter ✓")),
            (#"{"type":"advance","seconds":0.5}"#, .advance(0.5)),
            (#"{"type":"settle"}"#, .settle(60)),
            (#"{"type":"settle","limit":3}"#, .settle(3)),
            (#"{"type":"memoryWarning"}"#, .memoryWarning),
            (#"{"type":"background"}"#, .background),
            (#"{"type":"foreground"}"#, .foreground),
            (#"{"type":"settings","direction":"rtl","textSize":"AX3","language":"ar"}"#,
             .settings(TraitChange(direction: .rightToLeft, textSize: .accessibilityExtraLarge, language: "ar"))),
            (#"{"type":"screenReader","gesture":"next"}"#, .screenReader(.next)),
            (#"{"type":"screenReader","gesture":"focus","x":10,"y":20}"#, .screenReader(.focus(.point(Point(x: 10, y: 20))))),
            (#"{"type":"snapshot","name":"after-tap"}"#, .snapshot("after-tap")),
            (#"{"type":"expect","id":"remaining"}"#, .expect(id: "remaining")),
            (#"{"type":"undo","ignored":[1,2,{"x":null}]}"#, .undo),
            (#"{"type":"erase"}"#, .erase(1)),
            (#"{"type":"erase","count":3}"#, .erase(3)),
            (#"{"type":"timeline"}"#, .timeline),
            (#"{"type":"moment","step":4}"#, .moment(step: 4)),
            (#"{"type":"truncate","steps":0}"#, .truncate(steps: 0)),
            (#"{"type":"display","theme":"dark","scale":3}"#, .display(theme: "dark", scale: 3)),
            (#"{"type":"display","theme":""}"#, .display(theme: .some(nil), scale: nil)),
            (#"{"type":"display","scale":1}"#, .display(theme: nil, scale: 1)),
        ]
        for (json, expected) in table {
            #expect(try Self.read(json).get() == expected, "\(json)")
        }
    }

    @Test func malformedAndHostileMessagesAreRefusedNamingTheField() {
        let cases: [(String, String)] = [
            ("not json", "the message is not a JSON object with the studio's fields"),
            ("[1,2]", "the message is not a JSON object with the studio's fields"),
            (#"{"phase":"began"}"#, "'type' is missing"),
            (#"{"type":"teleport"}"#, "'type' is teleport; expected one of: pointer, key"),
            (#"{"type":"pointer","phase":"began","x":"60","y":1}"#, "'x' has the wrong type"),
            (#"{"type":"pointer","phase":"began","x":1,"y":1,"finger":true}"#, "'finger' has the wrong type"),
            (#"{"type":"pointer","phase":"began","x":1,"y":1,"finger":1.5}"#, "'finger' is 1.5; expected a whole number from 0 to 9"),
            (#"{"type":"pointer","phase":"began","x":1,"y":1,"finger":10}"#, "'finger' is 10.0; expected a whole number from 0 to 9"),
            (#"{"type":"pointer","phase":"began","x":1e400,"y":1}"#, "the message is not a JSON object"),
            (#"{"type":"pointer","phase":"began","x":2e6,"y":1}"#, "'x' is 2000000.0; expected a number from -1000000 to 1000000"),
            (#"{"type":"pointer","phase":"hover","x":1,"y":1}"#, "'phase' is hover; expected one of: began, moved"),
            (#"{"type":"advance","seconds":-1}"#, "'seconds' is -1.0; expected a number from 0 to 3600"),
            (#"{"type":"advance"}"#, "'seconds' is missing"),
            (#"{"type":"erase","count":0}"#, "'count' is 0.0; expected a whole number from 1 to 10000"),
            (#"{"type":"moment","step":0}"#, "'step' is 0.0; expected a whole number from 1 to 2000"),
            (#"{"type":"moment"}"#, "'step' is missing"),
            (#"{"type":"truncate","steps":-1}"#, "'steps' is -1.0; expected a whole number from 0 to 2000"),
            (#"{"type":"display"}"#, "'display' needs a 'theme' or a 'scale'"),
            (#"{"type":"display","scale":2.5}"#, "'scale' is 2.5; expected a whole number from 1 to 3"),
            (#"{"type":"display","theme":7}"#, "'theme' has the wrong type"),
            (#"{"type":"settings","textSize":"huge"}"#, "'textSize' is huge; expected one of: XS"),
            (#"{"type":"screenReader","gesture":"spin"}"#, "'gesture' is spin; expected one of: next"),
            (#"{"type":"snapshot","name":"../../etc/passwd"}"#, "'name' must be letters, digits"),
            (#"{"type":"key","text":""# + String(repeating: "a", count: 10_001) + #""}"#, "'text' has 10001 characters; at most 10000"),
            (#"{"type":"key","text":""# + String(repeating: "a", count: 70_000) + #""}"#, "the message has 70024 bytes; at most 65536"),
        ]
        for (json, message) in cases {
            switch Self.read(json) {
            case .success(let read): Issue.record("\(json.prefix(80)) read as \(read)")
            case .failure(let error): #expect(error.description.hasPrefix(message), "\(json.prefix(80)): \(error)")
            }
        }
    }

    @Test func aSessionAnswersWithWhatChangedOnly() throws {
        let scene = try SceneDocument.load(path: ScriptTestSupport.scenesFolder + "/timer.yaml",
                                           themesDirectory: SceneTestSupport.repositoryFolder + "/Themes")
        let controller = StudioController(session: try StudioSession(scene: scene))
        let first = try controller.everything()
        #expect(first.contains { if case .frame = $0 { return true } else { return false } }, "the window as it opens")
        let start = try #require(controller.session.window.view(withIdentifier: "start"))
        let centre = start.convert(Point(x: start.bounds.midX, y: start.bounds.midY), to: controller.session.window)
        _ = controller.handle(Data(#"{"type":"pointer","phase":"began","x":\#(centre.x),"y":\#(centre.y)}"#.utf8))
        let lifted = controller.handle(Data(#"{"type":"pointer","phase":"ended","x":\#(centre.x),"y":\#(centre.y)}"#.utf8))
        #expect(lifted.contains(.steps(["tap: \"#start\""])), "\(lifted.compactMap(\.json))")
        #expect(lifted.contains { if case .trace(_, 0) = $0 { return true } else { return false } },
                "the touches became a tap: the trace is replaced")
        let refused = controller.handle(Data(#"{"type":"expect","id":"nothing"}"#.utf8))
        #expect(refused == [.error("no view has the id 'nothing'")], "an error, and nothing else changed: \(refused.compactMap(\.json))")
        let settled = controller.handle(Data(#"{"type":"settle"}"#.utf8))
        guard case let .trace(lines, from)? = settled.first, from > 0 else {
            Issue.record("\(settled.compactMap(\.json))")
            return
        }
        #expect(lines.first?.hasSuffix("settle (at most 60 s)") == true && lines.contains { $0.contains("timer      -  alarm") })
        #expect(settled.contains { if case .frame = $0 { return true } else { return false } }, "the alarm redrew the window")
    }

    /// Thousands of mangled messages (a seeded generator: cut, flipped,
    /// spliced and made-up JSON): every one gets a reply and none crashes.
    @Test func mangledMessagesNeverCrash() throws {
        let scene = try SceneDocument.load(path: ScriptTestSupport.scenesFolder + "/timer.yaml",
                                           themesDirectory: SceneTestSupport.repositoryFolder + "/Themes")
        let controller = StudioController(session: try StudioSession(scene: scene))
        let seeds = [
            #"{"type":"pointer","phase":"began","x":60,"y":130}"#, #"{"type":"pointer","phase":"ended","x":60,"y":130}"#,
            #"{"type":"key","text":"hi"}"#, #"{"type":"advance","seconds":0.25}"#, #"{"type":"settings","textSize":"AX5"}"#,
            #"{"type":"screenReader","gesture":"activate"}"#, #"{"type":"expect","id":"start"}"#, #"{"type":"undo"}"#,
            #"{"type":"erase","count":2}"#, #"{"type":"moment","step":1}"#, #"{"type":"truncate","steps":1}"#, #"{"type":"timeline"}"#,
        ]
        var generator = SplitMix(seed: 25)
        var refused = 0
        for round in 0..<2_000 {
            var bytes = Array(seeds[Int(generator.next() % UInt64(seeds.count))].utf8)
            switch round % 4 {
            case 0: bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count + 1))))
            case 1:
                for _ in 0..<3 { bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next()) }
            case 2:
                let other = Array(seeds[Int(generator.next() % UInt64(seeds.count))].utf8)
                bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count)))) + other.suffix(Int(generator.next() % UInt64(other.count)))
            default:
                let numbers = ["-0", "1e308", "-1e-320", "9007199254740993", "NaN", "null", "true", "\"\"", "{}", "[]"]
                bytes = Array(#"{"type":"pointer","phase":"moved","x":\#(numbers[Int(generator.next() % 10)]),"y":\#(numbers[Int(generator.next() % 10)])}"#.utf8)
            }
            let replies = controller.handle(Data(bytes))
            if replies.contains(where: { if case .error = $0 { return true } else { return false } }) { refused += 1 }
        }
        #expect(refused > 1_000, "most mangled messages are refused (\(refused) of 2000)")
        #expect(controller.session.steps.count < 1_000)
        _ = try controller.everything()
    }
}
