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
    /// The reader's settings the scene was drawn in when it was found.
    public var traits: Traits

    public init(location: SourceLocation, finding: TextFinding, traits: Traits = .default) {
        self.location = location
        self.finding = finding
        self.traits = traits
    }

    /// `file:line:column: kind: view part: detail`, then ` (in rtl, AX3, ar)`
    /// when the traits are not the default ones.
    public var description: String {
        "\(location): \(finding.kind.rawValue): \(finding)" + (traits == .default ? "" : " (in \(traits))")
    }
}
