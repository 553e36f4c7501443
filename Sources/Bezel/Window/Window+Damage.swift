import BezelGraphics
import Foundation

/// What a window's frames keep for each view: how often the view was
/// marked as changed (``View/setNeedsDisplay()``), how often it was when
/// its group was last recorded into a frame's display list, whether a view
/// inside it was marked since (its ancestors are marked too, as for
/// ``View/subtreeNeedsDisplay``), and that group: put into the next frame's
/// list as it is while nothing in it changed and it stands where it stood.
struct DamageState {
    var changes: UInt64 = 0
    var recordedChanges = UInt64.max
    var subtreeChanged = true
    var keptGroup: DisplayGroup?
}

/// An incremental render gave other pixels than a full render of the same
/// window: a view changed what it draws without being marked as changed
/// (its display-list group was kept). Thrown by
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

    /// Renders the frame for ``captureFrame()`` from its display list: only
    /// where the list differs from the last frame's (see
    /// `DisplayList.difference(from:)`), onto the last frame, when there is
    /// one of the same size; a full render otherwise. Laid out already.
    func renderFrame() throws -> Image {
        var list = try recordFrameList()
        guard let frames = frameSurface, frames.size == bounds.size, let last = frames.lastFrame,
              let lastList = lastFrameList else {
            return try renderWholeFrame(list)
        }
        var difference = list.difference(from: lastList)
        // A blur view that drew the blur kept from an earlier frame is drawn
        // again, its backdrop rendered, when the difference reaches its
        // region behind it; blur views in front of it are looked at again.
        var redone = Set<ObjectIdentifier>()
        while case let stale = staleFrameBlurs(difference).filter({ redone.insert(ObjectIdentifier($0)).inserted }),
              !stale.isEmpty {
            for blur in stale { blur.dropFrameBlur() }
            list = try recordFrameList()
            difference = list.difference(from: lastList)
        }
        lastFrameList = list
        var damage = DamageRegion(scale: scale)
        for region in difference.regions {
            damage.add(Rect(x: Double(region.x) / scale, y: Double(region.y) / scale,
                            width: Double(region.width) / scale, height: Double(region.height) / scale))
        }
        lastDamage = damage
        guard !damage.isEmpty else { return last }
        // The surface clears the damage (grown where a cut would change a shape), as a full render starts;
        // regions drawn lately from the same nodes are copied.
        let image = try frames.drawFrame(redrawing: damage.pixelRegions, reusingDrawnRegions: true) { canvas, _ in
            canvas.draw(list)
        }
        rememberCapture(image, damage: damage)
        return image
    }

    /// The first frame, or one of another size: all of `list`, on a new frame surface.
    private func renderWholeFrame(_ list: DisplayList) throws -> Image {
        let frames = try FrameSurface(size: bounds.size, scale: scale)
        let image = try frames.drawFrame(redrawing: nil) { canvas, _ in canvas.draw(list) }
        frameSurface = frames
        lastFrameList = list
        var whole = DamageRegion(scale: scale)
        whole.add(Rect(size: bounds.size))
        lastDamage = whole
        capturedFrames.removeAll()   // a frame of another size: no earlier one compares with it
        rememberCapture(image, damage: whole)
        return image
    }

    /// The window's display list now, at ``scale``: each view's group kept
    /// from the last frame while nothing in it changed (see ``View/render(in:)``).
    private func recordFrameList() throws -> DisplayList {
        frameRecording &+= 1
        return try DisplayList.recording(size: bounds.size, scale: scale) { canvas in
            canvas.keepsGroups = true
            renderContent(in: canvas)
        }
    }

    /// The blur views that drew the blur kept from an earlier frame into
    /// the last recording (not one rendered in it) while `difference`
    /// reaches the region their blur is made from, behind them in paint order.
    private func staleFrameBlurs(_ difference: DisplayListDifference) -> [BlurView] {
        guard !difference.isEmpty else { return [] }
        frameBlurViews.removeAll { $0.object?.window !== self }
        return frameBlurViews.compactMap(\.object).filter { blur in
            guard blur.renderedFrameBlur != frameRecording, let area = blur.frameBackdropArea else { return false }
            // The blur view's group, or the nearest one around it that the comparison met.
            var view: View? = blur
            while let current = view {
                if let group = current.damageState.keptGroup, let behind = difference.regions(behind: group) {
                    return behind.contains { $0.intersection(area) != nil }
                }
                view = current.superview
            }
            return false
        }
    }

    /// Notes that `blur` draws into this window's frames, so that each
    /// capture asks whether what lies behind it changed.
    func noteFrameBlurView(_ blur: BlurView) {
        guard !frameBlurViews.contains(where: { $0.object === blur }) else { return }
        frameBlurViews.append(Weak(blur))
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
        collectViews(drawingIn: PixelRegion(x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0),
                     into: &views)
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
}

extension View {
    /// The views whose group in the last frame reaches `rect` (device
    /// pixels of the frame), back to front.
    func collectViews(drawingIn rect: PixelRegion, into views: inout [String]) {
        guard !isHidden, alpha > 0, let group = damageState.keptGroup,
              group.list.bounds?.intersection(rect) != nil else { return }
        let before = views.count
        for subview in subviews { subview.collectViews(drawingIn: rect, into: &views) }
        if ownDrawing(of: group, reaches: rect) {
            views.insert(String(describing: type(of: self)) + (identifier.map { " #\($0)" } ?? ""), at: before)
        }
    }

    /// Whether a node of `group` other than its subviews' groups reaches `rect`.
    private func ownDrawing(of group: DisplayGroup, reaches rect: PixelRegion) -> Bool {
        func reaches(_ list: DisplayList) -> Bool {
            zip(list.items, list.boxes).contains { item, box in
                switch item {
                case .group: return false
                case let .layer(_, inner): return reaches(inner)
                default: return box?.intersection(rect) != nil
                }
            }
        }
        return reaches(group.list)
    }
}
