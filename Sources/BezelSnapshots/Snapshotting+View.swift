import Bezel
import BezelGraphics
import BezelSnapshotResults

extension Snapshotting where Value: View, Format == Image {
    /// Renders the view (and its subtree) at `scale` over `background` and
    /// compares it as an image.
    ///
    /// ```swift
    /// assertSnapshot(of: button, as: .image(scale: 2, background: .white), named: "play@2x")
    /// assertSnapshot(of: row, as: .image(scale: 2, traits: Traits(language: "ar")), named: "row-ar@2x")
    /// ```
    ///
    /// With `traits`, the view is drawn with them (its
    /// ``Bezel/View/traitOverrides`` for the snapshot, restored after) and
    /// laid out again in its frame first.
    ///
    /// After rendering, the view's texts that do not show whole
    /// (`View.textFindings(in:)`, the view's frame as the window) come with
    /// the snapshot, in the environment `@<scale>x`; the check applies its
    /// ``BezelSnapshotResults/TextFindingPolicy`` to them. So do its texts
    /// whose contrast, measured on this render (one more render, without
    /// text), is under WCAG's ratio, as accessibility findings, unless
    /// their policy is `off` (the other accessibility checks are for
    /// screens: scene snapshots make them).
    public static func image(scale: Double = 1, background: Color? = nil, comparison: ImageComparison = .exact,
                             traits: Traits? = nil) -> Snapshotting<Value, Image> {
        Snapshotting(diffing: .image(comparison), snapshotWithFindings: { (view: Value, requested) in
            try view.withTraitOverrides(traits) {
                let image = try view.renderImage(scale: scale, background: background)
                let environment = SnapshotEnvironment(scale: scale, traits: view.traitCollection)
                let texts = SnapshotTextFinding.findings(of: view, environment: environment)
                guard requested.contains(.accessibility) else { return (image, texts) }
                return (image, texts + (try SnapshotTextFinding.contrastFindings(of: view, rendered: image, scale: scale,
                                                                                  background: background, environment: environment)))
            }
        })
    }
}
