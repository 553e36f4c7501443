import BezelSnapshotResults
import Foundation

/// Text on the page: escaping and numbers come from ``PageMarkup``.
extension ReviewMarkup: PageMarkup {}

/// The commands the page tells people to run.
extension SnapshotReviewPage {
    /// `bezel snapshots accept Suite/name`, the name quoted for a shell when it needs it.
    static func acceptCommand(_ record: SnapshotRecord) -> String {
        "bezel snapshots accept " + shellWord("\(record.suite)/\(record.name)")
    }

    /// `bezel snapshots accept --group ID`.
    static func groupCommand(_ id: String) -> String {
        "bezel snapshots accept --group " + shellWord(id)
    }

    /// The command that removes orphaned references.
    static let pruneCommand = "bezel snapshots prune --delete"

    /// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@%+=:,./-_")
        if !word.isEmpty && word.allSatisfy({ plain.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
