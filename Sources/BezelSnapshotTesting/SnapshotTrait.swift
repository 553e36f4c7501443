#if canImport(Testing)
import Testing

/// A Swift Testing trait that applies a `SnapshotConfiguration` to a test
/// or to every test of a suite.
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct BadgeTests {
///     @Test func badge() throws { assertSnapshot(of: try render(), as: .image, named: "badge") }
/// }
/// ```
///
/// See also: `withSnapshotTesting(record:snapshotDirectory:artifactsDirectory:environment:checksDeterminism:textFindings:accessibilityFindings:operation:)`.
public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings layered over the enclosing ones while the test runs.
    public var configuration: SnapshotConfiguration

    /// True: on a suite, the settings reach every test inside it.
    public var isRecursive: Bool { true }

    /// Runs the test with ``configuration`` layered over the current settings.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: configuration)) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for a test or suite; nil arguments keep the enclosing value.
    public static func snapshots(record: RecordMode? = nil, snapshotDirectory: String? = nil,
                                 artifactsDirectory: String? = nil,
                                 environment: [String: String]? = nil,
                                 checksDeterminism: Bool? = nil,
                                 textFindings: TextFindingPolicy? = nil,
                                 accessibilityFindings: FindingPolicy? = nil) -> SnapshotTrait {
        SnapshotTrait(configuration: SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory,
                                                           artifactsDirectory: artifactsDirectory,
                                                           environment: environment,
                                                           checksDeterminism: checksDeterminism,
                                                           textFindings: textFindings,
                                                           accessibilityFindings: accessibilityFindings))
    }
}
#endif
