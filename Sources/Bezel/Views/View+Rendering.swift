import BezelGraphics

extension View {
    /// Renders the view and its subtree into a new image of the view's size
    /// at `scale` pixels per point, over `background` (transparent by default).
    ///
    /// - Throws: `GraphicsError` when the view's size is empty, not finite
    ///   or too large for an image at that scale.
    public func renderImage(scale: Double = 1, background: Color? = nil) throws -> Image {
        try renderImage(scale: scale, background: background, drawsText: true)
    }

    /// Renders the view and its subtree as ``renderImage(scale:background:)``
    /// does, with its texts drawn or not: without them (`drawsText` false)
    /// it is what lies behind the text, the background
    /// ``textContrasts(scale:background:rendered:backdrop:percentile:)`` measures against.
    public func renderImage(scale: Double = 1, background: Color? = nil, drawsText: Bool) throws -> Image {
        let list = try displayList(scale: scale)
        return try Image.drawing(size: bounds.size, scale: scale) { canvas in
            canvas.drawsText = drawsText
            if let background { canvas.paint(background) }
            canvas.draw(list)
        }
    }

    /// Renders the view into a vector document (PDF or SVG) of the view's size.
    public func renderDocument(format: VectorSurface.Format, background: Color? = nil) throws -> VectorSurface {
        let list = try displayList(scale: 1)
        let surface = try VectorSurface(format: format, size: bounds.size)
        if let background { surface.canvas.paint(background) }
        surface.canvas.draw(list)
        return surface
    }

    /// The view and its subtree as a display list, recorded for `scale`
    /// pixels per point with the view at the origin: what every render of
    /// it draws (an image, a document, a window's frames). Each view's
    /// nodes are one group in it.
    ///
    /// - Throws: `GraphicsError` when the view's size is empty, not finite
    ///   or too large for an image at that scale.
    public func displayList(scale: Double = 1) throws -> DisplayList {
        try DisplayList.recording(size: bounds.size, scale: scale) { renderContent(in: $0) }
    }

    /// Renders as the root of the canvas: the view's own frame origin is ignored.
    func renderContent(in canvas: Canvas) {
        canvas.withSavedState {
            canvas.translate(x: -frame.minX, y: -frame.minY)
            render(in: canvas)
        }
    }
}
