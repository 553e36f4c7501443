import Bezel
import BezelFiles

/// A ``TextFinding`` in a scene, at the place in the file that declares
/// its view (or the nearest declared ancestor of a view without a node).
///
/// Its ``description`` is the line `bezel lint` prints:
/// `timer.yaml:12:9: ellipsized: Label#title text: cut with "…" to 120 pt: "Good morning, …"`.
public struct SceneTextFinding: CustomStringConvertible {
    /// The node that declares the view.
    public var location: SourceLocation
    /// What was found.
    public var finding: TextFinding

    public init(location: SourceLocation, finding: TextFinding) {
        self.location = location
        self.finding = finding
    }

    /// `file:line:column: kind: view part: detail`.
    public var description: String { "\(location): \(finding.kind.rawValue): \(finding)" }
}
