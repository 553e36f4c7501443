import BezelGraphics

/// The Quartz-style bezel button of the source series: a rounded rectangle
/// either pressed into the surface (recessed: an inner shadow along the top
/// and left edges) or standing out of it (raised: a drop shadow to the bottom
/// right), with an image that moves with the bezel.
///
/// State: ``recessed`` and ``mode`` choose the look, ``Control/isHighlighted``
/// is "pushed" (darkened while a touch inside lasts), ``Control/isEnabled``
/// false draws a faint grayscale image and takes no touches.
///
/// Modes:
/// - ``Mode/normal``: looks recessed while pushed, returns to ``recessed`` on release.
/// - ``Mode/toggle``: while pushed shows the opposite of ``recessed``; a
///   complete press inside (touch up inside) flips ``recessed``, so the look
///   stays changed. Touch up outside or a cancel leaves it as it was.
/// - ``Mode/fixed``: the look never changes, not even the pushed overlay;
///   events are still sent.
///
/// ```swift
/// let button = BezelButton(frame: Rect(x: 100, y: 100, width: 64, height: 64))
/// button.image = try Image(contentsOfPNG: "play.png", scale: 2)
/// button.mode = .toggle
/// button.addAction(for: .touchUpInside) { _, _ in print("toggled") }
/// ```
///
/// See also: ``BezelButtonStyle``, `spec/bezel-button.md`.
public final class BezelButton: Control {
    /// How pressing changes the look.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        case normal, toggle, fixed
    }

    /// Drawn scaled into the bounds inset by ``BezelButtonStyle/imagePadding``.
    public var image: Image? { didSet { setNeedsLayout() } }
    /// True draws the recessed look at rest, false the raised one.
    public var recessed: Bool { didSet { if recessed != oldValue { setNeedsDisplay() } } }
    /// How pressing changes the look.
    public var mode: Mode { didSet { if mode != oldValue { setNeedsDisplay() } } }
    /// Metrics and colours, from the theme.
    public var style: BezelButtonStyle { didSet { if style != oldValue { setNeedsLayout() } } }
    /// The fill inside the rounded rectangle (the style's by default).
    public var innerColor: Color {
        get { style.innerColor }
        set { style.innerColor = newValue }
    }

    /// "Pushed" in the series' words: the control is highlighted.
    public var isPushed: Bool {
        get { isHighlighted }
        set { isHighlighted = newValue }
    }

    private var geometry: BezelGeometry?

    public init(frame: Rect = .zero, image: Image? = nil, mode: Mode = .normal, recessed: Bool = false,
                style: BezelButtonStyle = Theme.default.bezelButton) {
        self.image = image
        self.mode = mode
        self.recessed = recessed
        self.style = style
        super.init(frame: frame)
    }

    /// Whether the recessed look is drawn now, from the mode, ``recessed`` and pushed.
    public var showsRecessed: Bool {
        switch mode {
        case .normal: return isPushed || recessed
        case .toggle: return isPushed ? !recessed : recessed
        case .fixed: return recessed
        }
    }

    /// Whether the darkening overlay is drawn now.
    public var showsPushedOverlay: Bool { isPushed && mode != .fixed }

    // MARK: Layout

    /// The size a bezel button takes when nothing else is said: its image
    /// plus ``BezelButtonStyle/imagePadding`` on every side, or 64 × 64 pt
    /// without an image (the series' size). Give a `.frame` for another size.
    public static let defaultSize = Size(width: 64, height: 64)

    public override func measureSize(_ constraints: Constraints) -> Size {
        guard let image else { return constraints.constrain(Self.defaultSize) }
        let pad = 2 * max(0, style.imagePadding.isFinite ? style.imagePadding : 0)
        return constraints.constrain(Size(width: image.size.width + pad, height: image.size.height + pad))
    }

    // MARK: Tracking

    public override func endTracking(_ touch: Touch) {
        if mode == .toggle && isTouchInside { recessed.toggle() }
    }

    public override var properties: [ViewProperty] {
        super.properties + [.value("mode", .text(mode.rawValue)), .value("recessed", .bool(recessed)), .value("pushed", .bool(isPushed))]
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let geometry = currentGeometry()
        let recessedLook = showsRecessed
        if recessedLook {
            canvas.withSavedState {
                canvas.clip(to: geometry.bezel)
                canvas.fill(geometry.contentFrame, with: style.innerColor)
                canvas.drawShadow(of: geometry.ring, rule: .evenOdd, shadow: style.shadow)
            }
        } else {
            canvas.fill(geometry.bezel, with: style.innerColor, shadow: style.shadow)
        }
        canvas.strokeCrisply(geometry.contentFrame, cornerRadius: style.cornerRadius,
                             with: recessedLook ? style.recessedStrokeColor : style.raisedStrokeColor,
                             width: style.strokeWidth)

        if let image {
            let offset = recessedLook ? style.imageOffset : -style.imageOffset
            let frame = bounds.insetBy(dx: style.imagePadding, dy: style.imagePadding).offsetBy(dx: offset, dy: offset)
            if isEnabled {
                canvas.draw(image, in: frame)
            } else {
                canvas.draw(image.grayscale(), in: frame, alpha: style.disabledImageAlpha)
            }
        }

        if showsPushedOverlay {
            canvas.fill(geometry.bezel, with: style.pushedOverlayColor)
        }
    }

    /// The paths for the current size and style, built once and reused until either changes.
    private func currentGeometry() -> BezelGeometry {
        let key = BezelGeometry.Key(size: bounds.size, inset: style.inset, cornerRadius: style.cornerRadius)
        if let geometry, geometry.key == key { return geometry }
        let made = BezelGeometry(key: key)
        geometry = made
        return made
    }
}

/// The bezel's paths for one size: built once, reused while the size and
/// the metrics they depend on stay the same (the key holds all of them).
struct BezelGeometry {
    struct Key: Hashable {
        let size: Size
        let inset: Double
        let cornerRadius: Double
    }

    let key: Key
    /// The bounds inset by the style's inset.
    let contentFrame: Rect
    /// The rounded rectangle over the content frame.
    let bezel: Path
    /// The bounds rectangle plus the rounded rectangle: filled even-odd, the
    /// ring outside the bezel, whose shadow falls inside it when recessed.
    let ring: Path

    init(key: Key) {
        self.key = key
        let bounds = Rect(size: key.size)
        contentFrame = bounds.insetBy(dx: key.inset, dy: key.inset)
        bezel = .roundedRect(contentFrame, radius: key.cornerRadius)
        var ring = Path.rect(bounds)
        ring.append(bezel)
        self.ring = ring
    }
}
