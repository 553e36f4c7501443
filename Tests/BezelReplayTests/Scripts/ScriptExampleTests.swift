import BezelFileFixtures
import BezelReplay
import BezelScriptFixtures
@testable import BezelFiles
import BezelReports
import BezelScenes
import Foundation
import Testing

/// Every example script reads, runs and passes.
@Suite struct ScriptExampleTests {
    @Test func thereAreExamples() {
        #expect(ScriptTestSupport.exampleScripts().count >= 6)
    }

    @Test(arguments: ScriptTestSupport.exampleScripts())
    func examplePasses(name: String) throws {
        let script = try ScriptFile.load(path: ScriptTestSupport.examplesFolder + "/" + name)
        let result = try ScriptTestSupport.run(script)
        #expect(result.failure == nil, "\(name): \(result.failure.map(\.description) ?? "")\n\(result.traceText)")
        #expect(result.stepsRun == script.steps.count)
        let snapshotSteps = script.steps.filter { $0.action.as(SnapshotStep.self) != nil }
        #expect(result.snapshots.count == snapshotSteps.count)
    }
}
