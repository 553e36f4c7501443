import BezelGraphics
import Foundation

/// Failures that are one change: a review page shows them as one item and
/// `bezel snapshots accept --group ID` accepts them together.
///
/// Two rules, in order:
/// 1. **Same colour change**: the colour substitution that covers most
///    differing pixels (at least half of them) is the same, as when one
///    theme value (an accent colour) changes in 200 states of many controls.
/// 2. **Same pixels**: the same pixels differ in images of one size (the
///    change key), as when a corner radius changes in every state of one control.
///
/// A failure that shares neither with another is a group of its own.
///
/// ```swift
/// for group in results.changeGroups {   // ChangeGroup.groups(of: the mismatches)
///     print(group.id, group.summary, group.entries.count)
/// }
/// ```
public struct ChangeGroup: Sendable, Equatable {
    /// Which rule made the group.
    public enum Kind: String, Sendable {
        case sameColorChange, samePixels, single
    }

    /// A stable name for the group, made from what the members share
    /// (`color-3478f6ff-2060d0ff`, `pixels-5f0c1a2b3c4d`, `one-<hash>`), so
    /// the same results give the same ids in the report and in `accept`.
    public var id: String
    /// The rule.
    public var kind: Kind
    /// What the members share, in words.
    public var summary: String
    /// The members, by suite and name.
    public var entries: [SnapshotResults.Entry]

    /// The share of a mismatch's differing pixels its first colour change must cover to count as dominant.
    public static let dominantShare = 0.5

    /// Groups `failures` (entries that are not mismatches each form a group of their own); biggest groups first.
    public static func groups(of failures: [SnapshotResults.Entry]) -> [ChangeGroup] {
        var groups: [ChangeGroup] = []
        var remaining: [SnapshotResults.Entry] = []
        var byColor: [String: [SnapshotResults.Entry]] = [:]
        for entry in failures {
            if let change = dominantColorChange(of: entry.record) {
                byColor["\(change.from)>\(change.to)", default: []].append(entry)
            } else {
                remaining.append(entry)
            }
        }
        for (_, members) in byColor {
            guard members.count > 1, let change = dominantColorChange(of: members[0].record) else {
                remaining += members
                continue
            }
            groups.append(ChangeGroup(
                id: "color-\(change.from.dropFirst())-\(change.to.dropFirst())", kind: .sameColorChange,
                summary: "\(change.from) became \(change.to) in \(members.count) snapshots", entries: members))
        }
        var byPixels: [String: [SnapshotResults.Entry]] = [:]
        var singles: [SnapshotResults.Entry] = []
        for entry in remaining {
            if let key = entry.record.change, entry.record.status == .mismatch {
                byPixels[key, default: []].append(entry)
            } else {
                singles.append(entry)
            }
        }
        for (key, members) in byPixels {
            guard members.count > 1 else {
                singles += members
                continue
            }
            let differing = members[0].record.pixels?.differing ?? 0
            groups.append(ChangeGroup(
                id: "pixels-\(key.prefix(12))", kind: .samePixels,
                summary: "the same \(differing) pixel\(differing == 1 ? "" : "s") changed in \(members.count) snapshots",
                entries: members))
        }
        for entry in singles {
            let hash = ContentHash(data: Data(entry.record.key.utf8)).description.prefix(12)
            groups.append(ChangeGroup(id: "one-\(hash)", kind: .single, summary: entry.record.key, entries: [entry]))
        }
        for index in groups.indices {
            groups[index].entries.sort { $0.record.key < $1.record.key }
        }
        return groups.sorted { ($1.entries.count, $0.entries[0].record.key) < ($0.entries.count, $1.entries[0].record.key) }
    }

    /// The colour change covering at least ``dominantShare`` of a mismatch's differing pixels, if any.
    static func dominantColorChange(of record: SnapshotRecord) -> SnapshotRecord.ColorChange? {
        guard record.status == .mismatch, let first = record.colorChanges?.first,
              let differing = record.pixels?.differing, differing > 0,
              Double(first.pixels) >= dominantShare * Double(differing) else { return nil }
        return first
    }
}
