import BezelSnapshotResults
import Foundation

/// The review page of a snapshot run (`bezel snapshots report`): one
/// standalone `index.html` with the mismatches grouped by change, errors, new
/// snapshots, re-recorded references and orphaned references, and a copy of
/// every image it shows under `images/`, so the folder works offline from
/// `file://` and can be uploaded as one CI artifact.
///
/// ```swift
/// let results = try SnapshotResults.load(folders: [".artifacts/snapshots"], packageRoot: ".")
/// let page = SnapshotReviewPage(results: results, orphans: [])
/// let index = try page.write(to: ".artifacts/snapshot-review")
/// print("\(page.counts.mismatches) mismatches, \(page.counts.new) new: \(index)")
/// ```
///
/// Every text a record carries is input like any other (results files can
/// come from anywhere): the page escapes it, builds its own paths from
/// sanitised names, and only ever writes inside the folder it is given.
///
/// The markup is in `SnapshotReviewPage+HTML.swift` (page and sections) and
/// `SnapshotReviewPage+Comparison.swift` (a mismatch), the commands it
/// shows in `SnapshotReviewPage+Commands.swift`, the copies in
/// `SnapshotReviewPage+Images.swift` (read only from the folders in
/// `SnapshotReviewPage+Sources.swift`), its own style in
/// `SnapshotReviewPage+Assets.swift`. Escaping, the comparison viewer, the
/// toolbar and the shared style and script are shared with
/// ``ThemeComparisonPage`` (`PageMarkup.swift`, `ImageComparisonMarkup.swift`,
/// `PageAssets.swift`).
public struct SnapshotReviewPage: Sendable {
    /// How many snapshots the page shows in each section. The outcome
    /// words (mismatches, errors, matched) are ``SnapshotOutcome``'s; new and
    /// re-recorded are the review's own groups of `missing` and `recorded`.
    public struct Counts: Sendable, Equatable {
        /// Mismatches (``SnapshotOutcome/mismatch``).
        public var mismatches: Int
        /// Snapshots that could not be checked.
        public var errors: Int
        /// Snapshots without a reference: missing, or recorded because missing.
        public var new: Int
        /// References written because the record mode said so.
        public var rerecorded: Int
        /// Snapshots that matched.
        public var matched: Int
        /// Reference files no check touched.
        public var orphaned: Int
        /// The changes the mismatches form (see ``ChangeGroup``); a mismatch of its own counts as one.
        public var groups: Int
        /// Texts that do not show whole, over every snapshot (findings of `FindingCategory/text`).
        public var textFindings: Int
        /// Accessibility findings over every snapshot (`FindingCategory/accessibility`).
        public var accessibilityFindings: Int

        /// Counts as given.
        public init(mismatches: Int, errors: Int, new: Int, rerecorded: Int, matched: Int, orphaned: Int, groups: Int,
                    textFindings: Int = 0, accessibilityFindings: Int = 0) {
            self.textFindings = textFindings
            self.accessibilityFindings = accessibilityFindings
            self.mismatches = mismatches
            self.errors = errors
            self.new = new
            self.rerecorded = rerecorded
            self.matched = matched
            self.orphaned = orphaned
            self.groups = groups
        }
    }

    /// The results shown.
    let results: SnapshotResults
    /// The orphaned references (absolute paths), sorted.
    let orphans: [String]
    /// The page's title.
    let title: String
    /// The mismatches by change, biggest change first.
    let groups: [ChangeGroup]
    /// The package's snapshot folders: the only folders references are copied from.
    let snapshotFolders: ReferenceFolders?

    /// A page of `results`.
    ///
    /// - Parameters:
    ///   - results: the last run's results.
    ///   - orphans: absolute paths of reference files no check touched.
    ///   - title: the page's title and heading.
    ///   - snapshotFolders: the package's snapshot folders (default: `Snapshots/` in the results' package root);
    ///     a reference elsewhere is not copied, nor an artifact outside the results folders.
    public init(results: SnapshotResults, orphans: [String], title: String = "Bezel snapshot review",
                snapshotFolders: ReferenceFolders? = nil) {
        self.results = results
        self.orphans = orphans.sorted()
        self.title = title
        self.groups = results.changeGroups
        self.snapshotFolders = snapshotFolders
    }

    /// The counts the page shows (for the command's summary line).
    public var counts: Counts {
        let outcomes = results.counts
        return Counts(mismatches: outcomes.mismatch, errors: outcomes.error,
                      new: results.entries(.new).count, rerecorded: results.entries(.rerecorded).count,
                      matched: outcomes.matched, orphaned: orphans.count, groups: groups.count,
                      textFindings: results.findingCount(.text), accessibilityFindings: results.findingCount(.accessibility))
    }

    /// The name of the page in its folder.
    public static let pageName = "index.html"
    /// The command whose output folders review pages are (their `.bezel-output` mark names it).
    public static let command = "bezel snapshots report"

    /// Writes `index.html` and copies of every image it shows under
    /// `images/` into `folder` (created if needed; a page and images from
    /// an earlier report there are replaced). Returns the page's path.
    ///
    /// A file a record names that does not exist is not an error: the page
    /// says "file missing: <path>" where the image would be.
    ///
    /// - Throws: ``ResultsError/cannotWrite(path:reason:)`` or
    ///   ``ResultsError/cannotRead(path:reason:)`` naming the path that
    ///   could not be written or read; also when `folder` is not one a review
    ///   page may write: it must be new, empty, or an earlier review page's
    ///   holding nothing else (its `.bezel-output` mark lists every file).
    public func write(to folder: String) throws(ResultsError) -> String {
        let written = try writeFiles(to: folder)
        return "\(written.folder)/\(written.page)"
    }

    /// Writes the page and its images into `folder` (see ``write(to:)``): the
    /// folder (absolute), the page's name in it, the images written
    /// (relative to the folder) and what the page shows for each source.
    func writeFiles(to folder: String) throws(ResultsError) -> (folder: String, page: String, images: [String], files: ShownFiles) {
        let folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var images = try ReviewImages(folder: folder)
        let sources = try readableFolders()
        var files = ShownFiles()
        for entry in shownEntries {
            for (kind, source) in Self.sources(of: entry) {
                guard let source else { continue }
                let record = entry.record
                files[entry, kind] = try images.copy(source, from: sources, suite: record.suite, name: record.name, kind: kind,
                                                     pathExtension: record.pathExtension)
            }
        }
        for orphan in orphans {
            files.orphans[orphan] = try images.copyOrphan(orphan, from: sources)
        }
        let page = try images.write(Data(html(files: files).utf8), to: Self.pageName)
        return (images.folder, page, images.written, files)
    }

    /// The folders the page copies from: the snapshot folders and the results folders.
    func readableFolders() throws(ResultsError) -> SourceFolders {
        let references: ReferenceFolders
        if let snapshotFolders { references = snapshotFolders } else { references = try ReferenceFolders(packageRoot: results.packageRoot) }
        return SourceFolders(references: references, results: results.folders)
    }

    // MARK: What the page shows

    /// Every entry the page shows pictures of: mismatches, errors, new and re-recorded snapshots (every failing one),
    /// and the matched ones with text findings.
    var shownEntries: [SnapshotResults.Entry] {
        results.entries(.outcome(.mismatch)) + results.entries(.outcome(.error)) + results.entries(.new)
            + results.entries(.rerecorded) + matchedWithTextFindings
    }

    /// The snapshots that matched but warn of texts that do not show whole.
    var matchedWithTextFindings: [SnapshotResults.Entry] {
        results.entries(.outcome(.matched)).filter { !($0.record.textFindings ?? []).isEmpty }
    }

    /// The files of `entry` the page shows, by kind; a nil source is a file the record does not have.
    ///
    /// A mismatch shows the reference it was compared with (the copy beside
    /// the artifacts, else the reference itself), the actual and the diff; a
    /// new snapshot its actual (or the reference recorded for it); a
    /// re-recorded one the old and new reference when it was a mismatch,
    /// else the reference written; a matched one with text findings its
    /// reference; an error with an actual (cut text under the policy `fail`) that actual.
    static func sources(of entry: SnapshotResults.Entry) -> [(ReviewImages.Kind, String?)] {
        switch entry.record.status {
        case .mismatch:
            return [(.reference, entry.referenceCopyPath ?? entry.referencePath), (.actual, entry.actualPath),
                    (.diff, entry.diffPath)]
        case .missing:
            return [(.actual, entry.actualPath)]
        case .recorded where entry.referenceCopyPath != nil:
            return [(.reference, entry.referenceCopyPath), (.actual, entry.actualPath ?? entry.referencePath),
                    (.diff, entry.diffPath)]
        case .recorded:
            return [(.reference, entry.referencePath)]
        case .matched where !(entry.record.textFindings ?? []).isEmpty:
            return [(.reference, entry.referencePath)]
        case .error where entry.actualPath != nil:
            return [(.actual, entry.actualPath)]
        case .matched, .error, .declared:
            return []
        }
    }

    /// The distinct rendering stacks the records name, sorted.
    var stacks: [String] {
        Array(Set(results.entries.compactMap(\.record.stack))).sorted()
    }

    /// The entries compared with a reference rendered by another stack than the run's.
    var otherStackEntries: [SnapshotResults.Entry] {
        results.entries.filter { entry in
            guard let stack = entry.record.stack, let referenceStack = entry.record.referenceStack else { return false }
            return stack != referenceStack
        }
    }
}

extension SnapshotReviewPage {
    /// What the page shows for each file it copied, by entry and kind, and by orphan path.
    struct ShownFiles: Sendable {
        private var byEntry: [String: ReviewImages.Shown] = [:]
        /// The thumbnails of orphaned references, by their path.
        var orphans: [String: ReviewImages.Shown] = [:]

        subscript(entry: SnapshotResults.Entry, kind: ReviewImages.Kind) -> ReviewImages.Shown? {
            get { byEntry["\(entry.record.key)\n\(kind.rawValue)"] }
            set { byEntry["\(entry.record.key)\n\(kind.rawValue)"] = newValue }
        }
    }
}
