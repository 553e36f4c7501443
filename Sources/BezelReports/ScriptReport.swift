import BezelFiles
import BezelReplay
import Foundation

/// The `report.html` page of a replay: the script's steps with where each
/// is written and how it went, the first failure, every snapshot frame
/// (`<img>` with the relative `NN-name.png` path, so the page works from its
/// folder) and the trace (its first ``traceLinesShown`` lines; the whole
/// trace is in `trace.txt` beside the page). Its skeleton and escaping are
/// every page's (`PageMarkup`).
public enum ScriptReport: PageMarkup {
    /// The animated PNG of the whole run, beside the report.
    public static let animationFileName = "run.png"
    /// How many lines of the trace the page shows.
    public static let traceLinesShown = 2000

    /// The page for `result`, a run of `script`; `traceLines` are the
    /// trace's first lines (at most ``traceLinesShown`` are shown) and
    /// `traceLineCount` how many it has in all.
    public static func html(_ result: ScriptResult, script: Script, traceLines: [String], traceLineCount: Int) -> String {
        let name = (script.file as NSString).lastPathComponent
        var page = "<h1>Replay of \(escape(name))</h1>\n"
        if let failure = result.failure {
            page += "<p class=\"failed\">Failed: \(escape(failure.description))</p>\n"
        } else {
            page += "<p class=\"passed\">Passed: \(result.stepsRun) steps, every expectation held.</p>\n"
        }
        page += "<h2>Steps</h2>\n<table><tr><th>#</th><th>Step</th><th>Where</th><th>Result</th></tr>\n"
        // The file names of the steps' files (a script's steps are in one or two), each made once.
        var fileNames: [String: String] = [:]
        for (index, step) in script.steps.enumerated() {
            let number = index + 1
            let (status, word): (String, String)
            if number > result.stepsRun {
                (status, word) = ("skipped", "not run")
            } else if result.failure?.step == number {
                (status, word) = ("failed", "failed")
            } else {
                (status, word) = ("passed", "ok")
            }
            let fileName = fileNames[step.location.file] ?? (step.location.file as NSString).lastPathComponent
            fileNames[step.location.file] = fileName
            let location = "\(fileName):\(step.location.line):\(step.location.column)"
            page += "<tr><td>\(number)</td><td>\(escape(step.action.keyword))</td><td>\(escape(location))</td>"
                + "<td class=\"\(status)\">\(word)</td></tr>\n"
        }
        page += "</table>\n<h2>Frames</h2>\n"
        if result.snapshots.isEmpty { page += "<p>No snapshot steps.</p>\n" }
        for snapshot in result.snapshots {
            let file = escape(snapshot.fileName)
            page += "<figure><img src=\"\(file)\" alt=\"\(escape(snapshot.name))\" "
                + "width=\"\(Int(snapshot.size.width))\"><figcaption>step \(snapshot.step): \(file)</figcaption></figure>\n"
            if snapshot.accessibility.contains(.image) {
                let drawn = escape(snapshot.accessibilityFileName(.image))
                page += "<figure><img src=\"\(drawn)\" alt=\"What a screen reader finds at step \(snapshot.step), numbered, with a legend\">"
                    + "<figcaption>step \(snapshot.step), for a screen reader: \(drawn)</figcaption></figure>\n"
            }
            if snapshot.accessibility.contains(.text) {
                let text = escape(snapshot.accessibilityFileName(.text))
                page += "<p>What a screen reader finds at step \(snapshot.step), as text: <a href=\"\(text)\">\(text)</a></p>\n"
            }
        }
        if result.runFrameCount > 1 {
            page += "<h2>The whole run</h2>\n<figure><img src=\"\(ScriptReport.animationFileName)\" "
            page += "alt=\"The window after each of the \(result.stepsRun) steps, animated\"></figure>\n"
        }
        page += "<h2>Trace</h2>\n<p><a href=\"trace.txt\">trace.txt</a> · <a href=\"trace.jsonl\">trace.jsonl</a></p>\n"
        let shown = traceLines.prefix(traceLinesShown)
        page += "<pre>\(escape(shown.joined(separator: "\n")))</pre>\n"
        if traceLineCount > shown.count {
            page += "<p>\(traceLineCount - shown.count) more lines in <a href=\"trace.txt\">trace.txt</a>.</p>\n"
        }
        return document(title: "Replay of \(name)", generator: "bezel replay", attributes: "", style: style, body: page, script: "")
    }

    private static let style = """
        body { font-family: sans-serif; margin: 2em; color: #222; }
        table { border-collapse: collapse; } td, th { padding: 2px 10px; text-align: left; border-bottom: 1px solid #ddd; }
        .failed { color: #B00020; font-weight: bold; } .passed { color: #1B7F3B; } .skipped { color: #999; }
        figure { display: inline-block; margin: 0 1em 1em 0; } img { border: 1px solid #ccc; max-width: 480px; }
        pre { background: #F6F6F6; padding: 1em; overflow-x: auto; }
        """
}
