import Bezel
import BezelFileFixtures
import BezelScriptFixtures
@testable import BezelFiles
import BezelGraphics
@testable import BezelReplay
import Foundation
import Testing

/// Written scripts read back into the same steps: every example script,
/// written out and read again, runs to the same trace; writing what was
/// read gives the same text; texts that YAML would take for something else
/// stay texts.
@Suite struct ScriptWriterTests {
    /// `name`'s steps written out with its scene path, and read back from its folder.
    static func rewritten(_ name: String) throws -> (original: Script, text: String, rewritten: Script) {
        let path = ScriptTestSupport.examplesFolder + "/" + name
        let original = try ScriptFile.load(path: path)
        // A script with its scene inline (text-field.yaml) is written with a path only by a caller that has one.
        let scene = original.scenePath.map { relative($0, to: ScriptTestSupport.examplesFolder) } ?? "../scenes/memory-warning.yaml"
        let text = ScriptWriter.text(scene: scene, steps: original.steps.map(\.action), schema: "../../Schemas/script.schema.json")
        let rewritten = try ScriptFile.parse(text, file: name, baseDirectory: ScriptTestSupport.examplesFolder)
        return (original, text, rewritten)
    }

    static func relative(_ path: String, to folder: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : (path.hasPrefix("/") ? path : path)
    }

    @Test(arguments: ScriptTestSupport.exampleScripts())
    func everyExampleRunsToTheSameTraceWrittenOut(_ name: String) throws {
        guard try ScriptFile.load(path: ScriptTestSupport.examplesFolder + "/" + name).scenePath != nil else { return }
        let (original, text, rewritten) = try Self.rewritten(name)
        #expect(rewritten.steps.count == original.steps.count)
        let before = ScriptRecording(), after = ScriptRecording()
        let first = try ScriptRunner.run(original, recorder: before)
        let second = try ScriptRunner.run(rewritten, recorder: after)
        #expect(first.failure == nil && second.failure == nil, "\(second.failure.map(\.description) ?? "")\n\(text)")
        #expect(before.traceText == after.traceText, "\(text)")
        let again = ScriptWriter.text(scene: Self.relative(try #require(rewritten.scenePath), to: ScriptTestSupport.examplesFolder),
                                      steps: rewritten.steps.map(\.action), schema: "../../Schemas/script.schema.json")
        #expect(again == text, "writing what was read gives the same text")
    }

    @Test func everyStepAndSelectorIsWrittenAsTheReaderReadsIt() throws {
        let steps: [ScriptAction] = [
            .tap(.id("draft")), .tap(.text("on")), .tap(.element(label: "Alarm", traits: [.button, .toggleButton])),
            .tap(.point(Point(x: 48.5, y: 30))), .touch(.moved, at: .text("#not an id"), finger: 2),
            .drag(from: .id("draft"), to: .point(Point(x: 0, y: -1.25)), steps: 4), .type("say \"hi\"\\n\nnext\tline: - [x]"),
            .wait(0.1), .settle(60), .settle(2.5), .memoryWarning, .background, .foreground, .push("detail"), .pop,
            .snapshot("a-1", accessibility: []), .snapshot("b", accessibility: [.image, .text]),
            .settings(TraitChange(direction: .rightToLeft, textSize: .accessibilityExtraExtraExtraLarge, language: "ar")),
            .screenReader(.next), .screenReader(.focus(.element(label: nil, traits: .header))), .screenReader(.escape),
            .tap(.place(.id("draft"), at: Point(x: 0.3, y: 0.5))), .tap(.place(.text("on"), at: Point(x: 1, y: 0))),
            .drag(from: .place(.element(label: "Alarm", traits: .button), at: Point(x: 0.125, y: 0.75)),
                  to: .place(.id("draft"), at: Point(x: 0, y: 1)), steps: 2),
        ]
        let text = ScriptWriter.text(scene: "../scenes/memory-warning.yaml", steps: steps)
        let script = try ScriptFile.parse(text, file: "w.yaml", baseDirectory: ScriptTestSupport.examplesFolder)
        #expect(script.steps.map { ScriptWriter.step($0.action) } == steps.map(ScriptWriter.step), "\(text)")
        guard script.steps[6].action == .type("say \"hi\"\\n\nnext\tline: - [x]"), script.steps[1].action == .tap(.text("on")),
              script.steps[4].action == .touch(.moved, at: .text("#not an id"), finger: 2) else {
            Issue.record("texts read back as written: \(script.steps.map(\.action))")
            return
        }
        #expect(ScriptWriter.quoted("\u{7}\u{2028}é") == "\"\\u0007\\u2028é\"")
    }
}
