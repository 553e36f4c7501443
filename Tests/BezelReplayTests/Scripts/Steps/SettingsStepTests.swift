import Bezel
import BezelFileFixtures
import BezelScriptFixtures
import BezelGraphics
import BezelReplay
import Testing

/// A `settings` step changes the reader's settings mid-run: views lay out
/// again, and the trace records what changed in its text and JSON lines.
@Suite struct SettingsStepTests {
    @Test func theTextSizeChangesMidRunAndTheTraceSaysSo() throws {
        let run = try ScriptTestSupport.run("""
            scene:
              size: {width: 300, height: 200}
              root:
                type: vstack
                alignment: leading
                children:
                  - {type: label, id: message, text: Ready}
            steps:
              - snapshot: before
              - settings: {textSize: AX3}
              - snapshot: after
              - settings: {textSize: AX3}
              - settings: {language: ar}
            """)
        #expect(run.failure == nil)
        let lines = run.traceText.split(separator: "\n").filter { $0.contains("settings") }.map(String.init)
        #expect(lines == [
            "  0.000  step       -  settings textSize=AX3",
            "  0.000  app        -  settings textSize: \"L\" → \"AX3\"",
            "  0.000  step       -  settings textSize=AX3",
            "  0.000  step       -  settings language=ar",
            "  0.000  app        -  settings direction: \"ltr\" → \"rtl\", language: \"en\" → \"ar\"",
        ], "\(run.traceText)")
        #expect(run.traceJSONLines.contains(#""app":"settings","changes":[{"new":"AX3","old":"L","property":"textSize"}]"#),
                "\(run.traceJSONLines)")
        let images = run.snapshotImages
        #expect(images.count == 2 && images[0].premultipliedARGB() != images[1].premultipliedARGB())
    }
}
