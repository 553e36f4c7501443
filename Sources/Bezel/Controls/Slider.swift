import BezelGraphics

/// A horizontal slider: a thumb on a track, picking a value between
/// ``minimumValue`` and ``maximumValue``.
///
/// Values are always in range: ``value`` is clamped to the range (NaN reads
/// as ``minimumValue``); a bound that is not finite is ignored; moving one
/// bound past the other drags the other along, so the range may shrink to a
/// single value but never turns inside out.
///
/// Tracking, as UIKit's `UISlider` does it: only a touch that begins on the
/// thumb (``thumbTouchArea``) is tracked, and it drags the thumb by the
/// finger's offset: the value does not jump to the finger when the touch
/// begins, and every move, and the release, put the thumb where the finger
/// is less that offset (clamped to the track's ends). A touch that begins on
/// the track away from the thumb changes nothing (apps that want "tap to
/// seek" add a gesture recognizer in UIKit); it still sends the touch events
/// every control sends (`touchDown`, `touchUpInside`), with no
/// `valueChanged`. So a drag's events start with `touchDown`. With
/// ``isContinuous`` (the default) `.valueChanged` is sent on every change,
/// straight after the hook that made it: a move sends it before its drag
/// events (``Control/continueTracking(_:)`` runs first, as in UIKit). Not continuous, it is sent once when the touch ends or
/// is cancelled, before `touchUpInside`/`touchUpOutside`/`touchCancel`, and
/// only if the value differs from the one the touch began with. Setting
/// ``value`` in code sends nothing.
///
/// The thumb is highlighted while a touch tracks it (not for a touch on the track). Disabled, the slider is
/// drawn at ``SliderStyle/disabledAlpha`` and takes no touches.
///
/// Size: ``SliderStyle/height`` tall; as wide as the constraints allow, or
/// ``SliderStyle/defaultWidth`` when the width is unbounded.
///
/// **Right to left.** Under a right-to-left ``View/effectiveLayoutDirection``
/// the slider mirrors, as UIKit's `UISlider` does: ``minimumValue`` is at the
/// track's right end, the minimum (filled) track runs from the right end to
/// the thumb, and touches follow: a drag to the left increases the value
/// (``value(atX:)`` maps x the mirrored way).
///
/// See also: ``SliderStyle``, ``ProgressView``.
public final class Slider: Control {
    /// The current value, always within ``minimumValue``...``maximumValue``.
    public var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// The value at the track's leading end (left, or right under a
    /// right-to-left layout). Not finite: ignored. Above
    /// ``maximumValue``: the maximum moves up to it.
    public var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            storedValue = clamped(storedValue)
        }
    }
    /// The value at the track's trailing end (right, or left under a
    /// right-to-left layout). Not finite: ignored. Below
    /// ``minimumValue``: the minimum moves down to it.
    public var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            storedValue = clamped(storedValue)
        }
    }
    /// Whether `.valueChanged` is sent on every change while tracking (true)
    /// or once when the touch ends (false).
    public var isContinuous = true
    /// Metrics and colours.
    public var style: SliderStyle { didSet { if style != oldValue { setNeedsLayout() } } }

    /// Moves the value a tenth of the range towards ``maximumValue`` and
    /// sends `.valueChanged`, as VoiceOver's swipe up on a `UISlider` does.
    public override func accessibilityIncrement() -> Bool { step(by: (maximumValue - minimumValue) / 10) }

    /// Moves the value a tenth of the range towards ``minimumValue`` and
    /// sends `.valueChanged`, as VoiceOver's swipe down on a `UISlider` does.
    public override func accessibilityDecrement() -> Bool { step(by: -(maximumValue - minimumValue) / 10) }

    private func step(by delta: Double) -> Bool {
        guard isEnabled else { return false }
        let old = storedValue
        value = storedValue + delta
        guard storedValue != old else { return false }
        sendActions(for: .valueChanged)
        return true
    }

    private var storedValue: Double { didSet { if storedValue != oldValue { setNeedsDisplay() } } }
    private var storedMinimum: Double { didSet { if storedMinimum != oldValue { setNeedsDisplay() } } }
    private var storedMaximum: Double { didSet { if storedMaximum != oldValue { setNeedsDisplay() } } }
    /// The value when the current touch began (for the non-continuous event).
    private var valueAtTrackingStart: Double?

    /// A slider over `minimumValue...maximumValue` (given in either order;
    /// a bound that is not finite reads as 0 for the minimum, 1 for the maximum).
    public init(frame: Rect = .zero, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1,
                style: SliderStyle = SliderStyle()) {
        let lo = minimumValue.isFinite ? minimumValue : 0, hi = maximumValue.isFinite ? maximumValue : 1
        storedMinimum = min(lo, hi)
        storedMaximum = max(lo, hi)
        storedValue = min(lo, hi)
        self.style = style
        super.init(frame: frame)
        self.value = value
    }

    private func clamped(_ v: Double) -> Double {
        v.isNaN ? storedMinimum : min(max(v, storedMinimum), storedMaximum)
    }

    // MARK: Geometry

    /// Where the thumb's centre travels, in the control's coordinates: from
    /// the track's left end to its right end (``minimumValue`` is at `minX`,
    /// or at `maxX` under a right-to-left layout).
    public var thumbTravel: (minX: Double, maxX: Double) {
        let inset = max(0, style.horizontalInset) + max(0, style.thumbDiameter) / 2
        let lo = bounds.minX + inset
        return (lo, max(lo, bounds.maxX - inset))
    }

    /// How far along the range the value is, 0...1 (0 for an empty range).
    public var fraction: Double {
        let span = storedMaximum - storedMinimum
        guard span > 0, span.isFinite else { return 0 }
        return min(max((storedValue - storedMinimum) / span, 0), 1)
    }

    /// The value whose thumb centre is at `x` (clamped to the track's ends);
    /// mirrored under a right-to-left layout, where x grows towards the minimum.
    public func value(atX x: Double) -> Double {
        let travel = thumbTravel
        guard x.isFinite, travel.maxX > travel.minX else { return x.isFinite ? storedMinimum : storedValue }
        let along = isRightToLeft ? travel.maxX - x : x - travel.minX
        let t = min(max(along / (travel.maxX - travel.minX), 0), 1)
        return clamped(storedMinimum + t * (storedMaximum - storedMinimum))
    }

    /// Whether the slider runs from the right (minimum) to the left.
    private var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

    // MARK: Tracking

    /// The side of the square around the thumb that takes touches, at
    /// least: Apple's smallest comfortable touch target, 44 points (Human
    /// Interface Guidelines, "Buttons"), so a 23-point thumb is still easy to catch.
    public static let minimumThumbTouchSide = 44.0

    /// Where a touch must begin to drag the thumb, in the control's
    /// coordinates: the thumb's square grown to at least
    /// ``minimumThumbTouchSide`` on each side, centred on the thumb.
    public var thumbTouchArea: Rect {
        let side = max(max(0, style.thumbDiameter), Self.minimumThumbTouchSide)
        return Rect(x: thumbCenterX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// How far the finger is from the thumb's centre, along x, for the touch
    /// being tracked: kept while it drags so the thumb does not jump under it.
    private var fingerOffsetX = 0.0

    /// Tracks a touch that begins on the thumb (see ``thumbTouchArea``),
    /// keeping its offset from the thumb's centre; any other touch is not
    /// tracked and changes nothing.
    public override func beginTracking(_ touch: Touch) -> Bool {
        guard thumbTouchArea.contains(touch.location), touch.location.x.isFinite else { return false }
        valueAtTrackingStart = storedValue
        fingerOffsetX = touch.location.x - thumbCenterX
        return true
    }

    /// Drags the thumb with the finger (see the type's documentation); always keeps tracking.
    public override func continueTracking(_ touch: Touch) -> Bool {
        move(to: touch.location.x - fingerOffsetX)
        return true
    }

    /// Finishes the touch (see the type's documentation for the events it sends).
    public override func endTracking(_ touch: Touch) {
        move(to: touch.location.x - fingerOffsetX)
        finishTracking()
    }

    /// Drops the touch's transient state.
    public override func cancelTracking() {
        finishTracking()
    }

    private func move(to x: Double) {
        let new = value(atX: x)
        guard new != storedValue else { return }
        storedValue = new
        if isContinuous { sendActions(for: .valueChanged) }
    }

    private func finishTracking() {
        defer { valueAtTrackingStart = nil; fingerOffsetX = 0 }
        if !isContinuous, let start = valueAtTrackingStart, start != storedValue { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    /// Whether the thumb is drawn highlighted: while a touch tracks it, or
    /// when ``Control/isHighlighted`` is set with no touch on the slider (a
    /// scene's state); a touch on the track highlights nothing.
    public var showsHighlightedThumb: Bool { hasActiveTouch ? isTracking : isHighlighted }

    // MARK: Layout

    /// ``SliderStyle/height`` tall; the constraints' maximum width, or
    /// ``SliderStyle/defaultWidth`` when it is unbounded.
    public override func measureSize(_ constraints: Constraints) -> Size {
        Size(width: constraints.hasBoundedWidth ? constraints.maxWidth : style.defaultWidth, height: style.height)
    }

    /// The control state plus this control's own, for ``View/treeDescription()``.
    public override var properties: [ViewProperty] {
        super.properties + [
            .value("value", .number(storedValue)),
            .value("range", .text("\(formatted(storedMinimum))…\(formatted(storedMaximum))")),
            .value("continuous", .bool(isContinuous), shown: !isContinuous),
        ]
    }

    // MARK: Drawing

    /// Draws the current state (see the type's documentation for the looks).
    public override func draw(in canvas: Canvas) {
        guard bounds.size.isDrawable else { return }
        canvas.withTransparencyLayer(alpha: isEnabled ? 1 : style.disabledAlpha) {
            drawTrack(in: canvas)
            drawThumb(in: canvas)
        }
    }

    /// The thumb's centre now, in the control's coordinates.
    public var thumbCenterX: Double {
        let travel = thumbTravel
        let along = fraction * (travel.maxX - travel.minX)
        return isRightToLeft ? travel.maxX - along : travel.minX + along
    }

    private func drawTrack(in canvas: Canvas) {
        let height = max(0, style.trackHeight), inset = max(0, style.horizontalInset)
        let raw = Rect(x: bounds.minX + inset, y: bounds.midY - height / 2, width: bounds.width - 2 * inset, height: height)
        let track = canvas.pixelAligned(raw)
        guard track.size.isDrawable else { return }
        let radius = track.height / 2
        let capsule = Path.roundedRect(track, radius: radius)
        let split = canvas.pixelAlignedX(thumbCenterX)
        // The minimum side runs from the leading end to the thumb: the left
        // one, or the right one under a right-to-left layout.
        let leftSide = Rect(x: track.minX - 1, y: track.minY - 1, width: split - track.minX + 1, height: track.height + 2)
        let rightSide = Rect(x: split, y: track.minY - 1, width: track.maxX - split + 1, height: track.height + 2)
        let (minimumSide, maximumSide) = isRightToLeft ? (rightSide, leftSide) : (leftSide, rightSide)
        let sides = [(maximumSide, style.maximumTrackTop, style.maximumTrackBottom, style.maximumTrackBorder),
                     (minimumSide, style.minimumTrackTop, style.minimumTrackBottom, style.minimumTrackBorder)]
        for (side, top, bottom, border) in sides where side.width > 0 {
            canvas.withSavedState {
                canvas.clip(to: side)
                canvas.fill(capsule, with: StandardControlDrawing.verticalGradient(track, top, bottom))
                if let inner = style.trackInnerShadow { canvas.drawInnerShadow(inside: capsule, shadow: inner) }
                canvas.strokeCrisply(track, cornerRadius: radius, with: border, width: style.borderWidth)
            }
        }
    }

    private func drawThumb(in canvas: Canvas) {
        let d = max(0, style.thumbDiameter)
        let raw = Rect(x: thumbCenterX - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        let thumb = canvas.pixelAligned(raw)
        guard thumb.size.isDrawable else { return }
        let top = showsHighlightedThumb ? style.highlightedThumbTop : style.thumbTop
        let bottom = showsHighlightedThumb ? style.highlightedThumbBottom : style.thumbBottom
        canvas.fill(.ellipse(in: thumb), with: StandardControlDrawing.verticalGradient(thumb, top, bottom),
                    shadow: style.thumbShadow)
        StandardControlDrawing.strokeCrispEllipse(thumb, color: style.thumbBorder, width: style.borderWidth, in: canvas)
    }
}
