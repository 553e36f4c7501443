import BezelSnapshotResults
import Foundation
import Testing

/// The text finding policy's words and precedence, the environment's words,
/// and findings on results records (read by readers of format 3 as before).
@Suite struct TextFindingPolicyTests {
    @Test func policiesAreReadAsTheVariableIsRead() {
        #expect(TextFindingPolicy(parsing: " FAIL ") == .fail)
        #expect(TextFindingPolicy(parsing: "warn") == .warn)
        #expect(TextFindingPolicy(parsing: "Off") == .off)
        #expect(TextFindingPolicy(parsing: "error") == nil)
        #expect(TextFindingPolicy.allCases.map(\.description) == ["off", "warn", "fail"])
    }

    @Test func theMostSpecificChoiceWins() throws {
        #expect(try TextFindingPolicy.resolve(environmentValue: nil) == .warn)
        #expect(try TextFindingPolicy.resolve(environmentValue: "  ") == .warn)
        #expect(try TextFindingPolicy.resolve(environmentValue: "fail") == .fail)
        #expect(try TextFindingPolicy.resolve(configured: .off, environmentValue: "fail") == .off)
        #expect(try TextFindingPolicy.resolve(explicit: .warn, configured: .off, environmentValue: "fail") == .warn)
        #expect(try TextFindingPolicy.resolve(explicit: .fail, environmentValue: "nonsense") == .fail)
    }

    @Test func aVariableThatIsNoPolicyIsAnErrorNamingTheWords() {
        #expect(throws: TextFindingPolicy.InvalidValue(text: "maybe")) {
            try TextFindingPolicy.resolve(environmentValue: "maybe")
        }
        #expect(TextFindingPolicy.InvalidValue(text: "maybe").description
                    == "BEZEL_TEXT_FINDINGS=\"maybe\" is not a text finding policy; use one of off, warn, fail")
    }

    @Test func theEnvironmentIsDescribedInOnePlace() {
        #expect(SnapshotEnvironment(theme: "dark", scale: 2).description == "theme dark, @2x")
        #expect(SnapshotEnvironment(scale: 1.5).description == "@1.5x")
        #expect(SnapshotEnvironment().isEmpty)
    }

    @Test func theReadersSettingsAreNamedOnlyWhereNotTheDefault() throws {
        #expect(SnapshotEnvironment(theme: "dark", scale: 2, direction: "rtl", textSize: "AX3", language: "ar").description
                    == "theme dark, @2x, rtl, AX3, ar")
        #expect(SnapshotEnvironment(theme: "dark", scale: 2, direction: "ltr", textSize: "L", language: "en").description
                    == "theme dark, @2x")
        #expect(SnapshotEnvironment(scale: 1, textSize: "XS").description == "@1x, XS")
        #expect(SnapshotEnvironment(direction: "ltr", textSize: "L", language: "en").isEmpty)
        // Older files without the new keys still read; the new keys are written only when known.
        let old = try JSONDecoder().decode(SnapshotEnvironment.self, from: Data(#"{"theme":"dark","scale":2}"#.utf8))
        #expect(old == SnapshotEnvironment(theme: "dark", scale: 2))
        #expect(String(decoding: try JSONEncoder().encode(old), as: UTF8.self).contains("direction") == false)
    }

    @Test func aFindingNamesItsPlaceKindViewDetailAndEnvironment() {
        let finding = SnapshotTextFinding(kind: "ellipsized", view: "Label#title", part: "text",
                                          detail: "cut with \"…\" to 120 pt: \"Good morning\"", place: "long.yaml:7:7",
                                          environment: SnapshotEnvironment(theme: "dark", scale: 2))
        #expect(finding.description
                    == "long.yaml:7:7: ellipsized: Label#title text: cut with \"…\" to 120 pt: \"Good morning\" (theme dark, @2x)")
        var bare = finding
        bare.place = nil
        bare.environment = nil
        #expect(bare.description == "ellipsized: Label#title text: cut with \"…\" to 120 pt: \"Good morning\"")
    }

    @Test func recordsCarryFindingsAndLinesWithoutThemReadAsBefore() throws {
        var record = SnapshotRecord(run: "r", sequence: 1, time: "2026-11-26T00:00:00.000Z", suite: "long",
                                    name: "scene.theme=default@2x", pathExtension: "png", status: .matched,
                                    reference: "Snapshots/long/scene.theme=default@2x.png")
        record.textFindings = [SnapshotTextFinding(kind: "clipped", view: "Label at /0", part: "text", detail: "ink 4 pt",
                                                   place: "long.yaml:3:3", environment: SnapshotEnvironment(scale: 2))]
        let line = try JSONEncoder().encode(record)
        #expect(String(decoding: line, as: UTF8.self).contains("\"textFindings\":[{"))
        #expect(try JSONDecoder().decode(SnapshotRecord.self, from: line) == record)
        #expect(record.version == 3)

        let old = #"{"version":3,"run":"r","sequence":1,"time":"t","suite":"s","name":"n","pathExtension":"png","status":"matched","reference":"Snapshots/s/n.png"}"#
        #expect(try JSONDecoder().decode(SnapshotRecord.self, from: Data(old.utf8)).textFindings == nil)
    }
}
