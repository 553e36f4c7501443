import BezelSnapshots
import Foundation

/// How a trace differs from its golden: the lines both share at the start
/// and the end, and between them a line diff (longest common subsequence)
/// of what was removed and added.
struct TraceDifference {
    /// One line of the diff.
    enum Line: Equatable {
        case same(String, index: Int)
        case removed(String)
        case added(String, index: Int)
    }

    let golden: TraceSnapshot
    let actual: TraceSnapshot
    /// The diff from the first differing entry to the last, or empty when equal.
    let lines: [Line]
    /// The index (in both traces) of the first entry that differs.
    let firstDifference: Int

    /// The most lines a middle part may have for a full line diff; beyond
    /// it, the middle is shown as removed then added.
    static let maximumDiffedLines = 3_000

    init(golden: TraceSnapshot, actual: TraceSnapshot) {
        self.golden = golden
        self.actual = actual
        let old = golden.lines, new = actual.lines
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        firstDifference = prefix
        let oldMiddle = Array(old[prefix..<(old.count - suffix)]), newMiddle = Array(new[prefix..<(new.count - suffix)])
        lines = Self.diff(oldMiddle, newMiddle, firstIndex: prefix)
    }

    /// The difference for a mismatch, or nil when the traces are equal.
    var snapshotDifference: SnapshotDifference? {
        guard golden.lines != actual.lines else { return nil }
        return SnapshotDifference(summary: summary, diffArtifact: DiffArtifact(data: Data(fullText.utf8), pathExtension: "txt"))
    }

    /// What a person reads first: where, and the first changed lines in context.
    var summary: String {
        let removed = lines.filter { if case .removed = $0 { return true } else { return false } }.count
        let added = lines.count - removed - lines.filter { if case .same = $0 { return true } else { return false } }.count
        var text = "the trace differs from its golden at entry \(firstDifference + 1)"
        if let place = actual.place(ofEntry: min(firstDifference, max(actual.entries.count - 1, 0))) {
            text += " (\(place))"
        }
        text += ": \(removed) entr\(removed == 1 ? "y" : "ies") gone, \(added) new "
            + "(golden \(golden.lines.count) entries, now \(actual.lines.count))\n"
        let context = max(0, firstDifference - 2)..<firstDifference
        var shown = context.map { "    \(golden.lines[$0])" }
        shown += lines.prefix(8).map(Self.written)
        if lines.count > 8 { shown.append("    … \(lines.count - 8) more lines in the diff file") }
        return text + shown.joined(separator: "\n")
    }

    /// The whole diff, as `trace.diff.txt` holds it.
    var fullText: String {
        "--- golden\n+++ now\n@@ from entry \(firstDifference + 1) @@\n" + lines.map(Self.written).joined(separator: "\n") + "\n"
    }

    private static func written(_ line: Line) -> String {
        switch line {
        case let .same(text, _): return "    " + text
        case let .removed(text): return "  - " + text
        case let .added(text, _): return "  + " + text
        }
    }

    /// A line diff of `old` and `new` by longest common subsequence.
    static func diff(_ old: [String], _ new: [String], firstIndex: Int) -> [Line] {
        guard old.count + new.count <= maximumDiffedLines else {
            return old.map { .removed($0) } + new.enumerated().map { .added($1, index: firstIndex + $0) }
        }
        let n = old.count, m = new.count
        // lengths[i][j]: the common subsequence's length of old[i...] and new[j...].
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                result.append(.same(old[i], index: firstIndex + j))
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] >= lengths[i + 1][j] {
                result.append(.added(new[j], index: firstIndex + j))
                j += 1
            } else {
                result.append(.removed(old[i]))
                i += 1
            }
        }
        return result
    }
}
