import BezelGraphics

/// A bar showing how far a task has come, from 0 (empty) to 1 (full).
///
/// ``progress`` is clamped to 0...1 and NaN reads as 0. A progress above 0
/// always shows at least a round dot as wide as the bar is tall, so a task
/// that has started never looks as if it has not.
///
/// Not interactive: ``View/isUserInteractionEnabled`` is false from the start
/// and ``acceptsTouches`` is always false, so hit testing passes touches to
/// whatever lies behind it, and it has no events of its own (a touch handed
/// to ``Control/touchBegan(_:)`` directly gets the standard touch events but
/// is not tracked). Disabled
/// (``Control/isEnabled`` false) draws it at ``ProgressViewStyle/disabledAlpha``.
///
/// Size: ``ProgressViewStyle/height`` tall; as wide as the constraints
/// allow, or ``ProgressViewStyle/defaultWidth`` when the width is unbounded.
///
/// **Right to left.** The bar fills from the leading end: from the right
/// under a right-to-left ``View/effectiveLayoutDirection``, as UIKit's
/// `UIProgressView` does.
///
/// ```swift
/// let download = ProgressView(progress: 0.25)
/// download.progress = 0.5   // redraws, nothing else
/// ```
///
/// See also: ``ProgressViewStyle``, ``Slider``.
public final class ProgressView: Control {
    /// How far along, 0...1 (clamped; NaN reads as 0).
    public var progress: Double {
        get { storedProgress }
        set { storedProgress = Self.clampedProgress(newValue) }
    }
    /// Metrics and colours.
    public var style: ProgressViewStyle { didSet { if style != oldValue { setNeedsLayout() } } }

    private var storedProgress: Double { didSet { if storedProgress != oldValue { setNeedsDisplay() } } }

    /// A progress view at `progress` (clamped).
    public init(frame: Rect = .zero, progress: Double = 0, style: ProgressViewStyle = ProgressViewStyle()) {
        storedProgress = Self.clampedProgress(progress)
        self.style = style
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private static func clampedProgress(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// Always false: a progress view never takes a touch.
    public override var acceptsTouches: Bool { false }

    /// Refuses to track, should a touch be delivered by hand.
    public override func beginTracking(_ touch: Touch) -> Bool { false }

    // MARK: Layout

    /// ``ProgressViewStyle/height`` tall; the constraints' maximum width, or
    /// ``ProgressViewStyle/defaultWidth`` when it is unbounded.
    public override func measureSize(_ constraints: Constraints) -> Size {
        Size(width: constraints.hasBoundedWidth ? constraints.maxWidth : style.defaultWidth, height: style.height)
    }

    /// The control state plus this control's own, for ``View/treeDescription()``.
    public override var properties: [ViewProperty] {
        super.properties + [.value("progress", .number(storedProgress))]
    }

    // MARK: Drawing

    /// The track's rectangle: full width, ``ProgressViewStyle/trackHeight`` tall, centred vertically.
    func trackRect(in rect: Rect) -> Rect {
        let height = min(max(0, style.trackHeight), rect.height)
        return Rect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
    }

    /// The filled bar inside `track` for the current progress: from the
    /// leading end (left, or right under a right-to-left layout).
    func barRect(in track: Rect) -> Rect {
        let width = min(track.width, max(track.height, track.width * storedProgress))
        let x = effectiveLayoutDirection == .rightToLeft ? track.maxX - width : track.minX
        return Rect(x: x, y: track.minY, width: width, height: track.height)
    }

    /// The filled bar now, in the view's coordinates (before snapping to
    /// device pixels); nil at zero progress.
    public var barFrame: Rect? {
        storedProgress > 0 ? barRect(in: trackRect(in: bounds)) : nil
    }

    /// Draws the current state (see the type's documentation for the looks).
    public override func draw(in canvas: Canvas) {
        guard bounds.size.isDrawable else { return }
        canvas.withTransparencyLayer(alpha: isEnabled ? 1 : style.disabledAlpha) {
            drawContent(in: canvas)
        }
    }

    private func drawContent(in canvas: Canvas) {
        let track = canvas.pixelAligned(trackRect(in: bounds))
        guard track.size.isDrawable else { return }
        let radius = track.height / 2
        let capsule = Path.roundedRect(track, radius: radius)
        canvas.fill(capsule, with: StandardControlDrawing.verticalGradient(track, style.trackTop, style.trackBottom))
        if let inner = style.trackInnerShadow { canvas.drawInnerShadow(inside: capsule, shadow: inner) }
        canvas.strokeCrisply(track, cornerRadius: radius, with: style.trackBorder, width: style.borderWidth)
        guard storedProgress > 0 else { return }

        let bar = canvas.pixelAligned(barRect(in: track))
        guard bar.size.isDrawable else { return }
        let pill = Path.roundedRect(bar, radius: radius)
        canvas.fill(pill, with: StandardControlDrawing.verticalGradient(bar, style.barTop, style.barBottom))
        if let gloss = style.barHighlight {
            let line = canvas.crispStrokeRect(for: bar.insetBy(dx: style.borderWidth, dy: style.borderWidth),
                                              lineWidth: style.borderWidth)
            canvas.withSavedState {
                canvas.clip(to: Rect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height / 2))
                canvas.stroke(.roundedRect(line, radius: max(0, radius - 1.5 * style.borderWidth)), with: gloss,
                              width: style.borderWidth)
            }
        }
        canvas.strokeCrisply(bar, cornerRadius: radius, with: style.barBorder, width: style.borderWidth)
    }
}
