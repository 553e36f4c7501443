import Foundation

/// What one snapshot check found, as a line of a results file (see
/// ``ResultsWriter``): enough for a review page, an accept, a prune, JUnit
/// XML and CI annotations, without rerunning anything.
///
/// ```json
/// {"version":3,"run":"…","sequence":12,"time":"2026-11-23T20:30:49.123Z","suite":"BezelButton",
///  "name":"bezel-button@2x","status":"mismatch","reference":"Snapshots/BezelButton/bezel-button@2x.png",
///  "actual":"BezelButton/bezel-button@2x.actual.png","diff":"BezelButton/bezel-button@2x.diff.png",
///  "pixels":{"differing":40,"total":14080,"bounds":{"x":3,"y":4,"width":10,"height":4}},
///  "change":"5f0c…","stack":"a1b2c3d4e5f6","test":{"name":"bezelButton()","file":"BezelTests/BezelButtonTests.swift","line":12,"column":9}}
/// ```
///
/// A file-driven run (`bezel snapshots verify`) also writes what its files
/// declare (format 2): a ``Status/declared`` record for every snapshot a
/// file asks for, checked or not (every theme, scale and state of a
/// scene's plan whatever `--theme` and `--scale` chose, every snapshot step
/// and the trace of a script), an `error` record that ``protectsSuite`` for a
/// file that could not be read, and on these, ``partial`` when the run
/// checked less than everything. `prune` takes its orphans from them.
///
/// Paths are written so that a results folder can move (a CI artifact
/// downloaded elsewhere): ``reference`` is relative to the package root
/// when the reference lies inside it (``packageRoot`` says which root that
/// was), and artifact paths (``actual``, ``referenceCopy``, ``diff``) are
/// relative to the folder holding the results file.
public struct SnapshotRecord: Codable, Sendable, Equatable {
    /// The version of this format; readers refuse lines of a newer one and
    /// read every older one. 2 added ``Status/declared``, ``protectsSuite``
    /// and ``partial``; 3 writes ``dimensions`` as `{"width", "height"}`
    /// objects instead of `"WxH"` text (both are read). Format 3 lines may
    /// also carry ``textFindings`` (added without a new version: a reader
    /// that does not know the key ignores it, and every record without it reads as before).
    public static let formatVersion = 3

    /// What the check found: a ``SnapshotOutcome`` (see ``outcome``), or a declaration.
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// The snapshot matches its reference.
        case matched
        /// It differs from its reference; artifacts were written.
        case mismatch
        /// There is no reference and the record mode forbade writing one; the actual was written as an artifact.
        case missing
        /// The reference was written (it was missing, the mode is `all`, or it differed in mode `failed`).
        case recorded
        /// The snapshot could not be checked at all (see ``message``).
        case error
        /// Not a check: a snapshot a file of the run declares (format 2).
        /// ``SnapshotResults`` keeps these apart from the checks, as
        /// ``SnapshotResults/declarations``; `prune` never takes them for orphans.
        case declared
    }

    /// How a run checked less than everything it covers (format 2): by a
    /// shard, or by options that narrowed what it checked.
    public struct PartialRun: Codable, Sendable, Equatable, Hashable {
        /// The shard the run checked: its part (from 1) of how many.
        public var shardIndex: Int?
        public var shardCount: Int?
        /// The options that narrowed it besides a shard, as written on its
        /// command line: `--theme`, `--scale`, `paths` (files or folders that are not the whole package).
        public var options: [String]

        public init(shardIndex: Int? = nil, shardCount: Int? = nil, options: [String] = []) {
            self.shardIndex = shardIndex
            self.shardCount = shardCount
            self.options = options
        }

        /// Why the run was partial: its shard, then its options.
        public var reasons: [Reason] {
            let shard = shardIndex.flatMap { index in shardCount.map { Reason.shard(index: index, count: $0) } }
            return (shard.map { [$0] } ?? []) + options.map(Reason.option)
        }

        /// One way a run checked less than everything.
        public enum Reason: Sendable, Hashable, CustomStringConvertible {
            /// It checked one shard: part `index` (from 1) of `count`.
            case shard(index: Int, count: Int)
            /// An option narrowed it, as the run recorded it (``PartialRun/options``).
            case option(String)

            /// `shard 2 of 4`, or the option as recorded.
            public var description: String {
                switch self {
                case let .shard(index, count): return "shard \(index) of \(count)"
                case let .option(option): return option
                }
            }
        }
    }

    /// Why a reference was recorded.
    public enum RecordedBecause: String, Codable, Sendable {
        case missing, all, mismatch
    }

    /// A rectangle of pixels.
    public struct Bounds: Codable, Sendable, Equatable {
        public var x: Int, y: Int, width: Int, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// An image's size in pixels.
    public struct Size: Codable, Sendable, Equatable, CustomStringConvertible {
        /// Pixels across.
        public var width: Int
        /// Pixels down.
        public var height: Int
        /// A size as given.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// Reads `{"width": 10, "height": 20}`, or `"10x20"` as format 2 wrote it.
        public init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                let parts = text.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                            debugDescription: "\(text.debugDescription) is not a size WxH"))
                }
                self.init(width: width, height: height)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(width: try container.decode(Int.self, forKey: .width), height: try container.decode(Int.self, forKey: .height))
        }

        private enum CodingKeys: String, CodingKey { case width, height }

        /// `10x20`, for messages.
        public var description: String { "\(width)x\(height)" }
    }

    /// The two sizes of a mismatch whose images differ in size.
    public struct Dimensions: Codable, Sendable, Equatable {
        /// The reference's size.
        public var reference: Size
        /// The actual's size.
        public var actual: Size
        /// Two sizes as given.
        public init(reference: Size, actual: Size) {
            self.reference = reference
            self.actual = actual
        }
    }

    /// Pixel statistics of a mismatch.
    public struct Pixels: Codable, Sendable, Equatable {
        /// Pixels that differ beyond the tolerance.
        public var differing: Int
        /// Every pixel compared.
        public var total: Int
        /// The smallest rectangle holding every differing pixel.
        public var bounds: Bounds?
        public init(differing: Int, total: Int, bounds: Bounds?) {
            self.differing = differing
            self.total = total
            self.bounds = bounds
        }
    }

    /// One colour of the reference that became another in the actual, and how many pixels did.
    public struct ColorChange: Codable, Sendable, Equatable, Hashable {
        /// `#rrggbbaa` (straight alpha).
        public var from: String
        /// `#rrggbbaa`.
        public var to: String
        /// Pixels that changed so.
        public var pixels: Int
        public init(from: String, to: String, pixels: Int) {
            self.from = from
            self.to = to
            self.pixels = pixels
        }
    }

    /// Where the check was written in a test.
    public struct TestSite: Codable, Sendable, Equatable {
        /// The test's name (Swift Testing's), when known.
        public var name: String?
        /// The test file as `#fileID` gives it (`Module/File.swift`), or a scene or script file.
        public var file: String
        /// 1-based; nil when unknown.
        public var line: Int?
        public var column: Int?
        public init(name: String? = nil, file: String, line: Int? = nil, column: Int? = nil) {
            self.name = name
            self.file = file
            self.line = line
            self.column = column
        }

        /// `file:line:column` (as much as is known).
        public var location: String {
            [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        }
    }

    /// ``formatVersion`` when written.
    public var version: Int
    /// The run this check belonged to (see ``RunIdentity``).
    public var run: String
    /// The order of checks within the process that wrote them (1, 2, …).
    public var sequence: Int
    /// When the check finished, ISO 8601 with milliseconds, UTC.
    public var time: String
    /// The suite folder.
    public var suite: String
    /// The snapshot's name (its file name without extension).
    public var name: String
    /// The reference's extension (`png`, `txt`).
    public var pathExtension: String
    /// What happened.
    public var status: Status
    /// For ``Status/recorded``: why.
    public var recordedBecause: RecordedBecause?
    /// The reference file: relative to ``packageRoot`` when inside it, else absolute.
    public var reference: String
    /// The package root the run used (absolute, on the machine that ran), when there was one.
    public var packageRoot: String?
    /// The actual snapshot, relative to the results folder.
    public var actual: String?
    /// A copy of the reference the actual was compared with, relative to the results folder.
    public var referenceCopy: String?
    /// The diff picture, relative to the results folder.
    public var diff: String?
    /// The reference's bytes when they were compared (BezelGraphics' `ContentHash`, 32 hex digits), so
    /// an accept can tell that the reference has not changed since.
    public var referenceDigest: String?
    /// The actual's bytes (BezelGraphics' `ContentHash`, 32 hex digits), so an accept can tell the artifact is the one this check wrote.
    public var actualDigest: String?
    /// Pixel statistics of a mismatch.
    public var pixels: Pixels?
    /// Reference and actual sizes when they differ.
    public var dimensions: Dimensions?
    /// One or more lines saying what differs, or what went wrong.
    public var message: String?
    /// The shape of the change: a hash of which pixels differ (and the
    /// image size). Failures with the same key changed the same pixels.
    public var change: String?
    /// The most common colour substitutions of a mismatch, most pixels first (at most 4).
    public var colorChanges: [ColorChange]?
    /// A fingerprint of this run's rendering stack (renderer, library versions, fonts).
    public var stack: String?
    /// The fingerprint of the stack stored in the reference, when it stores one.
    public var referenceStack: String?
    /// Where the check was written.
    public var test: TestSite?
    /// On an `error` of a file that could not be read (format 2): its
    /// snapshots are unknown, so every file of its suite folder is kept.
    public var protectsSuite: Bool?
    /// On what a file-driven run writes itself (format 2): how the run was
    /// partial; nil when it checked everything it covers.
    public var partial: PartialRun?
    /// The texts of the snapshot's view that do not show whole (see
    /// ``TextFindingPolicy``): warnings on any status under the policy
    /// `warn`; under `fail`, the reason for an ``Status/error`` whose
    /// ``actual`` is the image that was neither compared nor recorded. Nil
    /// when there were none, the policy was `off`, or the format has no texts.
    public var textFindings: [SnapshotTextFinding]?

    /// A record; `version` is ``formatVersion``.
    public init(run: String, sequence: Int, time: String, suite: String, name: String, pathExtension: String,
                status: Status, reference: String, packageRoot: String? = nil) {
        self.version = Self.formatVersion
        self.run = run
        self.sequence = sequence
        self.time = time
        self.suite = suite
        self.name = name
        self.pathExtension = pathExtension
        self.status = status
        self.reference = reference
        self.packageRoot = packageRoot
    }

    /// The key one snapshot is known by across runs and shards: `Suite/name.ext`.
    public var key: String { "\(suite)/\(name).\(pathExtension)" }

    /// The check's outcome, or nil for a ``Status/declared`` record (not a check).
    public var outcome: SnapshotOutcome? {
        switch status {
        case .matched: .matched
        case .recorded: .recorded
        case .mismatch: .mismatch
        case .missing: .missing
        case .error: .error
        case .declared: nil
        }
    }

    /// `2026-11-23T20:30:49.123Z` for `date`: made by hand with `gmtime_r`,
    /// because a date formatter costs more than the rest of a check's record.
    public static func timestamp(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        var whole = time_t(seconds.rounded(.down))
        let milliseconds = min(999, max(0, Int(((seconds - Double(whole)) * 1000).rounded(.down))))
        var parts = tm()
        guard gmtime_r(&whole, &parts) != nil else { return "1970-01-01T00:00:00.000Z" }
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(milliseconds), 3))Z"
    }
}

extension SnapshotRecord {
    /// What makes this record unsafe to act on, or nil: results files are
    /// input like any other, and an accept writes where a record points.
    ///
    /// The suite and name must be single file names; a relative reference
    /// and the artifact paths must not climb out of their folders (`..`).
    public var pathProblem: String? {
        for (what, value) in [("suite", suite), ("name", name), ("pathExtension", pathExtension)] {
            if value.isEmpty || value.contains("/") || value.contains("\\") || value.hasPrefix(".")
                || value.unicodeScalars.contains(where: { $0.value < 0x20 }) {
                return "\"\(what)\" is not a single file name: \(value.debugDescription)"
            }
        }
        for (what, value) in [("reference", Optional(reference)), ("actual", actual), ("referenceCopy", referenceCopy),
                              ("diff", diff)] {
            guard let value else { continue }
            if value.split(separator: "/").contains("..") || value.isEmpty
                || value.unicodeScalars.contains(where: { $0.value < 0x20 }) {
                return "\"\(what)\" is not a safe path: \(value.debugDescription)"
            }
            if what != "reference" && value.hasPrefix("/") {
                return "\"\(what)\" must be relative to the results folder: \(value.debugDescription)"
            }
        }
        if !reference.hasSuffix("/\(name).\(pathExtension)") {
            return "\"reference\" \(reference.debugDescription) is not the file of \(name).\(pathExtension)"
        }
        return nil
    }
}
