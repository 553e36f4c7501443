import BezelGraphics

/// A view that shows an image placed by a content mode, optionally in grey.
///
/// - `ContentMode/scaleToFill` stretches the image over the bounds;
/// - `ContentMode/aspectFit` fits it whole, centred, leaving bars;
/// - `ContentMode/aspectFill` covers the bounds, centred, cutting the
///   overflow equally from both sides (a centre crop);
/// - `ContentMode/center` keeps its size in points, centred.
///
/// Content that overflows (fill, centre) is clipped to the bounds, rounded
/// by ``View/cornerRadius`` when it is set. The image's edges are put on whole
/// device pixels, so an image drawn at its own size and scale is copied
/// pixel for pixel at 1x, 2x and 3x. ``isGrayscale`` draws the image's
/// grayscale copy (alpha kept, cached on the image).
///
/// **Right to left.** An image is never flipped unless asked: a directional
/// image (an arrow, a "next" glyph) sets ``flipsForRightToLeftLayoutDirection``
/// and is then drawn mirrored horizontally (about the middle of where it is
/// placed) under a right-to-left ``View/effectiveLayoutDirection``, as UIKit
/// draws an image made with `imageFlippedForRightToLeftLayoutDirection()`.
/// The content modes are all symmetric, so the image's place does not change.
///
/// **Sizing.** The intrinsic size is the image's size in points; when the
/// constraints are narrower or lower, the size shrinks keeping the image's
/// aspect ratio. With no image the view takes the smallest size allowed.
///
/// ```swift
/// let photo = ImageView(image: try Image(contentsOfPNG: "photo@2x.png", scale: 2),
///                       style: ImageViewStyle(contentMode: .aspectFill))
/// photo.isGrayscale = true
/// ```
///
/// See also: ``ImageViewStyle``, `Canvas/draw(_:in:contentMode:allowUpscaling:alpha:)`.
public final class ImageView: View {
    /// The image shown; nil shows only the background.
    public var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            if image?.size != oldValue?.size { setNeedsLayout() } else { setNeedsDisplay() }
        }
    }
    /// How the image is placed in the bounds.
    public var contentMode: ContentMode { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// Whether fitting and filling may scale the image up.
    public var allowsUpscaling: Bool { didSet { if allowsUpscaling != oldValue { setNeedsDisplay() } } }
    /// Draws a grayscale copy of the image (its alpha kept).
    public var isGrayscale = false { didSet { if isGrayscale != oldValue { setNeedsDisplay() } } }
    /// Whether the image is drawn mirrored horizontally under a right-to-left
    /// layout (UIKit's `UIImage.flipsForRightToLeftLayoutDirection`); false
    /// by default: most images, photos among them, must not flip.
    public var flipsForRightToLeftLayoutDirection = false {
        didSet { if flipsForRightToLeftLayoutDirection != oldValue { setNeedsDisplay() } }
    }

    /// Whether the image is drawn mirrored now: it flips for a right-to-left
    /// layout and ``View/effectiveLayoutDirection`` is right to left.
    public var drawsImageFlipped: Bool {
        flipsForRightToLeftLayoutDirection && effectiveLayoutDirection == .rightToLeft
    }

    /// Opacity of the grayscale image.
    public var grayscaleAlpha: Double { didSet { if grayscaleAlpha != oldValue { setNeedsDisplay() } } }

    /// An image view; `style` gives the content mode, corner radius and background.
    public init(image: Image? = nil, frame: Rect = .zero, style: ImageViewStyle = ImageViewStyle()) {
        self.image = image
        self.contentMode = style.contentMode
        self.allowsUpscaling = style.allowsUpscaling
        self.grayscaleAlpha = style.grayscaleAlpha
        super.init(frame: frame)
        backgroundColor = style.backgroundColor
        cornerRadius = style.cornerRadius
    }

    /// Where the image is drawn now, in the view's coordinates (before
    /// snapping to device pixels); nil with no image.
    public var imageRect: Rect? {
        guard let image else { return nil }
        return contentMode.rect(forContentOf: image.size, in: bounds, allowUpscaling: allowsUpscaling)
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        guard let image, image.size.width > 0, image.size.height > 0 else { return constraints.smallest }
        var size = image.size
        let factor = min(1, constraints.maxWidth / size.width, constraints.maxHeight / size.height)
        if factor < 1 { size = Size(width: size.width * factor, height: size.height * factor) }
        return constraints.constrain(size)
    }

    public override func draw(in canvas: Canvas) {
        guard let image, let placed = imageRect, placed.isFinite, !placed.isEmpty else { return }
        let rect = canvas.pixelAligned(placed)
        let clips = contentMode.mayOverflow || cornerRadius > 0
        canvas.withSavedState {
            if clips { canvas.clip(to: .roundedRect(bounds, radius: cornerRadius)) }
            if drawsImageFlipped {
                // Mirror about the vertical line through the image's middle.
                canvas.translate(x: 2 * rect.midX, y: 0)
                canvas.scale(x: -1, y: 1)
            }
            if isGrayscale {
                canvas.draw(image.grayscale(), in: rect, alpha: grayscaleAlpha)
            } else {
                canvas.draw(image, in: rect)
            }
        }
    }

    public override var properties: [ViewProperty] {
        super.properties + [
            .value("mode", .text(contentMode.caseName)),
            .value("image", .text(image.map { "\($0.pixelWidth)x\($0.pixelHeight)@\(formatted($0.scale))x" } ?? "none")),
            .flag("grayscale", isGrayscale), .flag("noUpscaling", !allowsUpscaling),
            .value("flipsRightToLeft", .bool(flipsForRightToLeftLayoutDirection), shown: false),
        ]
    }
}
