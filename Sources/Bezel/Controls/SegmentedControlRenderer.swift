import BezelGraphics

/// Draws a ``SegmentedControl``: the shadowed bar in the resting look, then
/// each highlighted or selected segment over it (clipped to the bar's rounded
/// outline), the dividers, and the titles. Segment edges and dividers are
/// snapped to device pixels so every line is crisp at 1x, 2x and 3x. The
/// slots are counted from the left; under a right-to-left layout the
/// segment in each slot is counted from the right
/// (``SegmentedControl/slot(ofSegment:)``).
struct SegmentedControlRenderer {
    let control: SegmentedControl
    let canvas: Canvas

    func draw() {
        let style = control.style
        let bar = canvas.pixelAligned(control.bounds.inset(by: style.bezelInsets))
        guard bar.size.isDrawable else { return }
        let count = control.numberOfSegments
        let bezel = Path.roundedRect(bar, radius: style.cornerRadius)
        canvas.fill(bezel, with: StandardControlDrawing.verticalGradient(bar, style.normal.fillTop, style.normal.fillBottom),
                    shadow: style.shadow)
        canvas.strokeCrisply(bar, cornerRadius: style.cornerRadius, with: style.borderColor, width: style.borderWidth)
        guard count > 0 else { return }

        let edges = (0...count).map { i -> Double in
            if i == 0 { return bar.minX }
            if i == count { return bar.maxX }
            return canvas.pixelAlignedX(bar.minX + bar.width * Double(i) / Double(count))
        }
        let padding = max(0, style.segmentPadding)
        let slot = bar.width / Double(count)   // before snapping, as measured
        var titles: [(TextLayout, Rect, ButtonStyle.Look)] = []
        for position in 0..<count {
            let index = control.slot(ofSegment: position)
            let rect = Rect(x: edges[position], y: bar.minY, width: edges[position + 1] - edges[position],
                            height: bar.height)
            let (look, title) = control.segmentContent(index, fitting: slot - 2 * min(padding, slot / 4))
            titles.append((title, rect, look))
            guard look != style.normal else { continue }
            canvas.withSavedState {
                canvas.clip(to: bezel)
                canvas.clip(to: rect)
                canvas.fill(.rect(rect), with: StandardControlDrawing.verticalGradient(rect, look.fillTop, look.fillBottom))
                if let inner = look.innerShadow { canvas.drawInnerShadow(inside: .rect(rect), shadow: inner) }
                canvas.strokeCrisply(bar, cornerRadius: style.cornerRadius, with: look.border, width: style.borderWidth)
            }
        }
        let selectedSlot = control.selectedSegmentIndex.map { control.slot(ofSegment: $0) }
        for position in 1..<max(1, count) {
            drawDivider(at: edges[position], in: bar, nextToSelected: [position - 1, position].contains(selectedSlot))
        }
        for (title, rect, look) in titles {
            canvas.withSavedState {
                canvas.clip(to: rect)
                let origin = Point(x: rect.midX - title.size.width / 2, y: bar.midY - title.size.height / 2)
                let offset = look.embossAbove ? -style.titleEmbossOffset : style.titleEmbossOffset
                StandardControlDrawing.drawText(title, at: origin, color: look.title, embossColor: look.titleEmboss,
                                                embossOffset: offset, in: canvas)
            }
        }
    }

    /// A vertical line `borderWidth` wide (at least a device pixel) centred
    /// on `x`, between the outline's top and bottom lines.
    private func drawDivider(at x: Double, in bar: Rect, nextToSelected: Bool) {
        let style = control.style
        let width = max(0, style.borderWidth)
        guard width > 0 else { return }
        var line = canvas.pixelAligned(
            Rect(x: x - width / 2, y: bar.minY + width, width: width, height: bar.height - 2 * width))
        if line.width == 0 {
            let pixel = 1 / max(canvas.currentTransform.a, 1e-9)
            line = Rect(x: line.minX, y: line.minY, width: pixel, height: line.height)
        }
        canvas.fill(line, with: nextToSelected ? style.selected.border : style.borderColor)
    }
}
