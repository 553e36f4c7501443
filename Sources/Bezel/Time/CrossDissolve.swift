import BezelGraphics

/// An image view whose image can change with a timed cross-dissolve on a
/// ``VirtualClock``: the old image fades out while the new one fades in
/// (CoreBackground's 1 s `UIViewAnimationOptionTransitionCrossDissolve`).
///
/// It places and clips its image exactly as ``ImageView`` does (content
/// mode, upscaling, corner radius, edges on whole device pixels), so with no
/// transition running it draws the same pixels as an ``ImageView``.
///
/// ```swift
/// let photo = CrossDissolveImageView(image: stock, frame: screen, style: ImageViewStyle(contentMode: .aspectFill))
/// photo.crossDissolve(to: flickrPhoto, on: clock)   // 1 s, ease in-out
/// clock.advance(by: 0.5)                            // half old, half new
/// clock.advance(by: 0.5)                            // only the new photo
/// ```
///
/// - **Mixing.** During the transition each pixel is the old and new images
///   blended in premultiplied colour, `old × (1 − p) + new × p`, where `p` is
///   ``transitionProgress``; the mix is then drawn over what lies behind, so
///   at half time two opaque images give an exact 50/50 blend. A missing
///   image counts as transparent (dissolving from nothing is a fade-in).
/// - **The model value.** ``image`` is the new image from the moment the
///   transition starts (as in UIKit); the layout follows its size at once.
///   Setting ``image`` directly ends any transition and shows it at once.
/// - **Interruption.** A new cross-dissolve during one starts from the mix
///   presented at that moment, which fades out as a whole.
/// - **Cancelling** the returned ``Animation`` ends the transition at once
///   with only the new image (its completion gets `false`).
///
/// See also: ``Animation``, ``ImageView``.
public final class CrossDissolveImageView: View {
    /// The image shown, or being dissolved to. Setting it ends a running
    /// transition at once (its completion gets `false`).
    public var image: Image? {
        get { target }
        set {
            endTransition()
            setTarget(newValue)
        }
    }
    /// How images are placed in the bounds.
    public var contentMode: ContentMode { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// Whether fitting and filling may scale an image up.
    public var allowsUpscaling: Bool { didSet { if allowsUpscaling != oldValue { setNeedsDisplay() } } }
    /// The new image's share of the mix, after easing: 0 when the
    /// transition starts, 1 when it ends or none is running.
    public internal(set) var transitionProgress = 1.0 { didSet { setNeedsDisplay() } }
    /// Whether a cross-dissolve is running.
    public var isTransitioning: Bool { transition != nil }

    private var target: Image?
    /// The images fading out and their shares when the transition started (summing to 1).
    private var outgoing: [Layer] = []
    private var transition: Animation?

    private struct Layer {
        var image: Image?
        var weight: Double
    }

    /// An image view; `style` gives the content mode, corner radius and background.
    public init(image: Image? = nil, frame: Rect = .zero, style: ImageViewStyle = ImageViewStyle()) {
        self.target = image
        self.contentMode = style.contentMode
        self.allowsUpscaling = style.allowsUpscaling
        super.init(frame: frame)
        backgroundColor = style.backgroundColor
        cornerRadius = style.cornerRadius
    }

    /// Dissolves from what is shown now to `image` over `duration` seconds
    /// of `clock` (a duration that is zero, negative, NaN or infinite
    /// switches at once). The transition is a frame observer named
    /// `<view>.image`, so ``VirtualClock/settle(max:)`` waits for it.
    ///
    /// - Returns: the running transition, to cancel it or read its state.
    @discardableResult
    public func crossDissolve(to image: Image?, duration: Double = 1, curve: TimingCurve = .easeInOut,
                              on clock: VirtualClock, completion: ((_ finished: Bool) -> Void)? = nil) -> Animation {
        let presented = presentedLayers()
        let previous = transition
        transition = nil
        previous?.cancel()
        outgoing = presented
        transitionProgress = 0
        setTarget(image)
        let animation = Animation.property(\CrossDissolveImageView.transitionProgress, named: "image", of: self,
                                           to: 1, duration: duration, curve: curve)
        transition = animation
        let id = ObjectIdentifier(animation)
        animation.didStop = { [weak self] _ in
            guard let self, let running = self.transition, ObjectIdentifier(running) == id else { return }
            self.endTransition()
        }
        return animation.start(on: clock, completion: completion)
    }

    /// Stops a running transition (cancelling its animation) and shows only ``image``.
    private func endTransition() {
        let running = transition
        transition = nil
        outgoing = []
        transitionProgress = 1
        running?.cancel()
    }

    private func setTarget(_ image: Image?) {
        let old = target
        target = image
        guard image !== old else { return }
        if image?.size != old?.size { setNeedsLayout() } else { setNeedsDisplay() }
    }

    /// What is shown now: each image with its share of the mix, merged by
    /// image, dropping shares too small to change a pixel.
    private func presentedLayers() -> [Layer] {
        guard transition != nil else { return [Layer(image: target, weight: 1)] }
        let p = min(1, max(0, transitionProgress))
        var layers: [Layer] = []
        for layer in outgoing.map({ Layer(image: $0.image, weight: $0.weight * (1 - p)) }) + [Layer(image: target, weight: p)] {
            if let i = layers.firstIndex(where: { $0.image === layer.image }) {
                layers[i].weight += layer.weight
            } else {
                layers.append(layer)
            }
        }
        return layers.filter { $0.weight >= 1.0 / 1024 }
    }

    // MARK: Drawing and sizing

    /// Draws the presented mix: one image directly (at its share), several
    /// added up in premultiplied colour in an offscreen layer first.
    public override func draw(in canvas: Canvas) {
        let layers = presentedLayers().compactMap { layer in layer.image.map { ($0, layer.weight) } }
        if layers.count <= 1 {
            // One image at a share s: drawing it at alpha s over the backdrop is exactly the mix.
            for (image, weight) in layers { drawImage(image, alpha: weight, in: canvas) }
            return
        }
        // Several: add their weighted premultiplied pixels in a layer, then draw that over the backdrop.
        let area = canvas.pixelAligned(bounds)
        guard area.isFinite, !area.isEmpty,
              let surface = try? ImageSurface(size: area.size, scale: canvas.deviceScale) else {
            for (image, weight) in layers { drawImage(image, alpha: weight, in: canvas) }
            return
        }
        let mixer = surface.canvas
        mixer.translate(x: -area.minX, y: -area.minY)
        mixer.blendMode = .plus
        for (image, weight) in layers { drawImage(image, alpha: weight, in: mixer) }
        if let mix = try? surface.makeImage() { canvas.draw(mix, in: area) }
    }

    /// Draws `image` as ``ImageView`` does: placed by the content mode, on
    /// whole device pixels, clipped when it may overflow or corners are rounded.
    private func drawImage(_ image: Image, alpha: Double, in canvas: Canvas) {
        let placed = contentMode.rect(forContentOf: image.size, in: bounds, allowUpscaling: allowsUpscaling)
        guard placed.isFinite, !placed.isEmpty else { return }
        let rect = canvas.pixelAligned(placed)
        canvas.withSavedState {
            if contentMode.mayOverflow || cornerRadius > 0 { canvas.clip(to: .roundedRect(bounds, radius: cornerRadius)) }
            canvas.draw(image, in: rect, alpha: alpha)
        }
    }

    /// The image's size in points, shrunk to the constraints keeping its
    /// aspect ratio (as ``ImageView``); with no image, the smallest size allowed.
    public override func measureSize(_ constraints: Constraints) -> Size {
        guard let image = target, image.size.width > 0, image.size.height > 0 else { return constraints.smallest }
        var size = image.size
        let factor = min(1, constraints.maxWidth / size.width, constraints.maxHeight / size.height)
        if factor < 1 { size = Size(width: size.width * factor, height: size.height * factor) }
        return constraints.constrain(size)
    }

    /// `mode=…`, `image=WxH@Sx` (or `image=none`), and `dissolving=p` during a transition.
    public override var properties: [ViewProperty] {
        super.properties + [
            .value("mode", .text(contentMode.caseName)),
            .value("image", .text(target.map { "\($0.pixelWidth)x\($0.pixelHeight)@\(formatted($0.scale))x" } ?? "none")),
            .value("dissolving", .number(isTransitioning ? transitionProgress : 0), shown: isTransitioning),
        ]
    }
}
