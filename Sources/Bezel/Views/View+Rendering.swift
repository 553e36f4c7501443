import BezelGraphics

extension View {
    /// Renders the view and its subtree into a new image of the view's size
    /// at `scale` pixels per point, over `background` (transparent by default).
    ///
    /// - Throws: `GraphicsError` when the view's size is empty, not finite
    ///   or too large for an image at that scale.
    public func renderImage(scale: Double = 1, background: Color? = nil) throws -> Image {
        try Image.drawing(size: bounds.size, scale: scale) { canvas in
            if let background { canvas.paint(background) }
            renderContent(in: canvas)
        }
    }

    /// Renders the view and its subtree as ``renderImage(scale:background:)``
    /// does, with its texts drawn or not: without them (`drawsText` false)
    /// it is what lies behind the text, the background
    /// ``textContrasts(scale:background:rendered:backdrop:percentile:)`` measures against.
    public func renderImage(scale: Double = 1, background: Color? = nil, drawsText: Bool) throws -> Image {
        try Image.drawing(size: bounds.size, scale: scale) { canvas in
            canvas.drawsText = drawsText
            if let background { canvas.paint(background) }
            renderContent(in: canvas)
        }
    }

    /// Renders the view into a vector document (PDF or SVG) of the view's size.
    public func renderDocument(format: VectorSurface.Format, background: Color? = nil) throws -> VectorSurface {
        let surface = try VectorSurface(format: format, size: bounds.size)
        if let background { surface.canvas.paint(background) }
        renderContent(in: surface.canvas)
        return surface
    }

    /// Renders as the root of the canvas: the view's own frame origin is ignored.
    func renderContent(in canvas: Canvas) {
        canvas.withSavedState {
            canvas.translate(x: -frame.minX, y: -frame.minY)
            render(in: canvas)
        }
    }
}
