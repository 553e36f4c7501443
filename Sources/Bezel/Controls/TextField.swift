import BezelGraphics

/// A one-line text box: text or a grey placeholder in a rounded, outlined
/// box; a caret while focused.
///
/// State: ``isFocused`` (set by a tap: touch up inside), ``caretOffset``,
/// ``Control/isEnabled`` (disabled: greyed, takes no touches, loses focus).
/// Typed text arrives through ``insertText(_:)`` and ``deleteBackward()``,
/// which work only while focused and enabled and send
/// ``ControlEvents/valueChanged`` after each change.
///
/// The field is one line: newlines in ``text`` are shown as spaces and typed
/// newlines are inserted as spaces. Text wider than the box is clipped, and
/// while focused it scrolls so the caret stays in view. Nothing keeps only one
/// field focused at a time: that is the window's job.
///
/// **Sizing.** The height is fixed by the font (its line height plus
/// ``TextFieldStyle/verticalPadding`` above and below); the width is
/// flexible: the constraints' maximum, or ``TextFieldStyle/preferredWidth``
/// when unbounded.
///
/// **Right to left.** Under a right-to-left ``View/effectiveLayoutDirection``
/// the text and the placeholder are aligned to the right (natural alignment,
/// as UIKit's `UITextField` under `.natural`); an empty field's caret stands
/// just inside the right padding; a tap puts the caret at the nearest place in
/// the right-aligned text; text wider than the box keeps its right end in
/// place and, while focused, scrolls right so the caret stays in view (so
/// text whose end is at its left, as Arabic's is, keeps the caret end
/// visible on the left side).
///
/// ```swift
/// let name = TextField(placeholder: "Your name")
/// name.addAction(for: .valueChanged) { [unowned name] _, _ in print(name.text) }
/// name.touchBegan(Touch(location: Point(x: 20, y: 10))); name.touchEnded(Touch(location: Point(x: 20, y: 10)))
/// name.insertText("Ada")
/// ```
///
/// See also: ``TextFieldStyle``, ``Control``.
public final class TextField: Control {
    /// The text typed or set.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            if let caret = caretOffset, caret > text.count { caretOffset = nil }
            setNeedsDisplay()
        }
    }
    /// Shown in grey while the text is empty.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// Whether the field has the keyboard: draws the caret and the focus ring.
    /// A disabled field cannot be focused. Losing focus puts the caret back at the end.
    public var isFocused = false {
        didSet {
            if isFocused && !isEnabled { isFocused = false }
            if !isFocused { caretOffset = nil }
            if isFocused != oldValue { setNeedsDisplay() }
        }
    }
    /// Where the caret is, in `Character`s of ``text`` (0 is before the
    /// first); nil for the end. Values past the end read as the end.
    public var caretOffset: Int? { didSet { if caretOffset != oldValue { setNeedsDisplay() } } }
    /// Metrics and colours.
    public var style: TextFieldStyle {
        didSet {
            guard style != oldValue else { return }
            if style.font != oldValue.font || style.verticalPadding != oldValue.verticalPadding { setNeedsLayout() }
            setNeedsDisplay()
        }
    }

    public override var isEnabled: Bool {
        didSet { if !isEnabled { isFocused = false } }
    }

    private var cachedLayout: TextLayout?
    /// The text, placeholder and font ``cachedLayout`` was made from (it is
    /// dropped when the traits change, so these alone say it is current).
    private var cachedInputs: (text: String, placeholder: String, font: Font)?

    public init(text: String = "", placeholder: String = "", frame: Rect = .zero,
                style: TextFieldStyle = TextFieldStyle()) {
        self.text = text
        self.placeholder = placeholder
        self.style = style
        super.init(frame: frame)
    }

    /// The caret position now: ``caretOffset`` clamped to the text, or its end.
    public var resolvedCaretOffset: Int {
        min(max(0, caretOffset ?? text.count), text.count)
    }

    // MARK: Editing

    /// Inserts `string` at the caret and moves the caret after it; newlines
    /// become spaces. Does nothing unless focused and enabled.
    /// - Returns: whether the text changed.
    @discardableResult
    public func insertText(_ string: String) -> Bool {
        guard isFocused, isEnabled, !string.isEmpty else { return false }
        let clean = TextField.singleLine(string)
        let caret = resolvedCaretOffset
        let split = text.index(text.startIndex, offsetBy: caret)
        let before = String(text[..<split]) + clean
        let atEnd = caretOffset == nil
        text = before + text[split...]
        caretOffset = atEnd ? nil : before.count
        sendActions(for: .valueChanged)
        return true
    }

    /// Deletes the character before the caret. Does nothing unless focused
    /// and enabled, or when the caret is at the start.
    /// - Returns: whether the text changed.
    @discardableResult
    public func deleteBackward() -> Bool {
        let caret = resolvedCaretOffset
        guard isFocused, isEnabled, caret > 0 else { return false }
        let atEnd = caretOffset == nil
        text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
        caretOffset = atEnd ? nil : caret - 1
        sendActions(for: .valueChanged)
        return true
    }

    // MARK: Tracking

    /// A tap focuses the field (caret at the end); a tap on a focused field
    /// moves the caret to the nearest place in the text.
    public override func endTracking(_ touch: Touch) {
        guard isTouchInside else { return }
        if isFocused {
            let origin = textOrigin(for: bounds.size)
            let offset = layout.caretOffset(closestTo: Point(x: touch.location.x - origin.x, y: touch.location.y - origin.y))
            caretOffset = offset >= text.count ? nil : offset
        } else {
            isFocused = true
        }
    }

    // MARK: Layout

    public override func measureSize(_ constraints: Constraints) -> Size {
        let lineHeight = makeTextLayout(" ", font: style.font).size.height
        let height = (lineHeight + 2 * max(0, style.verticalPadding)).rounded(.up)
        let width = constraints.hasBoundedWidth ? constraints.maxWidth : style.preferredWidth
        return constraints.constrain(Size(width: width, height: height))
    }

    public override func firstBaseline(forHeight height: Double) -> Double? {
        textOrigin(for: Size(width: bounds.width, height: height)).y + layout.baseline
    }

    /// The text (or the placeholder while the text is empty), on one line.
    public var layout: TextLayout {
        if let cachedLayout, let cachedInputs, cachedInputs.text == text, cachedInputs.placeholder == placeholder,
           cachedInputs.font == style.font {
            return cachedLayout
        }
        // The placeholder is a title (a pseudo-locale changes it); the text is the user's own.
        let shown = TextField.singleLine(text.isEmpty ? localizedForDisplay(placeholder) : text)
        let (font, paragraph) = textSettings(for: shown, font: style.font, style: TextStyle(wrapping: .none, maxLines: 1))
        let made = TextLayout(shown, font: font, style: paragraph)
        cachedLayout = made
        cachedInputs = (text, placeholder, style.font)
        return made
    }

    /// Drops the layout: it was made for the old traits.
    public override func traitsDidChange() {
        super.traitsDidChange()
        cachedLayout = nil
        cachedInputs = nil
    }

    /// Where the layout's top-left corner goes for a field of `size`,
    /// scrolled so the caret stays inside the box.
    private func textOrigin(for size: Size) -> Point {
        let y = ((size.height - layout.size.height) / 2).rounded()
        guard isRightToLeft else {
            return Point(x: bounds.minX + style.horizontalPadding - scrollOffset, y: bounds.minY + y)
        }
        return Point(x: rightAlignedTextX + rightToLeftScrollOffset, y: bounds.minY + y)
    }

    /// Whether the field aligns its text to the right and scrolls it to the right.
    private var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

    /// The unscrolled layout's left edge under a right-to-left layout: its right end at the right padding.
    private var rightAlignedTextX: Double {
        bounds.maxX - style.horizontalPadding - layout.size.width
    }

    /// How far the right-aligned text is scrolled right (or, should the caret
    /// be past the right padding, left) so the caret stays inside the box.
    private var rightToLeftScrollOffset: Double {
        guard isFocused, !text.isEmpty else { return 0 }
        let caret = rightAlignedTextX + caretX
        let lowest = bounds.minX + style.horizontalPadding + style.caretWidth
        let highest = bounds.maxX - style.horizontalPadding
        if caret < lowest { return lowest - caret }
        if caret > highest { return highest - caret }
        return 0
    }

    /// The caret's x in layout coordinates.
    private var caretX: Double {
        guard !text.isEmpty else { return 0 }
        // Pango's caret: in right-to-left text, before a character is its right edge.
        return layout.caretX(atOffset: resolvedCaretOffset)
    }

    /// How far the text is scrolled left so the caret stays inside the box.
    private var scrollOffset: Double {
        guard isFocused, !text.isEmpty else { return 0 }
        let room = bounds.width - 2 * style.horizontalPadding - style.caretWidth
        return max(0, caretX - room)
    }

    // MARK: Drawing

    /// The text, or the placeholder while the text is empty, where
    /// ``draw(in:)`` puts it, clipped to the field's inside.
    public override var placedTexts: [PlacedText] {
        guard !(text.isEmpty ? placeholder : text).isEmpty else { return [] }
        let color = !isEnabled ? style.disabledTextColor : text.isEmpty ? style.placeholderColor : style.textColor
        return [PlacedText(part: text.isEmpty ? .placeholder : .text, layout: layout, origin: textOrigin(for: bounds.size),
                           clip: contentBox(bounds), color: color)]
    }

    /// The rectangle the text is clipped to in a field drawn in `box`.
    private func contentBox(_ box: Rect) -> Rect {
        box.insetBy(dx: max(0, style.horizontalPadding - 2), dy: style.borderWidth)
    }

    /// The caret's rectangle for text drawn from `origin`: centred on its
    /// place, except before the first character, where it stands just left of
    /// the text instead of over it; in an empty right-to-left field, just
    /// inside the right padding, where typing starts.
    private func caretRect(origin: Point) -> Rect {
        if isRightToLeft, text.isEmpty {
            return Rect(x: bounds.maxX - style.horizontalPadding, y: origin.y,
                        width: style.caretWidth, height: layout.size.height)
        }
        let shift = resolvedCaretOffset == 0 ? style.caretWidth : style.caretWidth / 2
        return Rect(x: origin.x + caretX - shift, y: origin.y, width: style.caretWidth, height: layout.size.height)
    }

    /// Where the caret is drawn now, in the field's coordinates (before
    /// snapping to device pixels); nil while not focused.
    public var caretFrame: Rect? {
        isFocused ? caretRect(origin: textOrigin(for: bounds.size)) : nil
    }

    public override func draw(in canvas: Canvas) {
        let box = bounds
        let outline = Path.roundedRect(box, radius: style.cornerRadius)
        if isFocused, style.focusRingWidth > 0 {
            let w = style.focusRingWidth
            canvas.stroke(.roundedRect(box.insetBy(dx: -w / 2, dy: -w / 2), radius: style.cornerRadius + w / 2),
                          with: style.focusRingColor, width: w)
        }
        canvas.fill(outline, with: isEnabled ? style.backgroundColor : style.disabledBackgroundColor)
        if isEnabled, let shadow = style.innerShadow {
            canvas.drawInnerShadow(inside: outline, shadow: shadow)
        }

        let origin = textOrigin(for: box.size)
        let content = contentBox(box)
        canvas.withSavedState {
            canvas.clip(to: content)
            let color = !isEnabled ? style.disabledTextColor : text.isEmpty ? style.placeholderColor : style.textColor
            layout.draw(in: canvas, at: origin, color: color)
            if isFocused {
                canvas.fill(canvas.pixelAligned(caretRect(origin: origin)), with: style.caretColor)
            }
        }

        let border = isFocused ? style.focusedBorderColor : isEnabled ? style.borderColor : style.disabledBorderColor
        let strokeRect = canvas.crispStrokeRect(for: box, lineWidth: style.borderWidth)
        let shrink = (box.width - strokeRect.width) / 2
        canvas.stroke(.roundedRect(strokeRect, radius: max(0, style.cornerRadius - shrink)), with: border,
                      width: style.borderWidth)
    }

    private static func singleLine(_ string: String) -> String {
        guard string.contains(where: \.isNewline) else { return string }
        return String(string.map { $0.isNewline ? " " : $0 })
    }

    public override var properties: [ViewProperty] {
        super.properties + [
            .flag("focused", isFocused), .value("caret", .number(Double(resolvedCaretOffset)), shown: isFocused),
            .quoted("placeholder", placeholder, shown: text.isEmpty), .quoted("text", text, shown: !text.isEmpty),
        ]
    }
}
