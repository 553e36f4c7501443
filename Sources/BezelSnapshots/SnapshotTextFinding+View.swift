import Bezel
import BezelGraphics
import BezelSnapshotResults

extension SnapshotTextFinding {
    /// `finding` in words, declared at `place` (`file:line:column`) and rendered in `environment`.
    public init(_ finding: TextFinding, place: String? = nil, environment: SnapshotEnvironment? = nil) {
        self.init(kind: finding.kind.rawValue, view: finding.viewName, part: "\(finding.part)", detail: finding.detail,
                  place: place, environment: environment)
    }

    /// An accessibility finding in words (``BezelSnapshotResults/FindingCategory/accessibility``):
    /// its element names the view and part, declared at `place` and rendered in `environment`.
    public init(_ finding: AccessibilityFinding, place: String? = nil, environment: SnapshotEnvironment? = nil) {
        self.init(kind: finding.kind.rawValue, view: finding.elementName, part: "", detail: finding.detail,
                  place: place, environment: environment, category: .accessibility)
    }

    /// The low-contrast texts of `view` (`View.contrastFindings(scale:background:rendered:)`,
    /// measured against `rendered`, its render at `scale` over `background`),
    /// in `environment`. Measuring renders the view once more, without text:
    /// a strategy calls it when the check asks for accessibility findings
    /// (``Snapshotting/snapshotWithFindings``).
    ///
    /// Only the contrast: a view snapshotted alone is a component, not a
    /// screen, so whether it is labelled, big enough to touch, labelled
    /// like another or on screen is for the screen that uses it to say
    /// (scene snapshots, which are screens, check all of it).
    public static func contrastFindings(of view: View, rendered: Image, scale: Double, background: Color? = nil,
                                        environment: SnapshotEnvironment? = nil) throws -> [SnapshotTextFinding] {
        return try view.contrastFindings(scale: scale, background: background, rendered: rendered)
            .map { SnapshotTextFinding($0, environment: environment) }
    }

    /// The texts of `view`'s subtree that do not show whole as its last
    /// layout placed them (`View.textFindings(in:)`), in `environment`.
    public static func findings(of view: View, in visible: Rect? = nil,
                                environment: SnapshotEnvironment? = nil) -> [SnapshotTextFinding] {
        view.textFindings(in: visible).map { SnapshotTextFinding($0, environment: environment) }
    }
}
