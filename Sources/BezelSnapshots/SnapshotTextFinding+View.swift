import Bezel
import BezelGraphics
import BezelSnapshotResults

extension SnapshotTextFinding {
    /// `finding` in words, declared at `place` (`file:line:column`) and rendered in `environment`.
    public init(_ finding: TextFinding, place: String? = nil, environment: SnapshotEnvironment? = nil) {
        self.init(kind: finding.kind.rawValue, view: finding.viewName, part: "\(finding.part)", detail: finding.detail,
                  place: place, environment: environment)
    }

    /// The texts of `view`'s subtree that do not show whole as its last
    /// layout placed them (`View.textFindings(in:)`), in `environment`.
    public static func findings(of view: View, in visible: Rect? = nil,
                                environment: SnapshotEnvironment? = nil) -> [SnapshotTextFinding] {
        view.textFindings(in: visible).map { SnapshotTextFinding($0, environment: environment) }
    }
}
