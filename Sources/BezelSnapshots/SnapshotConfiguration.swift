import BezelSnapshotResults
import Foundation

/// Settings that apply to every snapshot assertion in a scope: the record
/// mode, where references and artifacts live, and the environment to read.
///
/// ```swift
/// try withSnapshotTesting(record: .failed) {
///     assertSnapshot(of: image, as: .image, named: "badge")   // re-records on mismatch
/// }
///
/// // Library tests: keep files in a temporary folder and ignore the real environment.
/// withSnapshotTesting(snapshotDirectory: tmp.path, artifactsDirectory: tmp.path + "/artifacts",
///                     environment: ["CI": "true"]) { /* ... */ }
/// ```
///
/// A configuration is a task-local value: it covers the closure passed to
/// `withSnapshotTesting(record:snapshotDirectory:artifactsDirectory:environment:checksDeterminism:textFindings:accessibilityFindings:operation:)`
/// and the tasks it starts, and nothing else, so parallel tests do not see
/// each other's settings. Nested calls override only what they set.
///
/// See also: ``RecordMode``, the `.snapshots(…)` trait (BezelSnapshotTesting).
public struct SnapshotConfiguration: Sendable, Equatable {
    /// The configuration of the current task (empty outside any `withSnapshotTesting`).
    @TaskLocal public static var current = SnapshotConfiguration()

    /// The record mode; nil defers to `BEZEL_SNAPSHOT_RECORD` and the CI default.
    public var record: RecordMode?
    /// The folder holding one folder per suite with the reference files; nil
    /// means `Snapshots/` at the package root found from the test's `#filePath`.
    public var snapshotDirectory: String?
    /// The folder mismatch artifacts go to (one folder per suite inside it);
    /// nil means `BEZEL_SNAPSHOT_ARTIFACTS`, else `.artifacts/snapshots/` at the package root.
    public var artifactsDirectory: String?
    /// The environment variables snapshot assertions read (`BEZEL_SNAPSHOT_RECORD`,
    /// `BEZEL_SNAPSHOT_ARTIFACTS`, `CI`); nil reads the process environment.
    /// Tests set this instead of changing the process environment.
    public var environment: [String: String]?
    /// Whether a snapshot that fails (does not match, or is recorded) is
    /// rendered a second time to tell a nondeterministic view from a wrong
    /// reference; nil means yes. It costs one more render, only on failure.
    public var checksDeterminism: Bool?
    /// What a check does with the texts of its view that do not show whole;
    /// nil defers to `BEZEL_TEXT_FINDINGS`, else `warn` (see ``BezelSnapshotResults/TextFindingPolicy``).
    /// An assertion's `textFindings:` argument and a scene's `snapshots: textFindings:` take precedence.
    public var textFindings: TextFindingPolicy?
    /// What a check does with its view's accessibility findings (the text
    /// contrast among them, which costs a second render); nil defers to
    /// `BEZEL_ACCESSIBILITY_FINDINGS`, else `warn` (see ``BezelSnapshotResults/FindingCategory``).
    /// An assertion's `accessibilityFindings:` argument and a scene's
    /// `snapshots: accessibilityFindings:` take precedence.
    public var accessibilityFindings: FindingPolicy?

    /// A configuration; every nil field defers to the defaults described on it.
    public init(record: RecordMode? = nil, snapshotDirectory: String? = nil,
                artifactsDirectory: String? = nil, environment: [String: String]? = nil,
                checksDeterminism: Bool? = nil, textFindings: TextFindingPolicy? = nil,
                accessibilityFindings: FindingPolicy? = nil) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.environment = environment
        self.checksDeterminism = checksDeterminism
        self.textFindings = textFindings
        self.accessibilityFindings = accessibilityFindings
    }

    /// The accessibility finding policy that applies: `explicit` (an
    /// assertion's argument, a file's key), else ``accessibilityFindings``,
    /// else `BEZEL_ACCESSIBILITY_FINDINGS` read from ``environment``, else `warn`.
    ///
    /// - Throws: ``SnapshotError/invalidAccessibilityFindingPolicy(_:)`` when the variable holds something else.
    public func accessibilityFindingPolicy(explicit: FindingPolicy? = nil) throws(SnapshotError) -> FindingPolicy {
        do {
            return try FindingPolicy.resolve(explicit: explicit, configured: accessibilityFindings,
                                             environmentValue: environmentValue(FindingCategory.accessibility.environmentVariable),
                                             category: .accessibility)
        } catch {
            throw .invalidAccessibilityFindingPolicy(error.text)
        }
    }

    /// The text finding policy that applies: `explicit` (an assertion's
    /// argument, a file's key), else ``textFindings``, else
    /// `BEZEL_TEXT_FINDINGS` read from ``environment``, else `warn`.
    ///
    /// - Throws: ``SnapshotError/invalidTextFindingPolicy(_:)`` when the variable holds something else.
    public func textFindingPolicy(explicit: TextFindingPolicy? = nil) throws(SnapshotError) -> TextFindingPolicy {
        do {
            return try TextFindingPolicy.resolve(explicit: explicit, configured: textFindings,
                                                 environmentValue: environmentValue(TextFindingPolicy.environmentVariable))
        } catch {
            throw .invalidTextFindingPolicy(error.text)
        }
    }

    /// ``environment``, or the process environment when it is nil.
    public var resolvedEnvironment: [String: String] {
        environment ?? ProcessInfo.processInfo.environment
    }

    /// The variable `name` from ``environment``, or from the process
    /// environment when it is nil. Reads one variable (`getenv`) instead of
    /// copying the whole environment, which every assertion would otherwise do.
    public func environmentValue(_ name: String) -> String? {
        if let environment { return environment[name] }
        return getenv(name).map { String(cString: $0) }
    }

    /// This configuration with every field `other` sets taking precedence.
    public func overridden(by other: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: other.record ?? record,
                              snapshotDirectory: other.snapshotDirectory ?? snapshotDirectory,
                              artifactsDirectory: other.artifactsDirectory ?? artifactsDirectory,
                              environment: other.environment ?? environment,
                              checksDeterminism: other.checksDeterminism ?? checksDeterminism,
                              textFindings: other.textFindings ?? textFindings,
                              accessibilityFindings: other.accessibilityFindings ?? accessibilityFindings)
    }
}

/// Runs `operation` with snapshot settings layered over the current ones.
///
/// ```swift
/// withSnapshotTesting(record: .all) {
///     assertSnapshot(of: image, as: .image, named: "badge")   // writes Snapshots/<Suite>/badge.png and fails
/// }
/// ```
///
/// Arguments left nil keep the enclosing value. See ``SnapshotConfiguration``
/// for what each one means.
public func withSnapshotTesting<R>(record: RecordMode? = nil, snapshotDirectory: String? = nil,
                                   artifactsDirectory: String? = nil, environment: [String: String]? = nil,
                                   checksDeterminism: Bool? = nil, textFindings: TextFindingPolicy? = nil,
                                   accessibilityFindings: FindingPolicy? = nil,
                                   operation: () throws -> R) rethrows -> R {
    let layer = SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory,
                                      artifactsDirectory: artifactsDirectory, environment: environment,
                                      checksDeterminism: checksDeterminism, textFindings: textFindings,
                                      accessibilityFindings: accessibilityFindings)
    return try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: layer)) {
        try operation()
    }
}

/// The `async` form of
/// `withSnapshotTesting(record:snapshotDirectory:artifactsDirectory:environment:checksDeterminism:textFindings:accessibilityFindings:operation:)`.
public func withSnapshotTesting<R>(record: RecordMode? = nil, snapshotDirectory: String? = nil,
                                   artifactsDirectory: String? = nil, environment: [String: String]? = nil,
                                   checksDeterminism: Bool? = nil, textFindings: TextFindingPolicy? = nil,
                                   accessibilityFindings: FindingPolicy? = nil,
                                   isolation: isolated (any Actor)? = #isolation,
                                   operation: () async throws -> R) async rethrows -> R {
    let layer = SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory,
                                      artifactsDirectory: artifactsDirectory, environment: environment,
                                      checksDeterminism: checksDeterminism, textFindings: textFindings,
                                      accessibilityFindings: accessibilityFindings)
    return try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: layer)) {
        try await operation()
    }
}
