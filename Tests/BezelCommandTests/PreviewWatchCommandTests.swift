import Foundation
import Testing

/// `bezel preview --watch` as a user runs it: edit a theme while it runs,
/// see one tile re-rendered and `watch.js` tell the page; break the file,
/// see the error at file:line:column and the watch go on.
@Suite struct PreviewWatchCommandTests {
    /// Reads lines from a running process's standard output as they come.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.lock(); text += String(decoding: data, as: UTF8.self); lock.unlock() }
        var all: String { lock.lock(); defer { lock.unlock() }; return text }

        /// Waits up to `seconds` for a line containing `needle`.
        func wait(for needle: String, seconds: Double = 20) -> Bool {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if all.contains(needle) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
    }

    @Test func anEditReRendersTheTileItTouchesAndAnErrorDoesNotStopTheWatch() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let themes = folder.appendingPathComponent("Themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let theme = themes.appendingPathComponent("mine.yaml")
        func write(_ fill: String) throws {
            try "name: mine\nextends: default\nbutton:\n  selected: {fillTop: '\(fill)'}\n".write(to: theme, atomically: true, encoding: .utf8)
        }
        try write("#2F6FD6")
        let out = folder.appendingPathComponent("out")

        let process = Process()
        process.executableURL = bezel
        process.arguments = ["preview", "--theme", "mine", "--themes-dir", themes.path, "--scale", "1", "--format", "none",
                             "-o", out.path, "--watch", "--stop-after", "2"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let lines = Lines(), errorLines = Lines()
        output.fileHandleForReading.readabilityHandler = { lines.append($0.availableData) }
        errors.fileHandleForReading.readabilityHandler = { errorLines.append($0.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        try #require(lines.wait(for: "bezel: watching"), "\(lines.all)\(errorLines.all)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<meta name=\"bezel-watch\" content=\"1\""))

        Thread.sleep(forTimeInterval: 0.3)
        try write("#3A7AE0")
        #expect(lines.wait(for: "mine.yaml changed: re-rendered 1 image in"), "\(lines.all)")
        let state = try String(contentsOf: out.appendingPathComponent("watch.js"), encoding: .utf8)
        #expect(state.contains("\"images\":{\"mine/tiles/button.selected@1x.png\":2}"), "\(state)")
        #expect(state.contains("\"version\":2"))

        try write("#3A7AEZ")
        #expect(errorLines.wait(for: "mine.yaml:4:23: '#3A7AEZ' is not a colour"), "\(errorLines.all)")
        #expect(lines.wait(for: "not re-rendered, 1 error (still watching)"), "\(lines.all)")
        let failed = try String(contentsOf: out.appendingPathComponent("watch.js"), encoding: .utf8)
        #expect(failed.contains("is not a colour"), "the page shows the error too")

        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
