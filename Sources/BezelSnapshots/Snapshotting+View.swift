import Bezel
import BezelGraphics

extension Snapshotting where Value: View, Format == Image {
    /// Renders the view (and its subtree) at `scale` over `background` and
    /// compares it as an image.
    ///
    /// ```swift
    /// assertSnapshot(of: button, as: .image(scale: 2, background: .white), named: "play@2x")
    /// ```
    public static func image(scale: Double = 1, background: Color? = nil,
                             comparison: ImageComparison = .exact) -> Snapshotting<Value, Image> {
        Snapshotting<Image, Image>.image(comparison).pullback { (view: Value) in
            try view.renderImage(scale: scale, background: background)
        }
    }
}
