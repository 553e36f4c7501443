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

/// One capture of a window's frame, told apart from every other capture,
/// of this window or another, by its identity: a blur view keeps the blur
/// it drew into the frame with the capture in which it is known to be still
/// what lies behind it (see `Window.includeBackdrops(of:in:from:to:)`).
final class CaptureEpoch {}

/// What a window's blur views know of its captures: the last one, and the
/// canvas of the frame while a capture draws into it.
struct BackdropCapture {
    var epoch: CaptureEpoch?
    var canvas: Canvas?
}

/// A visible blur view met by `View.recordExtents(origin:clip:ancestorChanged:damage:blurs:)`,
/// with what tells whether what lies behind it changed: whether one of its
/// ancestors was marked as changed (their own content is behind it), and
/// the damage recorded before the walk reached it, which is that of the
/// views behind it and only those (each changed view adds its damage after
/// its subtree is walked, so it holds the earlier siblings' subtrees, its
/// ancestors' and theirs, and nothing of its ancestors, itself, its
/// subviews or the views after it).
struct BackdropWatch {
    let blur: BlurView
    let ancestorChanged: Bool
    let behind: DamageRegion
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
        var blurs: [BackdropWatch] = []
        recordExtents(origin: Point(x: -bounds.minX, y: -bounds.minY), clip: Rect(size: bounds.size),
                      ancestorChanged: false, damage: &damage, blurs: &blurs)
        let capture = CaptureEpoch()
        Self.includeBackdrops(of: blurs, in: &damage, from: backdropCapture.epoch, to: capture,
                              origin: Point(x: -bounds.minX, y: -bounds.minY))
        backdropCapture.epoch = capture
        lastDamage = damage
        // Blur views drawn into this canvas may take the blur they kept for the last frame.
        defer { backdropCapture.canvas = nil }
        if let frames = frameSurface, frames.size == bounds.size, let last = frames.lastFrame {
            defer { clearDisplayMarks() }
            guard !damage.isEmpty else { return last }
            // The surface clears the damage (grown where a cut would change a shape), as a full render starts.
            // Regions drawn lately from the same operations are copied; not with
            // blur views, whose drawing renders their backdrops (it would run twice).
            let image = try frames.drawFrame(redrawing: damage.pixelRegions,
                                             reusingDrawnRegions: !damageState.subtreeHasBlur) { canvas, regions in
                backdropCapture.canvas = canvas
                guard let regions else { return renderContent(in: canvas) }
                var drawn = DamageRegion(scale: scale)
                for r in regions {
                    drawn.add(Rect(x: Double(r.x) / scale, y: Double(r.y) / scale,
                                   width: Double(r.width) / scale, height: Double(r.height) / scale))
                }
                canvas.translate(x: -frame.minX, y: -frame.minY)
                renderDamaged(in: canvas, damage: drawn)
            }
            rememberCapture(image, damage: damage)
            return image
        }
        let frames = try FrameSurface(size: bounds.size, scale: scale)
        let image = try frames.drawFrame(redrawing: nil) { canvas, _ in
            backdropCapture.canvas = canvas
            renderContent(in: canvas)
        }
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

    /// Adds the whole of each blur view whose backdrop may have changed
    /// since capture `previous`, and tells each blur view whether the blur
    /// it kept for the frame stays valid in capture `current`.
    ///
    /// The backdrop of a blur view (see ``BlurView``) is its ancestors' own
    /// content, the earlier siblings' subtrees and the ancestors' earlier
    /// siblings' subtrees; what a render of it gives can change only where
    /// one of those views changed (its damage: the old and the new extent of
    /// its subtree) or where a blur view behind it is redone. So it may
    /// have changed when an ancestor was marked as changed (scrolled, moved,
    /// a new background, a subview added), or the damage behind it, or the
    /// extent of a blur view behind it that is redone, reaches the region it
    /// blurs: the padded region its kept blur was rendered from, or, with no
    /// blur kept, its extent grown by the blur's reach. Then the whole blur
    /// view is damaged and its kept blur dropped; otherwise the kept blur
    /// stays valid, and damage from in front of it or inside it redraws
    /// only the damaged part, from the kept blur: the same pixels, unless
    /// the damage reaches the antialiased pixels of its outline
    /// (`BlurView.outlineEdges(at:scale:)`), where the whole blur view is
    /// redrawn, still from the kept blur.
    ///
    /// `blurs` are in paint order (an ancestor before its subviews), so a
    /// blur view redone is behind each one after it in the list. `origin`
    /// is where the window's own coordinates have their zero in the frame.
    static func includeBackdrops(of blurs: [BackdropWatch], in damage: inout DamageRegion,
                                 from previous: CaptureEpoch?, to current: CaptureEpoch, origin: Point) {
        var redone = DamageRegion(scale: damage.scale)
        var unchanged: [(own: Rect, edges: [Rect])] = []
        for watch in blurs {
            let blur = watch.blur
            guard let own = blur.damageState.ownExtent else {
                blur.dropWindowBlur()   // not drawn in this frame
                continue
            }
            let area: Rect
            if let kept = blur.keptBackdropArea(in: previous) {
                area = kept
            } else {
                // BlurView renders 3σ + 2 pixels around its frame rounded out, σ = radius / 2.
                let reach = 1.5 * max(0, blur.radius.isFinite ? blur.radius : 0) + 3 / damage.scale
                area = own.insetBy(dx: -reach, dy: -reach)
            }
            if watch.ancestorChanged || watch.behind.intersects(area) || redone.intersects(area) {
                blur.dropWindowBlur()
                redone.add(own)
                if !damage.covers(own) { damage.add(own) }
            } else {
                blur.keepWindowBlur(from: previous, to: current)
                let at = blur.convert(blur.bounds.origin, to: nil)
                unchanged.append((own, blur.outlineEdges(at: Point(x: at.x + origin.x, y: at.y + origin.y), scale: damage.scale)))
            }
        }
        // Again until none is added: a blur view redrawn whole may cut another's edges.
        var added = true
        while added {
            added = false
            for blur in unchanged where !damage.covers(blur.own) && blur.edges.contains(where: damage.intersects) {
                damage.add(blur.own)
                added = true
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
    /// blur views. Visible blur views go to `blurs`, in paint order, each
    /// with the damage recorded before it (see ``BackdropWatch``).
    func recordExtents(origin: Point, clip: Rect, ancestorChanged: Bool, damage: inout DamageRegion,
                       blurs: inout [BackdropWatch]) {
        let changed = damageState.changes != damageState.recordedChanges
        guard changed || ancestorChanged || damageState.subtreeChanged else {
            if damageState.subtreeHasBlur { collectBlurViews(into: &blurs, behind: damage) }
            return
        }
        var own: Rect?
        var subtree: Rect?
        var hasBlur = false
        var walkedSubviews = false
        if !isHidden, alpha > 0 {
            own = visualExtent.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
            subtree = own
            if let blur = self as? BlurView {
                blurs.append(BackdropWatch(blur: blur, ancestorChanged: ancestorChanged, behind: damage))
                hasBlur = true
            }
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

    /// The visible blur views of a subtree whose records are kept (nothing
    /// in it or above it changed), in paint order, each behind `behind`.
    private func collectBlurViews(into blurs: inout [BackdropWatch], behind: DamageRegion) {
        if let blur = self as? BlurView { blurs.append(BackdropWatch(blur: blur, ancestorChanged: false, behind: behind)) }
        for subview in subviews where subview.damageState.subtreeHasBlur {
            subview.collectBlurViews(into: &blurs, behind: behind)
        }
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
