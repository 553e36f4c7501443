import Foundation

/// Whether the work Bezel does only in part (drawing the damaged region of
/// a frame, comparing only the damaged pixels of two frames) is checked
/// against the same work done whole, failing on any difference.
///
/// `BEZEL_CHECK_DAMAGE=1` in the environment turns the checks on for the
/// whole process and the processes it starts; otherwise they are off, so a
/// package that depends on Bezel does not pay twice for every frame unless
/// it asks. Bezel's own test and fuzz scripts (`scripts/test`,
/// `scripts/fuzz`) turn them on.
public enum IncrementalChecks {
    /// Whether the checks are on unless a caller says otherwise.
    public static let areOnByDefault: Bool = ProcessInfo.processInfo.environment["BEZEL_CHECK_DAMAGE"] == "1"
}
