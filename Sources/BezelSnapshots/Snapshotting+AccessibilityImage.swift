import Bezel
import BezelGraphics

extension Snapshotting where Value: View, Format == Image {
    /// What a screen reader finds in the view, as a picture
    /// (`View.accessibilityImage(scale:background:legendWidth:)`): the view
    /// with each accessibility element's frame tinted in its own colour and
    /// numbered in reading order, and a legend to the right giving what
    /// VoiceOver says for each and its hint; compared as an image (`.png`).
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .accessibilityImage(scale: 2), named: "timer-accessibility@2x")
    /// ```
    ///
    /// With `traits`, the view is drawn with them (its
    /// ``Bezel/View/traitOverrides`` for the snapshot, restored after) and
    /// laid out again in its frame first, as ``image(scale:background:comparison:traits:)``
    /// does; in a ``StateMatrix`` with `direction`, `textSize` or `language`
    /// dimensions, the matrix sets them on the view instead.
    ///
    /// See also: ``accessibilityText``.
    public static func accessibilityImage(scale: Double = 2, background: Color = .white,
                                          legendWidth: Double = AccessibilityImageLayout.defaultLegendWidth,
                                          comparison: ImageComparison = .exact,
                                          traits: Traits? = nil) -> Snapshotting<Value, Image> {
        Snapshotting<Image, Image>.image(comparison).pullback { (view: Value) in
            try view.withTraitOverrides(traits) {
                try view.accessibilityImage(scale: scale, background: background, legendWidth: legendWidth)
            }
        }
    }
}
