import BezelGraphics

extension View {
    /// The view as a screen reader finds it, as a picture: the view drawn
    /// over `background`, each accessibility element's frame tinted in its
    /// own colour and numbered in reading order, and a legend to the right
    /// with one row per element giving what VoiceOver says and the hint
    /// (see ``AccessibilityImageLayout`` for the layout and its choices).
    ///
    /// The view is drawn with its current traits (direction, text size,
    /// language) and frame; set ``traitOverrides`` and lay it out first to
    /// draw it in another environment, as the snapshot strategies do. The
    /// bytes are the same on every machine: fixed colours
    /// (``AccessibilityPalette``) and Bezel's shipped fonts.
    ///
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3, as the devices).
    ///   - background: painted under the view and the legend.
    ///   - legendWidth: the legend's width in points (at least 120).
    /// - Throws: `GraphicsError` when the image would be empty or too large at that scale.
    ///
    /// See also: ``accessibilityElements()``, ``accessibilityDescription()``.
    public func accessibilityImage(scale: Double = 2, background: Color = .white,
                                   legendWidth: Double = AccessibilityImageLayout.defaultLegendWidth) throws -> Image {
        let layout = AccessibilityImageLayout(view: self, legendWidth: legendWidth)
        return try Image.drawing(size: layout.size, scale: scale) { canvas in
            layout.draw(self, in: canvas, background: background)
        }
    }
}
