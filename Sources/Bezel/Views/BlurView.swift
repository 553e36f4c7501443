import BezelGraphics

/// A view whose background is what lies behind it, Gaussian-blurred: the
/// "buttons with blurred background" of the source blog, and the frosted
/// panels of later systems. Put controls or labels inside it as subviews;
/// they are drawn sharp on top.
///
/// **What lies behind it** is everything the tree draws before it: its
/// ancestors' own content (backgrounds and ``View/draw(in:)``), its earlier
/// siblings' whole subtrees, and its ancestors' earlier siblings, with the
/// ancestors' scroll offsets, clips and alpha. Views after it (in front) and
/// its own subviews are not part of it. As the blog does, the backdrop is
/// rendered again with the tree walk stopping at the blur view; here into a
/// separate surface in device pixels, padded by the blur's reach so content
/// just outside the frame blurs in. Beyond the root's bounds and the clips of
/// clipping ancestors there is nothing to render: the blur extends the edge
/// pixels there (`BlurEdgeMode/extend`) instead of fading to transparent.
/// The result is clipped to the bounds, rounded by ``View/cornerRadius``;
/// the view's own ``View/backgroundColor`` lies beneath it.
///
/// **When it blurs.** Blurring is the costly step, so the last few results
/// are kept, each under a key holding every input: the backdrop's pixels
/// (compared exactly, not by a hash), the padded region and the frame in
/// device pixels, the pixel scale and the blur in pixels. A render with equal
/// inputs reuses the blur; any change behind the view that alters a pixel of
/// the region blurs again; changes in front of it or inside it never do
/// (``blurRenderCount`` counts the blurs).
///
/// **When it renders the backdrop.** A render outside a window's capture
/// (``View/render(in:)``, ``View/renderImage(scale:background:)``, a vector
/// document, the backdrop of another blur view) renders the backdrop each
/// time to compare its pixels. A window's ``Window/captureFrame()`` compares
/// its frame's display list with the last one's: the blur drawn into the
/// last frame is drawn again without rendering the backdrop while the
/// lists differ nowhere behind the view (in paint order) inside the
/// padded region, and the key (frame, padded region, scale, blur in
/// pixels) is equal. Changes in front of the view or inside it then redraw
/// only their own area, with the kept blur. ``backdropRenderCount`` counts
/// the backdrops rendered.
///
/// Known limits: an ancestor with alpha below 1 is in the backdrop already
/// faded, and the blur view is then faded with it again; a canvas that is
/// rotated draws the tint only; in a vector document (PDF, SVG) the blurred
/// backdrop is an image at the document's scale, one pixel per point.
///
/// ```swift
/// let frost = BlurView(frame: Rect(x: 20, y: 300, width: 280, height: 64))
/// frost.cornerRadius = 12
/// frost.addSubview(playButton)
/// photoView.addSubview(frost)
/// ```
///
/// See also: ``BlurViewStyle``, `Image/blurred(radius:edges:)`, ``ScrollView``.
public final class BlurView: View {
    /// The radius and tint.
    public var style: BlurViewStyle { didSet { if style != oldValue { setNeedsDisplay() } } }

    /// The blur radius in points (σ = radius / 2); stored in ``style``.
    public var radius: Double {
        get { style.radius }
        set { style.radius = newValue }
    }

    /// The colour laid over the blur; stored in ``style``.
    public var tintColor: Color? {
        get { style.tintColor }
        set { style.tintColor = newValue }
    }

    /// How many times the backdrop has been blurred (rather than a kept blur reused).
    public private(set) var blurRenderCount = 0

    /// How many times the tree behind the view has been rendered into a
    /// backdrop surface: every render of the view but those of a window's
    /// ``Window/captureFrame()`` that reuse the blur of its last frame
    /// because nothing behind the view changed inside its region since.
    public private(set) var backdropRenderCount = 0

    /// How many blurs are kept. More than one, because a blur view can be
    /// drawn into two canvases each frame: the picture, and the backdrop of
    /// another blur view in front of it.
    static let cacheCapacity = 4

    private var cache: [CachedBlur] = []

    /// The blur drawn into a window's frames, kept for the next frame.
    private var frameBlur: FrameBlur?
    /// The window's frame recording (`Window.frameRecording`) in which the
    /// backdrop was last rendered for its frames.
    private(set) var renderedFrameBlur: UInt64?

    /// A blur view of `frame` drawn with `style`.
    public init(frame: Rect = .zero, style: BlurViewStyle = BlurViewStyle()) {
        self.style = style
        super.init(frame: frame)
    }

    /// Drops the kept blurs (they are made again on the next render): for memory warnings.
    public func discardCachedBlur() {
        cache.removeAll()
        dropFrameBlur()
    }

    public override var properties: [ViewProperty] {
        super.properties + [
            .value("radius", .number(radius)),
            .value("tint", .text(tintColor.map { "\($0)" } ?? "none"), shown: tintColor != nil),
        ]
    }

    public override func draw(in canvas: Canvas) {
        let outline = Path.roundedRect(bounds, radius: cornerRadius)
        if let (image, rect) = blurredBackdrop(for: canvas) {
            canvas.withSavedState {
                canvas.clip(to: outline)
                canvas.draw(image, in: rect, interpolation: .nearest)
            }
        }
        if let tintColor, tintColor.alpha > 0 { canvas.fill(outline, with: tintColor) }
    }

    // MARK: Backdrop

    /// The blurred backdrop and where to draw it (bounds coordinates), from
    /// the cache when every input is the same.
    private func blurredBackdrop(for canvas: Canvas) -> (Image, Rect)? {
        let m = canvas.currentTransform
        guard superview != nil, radius.isFinite, radius > 0, m.b == 0, m.c == 0, m.a > 0, m.d > 0,
              m.a.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite,
              let region = backdropRegion(m) else { return nil }
        let pixelScale = (m.a * m.d).squareRoot()
        let key = CachedBlur.Key(frame: region.frame, padded: region.padded, scaleX: m.a, scaleY: m.d,
                                 radiusInPixels: radius * pixelScale)
        // Recorded into a window's frame: the blur of its last frame, unless the window finds it stale.
        let frameWindow = canvas.keepsGroups ? window : nil
        frameWindow?.noteFrameBlurView(self)
        do {
            let image: Image
            if frameWindow != nil, let kept = frameBlur, kept.key == key {
                image = kept.blurred
            } else {
                let backdrop = try renderBackdrop(region: region.padded, transform: m)
                if let index = cache.firstIndex(where: { $0.key == key && $0.backdrop.hasSamePixels(as: backdrop) }) {
                    image = cache[index].blurred
                    cache.append(cache.remove(at: index))          // most recently used last
                } else {
                    image = try backdrop.blurred(radius: key.radiusInPixels, edges: .extend)
                    blurRenderCount += 1
                    cache.append(CachedBlur(key: key, backdrop: backdrop, blurred: image))
                    if cache.count > Self.cacheCapacity { cache.removeFirst() }
                }
                if let frameWindow {
                    frameBlur = FrameBlur(key: key, blurred: image)
                    renderedFrameBlur = frameWindow.frameRecording
                }
            }
            let p = region.padded
            let rect = Rect(x: (Double(p.x) - m.tx) / m.a, y: (Double(p.y) - m.ty) / m.d,
                            width: Double(p.width) / m.a, height: Double(p.height) / m.d)
            return (image, rect)
        } catch {
            return nil   // a region too large for a surface: the tint alone is drawn
        }
    }

    /// The frame in device pixels (rounded out) and the region to render:
    /// the frame grown by the blur's reach, cut to the root's bounds and the
    /// clipping ancestors' bounds. Nil when none of the frame is visible.
    private func backdropRegion(_ m: Transform) -> (frame: PixelRect, padded: PixelRect)? {
        let frame = PixelRect(bounds, m)
        let sigma = Swift.min(radius / 2 * (m.a * m.d).squareRoot(), Image.maximumBlurSigmaInPixels)
        let reach = Int((3 * sigma).rounded(.up)) + 2
        var limit: PixelRect? = nil
        var current: View? = self
        while let view = current {
            if view.superview == nil || view.clipsToBounds, view !== self {
                let area = PixelRect(Rect(origin: view.convert(view.bounds.origin, to: self), size: view.bounds.size), m)
                limit = limit.map { $0.intersection(area) } ?? area
            }
            current = view.superview
        }
        guard let visible = limit?.intersection(frame), !visible.isEmpty, let limit else { return nil }
        let padded = frame.insetBy(-reach).intersection(limit)
        return padded.isEmpty ? nil : (frame, padded)
    }

    // MARK: Kept between a window's frames (driven by Window+Damage.swift)

    /// The device pixels of the window's frame the kept blur was rendered
    /// from (nil: no blur kept).
    var frameBackdropArea: PixelRegion? {
        frameBlur.map { PixelRegion(x: $0.key.padded.x, y: $0.key.padded.y, width: $0.key.padded.width, height: $0.key.padded.height) }
    }

    /// Something behind the view changed inside its region: the blur is
    /// made again, from a backdrop rendered again, in the next recording.
    func dropFrameBlur() {
        frameBlur = nil
        setNeedsDisplay()
    }

    /// Renders the tree behind this view into `region` (device pixels of the canvas `m` belongs to).
    private func renderBackdrop(region: PixelRect, transform m: Transform) throws -> Image {
        backdropRenderCount += 1
        let surface = try ImageSurface(size: Size(width: Double(region.width), height: Double(region.height)), scale: 1)
        let canvas = surface.canvas
        var root: View = self
        while let parent = root.superview { root = parent }
        // Root coordinates r are this view's r - k; the canvas maps this view's coordinates through m.
        let k = convert(Point.zero, to: nil)
        canvas.translate(x: -Double(region.x), y: -Double(region.y))
        canvas.concatenate(Transform(a: m.a, b: 0, c: 0, d: m.d, tx: m.tx - m.a * k.x, ty: m.ty - m.d * k.y))
        renderBehind(root, in: canvas, isRoot: true)
        return try surface.makeImage()
    }

    /// Draws `view` (an ancestor of this one) as ``View/render(in:)`` does,
    /// stopping at this view: earlier subviews whole, the one leading here
    /// recursively, nothing after it.
    private func renderBehind(_ view: View, in canvas: Canvas, isRoot: Bool) {
        guard !view.isHidden, view.alpha > 0 else { return }
        canvas.withSavedState {
            if !isRoot { canvas.translate(x: view.frame.minX, y: view.frame.minY) }
            canvas.withTransparencyLayer(alpha: view.alpha) {
                let outline = Path.roundedRect(Rect(size: view.bounds.size), radius: view.cornerRadius)
                if view.clipsToBounds { canvas.clip(to: outline) }
                if let background = view.backgroundColor { canvas.fill(outline, with: background) }
                canvas.translate(x: -view.bounds.minX, y: -view.bounds.minY)
                view.draw(in: canvas)
                for subview in view.subviews {
                    if subview === self { return }
                    if subview.isAncestor(of: self) { return renderBehind(subview, in: canvas, isRoot: false) }
                    subview.render(in: canvas)
                }
            }
        }
    }
}

/// One kept blur: its key, the backdrop it was made from, and the result.
private struct CachedBlur {
    /// Every input besides the backdrop's pixels (compared separately, exactly).
    struct Key: Equatable {
        let frame: PixelRect
        let padded: PixelRect
        let scaleX: Double
        let scaleY: Double
        let radiusInPixels: Double
    }

    let key: Key
    let backdrop: Image
    let blurred: Image
}

/// The blur drawn into a window's frames: its key and the result.
private struct FrameBlur {
    let key: CachedBlur.Key
    let blurred: Image
}

/// A rectangle of whole device pixels.
private struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = Swift.max(0, width); self.height = Swift.max(0, height)
    }

    /// The pixels `rect` (user space) covers under the axis-aligned `m`, rounded outward.
    init(_ rect: Rect, _ m: Transform) {
        func whole(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
            let r = v.rounded(rule)
            return r.isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, r))) : 0
        }
        // Within a thousandth of a pixel counts as on the boundary (no sliver from rounding noise).
        let x0 = whole(m.tx + m.a * rect.minX + 1e-3, .down), x1 = whole(m.tx + m.a * rect.maxX - 1e-3, .up)
        let y0 = whole(m.ty + m.d * rect.minY + 1e-3, .down), y1 = whole(m.ty + m.d * rect.maxY - 1e-3, .up)
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    var isEmpty: Bool { width <= 0 || height <= 0 }

    func insetBy(_ d: Int) -> PixelRect { PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }

    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(x + width, other.x + other.width), y1 = Swift.min(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Image {
    /// Whether both images have the same pixel size and identical pixels.
    fileprivate func hasSamePixels(as other: Image) -> Bool {
        guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else { return false }
        return withUnsafeRows { mine in
            other.withUnsafeRows { theirs in
                for y in 0..<pixelHeight {
                    let a = mine(y), b = theirs(y)
                    guard a.count == b.count else { return false }
                    for x in 0..<a.count where a[x] != b[x] { return false }
                }
                return true
            }
        }
    }
}
