import BezelGraphics

/// A push button with a title, an image, or both (the image on the leading
/// side of the title: left of it, or right of it under a right-to-left
/// ``View/effectiveLayoutDirection``, as UIKit's `UIButton` places it),
/// drawn as a softly shadowed rounded rectangle. The image itself is not
/// flipped; the bezel's shadow falls the same way in both directions.
///
/// States and their looks (see ``ButtonStyle``):
/// - normal: white fading to light grey, blue-grey title;
/// - highlighted (``Control/isHighlighted``, pushed while a touch inside
///   lasts): darker and pressed in;
/// - selected (``Control/isSelected``, set by the app): blue with a white title;
/// - disabled (``Control/isEnabled`` false): lighter outline, grey title,
///   grayscale image at half alpha; takes no touches.
///
/// A complete press sends touchUpInside and primaryActionTriggered through the
/// standard tracking of ``Control``; the button adds no state of its own.
///
/// Size: the title (measured with Pango) plus the image, the spacing between
/// them and the style's insets, at least ``ButtonStyle/minimumHeight`` tall.
/// A button narrower than that cuts its title with "…".
///
/// ```swift
/// let save = Button(title: "Save", image: try SampleGlyph.play(size: 16))
/// save.addAction(for: .touchUpInside) { _, _ in print("saved") }
/// save.layout(.unbounded)   // takes its intrinsic size
/// ```
///
/// See also: ``ButtonStyle``, ``BezelButton``, ``SegmentedControl``.
public final class Button: Control {
    /// The text on the button; nil or empty for an image-only button.
    public var title: String? { didSet { if title != oldValue { setNeedsLayout() } } }
    /// Drawn at its own size (in points) on the title's leading side; scaled down when
    /// taller than the room inside the bezel.
    public var image: Image? { didSet { if image !== oldValue { setNeedsLayout() } } }
    /// Metrics, colours and font.
    public var style: ButtonStyle { didSet { if style != oldValue { setNeedsLayout() } } }

    private let titleCache = StandardControlTitle()

    /// Drops the title's layouts: they were made for the old traits.
    public override func traitsDidChange() {
        super.traitsDidChange()
        titleCache.invalidate()
    }

    /// A button showing `title` and/or `image`.
    public init(frame: Rect = .zero, title: String? = nil, image: Image? = nil, style: ButtonStyle = ButtonStyle()) {
        self.title = title
        self.image = image
        self.style = style
        super.init(frame: frame)
    }

    /// The title when it has something to show.
    private var shownTitle: String? {
        guard let title, !title.isEmpty else { return nil }
        return title
    }

    // MARK: Layout

    /// The size the title and image need: their widths plus the spacing,
    /// the taller of the two (zero when the button shows neither).
    public var contentSize: Size {
        let titleSize = shownTitle.map { titleCache.natural($0, font: style.font, for: self).size } ?? .zero
        let imageSize = image?.size ?? .zero
        let spacing = shownTitle != nil && image != nil ? max(0, style.imageTitleSpacing) : 0
        return Size(width: imageSize.width + spacing + titleSize.width,
                    height: max(imageSize.height, titleSize.height))
    }

    /// The content size plus the insets, at least ``ButtonStyle/minimumHeight`` tall.
    public override func measureSize(_ constraints: Constraints) -> Size {
        let content = contentSize
        let insets = totalInsets
        return Size(width: (insets.left + content.width + insets.right).rounded(.up),
                    height: max(style.minimumHeight, (insets.top + content.height + insets.bottom).rounded(.up)))
    }

    /// The title's first baseline from the top, for a button `height` points tall.
    public override func firstBaseline(forHeight height: Double) -> Double? {
        let parts = contentParts(in: Rect(size: Size(width: bounds.width, height: height)))
        guard let title = parts.title else { return nil }
        return parts.titleOrigin.y + title.baseline
    }

    private var totalInsets: EdgeInsets {
        let b = style.bezelInsets, c = style.contentInsets
        return EdgeInsets(top: b.top + c.top, left: b.left + c.left, bottom: b.bottom + c.bottom, right: b.right + c.right)
    }

    /// Where the bezel, the image and the title go inside `rect`.
    private func contentParts(in rect: Rect) -> (bezel: Rect, imageFrame: Rect?, title: TextLayout?, titleOrigin: Point) {
        let bezel = rect.inset(by: style.bezelInsets)
        let content = bezel.inset(by: style.contentInsets)
        var imageSize = image?.size ?? .zero
        if imageSize.height > content.height, imageSize.height > 0 {
            let factor = max(0, content.height) / imageSize.height
            imageSize = Size(width: imageSize.width * factor, height: imageSize.height * factor)
        }
        let spacing = shownTitle != nil && image != nil ? max(0, style.imageTitleSpacing) : 0
        let title = shownTitle.map {
            titleCache.layout($0, font: style.font, fitting: content.width - imageSize.width - spacing, for: self)
        }
        let titleWidth = title?.size.width ?? 0
        let total = imageSize.width + spacing + titleWidth
        let imageX: Double, titleX: Double
        if effectiveLayoutDirection == .rightToLeft {
            // Mirrored: the image at the right, the title before it; too wide, the right edges meet.
            let endX = total > content.width ? content.maxX : content.midX + total / 2
            imageX = endX - imageSize.width
            titleX = imageX - spacing - titleWidth
        } else {
            let startX = total > content.width ? content.minX : content.midX - total / 2
            imageX = startX
            titleX = startX + imageSize.width + spacing
        }
        let imageFrame = image.map { _ in
            Rect(x: imageX, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        }
        let titleOrigin = Point(x: titleX, y: bezel.midY - (title?.size.height ?? 0) / 2)
        return (bezel, imageFrame, title, titleOrigin)
    }

    /// Where the image is drawn, in the button's coordinates (before
    /// snapping to device pixels); nil without an image.
    public var imageFrame: Rect? { contentParts(in: bounds).imageFrame }

    /// Where the title's layout starts, in the button's coordinates (nil without a title).
    public var titleFrame: Rect? {
        let parts = contentParts(in: bounds)
        return parts.title.map { Rect(origin: parts.titleOrigin, size: $0.size) }
    }

    // MARK: State

    /// The control state plus this control's own, for ``View/treeDescription()``.
    public override var properties: [ViewProperty] {
        super.properties + [
            .quoted("title", title ?? "", shown: title != nil),
            .value("image", .text(image.map { "\($0.size)" } ?? "none"), shown: image != nil),
        ]
    }

    // MARK: Drawing

    /// The title where ``draw(in:)`` puts it, clipped to the bezel (its
    /// device-pixel alignment and the baseline's aside).
    public override var placedTexts: [PlacedText] {
        let parts = contentParts(in: bounds)
        guard let title = parts.title, parts.bezel.size.isDrawable else { return [] }
        let look = style.look(highlighted: isHighlighted, selected: isSelected, enabled: isEnabled)
        return [PlacedText(part: .title, layout: title, origin: parts.titleOrigin, clip: parts.bezel, color: look.title)]
    }

    /// Draws the current state (see the type's documentation for the looks).
    public override func draw(in canvas: Canvas) {
        let parts = contentParts(in: bounds)
        guard parts.bezel.size.isDrawable else { return }
        let look = style.look(highlighted: isHighlighted, selected: isSelected, enabled: isEnabled)
        let bezelRect = canvas.pixelAligned(parts.bezel)
        let bezel = Path.roundedRect(bezelRect, radius: style.cornerRadius)
        canvas.fill(bezel, with: StandardControlDrawing.verticalGradient(bezelRect, look.fillTop, look.fillBottom),
                    shadow: style.shadow)
        if let inner = look.innerShadow { canvas.drawInnerShadow(inside: bezel, shadow: inner) }
        canvas.strokeCrisply(bezelRect, cornerRadius: style.cornerRadius, with: look.border, width: style.borderWidth)

        if let image, let frame = parts.imageFrame {
            let origin = Point(x: canvas.pixelAlignedX(frame.minX),
                               y: canvas.pixelAlignedY(frame.minY))
            let snapped = Rect(origin: origin, size: frame.size)
            if isEnabled {
                canvas.draw(image, in: snapped)
            } else {
                canvas.draw(image.grayscale(), in: snapped, alpha: style.disabledImageAlpha)
            }
        }
        if let title = parts.title {
            canvas.withSavedState {
                canvas.clip(to: bezelRect)
                let offset = look.embossAbove ? -style.titleEmbossOffset : style.titleEmbossOffset
                StandardControlDrawing.drawText(title, at: parts.titleOrigin, color: look.title,
                                                embossColor: look.titleEmboss, embossOffset: offset, in: canvas)
            }
        }
    }
}
