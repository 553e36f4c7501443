import Foundation
import Testing

/// `bezel studio` in a real browser: headless Chromium driven through the
/// DevTools protocol with real mouse and touch events
/// (`Tests/Support/studio-browser.py`), as a person uses the page.
/// With `BEZEL_BROWSER_SCREENSHOTS=DIR`, the browser tests keep their
/// screenshots there, to be looked at.
@Suite struct StudioBrowserTests {
    static let screenshotFolder: String? = ProcessInfo.processInfo.environment["BEZEL_BROWSER_SCREENSHOTS"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0).standardizedFileURL.path
    }

    @Test func aSessionRecordedInTheBrowserReplaysToTheSameTraceAndTheTimelineStepsBack() throws {
        _ = try #require(GalleryPageBrowserTests.browser(), "headless Chromium is not installed: run scripts/install-system-packages")
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = FileCommandTests.packageRoot
        let run = try FontIsolationTests.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                             [root.appendingPathComponent("Tests/Support/studio-browser.py").path, bezel.path,
                                              root.appendingPathComponent("Themes").path,
                                              root.appendingPathComponent("Examples/scenes/timer.yaml").path, folder.path,
                                              root.appendingPathComponent("Examples/scenes/memory-warning.yaml").path],
                                             environment: nil)
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)\(run.stderr)")
        #expect(run.status == 0 && seen["error"] == nil, "\(seen["error"] ?? run.stderr)")

        // A mouse click on Start: the frame changed, Start greyed in the tree, recorded as a tap on its id.
        let start = try #require(seen["afterStart"] as? [String: Any])
        #expect(start["frameChanged"] as? Bool == true && (start["startState"] as? [String])?.contains("disabled") == true)
        #expect(start["steps"] as? String == ##"- tap: "#start""##)
        // The slider dragged from its thumb and its track clicked, both recorded
        // as places in it; a finger's tap on Stop, a second let pass.
        let steps = try #require(seen["steps"] as? [String])
        #expect(steps.count == 5 && steps[1].hasPrefix(##"- drag: {from: {id: "seconds", at: [0.2"##)
                && steps[2].hasPrefix(##"- tap: {id: "seconds", at: [0.9"##)
                && steps[3] == ##"- tap: "#stop""## && steps[4] == "- wait: 1", "\(steps)")
        let dragged = try #require(seen["afterDrag"] as? [String: Any]), clicked = try #require(seen["afterTrackClick"] as? [String: Any])
        #expect(dragged["value"] as? String != "10" && clicked["value"] as? String == dragged["value"] as? String,
                "the drag moved the slider, the click on its track did not: \(dragged) \(clicked)")
        #expect((seen["saved"] as? String)?.hasPrefix("saved 5 steps to ") == true)
        // `bezel replay` of the saved script: the page's trace, line for line.
        #expect(seen["replayStatus"] as? Int == 0)
        let trace = try #require(seen["trace"] as? [String]), replayed = try #require(seen["replayTrace"] as? [String])
        #expect(trace.count > 30 && trace == replayed)
        // The timeline opens on the last step and steps back; step 1's touches are drawn.
        let timeline = try #require(seen["timeline"] as? [String: Any])
        #expect(timeline["last"] as? String == "step 5 of 5: wait: 1")
        #expect(timeline["back"] as? String == ##"step 4 of 5: tap: "#stop""##)
        #expect(timeline["touchesDrawn"] as? Int == 2 && timeline["beforeDiffersFromAfter"] as? Bool == true)
        #expect((timeline["entries"] as? String)?.contains("Button#start  touchUpInside") == true)
        // The dark theme chosen in the page: drawn in it, the same steps.
        let dark = try #require(seen["dark"] as? [String: Any])
        #expect((dark["themes"] as? [String])?.contains("dark") == true && dark["chosen"] as? String == "dark")
        #expect(dark["steps"] as? [String] == steps, "the recorded steps run again in the theme")
        // Text through an input method, keys and a paste: one `type` step; the
        // page's own text in Bezel's fonts (the CJK face loaded from the studio).
        let ime = try #require(seen["ime"] as? [String: Any])
        #expect(ime["steps"] as? [String] == [##"- tap: "#draft""##, ##"- type: "日本語ab 貼り付け""##], "\(ime)")
        #expect(ime["field"] as? String == "日本語ab 貼り付け")
        #expect((ime["saved"] as? String)?.contains(##"type: "日本語ab 貼り付け""##) == true)
        #expect(ime["cjkReady"] as? Bool == true && (ime["fontsLoaded"] as? [String])?.contains("Bezel CJK") == true, "\(ime)")
        #expect((ime["bodyFont"] as? String)?.hasPrefix("\"Bezel Sans\"") == true, "\(ime["bodyFont"] ?? "")")
        #expect(seen["imeStudioStatus"] as? Int == 0)
        // Without the token: refused.
        #expect((seen["refusedPage"] as? String)?.hasPrefix("bezel studio: refused") == true)
        #expect(seen["refusedSocketStatus"] as? Int == 403)
        #expect(seen["studioStatus"] as? Int == 0, "Ctrl-C stops it")
        for name in ["live.png", "timeline.png", "dark.png", "refused.png", "ime.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "the screenshot \(name)")
            if let keep = Self.screenshotFolder {
                try? FileManager.default.removeItem(atPath: keep + "/studio-" + name)
                try FileManager.default.copyItem(atPath: folder.appendingPathComponent(name).path, toPath: keep + "/studio-" + name)
            }
        }
    }
}
