import BezelGraphics

/// An on/off switch: a capsule, blue when on and grey when off, with a white
/// knob at the right (on) or left (off) end.
///
/// States: ``isOn``; highlighted (``Control/isHighlighted``, the knob darkens
/// while a touch inside lasts); disabled (drawn at
/// ``SwitchStyle/disabledAlpha``, takes no touches).
///
/// A complete press inside (touch up inside) flips ``isOn`` and sends
/// `.valueChanged`. Events of a tap, in order:
/// `touchDown`, then on release `valueChanged` (sent from
/// ``endTracking(_:)``, so ``isOn`` has already flipped),
/// `touchUpInside`, `primaryActionTriggered`. Releasing outside or a cancel
/// leaves ``isOn`` as it was and sends no `valueChanged`. Setting ``isOn``
/// in code sends nothing.
///
/// Size: fixed at ``SwitchStyle/size`` (51×31 by default) whatever the
/// constraints allow; a larger frame draws the switch centred in it.
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

    /// On a release inside, flips ``isOn`` and sends `.valueChanged` (before
    /// the ending events `touchUpInside` and `primaryActionTriggered`).
    public override func endTracking(_ touch: Touch) {
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    // MARK: Layout

    /// Always ``SwitchStyle/size`` (brought into range by the constraints).
    public override func measureSize(_ constraints: Constraints) -> Size {
        style.size
    }

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

    /// The knob's square for the current ``isOn`` inside `track`.
    func knobRect(in track: Rect) -> Rect {
        let inset = max(0, style.knobInset)
        let diameter = max(0, track.height - 2 * inset)
        let x = isOn ? track.maxX - inset - diameter : track.minX + inset
        return Rect(x: x, y: track.minY + inset, width: diameter, height: diameter)
    }

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
