import BezelReplay
import BezelSnapshotResults

/// `bezel replay --json`: what a script run did, format ``formatVersion``.
///
/// ```json
/// {"version": 1, "output": "/tmp/run", "passed": false, "stepsRun": 3, "snapshots": ["tapped.png"],
///  "failure": {"step": 3, "location": "scripts/tap.yaml:5:5", "message": "…"}}
/// ```
struct ReplayReport: Codable, Equatable {
    /// 1: the first versioned shape (before it, the same keys without `version`, and `failure` written as `null` when it passed).
    static let formatVersion = 1

    /// Where and why the script stopped.
    struct Failure: Codable, Equatable {
        /// The step (from 1).
        var step: Int
        /// `file:line:column`.
        var location: String
        var message: String
    }

    /// ``formatVersion`` when written.
    var version = Self.formatVersion
    /// The replay folder.
    var output: String
    /// Whether every step ran and every expectation held.
    var passed: Bool
    var stepsRun: Int
    /// The snapshots' file names, in the order taken.
    var snapshots: [String]
    /// Left out when the script passed.
    var failure: Failure?
}
