import Foundation

/// When a snapshot assertion may write its reference file.
///
/// ```swift
/// // In code, for one call or a whole block:
/// assertSnapshot(of: image, as: .image, named: "badge", record: .failed)
/// withSnapshotTesting(record: .all) { /* ... */ }
/// ```
/// ```sh
/// # From the shell:
/// BEZEL_SNAPSHOT_RECORD=failed swift test
/// ```
///
/// Whatever the mode, an assertion that writes a reference also fails, so a
/// recorded image is always looked at before it is trusted.
///
/// The mode is resolved by ``resolve(explicit:configuration:environment:)``:
/// the `record:` argument, then ``SnapshotConfiguration/record``, then the
/// `BEZEL_SNAPSHOT_RECORD` environment variable, then the default:
/// ``missing`` on a developer machine and ``never`` when `CI` is `true` or
/// `1`, so continuous integration never records implicitly.
///
/// See also: ``SnapshotConfiguration``, `withSnapshotTesting(record:snapshotDirectory:artifactsDirectory:environment:checksDeterminism:textFindings:accessibilityFindings:operation:)`.
public enum RecordMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Write every reference, matching or not, and fail.
    case all
    /// Write missing references and overwrite those that do not match; fail in both cases.
    case failed
    /// Write missing references (and fail); compare the others. The default.
    case missing
    /// Write nothing: a missing reference is a failure. The default on CI.
    case never

    /// The environment variable that selects a mode: `all`, `failed`, `missing` or `never`.
    public static let environmentVariable = "BEZEL_SNAPSHOT_RECORD"

    /// The mode's name: `all`, `failed`, `missing`, `never`.
    public var description: String { rawValue }

    /// Reads a mode the way the environment variable is read: case-insensitive,
    /// surrounding spaces ignored; nil for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        self.init(rawValue: trimmed)
    }

    /// Whether `environment` says the process runs on continuous integration
    /// (`CI` is `true` or `1`, in any case).
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return value == "true" || value == "1"
    }

    /// The mode that applies: `explicit` (a `record:` argument) if given, else
    /// the configuration's, else `BEZEL_SNAPSHOT_RECORD`, else ``never`` on CI
    /// and ``missing`` elsewhere.
    ///
    /// - Parameter environment: the variables to read; nil reads the process
    ///   environment (see ``SnapshotConfiguration/environment``).
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` when the variable holds
    ///   something other than a mode name. An empty variable counts as unset.
    public static func resolve(explicit: RecordMode? = nil,
                               configuration: SnapshotConfiguration = .current,
                               environment: [String: String]? = nil) throws(SnapshotError) -> RecordMode {
        if let explicit { return explicit }
        if let configured = configuration.record { return configured }
        func value(_ name: String) -> String? {
            environment.map { $0[name] } ?? configuration.environmentValue(name)
        }
        if let text = value(environmentVariable), !text.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let mode = RecordMode(parsing: text) else { throw .invalidRecordMode(text) }
            return mode
        }
        return isContinuousIntegration(value("CI").map { ["CI": $0] } ?? [:]) ? .never : .missing
    }
}
