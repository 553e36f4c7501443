import BezelGraphics

/// An on/off switch: a capsule, blue when on and grey when off, with a white
/// knob at the right (on) or left (off) end; the other way round under a
/// right-to-left layout.
///
/// States: ``isOn``; highlighted (``Control/isHighlighted``, the knob darkens
/// while a touch inside lasts); disabled (drawn at
/// ``SwitchStyle/disabledAlpha``, takes no touches).
///
/// A complete press inside (touch up inside) flips ``isOn`` and sends
/// `.valueChanged`. A press that moved sideways more than
/// ``knobDragThreshold`` points is a drag of the knob, as UIKit's `UISwitch`
/// has it: released inside, the switch ends on the side of the finger
/// (on when the finger is in the half of the track the knob rests in when
/// on), and `.valueChanged` is sent only if that changed ``isOn``.
/// Events of a tap, in order:
/// `touchDown`, then on release `valueChanged` (sent from
/// ``endTracking(_:)``, so ``isOn`` has already flipped),
/// `touchUpInside`, `primaryActionTriggered`. Releasing outside or a cancel
/// leaves ``isOn`` as it was and sends no `valueChanged`. Setting ``isOn``
/// in code sends nothing.
///
/// Size: fixed at ``SwitchStyle/size`` (51×31 by default), as UIKit's
/// `UISwitch` keeps its size whatever frame it is given: a layout that
/// offers more (a `fill` stack) still places it at that size, at the
/// offered frame's leading top corner (``View/fixedSize``), so touches
/// beside it miss it and lint measures what is drawn. A frame set in code
/// that differs draws the switch centred in it.
///
/// **Right to left.** Under a right-to-left ``View/effectiveLayoutDirection``
/// the switch mirrors, as UIKit's does: the knob rests at the left end when
/// on and at the right end when off, and a drag towards the left turns it on.
/// The track's colours are a vertical gradient, the same either way.
///
/// ```swift
/// let wifi = Switch(isOn: true)
/// wifi.addAction(for: .valueChanged) { control, _ in print((control as? Switch)?.isOn ?? false) }
/// ```
///
/// See also: ``SwitchStyle``.
public final class Switch: Control {
    /// Whether the switch is on.
    public var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// Metrics and colours.
    public var style: SwitchStyle {
        didSet {
            guard style != oldValue else { return }
            if style.size != oldValue.size { setNeedsLayout() } else { setNeedsDisplay() }
        }
    }

    /// A switch, off unless `isOn` says otherwise.
    public init(frame: Rect = .zero, isOn: Bool = false, style: SwitchStyle = SwitchStyle()) {
        self.isOn = isOn
        self.style = style
        super.init(frame: frame)
    }

    // MARK: Tracking

    /// How far, in points, a touch must move sideways from where it began
    /// before it drags the knob rather than taps the switch.
    public static let knobDragThreshold = 5.0

    /// Where the current touch began, and whether it has become a drag of the knob.
    private var trackingStartX: Double?
    private var isDraggingKnob = false

    /// Starts tracking the touch; nothing changes until it ends.
    public override func beginTracking(_ touch: Touch) -> Bool {
        trackingStartX = touch.location.x
        isDraggingKnob = false
        return true
    }

    /// Notes when the touch has moved far enough sideways to drag the knob.
    public override func continueTracking(_ touch: Touch) -> Bool {
        if let start = trackingStartX, abs(touch.location.x - start) > Self.knobDragThreshold {
            isDraggingKnob = true
        }
        return true
    }

    /// On a release inside: a tap flips ``isOn``, a drag of the knob puts it
    /// on the finger's side; either sends `.valueChanged` when ``isOn``
    /// changed (before the ending events `touchUpInside` and
    /// `primaryActionTriggered`).
    public override func endTracking(_ touch: Touch) {
        defer { trackingStartX = nil; isDraggingKnob = false }
        guard isTouchInside else { return }
        if isDraggingKnob, touch.location.x.isFinite {
            let track = trackRect(in: bounds)
            let onRightHalf = touch.location.x >= track.midX
            let on = effectiveLayoutDirection == .rightToLeft ? !onRightHalf : onRightHalf
            guard on != isOn else { return }
            isOn = on
        } else {
            isOn.toggle()
        }
        sendActions(for: .valueChanged)
    }

    /// Drops the touch's transient state.
    public override func cancelTracking() {
        trackingStartX = nil
        isDraggingKnob = false
    }

    // MARK: Layout

    /// Always ``SwitchStyle/size`` (brought into range by the constraints).
    public override func measureSize(_ constraints: Constraints) -> Size {
        style.size
    }

    /// ``SwitchStyle/size``: the switch keeps it wherever a layout places it.
    public override var fixedSize: Size? { style.size }

    /// The control state plus this control's own, for ``View/treeDescription()``.
    public override var properties: [ViewProperty] {
        super.properties + [.value("on", .bool(isOn))]
    }

    // MARK: Drawing

    /// The capsule: ``SwitchStyle/size`` centred in `rect`, inset by the track inset.
    func trackRect(in rect: Rect) -> Rect {
        let size = style.size
        let frame = Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                         width: size.width, height: size.height)
        let inset = max(0, style.trackInset)
        return frame.insetBy(dx: inset, dy: inset)
    }

    /// The knob's square for the current ``isOn`` inside `track`: at the
    /// trailing end when on (right, or left under a right-to-left layout).
    func knobRect(in track: Rect) -> Rect {
        let inset = max(0, style.knobInset)
        let diameter = max(0, track.height - 2 * inset)
        let atRight = isOn != (effectiveLayoutDirection == .rightToLeft)
        let x = atRight ? track.maxX - inset - diameter : track.minX + inset
        return Rect(x: x, y: track.minY + inset, width: diameter, height: diameter)
    }

    /// The knob's square now, in the switch's coordinates (before snapping to device pixels).
    public var knobFrame: Rect { knobRect(in: trackRect(in: bounds)) }

    /// Draws the current state (see the type's documentation for the looks).
    public override func draw(in canvas: Canvas) {
        guard style.size.isDrawable else { return }
        canvas.withTransparencyLayer(alpha: isEnabled ? 1 : style.disabledAlpha) {
            drawSwitch(in: canvas)
        }
    }

    private func drawSwitch(in canvas: Canvas) {
        let track = canvas.pixelAligned(trackRect(in: bounds))
        guard track.size.isDrawable else { return }
        let radius = track.height / 2
        let capsule = Path.roundedRect(track, radius: radius)
        let top = isOn ? style.onTrackTop : style.offTrackTop
        let bottom = isOn ? style.onTrackBottom : style.offTrackBottom
        canvas.fill(capsule, with: StandardControlDrawing.verticalGradient(track, top, bottom))
        if let inner = style.trackInnerShadow { canvas.drawInnerShadow(inside: capsule, shadow: inner) }
        canvas.strokeCrisply(track, cornerRadius: radius, with: isOn ? style.onTrackBorder : style.offTrackBorder, width: style.borderWidth)

        let knob = canvas.pixelAligned(knobRect(in: track))
        guard knob.size.isDrawable else { return }
        let circle = Path.ellipse(in: knob)
        let knobTop = isHighlighted ? style.highlightedKnobTop : style.knobTop
        let knobBottom = isHighlighted ? style.highlightedKnobBottom : style.knobBottom
        canvas.withSavedState {
            canvas.clip(to: capsule)
            canvas.fill(circle, with: StandardControlDrawing.verticalGradient(knob, knobTop, knobBottom),
                        shadow: style.knobShadow)
        }
        StandardControlDrawing.strokeCrispEllipse(knob, color: style.knobBorder, width: style.borderWidth, in: canvas)
    }
}
