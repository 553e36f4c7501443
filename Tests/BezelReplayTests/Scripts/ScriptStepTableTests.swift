import Bezel
import BezelFiles
import BezelGraphics
@testable import BezelReplay
import BezelScriptFixtures
import Foundation
import Testing

/// The step table (``ScriptSteps``): each step kind is described once, and
/// the reader, the writer, the schema and the trace are made from it.
@Suite struct ScriptStepTableTests {
    /// One step of every kind, as a user would write it, against `ScriptTestSupport.inlineScene`.
    static let examples: [ScriptAction] = [
        .tap(.id("b")), .tap(.place(.id("v"), at: Point(x: 0.25, y: 0.5))), .doubleTap(.id("b")),
        .touch(.began, at: .text("Name"), finger: 3),
        .drag(from: .id("v"), to: .point(Point(x: 280, y: 60)), steps: 4),
        .type("naïve \"quoted\" text"), .erase(2), .wait(0.25), .settle(60), .settle(2.5),
        .memoryWarning, .background, .foreground,
        .expect(ScriptExpectation(id: "s", properties: [], events: [.control(.valueChanged)])),
        .snapshot("after"), .snapshot("voice", accessibility: [.text, .image]),
        .settings(TraitChange(direction: .rightToLeft, textSize: .accessibilityLarge, language: "ar")),
        .screenReader(.next), .screenReader(.focus(.element(label: "Name", traits: .textField))),
    ]

    @Test func everyKindHasOneKeyAndSaysWhatItDoes() {
        let keywords = ScriptSteps.keywords
        #expect(Set(keywords).count == keywords.count, "a key appears twice: \(keywords)")
        for kind in ScriptSteps.all {
            #expect(kind.summary.count > 20 && !kind.summary.contains("takes no value"), "\(kind.keyword): \(kind.summary)")
        }
        #expect(ScriptFile.stepKeys == keywords)
    }

    /// Every kind has an example here (push and pop need a scene with screens: `SceneScreensTests`).
    @Test func everyKindIsExemplified() {
        let exemplified = Set(Self.examples.map(\.keyword) + ["push", "pop"])
        #expect(Set(ScriptSteps.keywords).subtracting(exemplified).isEmpty, "add an example of each new step")
    }

    @Test func everyStepIsReadBackAsWritten() throws {
        let text = ScriptWriter.text(scene: "inline", steps: Self.examples)
        let yaml = ScriptTestSupport.inlineScene + "\n" + text.split(separator: "\n").drop { !$0.hasPrefix("steps:") }.joined(separator: "\n") + "\n"
        let script = try ScriptTestSupport.parse(yaml)
        #expect(script.steps.map(\.action) == Self.examples, "\(text)")
    }

    @Test func theBareStepsAreTheKindsWithABareForm() throws {
        #expect(ScriptSteps.bareKeywords == ["memory-warning", "background", "foreground", "pop", "settle"])
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - memory-warning
              - background: {}
              - foreground: null
              - settle
            """)
        #expect(script.steps.map(\.action) == [.memoryWarning, .background, .foreground, .settle(SettleStep.defaultLimit)])
        let errors = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + "\nsteps:\n  - background: 3\n  - tap\n")
        #expect(errors.map(\.description) == [
            "s.yaml:14:17: 'background' takes no value; expected '- background' or '- background: {}'",
            "s.yaml:15:5: 'tap' needs a value; expected '- tap: VALUE'",
        ])
    }

    /// The schema lists one value per kind, described by the kind's summary.
    @Test func theSchemaDescribesEveryKindWithItsSummary() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(JSONSchemas.script().utf8)) as? [String: Any])
        let step = try #require((schema["$defs"] as? [String: Any])?["step"] as? [String: Any])
        let mapping = try #require((step["oneOf"] as? [[String: Any]])?.last)
        let properties = try #require(mapping["properties"] as? [String: [String: Any]])
        #expect(Set(properties.keys) == Set(ScriptSteps.keywords))
        for kind in ScriptSteps.all {
            #expect(properties[kind.keyword]?["description"] as? String == kind.summary, "\(kind.keyword)")
        }
    }

    /// The trace names each step as its kind writes it.
    @Test func theTraceLineIsTheKinds() {
        #expect(Self.examples.map(\.description).prefix(5) == [
            "tap #b", "tap #v at (0.25, 0.5)", "double-tap #b", "touch began \"Name\" finger 3", "drag #v → (280, 60) in 4 steps",
        ])
        #expect(ScriptAction.snapshot("after").description == "capture after")
        #expect(ScriptAction.doubleTap(.text("Name")).description == "double-tap \"Name\"")
        #expect(ScriptAction.custom("push detail").description == "push detail")
    }

    /// The step added through the table alone (one type, one line): a
    /// double tap reaches the view with a tap count of 2, as one step.
    @Test func aDoubleTapIsOneStepWithATapCountOfTwo() throws {
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - double-tap: "#b"
              - expect: {id: b, properties: {recessed: false}, events: [touchDown, touchUpInside, primaryActionTriggered, touchDown, touchDownRepeat, touchUpInside, primaryActionTriggered]}
            """)
        let result = try ScriptTestSupport.run(script)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")\n\(result.traceText)")
        let touches = result.trace.compactMap { entry -> Int? in
            guard case let .touch(_, phase, _, _, tapCount) = entry.event, phase == .began else { return nil }
            return tapCount
        }
        #expect(touches == [1, 2])
        // The expect step checks without acting: the trace has one step, the double tap.
        #expect(result.trace.compactMap { if case let .step(step) = $0.event { return step } else { return nil } } == [ScriptAction.doubleTap(.id("b"))])
    }
}
