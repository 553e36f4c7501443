import BezelFileFixtures
@testable import BezelFiles
import Foundation
import Testing

/// A scene's `snapshots:` reads into themes, scales and state matrices,
/// each value checked as a `set` would check it, every problem at its place.
@Suite struct SceneSnapshotPlanTests {
    static let themes = SceneTestSupport.repositoryFolder + "/Themes"

    static let buttons = """
        size: {width: 200, height: 100}
        root:
          type: hstack
          children:
            - {type: bezelButton, id: play, image: play@2x.png}
            - {type: button, id: ok, title: OK}
            - {type: label, id: caption, text: hi}
        """

    private func document(_ snapshots: String) throws -> SceneDocument {
        try SceneDocument.parse(Self.buttons + "\nsnapshots:\n" + snapshots, file: "t.yaml",
                                baseDirectory: SceneTestSupport.examplesFolder, themesDirectory: Self.themes)
    }

    private func errors(_ snapshots: String) -> [String] {
        SceneTestSupport.fileErrors { _ = try document(snapshots) }.map(\.description)
    }

    @Test func aSceneWithoutTheKeyHasNoPlan() throws {
        let document = try SceneDocument.parse(Self.buttons, file: "t.yaml", baseDirectory: SceneTestSupport.examplesFolder)
        #expect(document.snapshots == nil)
    }

    @Test func textFindingsReadsOffWarnOrFail() throws {
        #expect(try document("  textFindings: fail").snapshots?.textFindings == .fail)
        #expect(try document("  themes: [dark]").snapshots?.textFindings == nil)
        #expect(errors("  textFindings: fial") == [
            "t.yaml:9:17: 'textFindings' must be off, warn or fail, not 'fial' (did you mean 'fail'?)",
        ])
    }

    @Test func themesScalesAndStatesRead() throws {
        let plan = try #require(try document("""
              themes: [default, dark]
              scales: [1, 2]
              states:
                - ids: [play, ok]
                  enabled: [true, false]
                  highlighted: [no, yes]
            """).snapshots)
        #expect(plan.themes.map(\.reference) == ["default", "dark"])
        #expect(plan.scales == [1, 2])
        let matrix = try #require(plan.states.first)
        #expect(matrix.ids == ["play", "ok"])
        #expect(matrix.dimensions.map(\.key) == ["enabled", "highlighted"])
        #expect(matrix.dimensions[1].values.map(\.name) == ["false", "true"])
        #expect(matrix.dimensions[0].values[1].properties["ok"] == SceneProperty(SceneKeys.enabled, false))
        #expect(matrix.combinationCount == 4)
    }

    @Test func allPicksTheViewsThatTakeEveryProperty() throws {
        let plan = try #require(try document("  states: [{ids: all, pushed: [false, true]}]").snapshots)
        #expect(plan.states.first?.ids == ["play"])
        let controls = try #require(try document("  states: [{ids: all, enabled: [false]}]").snapshots)
        #expect(controls.states.first?.ids == ["play", "ok"])
        #expect(errors("  states: [{ids: all, on: [true]}]") == ["t.yaml:9:18: no view with an id takes on; expected ids: a list of view ids"])
    }

    @Test func everyProblemIsReportedAtItsPlace() {
        #expect(errors("""
              themes: [default, nope, default]     # nope is looked up when checked
              scales: [2, 4]
              states:
                - {ids: [plya], enabled: [true]}
                - {ids: [caption], pushed: [true]}
                - {ids: [ok]}
                - {ids: [ok], enabled: [maybe]}
            """) == [
            "t.yaml:9:27: theme 'default' is listed twice",
            "t.yaml:10:15: 'scale' is 4, out of range; expected 1…3",
            "t.yaml:12:14: no view has the id 'plya'; expected an id the scene declares (did you mean 'play'?)",
            "t.yaml:13:33: 'pushed' cannot be set on #caption (Label); expected a bezel button",
            "t.yaml:14:7: a state matrix needs at least one property; expected for example enabled: [true, false]",
            "t.yaml:15:29: 'enabled' must be true or false, not 'maybe'",
        ])
    }

    /// The error stands at the state matrix that passes the maximum.
    @Test func tooManyImagesIsAnError() {
        let values = (0...100).map { "\(Double($0) / 100)" }.joined(separator: ", ")
        // 3 themes × 3 scales × (the scene + 2 ids × 101 × 2 × 2 × 2 states)
        #expect(errors("""
              themes: [default, dark, high-contrast]
              scales: [1, 2, 3]
              states: [{ids: [play, ok], alpha: [\(values)], enabled: [true, false], highlighted: [true, false],
                        selected: [true, false]}]
            """) == ["t.yaml:11:12: snapshots asks for 14553 images, more than 10000; expected fewer themes, scales, directions, text sizes, languages, ids or values"])
    }
}

/// Counts a file gives are counted with checked arithmetic: values that
/// multiply past `Int.max` are an error at their place, never a trap.
@Suite struct SceneSnapshotCountTests {
    @Test func statesThatMultiplyPastIntMaxAreAnErrorAtTheirMatrix() {
        let errors = SceneTestSupport.errors(HostileScenes.statesPastIntMax()).map(\.description)
        #expect(errors == ["t.yaml:4:7: snapshots asks for more images than can be counted (more than \(Int.max)), the most is "
            + "10000; expected fewer themes, scales, directions, text sizes, languages, ids or values"])
    }

    @Test func countsPastIntMaxAreNil() {
        let place = SourceLocation(file: "t.yaml", line: 1, column: 1)
        let values = (0..<1_000).map { (name: "\($0)", properties: ["f": SceneProperty(SceneKeys.alpha, Double($0) / 1_000)]) }
        let huge = SceneStateMatrix(ids: ["f"], dimensions: (0..<7).map { SceneStateMatrix.Dimension(key: "k\($0)", values: values) },
                                    location: place)
        #expect(huge.combinationCount == nil)
        let six = SceneStateMatrix(ids: ["f", "g"], dimensions: Array(huge.dimensions.prefix(6)), location: place)
        #expect(six.combinationCount == 1_000_000_000_000_000_000)
        let plan = SceneSnapshotPlan(states: [six], location: place)
        #expect(plan.imageCount(themes: 1, scales: 1) == 2_000_000_000_000_000_001)
        #expect(plan.imageCount(themes: 5, scales: 1) == nil)
        #expect(plan.imageCountProblem(themes: 5, scales: 1)?.location == place)
        let small = SceneSnapshotPlan(states: [SceneStateMatrix(ids: ["f"], dimensions: [huge.dimensions[0]], location: place)],
                                      location: place)
        #expect(small.imageCount(themes: 2, scales: 3) == 6 * 1_001)
        #expect(small.imageCount(themes: Int.max, scales: 2) == nil)
        #expect(small.imageCountProblem(themes: 1, scales: 1) == nil)
    }
}
