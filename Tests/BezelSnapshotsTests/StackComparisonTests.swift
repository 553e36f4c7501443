import BezelGraphics
import Foundation
import Testing
@testable import BezelSnapshots

/// A mismatch names the rendering stack of the reference beside this run's.
@Suite struct StackComparisonTests {
    private var olderCairo: RenderingStack {
        var stack = RenderingStack.current
        stack.libraries["cairo"] = "1.16.0-old"
        return stack
    }

    @Test func sentencesSaySameOtherOrUnknown() {
        let current = RenderingStack.current
        #expect(StackComparison(reference: current).sentence.hasPrefix("The reference was rendered with this run's stack ("))
        #expect(StackComparison(reference: current).isSameStack)
        let other = StackComparison(reference: olderCairo)
        #expect(other.sentence.hasPrefix(
            "The reference was rendered with another stack: cairo 1.16.0-old, this run \(current.libraries["cairo"] ?? "")."))
        #expect(other.sentence.contains("Bezel puts every glyph on a whole device pixel"))
        #expect(other.sentence.contains("hex boxes"))
        #expect(!other.isSameStack)
        var bumped = current
        bumped.renderer -= 1
        bumped.libraries["cairo"] = "1.16.0"   // a renderer-1 reference from cairo 1.18 gets its own sentence (below)
        #expect(StackComparison(reference: bumped).sentence.contains("Bezel's renderer version changed"))
        #expect(StackComparison(reference: nil).sentence.hasPrefix("The reference stores no rendering stack"))
        #expect(!StackComparison(reference: nil).isSameStack)
    }

    /// A reference drawn by renderer 1 with cairo 1.18 has glyphs at quarter-pixel
    /// offsets; the message says that renderer 2 moved them on purpose.
    @Test func referencesWithSubpixelGlyphsAreExplained() {
        var reference = RenderingStack.current
        reference.renderer = 1
        reference.libraries["cairo"] = "1.18.4"
        var current = RenderingStack.current
        current.renderer = 2
        current.libraries["cairo"] = "1.16.0"
        let sentence = StackComparison(reference: reference, current: current).sentence
        #expect(sentence.hasPrefix("The reference was rendered with another stack: renderer 1, this run 2; cairo 1.18.4, this run 1.16.0."))
        #expect(sentence.contains("left glyphs where cairo 1.18.4 put them, at quarter-pixel offsets"))
        #expect(sentence.contains("text moved by up to half a pixel: review and re-record"))
        #expect(!sentence.contains("Bezel's renderer version changed"))

        // With cairo 1.16 the renderer change moved nothing in particular.
        reference.libraries["cairo"] = "1.16.0"
        let same = StackComparison(reference: reference, current: current).sentence
        #expect(same == "The reference was rendered with another stack: renderer 1, this run 2. "
                + "Bezel's renderer version changed: its drawing moved on purpose; review and re-record.")
    }

    @Test func cairoVersionsThatPlaceGlyphsAtSubpixelOffsets() {
        for version in ["1.17.2", "1.17.8", "1.18.0", "1.18.4", "1.20", "2.0.0"] {
            #expect(StackComparison.placesGlyphsAtSubpixelOffsets(version), "\(version)")
        }
        for version in ["1.16.0", "1.17.0", "1.14.12", "", "junk", nil] as [String?] {
            #expect(!StackComparison.placesGlyphsAtSubpixelOffsets(version), "\(version ?? "nil")")
        }
    }

    /// PNG images whose references claim to come from `stack`.
    private func strategy(claiming stack: RenderingStack?) -> Snapshotting<Image, Image> {
        var diffing = Diffing<Image>.image
        diffing.readStack = { _ in stack }
        return Snapshotting(diffing: diffing)
    }

    @Test func mismatchMessageAndReportCarryTheStacks() throws {
        let folder = try TemporaryFolder()
        _ = try folder.run { try check(of: try makeImage(), as: strategy(claiming: olderCairo), named: "stacked") }
        let result = try folder.run {
            try check(of: try makeImage(changes: [(2, 2, grey(9))]), as: strategy(claiming: olderCairo), named: "stacked")
        }
        let mismatch = try #require(result.mismatch)
        #expect(mismatch.stack?.differences.map(\.component) == ["cairo"])
        let message = try #require(result.failureMessage)
        #expect(message.contains("another stack: cairo 1.16.0-old, this run \(RenderingStack.current.libraries["cairo"] ?? "")"))
        let reportPath = try #require(mismatch.reportPath)
        #expect(reportPath == folder.artifact("stacked", "mismatch", suite: "StackComparison", ext: "json"))
        #expect(message.contains("  report:         \(reportPath)"))

        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath)))
            as? [String: Any])
        #expect(report["name"] as? String == "stacked")
        #expect(report["deterministic"] as? Bool == true)
        let pixels = try #require(report["pixels"] as? [String: Any])
        #expect(pixels["differing"] as? Int == 1)
        let stack = try #require(report["stack"] as? [String: Any])
        #expect(stack["same"] as? Bool == false)
        let differences = try #require(stack["differences"] as? [[String: Any]])
        #expect(differences.count == 1 && differences.first?["component"] as? String == "cairo"
                && differences.first?["reference"] as? String == "1.16.0-old")

        // A later match removes the report with the other artifacts.
        _ = try folder.run { try check(of: try makeImage(), as: strategy(claiming: olderCairo), named: "stacked") }
        #expect(!folder.exists(reportPath))
    }

    @Test func sameStackAndMissingStackAreSaidToo() throws {
        let folder = try TemporaryFolder()
        for (name, claim) in [("same", RenderingStack.current), ("none", nil)] as [(String, RenderingStack?)] {
            _ = try folder.run { try check(of: try makeImage(), as: strategy(claiming: claim), named: name) }
            let result = try folder.run {
                try check(of: try makeImage(changes: [(0, 0, grey(1))]), as: strategy(claiming: claim), named: name)
            }
            let expected = claim == nil ? "The reference stores no rendering stack" : "rendered with this run's stack"
            #expect(result.failureMessage?.contains(expected) == true, "\(name)")
        }
    }

    @Test func textSnapshotsSayNothingAboutStacks() throws {
        let folder = try TemporaryFolder()
        _ = try folder.run { try check(of: "a\nb", as: .lines, named: "text") }
        let result = try folder.run { try check(of: "a\nc", as: .lines, named: "text") }
        #expect(result.mismatch?.stack == nil)
        #expect(result.failureMessage?.contains("stack") == false)
    }
}
