import Bezel
import BezelReplay
import BezelFileFixtures
import BezelFiles
import BezelGraphics
import Foundation
import Testing
@testable import BezelStudio

/// The controller beyond single steps: the timeline and its moments, carrying
/// on from a step, the clock, another theme or scale, and files read again.
@Suite struct StudioControllerTests {
    static let themes = SceneTestSupport.repositoryFolder + "/Themes"

    /// A timer studio whose scene reads from disk in any theme of the repository's, its steps from `steps`.
    static func controller(steps: (() throws -> [ScriptAction])? = nil) throws -> StudioController {
        let resolver = try ThemeResolver(themesDirectory: themes)
        let source = StudioSource(themes: resolver.availableThemes(), scene: { theme in
            var scene = try SceneDocument.load(path: StudioSessionTests.timerPath, themesDirectory: themes)
            if let theme { (scene.theme, scene.themeName) = (try resolver.theme(theme), theme) }
            return scene
        }, steps: steps)
        let initial = try steps?() ?? []
        return StudioController(session: try StudioSession(scene: try source.scene(nil), steps: initial), source: source)
    }

    static func send(_ controller: StudioController, _ json: String) -> [StudioReply] { controller.handle(Data(json.utf8)) }

    static func tapStart(_ controller: StudioController) throws {
        let point = try StudioSessionTests.point(of: "start", in: controller.session)
        _ = send(controller, #"{"type":"pointer","phase":"began","x":\#(point.x),"y":\#(point.y)}"#)
        _ = send(controller, #"{"type":"pointer","phase":"ended","x":\#(point.x),"y":\#(point.y)}"#)
    }

    static func frame(in replies: [StudioReply]) -> Data? {
        replies.lazy.compactMap { if case let .frame(update) = $0 { return update.png } else { return nil } }.first
    }

    @Test func theTimelineListsTheStepsAndAMomentShowsOneMadeAgain() throws {
        let controller = try Self.controller()
        try Self.tapStart(controller)
        _ = Self.send(controller, #"{"type":"advance","seconds":4}"#)
        let listed = Self.send(controller, #"{"type":"timeline"}"#)
        guard case let .timeline(steps)? = listed.first else { Issue.record("\(listed.compactMap(\.json))"); return }
        #expect(steps.map(\.text) == [##"tap: "#start""##, "wait: 4"])
        #expect(steps.map(\.line) == [4, 5] && steps.map(\.time) == [0, 4] && steps.map(\.touches) == [2, 0])
        let shown = Self.send(controller, #"{"type":"moment","step":1}"#)
        guard case let .moment(moment)? = shown.first else { Issue.record("\(shown.compactMap(\.json))"); return }
        #expect(moment.touches.map(\.phase) == ["began", "ended"])
        #expect(moment.entries.first?.contains("step") == true && moment.entries.first?.contains("#start") == true, "\(moment.entries)")
        #expect(moment.before != moment.after, "Start greyed by its tap")
        #expect(Data(base64Encoded: moment.after).map { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) } == true, "a PNG")
        let start = moment.tree.children.flatMap { Self.all($0) }.first { $0.id == "start" }
        #expect(start?.state.contains("disabled") == true, "the tree as step 1 left it: \(start?.state ?? [])")
        let json = try #require(shown.first?.json)
        #expect(json.hasPrefix(#"{"after":""#) && json.contains(#""type":"moment""#))
        #expect(Self.send(controller, #"{"type":"moment","step":3}"#) == [.error("there is no step 3: the steps are 1 to 2")])
        #expect(controller.session.steps.count == 2, "looking changes nothing")
    }

    static func all(_ node: StudioInspector.Node) -> [StudioInspector.Node] { [node] + node.children.flatMap(all) }

    @Test func carryingOnFromAStepDropsTheStepsAfterIt() throws {
        let controller = try Self.controller()
        try Self.tapStart(controller)
        _ = Self.send(controller, #"{"type":"advance","seconds":4}"#)
        let replies = Self.send(controller, #"{"type":"truncate","steps":1}"#)
        #expect(replies.contains(.steps([##"tap: "#start""##])))
        #expect(replies.contains(.clock(now: 0, pending: controller.session.window.clock.pendingWork)))
        #expect(Self.send(controller, #"{"type":"truncate","steps":5}"#) == [.error("there is no step 5: the steps are 1 to 1")])
    }

    @Test func onlyTheChangedRectangleOfTheWindowIsSent() throws {
        let controller = try Self.controller()
        let opened = try controller.everything()
        guard let whole = opened.lazy.compactMap({ if case let .frame(update) = $0 { return update } else { return nil } }).first else {
            Issue.record("no frame"); return
        }
        #expect(whole.region == PixelRegion(x: 0, y: 0, width: whole.frameWidth, height: whole.frameHeight))
        let before = try controller.session.frame
        try Self.tapStart(controller)
        let after = try controller.session.frame
        // The tap's frame: rebuilt from the whole one and the part sent, it is the window's.
        let point = try StudioSessionTests.point(of: "stop", in: controller.session)
        let down = Self.send(controller, #"{"type":"pointer","phase":"began","x":\#(point.x),"y":\#(point.y)}"#)
        guard let part = down.lazy.compactMap({ if case let .frame(update) = $0 { return update } else { return nil } }).first else {
            Issue.record("\(down.compactMap(\.json))"); return
        }
        #expect(part.region.width < whole.frameWidth / 2 && part.region.height < whole.frameHeight / 4, "Stop pushed: \(part.region)")
        var pixels = after.premultipliedARGB()
        let patch = try Image(pngData: part.png).premultipliedARGB()
        for row in 0..<part.region.height {
            for column in 0..<part.region.width {
                pixels[(part.region.y + row) * whole.frameWidth + part.region.x + column] = patch[row * part.region.width + column]
            }
        }
        let rebuilt = pixels == (try controller.session.frame.premultipliedARGB())
        #expect(rebuilt, "the whole frame with the part drawn over it is the window")
        #expect(before !== after)
        #expect(part.message.prefix(24) == Data([0, 0, 2, 128, 0, 0, 1, 224] + [part.region.x, part.region.y, part.region.width, part.region.height]
            .flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }), "the header: sizes in pixels, big-endian")
    }

    /// A lift that makes a touch a `tap` answers with the window at once;
    /// the run of every step (the trace as the script replays it) follows.
    @Test func theFrameGoesBeforeTheRunIsMadeAgain() throws {
        let controller = try Self.controller()
        _ = try controller.everything()
        let point = try StudioSessionTests.point(of: "start", in: controller.session)
        _ = controller.handleFirst(Data(#"{"type":"pointer","phase":"began","x":\#(point.x),"y":\#(point.y)}"#.utf8))
        #expect(controller.followUp().isEmpty, "nothing rewritten: nothing left")
        let first = controller.handleFirst(Data(#"{"type":"pointer","phase":"ended","x":\#(point.x),"y":\#(point.y)}"#.utf8))
        #expect(first.contains(.steps([##"tap: "#start""##])) && Self.frame(in: first) != nil)
        #expect(!first.contains { if case .trace = $0 { return true } else { return false } }, "\(first.compactMap(\.json))")
        let rest = controller.followUp()
        guard case let .trace(lines, 0)? = rest.first else { Issue.record("\(rest.compactMap(\.json))"); return }
        #expect(lines.first?.contains("step") == true && lines.first?.contains("#start") == true, "the tap as replayed: \(lines)")
        #expect(Self.frame(in: rest) == nil, "the run made again draws the same pixels")
        #expect(controller.followUp().isEmpty)
    }

    @Test func theClockIsSentWhenItMovesWithWhatIsPending() throws {
        let controller = try Self.controller()
        _ = try controller.everything()
        try Self.tapStart(controller)
        let advanced = Self.send(controller, #"{"type":"advance","seconds":2}"#)
        guard let clock = advanced.first(where: { if case .clock = $0 { return true } else { return false } }),
              case let .clock(now, pending) = clock else { Issue.record("\(advanced.compactMap(\.json))"); return }
        #expect(now == 2 && !pending.isEmpty, "the timer runs: \(pending)")
        #expect(clock.json?.contains(#""type":"clock""#) == true)
        let refused = Self.send(controller, #"{"type":"expect","id":"nothing"}"#)
        #expect(!refused.contains { if case .clock = $0 { return true } else { return false } }, "unchanged: not sent again")
    }

    @Test func anotherThemeOrScaleRunsTheStepsAgainInIt() throws {
        let controller = try Self.controller()
        let opened = try controller.everything()
        guard case let .display(display)? = opened.first else { Issue.record("\(opened.compactMap(\.json))"); return }
        #expect(display.themes.contains("dark") && display.theme == nil && display.scale == 2)
        try Self.tapStart(controller)
        let light = try #require(Self.frame(in: try controller.everything()))
        let dark = Self.send(controller, #"{"type":"display","theme":"dark"}"#)
        #expect(dark.first == .display(.init(themes: display.themes, theme: "dark", scale: 2, width: display.width, height: display.height)))
        #expect(Self.frame(in: dark).map { $0 != light } == true, "drawn in the dark theme")
        #expect(controller.session.steps.count == 1 && controller.session.scene.themeName == "dark", "the steps run again")
        let large = Self.send(controller, #"{"type":"display","scale":3}"#)
        let image = try Image(pngData: try #require(Self.frame(in: large)))
        #expect(image.pixelWidth == Int(display.width) * 3, "at 3x, still dark: \(large.first.map { "\($0)" } ?? "")")
        controller.save = { _ in "saved 1 step to x.yaml" }
        #expect(Self.send(controller, #"{"type":"save"}"#)
            == [.saved("saved 1 step to x.yaml (it replays in the scene's own theme and scale, not the dark theme and scale 3 as shown here)")])
        #expect(Self.send(controller, #"{"type":"display","theme":"neon"}"#).first?.json?.contains("no theme 'neon'") == true)
        #expect(Self.send(controller, #"{"type":"display","theme":""}"#).contains { if case let .display(shown) = $0 { return shown.theme == nil } else { return false } })
    }

    @Test func aFailedSaveIsASentenceNeverADumpOfAType() throws {
        let controller = try Self.controller()
        try Self.tapStart(controller)
        struct Described: Error, CustomStringConvertible { var description: String { "-o x.yaml: the folder is read-only" } }
        struct Plain: Error { let pointer = 1 }
        controller.save = { _ in throw Described() }
        #expect(Self.send(controller, #"{"type":"save"}"#) == [.error("-o x.yaml: the folder is read-only")])
        controller.save = { _ in throw CocoaError(.fileWriteVolumeReadOnly, userInfo: [NSFilePathErrorKey: "/ro/x.yaml"]) }
        let cocoa = Self.send(controller, #"{"type":"save"}"#).first?.json ?? ""
        #expect(!cocoa.contains("Domain=") && !cocoa.contains("Code=") && cocoa.contains("error"), "\(cocoa)")
        controller.save = { _ in throw Plain() }
        let plain = Self.send(controller, #"{"type":"save"}"#).first?.json ?? ""
        #expect(!plain.contains("pointer") && !plain.contains("Plain(") && !plain.contains("unknown context"), "\(plain)")
    }

    @Test func filesReadAgainKeepTheRecordedStepsUnlessTheScriptChanged() throws {
        final class File { var steps: [ScriptAction] = [.tap(.id("start"))]; var broken = false }
        let file = File()
        let controller = try Self.controller(steps: {
            if file.broken { throw StudioMessageError("script.yaml:3:7: not a step") }
            return file.steps
        })
        _ = Self.send(controller, #"{"type":"advance","seconds":1}"#)
        let kept = controller.reload(changed: ["/x/Themes/default.yaml"])
        #expect(kept.first == .reloaded("default.yaml changed: re-ran 2 steps"))
        #expect(controller.session.steps.count == 2, "our recorded wait is kept")
        file.steps = [.tap(.id("start")), .wait(3), .tap(.id("stop"))]
        let edited = controller.reload(changed: ["/x/script.yaml"])
        #expect(edited.first == .reloaded("script.yaml changed: the script's 3 steps read again"))
        #expect(edited.contains(.steps([##"tap: "#start""##, "wait: 3", ##"tap: "#stop""##])))
        file.broken = true
        #expect(controller.reload(changed: ["/x/script.yaml"]) == [.error("script.yaml:3:7: not a step")])
        #expect(controller.session.steps.count == 3, "a file that does not read leaves the session as it was")
    }
}
