import Foundation

/// What the served review page reads back: what one action did (with its
/// `message`), or what every action did so far (`GET /state`, no message),
/// and the counts left. Its JSON is the contract of the page's script
/// (`SnapshotReviewPage+Serving.swift` in BezelReports).
public struct ReviewAnswer: Codable, Sendable, Equatable {
    /// What became of a snapshot an Accept chose.
    public enum ItemState: String, Codable, Sendable {
        /// Its reference holds its actual now (written now, or already).
        case accepted
        /// It was not accepted: `detail` says why.
        case skipped
    }

    /// One snapshot an Accept chose.
    public struct Item: Codable, Sendable, Equatable {
        /// `Suite/name.ext` (the record's key, the page's `data-key`).
        public var key: String
        /// Accepted or skipped.
        public var state: ItemState
        /// What was written (`updated Snapshots/S/a.png …`), or why it was skipped.
        public var detail: String
    }

    /// What became of an orphaned reference the page lists.
    public enum OrphanState: String, Codable, Sendable {
        /// Removed.
        case deleted
        /// Not removed: `detail` says why.
        case kept
    }

    /// One orphaned reference the page lists.
    public struct Orphan: Codable, Sendable, Equatable {
        /// Its path relative to the package (`Snapshots/S/old.png`, the page's `data-path`).
        public var path: String
        /// Deleted or kept.
        public var state: OrphanState
        /// What was done, or why it was kept.
        public var detail: String
    }

    /// The numbers the page's header shows, after the actions so far.
    public struct Counts: Codable, Sendable, Equatable {
        /// Mismatches not accepted yet.
        public var mismatches: Int
        /// New snapshots (and those recorded because they were missing) not accepted yet.
        public var new: Int
        /// Orphaned references the page lists that are not deleted yet.
        public var orphaned: Int
        /// Snapshots whose reference holds their actual after an Accept.
        public var accepted: Int
    }

    /// What the action did, in `bezel snapshots accept`'s and `prune`'s words; nil for the state.
    public var message: String?
    /// The snapshots the action chose (every one so far for the state).
    public var items: [Item]
    /// The orphans the action touched (every one so far for the state).
    public var orphans: [Orphan]
    /// The counts left.
    public var counts: Counts
}
