import BezelGraphics

/// What checking one snapshot found. Everything but ``matched(referencePath:)``
/// is a failure: even a snapshot that was just recorded fails, so it is
/// reviewed before it is trusted.
///
/// ```swift
/// switch try verifySnapshot(of: image, as: .image, named: "badge") {
/// case .matched: break
/// case .mismatch(let mismatch): print(mismatch.difference.image?.pixels?.bounds as Any)
/// case .recorded(let recording): print("wrote", recording.path)
/// case .missing(let path): print("no reference at", path)
/// }
/// ```
///
/// See also: ``checkSnapshot(of:as:at:record:textFindings:accessibilityFindings:configuration:site:results:resultsNotWritten:textFindingsWarned:)``.
public enum SnapshotResult: Sendable, Equatable {
    /// The snapshot matches its reference.
    case matched(referencePath: String)
    /// The reference was written (missing, record mode `all`, or a mismatch in mode `failed`).
    case recorded(SnapshotRecording)
    /// The snapshot does not match its reference; artifacts were written.
    case mismatch(SnapshotMismatch)
    /// There is no reference and the record mode (`never`) forbids writing one.
    case missing(referencePath: String)

    /// True only for ``matched(referencePath:)``.
    public var passed: Bool {
        if case .matched = self { return true }
        return false
    }

    /// The mismatch, also when it led to re-recording.
    public var mismatch: SnapshotMismatch? {
        switch self {
        case .mismatch(let mismatch): return mismatch
        case .recorded(let recording):
            if case .mismatch(let mismatch) = recording.reason { return mismatch }
            return nil
        default: return nil
        }
    }

    /// What to tell the developer, or nil when the snapshot matched.
    public var failureMessage: String? {
        switch self {
        case .matched:
            return nil
        case .missing(let path):
            return """
                No reference at \(path), and the record mode is "never" (the default when CI is set). \
                Record it by running the test with \(RecordMode.environmentVariable)=missing (or pass record: .missing), \
                then review and commit the new file.
                """
        case .recorded(let recording):
            return recording.message
        case .mismatch(let mismatch):
            return mismatch.message + "\nTo accept the snapshot as the new reference, run with "
                + "\(RecordMode.environmentVariable)=failed (or pass record: .failed), then review the change."
        }
    }
}

/// A reference file that was written, and why.
public struct SnapshotRecording: Sendable, Equatable {
    /// Why a reference was written.
    public enum Reason: Sendable, Equatable {
        /// There was none.
        case missing
        /// The record mode is `all`.
        case recordAll
        /// It did not match and the record mode is `failed`; the reference was overwritten.
        case mismatch(SnapshotMismatch)
    }

    /// The snapshot's name.
    public var name: String
    /// The reference file written.
    public var path: String
    /// Why it was written.
    public var reason: Reason
    /// What a second render showed, when it was checked.
    public var determinism: DeterminismCheck?

    /// A recording of snapshot `name` to `path`.
    public init(name: String, path: String, reason: Reason, determinism: DeterminismCheck? = nil) {
        self.name = name
        self.path = path
        self.reason = reason
        self.determinism = determinism
    }

    /// The failure message.
    public var message: String {
        guard let determinism, determinism.isUnstable else { return reasonMessage }
        return ([determinism.sentence, reasonMessage] + [determinism.artifactLine].compactMap { $0 })
            .joined(separator: "\n")
    }

    private var reasonMessage: String {
        switch reason {
        case .missing:
            return "No reference for snapshot \"\(name)\" was found, so it was recorded to \(path). "
                + "Review the new file; the test passes once it runs again with the file in place."
        case .recordAll:
            return "Recorded snapshot \"\(name)\" to \(path) because the record mode is \"all\". "
                + "Turn recording off (\(RecordMode.environmentVariable) or record:) and run the test again."
        case .mismatch(let mismatch):
            return mismatch.message + "\nThe reference was overwritten with the snapshot because the record mode "
                + "is \"failed\". Review the change and run the test again."
        }
    }
}

/// A snapshot that differs from its reference, and where to look.
public struct SnapshotMismatch: Sendable, Equatable {
    /// The snapshot's name.
    public var name: String
    /// The reference file compared with.
    public var referencePath: String
    /// The snapshot as produced: `<artifacts>/<Suite>/<name>.actual.<ext>`.
    public var actualPath: String?
    /// A copy of the reference as it was: `<name>.reference.<ext>`.
    public var referenceCopyPath: String?
    /// The picture of the differences, `<name>.diff.png`, when the diffing makes one.
    public var diffPath: String?
    /// Why some artifacts are missing, when writing them failed.
    public var artifactsProblem: String?
    /// What differs.
    public var difference: SnapshotDifference
    /// What a second render showed, when it was checked.
    public var determinism: DeterminismCheck?
    /// The reference's rendering stack beside this run's, for rendered formats.
    public var stack: StackComparison?
    /// `<name>.mismatch.json`: this mismatch for tools (see ``jsonObject``), when written.
    public var reportPath: String?

    /// A mismatch and its files (nil where a file was not written).
    public init(name: String, referencePath: String, actualPath: String?, referenceCopyPath: String?,
                diffPath: String?, artifactsProblem: String?, difference: SnapshotDifference,
                determinism: DeterminismCheck? = nil) {
        self.determinism = determinism
        self.name = name
        self.referencePath = referencePath
        self.actualPath = actualPath
        self.referenceCopyPath = referenceCopyPath
        self.diffPath = diffPath
        self.artifactsProblem = artifactsProblem
        self.difference = difference
    }

    /// Every artifact written: actual, reference copy, diff, and a second render that differed.
    public var artifactPaths: [String] {
        var rerender: String?
        if case let .unstable(_, path)? = determinism { rerender = path }
        return [actualPath, referenceCopyPath, diffPath, rerender].compactMap { $0 }
    }

    /// What differs and where every file is.
    public var message: String {
        var lines: [String] = []
        if let determinism, determinism.isUnstable { lines.append(determinism.sentence) }
        lines += ["Snapshot \"\(name)\" does not match its reference: \(difference.summary)",
                     "  reference:      \(referencePath)"]
        if let actualPath { lines.append("  actual:         \(actualPath)") }
        if let referenceCopyPath { lines.append("  reference copy: \(referenceCopyPath)") }
        if let diffPath { lines.append("  diff:           \(diffPath)") }
        if let artifactsProblem { lines.append("  (artifacts not written: \(artifactsProblem))") }
        if let line = determinism?.artifactLine { lines.append(line) }
        if let reportPath { lines.append("  report:         \(reportPath)") }
        if let stack { lines.append(stack.sentence) }
        if determinism == .stable { lines.append(DeterminismCheck.stable.sentence) }
        return lines.joined(separator: "\n")
    }
}
