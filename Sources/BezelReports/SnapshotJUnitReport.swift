import BezelSnapshotResults
import Foundation

/// The last run's snapshot results as JUnit XML, for CI systems that show
/// test reports (GitHub Actions' test reporters, GitLab, Jenkins): one
/// `<testsuite>` per snapshot suite, one `<testcase>` per snapshot.
/// Every failing ``SnapshotOutcome`` is counted once: `error` as an
/// `<error>`, `mismatch`, `missing` and `recorded` as a `<failure>` (a
/// snapshot that was just recorded fails until it is reviewed), so
/// `failures + errors` is the summary's failing count.
///
/// ```swift
/// try SnapshotJUnitReport.xml(for: results).write(toFile: "snapshots.xml", atomically: true, encoding: .utf8)
/// ```
public enum SnapshotJUnitReport {
    /// The whole document.
    public static func xml(for results: SnapshotResults, name: String = "Bezel snapshots") -> String {
        let bySuite = Dictionary(grouping: results.entries, by: \.record.suite)
        let counts = results.counts
        let failures = counts.failing() - counts.error, errors = counts.error
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(escape(name))\" tests=\"\(counts.total)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\">\n"
        for suite in bySuite.keys.sorted() {
            let entries = bySuite[suite] ?? []
            let suiteCounts = SnapshotOutcomeCounts(entries.compactMap(\.record.outcome))
            let suiteFailures = suiteCounts.failing() - suiteCounts.error, suiteErrors = suiteCounts.error
            xml += "  <testsuite name=\"\(escape(suite))\" tests=\"\(suiteCounts.total)\" failures=\"\(suiteFailures)\" "
                + "errors=\"\(suiteErrors)\">\n"
            for entry in entries { xml += testCase(entry) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func testCase(_ entry: SnapshotResults.Entry) -> String {
        let record = entry.record
        var attributes = "classname=\"\(escape(record.suite))\" name=\"\(escape(record.name))\""
        if let test = record.test {
            attributes += " file=\"\(escape(test.file))\""
            if let line = test.line { attributes += " line=\"\(line)\"" }
        }
        let element: String
        switch record.outcome {
        // A declaration (no outcome) is never among the results' entries (see SnapshotResults.declarations).
        case .matched?, nil: return "    <testcase \(attributes)/>\n"
        case .error?: element = "error"
        case .mismatch?, .missing?, .recorded?: element = "failure"
        }
        let summary = headline(record)
        var details = [record.message ?? summary, "reference: \(entry.referencePath)"]
        if let actual = entry.actualPath { details.append("actual:    \(actual)") }
        if let diff = entry.diffPath { details.append("diff:      \(diff)") }
        if let test = record.test { details.append("at \(test.location)\(test.name.map { " in \($0)" } ?? "")") }
        return "    <testcase \(attributes)>\n      <\(element) type=\"\(record.status.rawValue)\" "
            + "message=\"\(escape(summary))\">\(escape(details.joined(separator: "\n")))</\(element)>\n    </testcase>\n"
    }

    /// One line for a failure: what happened to the snapshot.
    static func headline(_ record: SnapshotRecord) -> String {
        switch record.status {
        case .matched: return "matched"
        case .declared: return "declared, not checked"
        case .mismatch:
            if let pixels = record.pixels { return "\(pixels.differing) of \(pixels.total) pixels differ" }
            if let dimensions = record.dimensions {
                return "size \(dimensions.actual) instead of \(dimensions.reference)"
            }
            return "does not match its reference"
        case .missing: return "no reference (new snapshot)"
        case .recorded: return "reference recorded (\(record.recordedBecause?.rawValue ?? "?")); review it"
        case .error: return record.message.map { String($0.prefix(200)) } ?? "could not be checked"
        }
    }

    /// Text for XML attributes and content; characters XML 1.0 forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
