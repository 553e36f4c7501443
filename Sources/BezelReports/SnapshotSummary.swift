import BezelSnapshotResults
import Foundation

/// The last run's snapshot results in a few numbers and lists, as JSON for
/// programs (`bezel snapshots report --json`) and as one line for people.
///
/// ```json
/// {"version": 1, "counts": {"failed": 3, "errors": 0, "new": 1, "rerecorded": 0, "matched": 216, "orphaned": 2, "groups": 2},
///  "failures": [{"key": "BezelButton/x@2x.png", "status": "mismatch", "summary": "40 of 1600 pixels differ",
///                "group": "color-3478f6ff-2060d0ff", "test": "BezelTests/BezelButtonTests.swift:19:9", …}],
///  "new": […], "errors": […], "orphans": ["Snapshots/Old/x.png"], "groups": [{"id": …, "summary": …, "members": […]}]}
/// ```
public struct SnapshotSummary: Sendable {
    /// The version of the JSON's shape.
    public static let formatVersion = 1

    public var results: SnapshotResults
    /// Reference files no check touched.
    public var orphans: [String]
    /// The mismatches' changes (``SnapshotResults/changeGroups``).
    public var groups: [ChangeGroup]

    /// The summary of `results` and `orphans`.
    public init(results: SnapshotResults, orphans: [String]) {
        self.results = results
        self.orphans = orphans
        self.groups = results.changeGroups
    }

    /// Mismatches.
    public var failed: Int { results.entries(.failures).filter { $0.record.status == .mismatch }.count }
    /// Snapshots that could not be checked.
    public var errors: Int { results.entries(.failures).filter { $0.record.status == .error }.count }
    /// True when anything needs a person: a mismatch, an error, a new or re-recorded snapshot.
    public var needsReview: Bool {
        !results.entries(.failures).isEmpty || !results.entries(.new).isEmpty || !results.entries(.rerecorded).isEmpty
    }

    /// `3 failed (2 changes), 1 new, 0 errors, 216 matched, 2 orphaned`.
    public var line: String {
        let changes = groups.count
        return "\(failed) failed (\(changes) change\(changes == 1 ? "" : "s")), \(results.entries(.new).count) new, "
            + "\(results.entries(.rerecorded).count) re-recorded, \(errors) error\(errors == 1 ? "" : "s"), "
            + "\(results.entries(.matched).count) matched, \(orphans.count) orphaned"
    }

    /// The JSON object described on the type.
    public var jsonObject: [String: Any] {
        var groupOf: [String: String] = [:]
        for group in groups { for entry in group.entries { groupOf[entry.record.key] = group.id } }
        func item(_ entry: SnapshotResults.Entry) -> [String: Any] {
            var object: [String: Any] = ["key": entry.record.key, "status": entry.record.status.rawValue,
                                         "summary": SnapshotJUnitReport.headline(entry.record),
                                         "reference": entry.referencePath]
            object["actual"] = entry.actualPath
            object["diff"] = entry.diffPath
            object["group"] = groupOf[entry.record.key]
            object["test"] = entry.record.test?.location
            object["message"] = entry.record.message
            if let pixels = entry.record.pixels {
                var counts: [String: Any] = ["differing": pixels.differing, "total": pixels.total]
                if let bounds = pixels.bounds {
                    counts["bounds"] = ["x": bounds.x, "y": bounds.y, "width": bounds.width, "height": bounds.height]
                }
                object["pixels"] = counts
            }
            return object
        }
        let failures = results.entries(.failures)
        return [
            "version": Self.formatVersion,
            "counts": ["failed": failed, "errors": errors, "new": results.entries(.new).count,
                       "rerecorded": results.entries(.rerecorded).count, "matched": results.entries(.matched).count,
                       "orphaned": orphans.count, "groups": groups.count],
            "failures": failures.filter { $0.record.status == .mismatch }.map(item),
            "errors": failures.filter { $0.record.status == .error }.map(item),
            "new": results.entries(.new).map(item),
            "rerecorded": results.entries(.rerecorded).map(item),
            "orphans": orphans,
            "groups": groups.map { ["id": $0.id, "kind": $0.kind.rawValue, "summary": $0.summary,
                                    "members": $0.entries.map(\.record.key)] as [String: Any] },
        ]
    }

    /// ``jsonObject`` as pretty-printed UTF-8 with sorted keys.
    public func jsonData() -> Data {
        (try? JSONSerialization.data(withJSONObject: jsonObject, options: [.prettyPrinted, .sortedKeys,
                                                                           .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }
}
