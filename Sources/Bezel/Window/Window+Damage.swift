import BezelGraphics
import Foundation

/// What a window's incremental render keeps for each view: how often the
/// view was marked as changed (``View/setNeedsDisplay()``), how often it was
/// when the window last captured a frame, and where its drawing and its
/// subtree's reached in that frame (window coordinates, cut to the clips of
/// its ancestors and to the window; nil when nothing of it was drawn);
/// whether a view inside it was marked since (its ancestors are marked too,
/// as for ``View/subtreeNeedsDisplay``), and whether a visible blur view is in it.
struct DamageState {
    var changes: UInt64 = 0
    var recordedChanges = UInt64.max
    var ownExtent: Rect?
    var subtreeExtent: Rect?
    var subtreeChanged = true
    var subtreeHasBlur = false
}

/// An incremental render gave other pixels than a full render of the same
/// window: a view changed what it draws without being marked as changed, or
/// draws outside its ``View/visualExtent``. Thrown by
/// ``Window/captureFrame()`` while ``Window/checksIncrementalRender`` is on.
public struct IncrementalRenderMismatch: Error, Equatable, CustomStringConvertible {
    /// The smallest rectangle (window points) holding every pixel that differs.
    public var differingRect: Rect
    /// The damaged rectangles the incremental render redrew (window points).
    public var damage: [Rect]
    /// The views whose drawing reaches the differing rectangle, front-most
    /// last, each as its type and identifier.
    public var views: [String]

    /// A mismatch found in `differingRect`.
    ///
    /// - Parameters:
    ///   - differingRect: the smallest rectangle (window points) holding every differing pixel.
    ///   - damage: the damaged rectangles the incremental render redrew.
    ///   - views: the views whose drawing reaches `differingRect`.
    public init(differingRect: Rect, damage: [Rect], views: [String]) {
        self.differingRect = differingRect
        self.damage = damage
        self.views = views
    }

    public var description: String {
        "the incremental render differs from a full render in \(differingRect) (redrawn: "
            + (damage.isEmpty ? "nothing" : damage.map(\.description).joined(separator: ", "))
            + "); views drawing there: " + (views.isEmpty ? "none" : views.joined(separator: ", "))
    }
}

extension Window {
    /// Whether windows check their incremental renders unless told
    /// otherwise: `BEZEL_CHECK_DAMAGE=1` turns it on, for every window of
    /// the process and the processes it starts; otherwise it is off (see
    /// `IncrementalChecks`). Bezel's own test and fuzz scripts
    /// (`scripts/test`, `scripts/fuzz`) turn it on; a package that depends
    /// on Bezel does not pay for a second render of every frame unless it asks.
    public static var checksIncrementalRenderByDefault: Bool { IncrementalChecks.areOnByDefault }

    /// Renders the frame for ``captureFrame()``: only the damaged region,
    /// onto the last frame, when there is one of the same size; a full
    /// render otherwise. Laid out already.
    func renderFrame() throws -> Image {
        var damage = DamageRegion(scale: scale)
        var blurs: [BlurView] = []
        recordExtents(origin: Point(x: -bounds.minX, y: -bounds.minY), clip: Rect(size: bounds.size),
                      ancestorChanged: false, damage: &damage, blurs: &blurs)
        Self.includeBackdrops(of: blurs, in: &damage)
        lastDamage = damage
        if let frames = frameSurface, frames.size == bounds.size, let last = frames.lastFrame {
            defer { clearDisplayMarks() }
            guard !damage.isEmpty else { return last }
            // The surface clips to the damage and clears it, as a full render starts: transparent pixels.
            let image = try frames.drawFrame(redrawing: damage.pixelRegions) { canvas in
                canvas.translate(x: -frame.minX, y: -frame.minY)
                renderDamaged(in: canvas, damage: damage)
            }
            rememberCapture(image, damage: damage)
            return image
        }
        let frames = try FrameSurface(size: bounds.size, scale: scale)
        let image = try frames.drawFrame(redrawing: nil) { canvas in renderContent(in: canvas) }
        frameSurface = frames
        var whole = DamageRegion(scale: scale)
        whole.add(Rect(size: bounds.size))
        lastDamage = whole
        capturedFrames.removeAll()   // a frame of another size: no earlier one compares with it
        rememberCapture(image, damage: whole)
        return image
    }

    /// Keeps `frame` and what it redrew for ``changedRegion(from:to:)``
    /// (frames released since stay in the list: their damage is part of
    /// what changed between the frames around them).
    private func rememberCapture(_ frame: Image?, damage: DamageRegion) {
        capturedFrames.append((Weak(frame), damage))
        if capturedFrames.count > Self.changeHistoryLength { capturedFrames.removeFirst() }
    }

    /// Renders the whole window and throws when `frame` differs from it.
    func checkIncrementalFrame(_ frame: Image) throws {
        let full = try renderImage(scale: scale)
        guard let box = Self.differingPixels(frame, full) else {
            IncrementalChecks.countPassed(.frame)
            return
        }
        let rect = Rect(x: Double(box.x0) / scale, y: Double(box.y0) / scale,
                        width: Double(box.x1 - box.x0) / scale, height: Double(box.y1 - box.y0) / scale)
        var views: [String] = []
        collectViews(drawingIn: rect, into: &views)
        throw IncrementalRenderMismatch(differingRect: rect, damage: lastDamage?.rects ?? [], views: views)
    }

    /// The pixel box (end exclusive) holding every pixel that differs, or nil when none does.
    private static func differingPixels(_ a: Image, _ b: Image) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else {
            return (0, 0, max(a.pixelWidth, b.pixelWidth), max(a.pixelHeight, b.pixelHeight))
        }
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        a.withUnsafeRows { rowA in
            b.withUnsafeRows { rowB in
                for y in 0..<a.pixelHeight {
                    let ra = rowA(y), rb = rowB(y)
                    for x in 0..<min(ra.count, rb.count) where ra[x] != rb[x] {
                        if let old = box {
                            box = (min(old.x0, x), old.y0, max(old.x1, x + 1), y + 1)
                        } else {
                            box = (x, y, x + 1, y + 1)
                        }
                    }
                }
            }
        }
        return box
    }

    /// Adds the whole of each blur view whose backdrop may have changed: the
    /// damage reaches what it blurs (its extent grown by the blur's reach).
    /// Again until no blur view is added, since a blur view redrawn is
    /// damage behind those in front of it.
    static func includeBackdrops(of blurs: [BlurView], in damage: inout DamageRegion) {
        var added = true
        while added {
            added = false
            for blur in blurs {
                guard let whole = blur.damageState.subtreeExtent, let own = blur.damageState.ownExtent else { continue }
                // BlurView renders 3σ + 2 pixels around its frame, σ = radius / 2.
                let reach = 1.5 * max(0, blur.radius.isFinite ? blur.radius : 0) + 3 / damage.scale
                if damage.intersects(own.insetBy(dx: -reach, dy: -reach)), !damage.covers(whole) {
                    damage.add(whole)
                    added = true
                }
            }
        }
    }
}

extension View {
    /// Records where this view and its subtree draw now (window coordinates;
    /// `origin` is where this view's own coordinates have their zero) and
    /// adds to `damage` the old and the new subtree extent of each view
    /// marked as changed since the last record. `clip` is what its
    /// ancestors' clips and the window leave visible. A subtree in which
    /// nothing was marked, under ancestors none of which was
    /// (`ancestorChanged`), keeps its records: it is not walked, but for its
    /// blur views. Visible blur views go to `blurs`.
    func recordExtents(origin: Point, clip: Rect, ancestorChanged: Bool, damage: inout DamageRegion, blurs: inout [BlurView]) {
        let changed = damageState.changes != damageState.recordedChanges
        guard changed || ancestorChanged || damageState.subtreeChanged else {
            if damageState.subtreeHasBlur { collectBlurViews(into: &blurs) }
            return
        }
        var own: Rect?
        var subtree: Rect?
        var hasBlur = false
        var walkedSubviews = false
        if !isHidden, alpha > 0 {
            own = visualExtent.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
            subtree = own
            let inner = clipsToBounds ? bounds.offsetBy(dx: origin.x, dy: origin.y).intersection(clip) : clip
            if let inner {
                walkedSubviews = true
                for subview in subviews {
                    let at = Point(x: origin.x + subview.frame.minX - subview.bounds.minX,
                                   y: origin.y + subview.frame.minY - subview.bounds.minY)
                    subview.recordExtents(origin: at, clip: inner, ancestorChanged: ancestorChanged || changed,
                                          damage: &damage, blurs: &blurs)
                    if let drawn = subview.damageState.subtreeExtent { subtree = subtree.map { $0.union(drawn) } ?? drawn }
                    hasBlur = hasBlur || subview.damageState.subtreeHasBlur
                }
            }
            if let blur = self as? BlurView {
                blurs.append(blur)
                hasBlur = true
            }
        }
        if changed {
            if let old = damageState.subtreeExtent { damage.add(old) }
            if let subtree { damage.add(subtree) }
        }
        damageState.recordedChanges = damageState.changes
        damageState.ownExtent = own
        damageState.subtreeExtent = subtree
        damageState.subtreeHasBlur = hasBlur
        // Subviews not walked (hidden, clipped away) may still hold marks: keep this one's.
        if walkedSubviews || subviews.isEmpty { damageState.subtreeChanged = false }
    }

    /// The visible blur views of a subtree whose records are kept.
    private func collectBlurViews(into blurs: inout [BlurView]) {
        if let blur = self as? BlurView { blurs.append(blur) }
        for subview in subviews where subview.damageState.subtreeHasBlur { subview.collectBlurViews(into: &blurs) }
    }

    /// Draws as ``render(in:)`` does, with the same operations in the same
    /// order, leaving out the views whose recorded extent misses `damage`
    /// (the canvas is clipped to it, so they would change no pixel).
    func renderDamaged(in canvas: Canvas, damage: DamageRegion) {
        guard !isHidden, alpha > 0 else {
            markDisplayed()
            return
        }
        guard let subtree = damageState.subtreeExtent, damage.intersects(subtree) else { return }
        let drawsOwn = damageState.ownExtent.map(damage.intersects) ?? false
        canvas.withSavedState {
            canvas.translate(x: frame.minX, y: frame.minY)
            canvas.withTransparencyLayer(alpha: alpha) {
                let outline = Path.roundedRect(Rect(size: bounds.size), radius: cornerRadius)
                if clipsToBounds { canvas.clip(to: outline) }
                if drawsOwn, let backgroundColor { canvas.fill(outline, with: backgroundColor) }
                canvas.translate(x: -bounds.minX, y: -bounds.minY)
                if drawsOwn { draw(in: canvas) }
                for subview in subviews { subview.renderDamaged(in: canvas, damage: damage) }
            }
        }
        renderOverlay(in: canvas)
        markDisplayed()
    }

    /// Clears the display marks a full render would have cleared: every
    /// marked view not under a hidden or transparent one.
    func clearDisplayMarks() {
        guard subtreeNeedsDisplay else { return }
        if !isHidden, alpha > 0 {
            for subview in subviews { subview.clearDisplayMarks() }
        }
        markDisplayed()
    }

    /// The views whose recorded drawing reaches `rect` (window points), back to front.
    func collectViews(drawingIn rect: Rect, into views: inout [String]) {
        guard !isHidden, alpha > 0, damageState.subtreeExtent?.intersection(rect) != nil else { return }
        if damageState.ownExtent?.intersection(rect) != nil {
            views.append(String(describing: type(of: self)) + (identifier.map { " #\($0)" } ?? ""))
        }
        for subview in subviews { subview.collectViews(drawingIn: rect, into: &views) }
    }
}
