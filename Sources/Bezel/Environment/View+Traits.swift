import BezelGraphics

extension View {
    /// The traits this view draws with: the nearest ``traitOverrides`` on
    /// it or an ancestor (a ``Window`` has its own), else ``Traits/default``;
    /// with the text size kept within every ``minimumContentSizeCategory``
    /// and ``maximumContentSizeCategory`` on the way, as UIKit's
    /// `maximumContentSizeCategory` limits a view and its subviews.
    public var traitCollection: Traits {
        var found: Traits?
        var lowest = ContentSizeCategory.extraSmall
        var highest = ContentSizeCategory.accessibilityExtraExtraExtraLarge
        var current: View? = self
        while let view = current {
            if let maximum = view.maximumContentSizeCategory { highest = min(highest, maximum) }
            if let minimum = view.minimumContentSizeCategory { lowest = max(lowest, minimum) }
            if found == nil, let overrides = view.traitOverrides { found = overrides }
            current = view.superview
        }
        var traits = found ?? .default
        // A minimum above the maximum: the maximum wins, as in UIKit.
        traits.contentSizeCategory = min(max(traits.contentSizeCategory, lowest), highest)
        return traits
    }

    /// The direction this view lays out in: its traits' direction through its
    /// own ``semanticContentAttribute`` (UIKit's `effectiveUserInterfaceLayoutDirection`).
    public var effectiveLayoutDirection: LayoutDirection {
        semanticContentAttribute.layoutDirection(relativeTo: traitCollection.layoutDirection)
    }

    /// `text` as this view shows a title, label or placeholder: changed by
    /// the pseudo-locale its traits name (``PseudoLocale``), else as given.
    public func localizedForDisplay(_ text: String) -> String {
        guard let pseudo = traitCollection.pseudoLocale else { return text }
        return pseudo.localize(text)
    }

    /// A text layout of `text` as this view's traits draw it: `font` at the
    /// traits' text size, and the paragraph in the traits' language, in the
    /// text's own direction (its first strong character, as UIKit's natural
    /// writing direction), else the view's. `style.alignment` is physical
    /// (left is left), so a view that aligns text naturally resolves it
    /// first (``naturalAlignment``).
    public func makeTextLayout(_ text: String, font: Font, style: TextStyle = .default,
                               attributes: [TextAttribute] = []) -> TextLayout {
        let (font, style) = textSettings(for: text, font: font, style: style)
        return TextLayout(text, font: font, style: style, attributes: attributes)
    }

    /// `font` and `style` as ``makeTextLayout(_:font:style:attributes:)``
    /// uses them for `text` under this view's traits: what a cached layout
    /// is compared with. The paragraph's base direction is the text's own
    /// (``NaturalWritingDirection``), else the view's.
    public func textSettings(for text: String, font: Font, style: TextStyle) -> (font: Font, style: TextStyle) {
        let traits = traitCollection
        var style = style
        style.language = traits.shapingLanguage == "en" ? nil : traits.shapingLanguage
        style.baseDirection = NaturalWritingDirection.textDirection(
            of: text, in: semanticContentAttribute.layoutDirection(relativeTo: traits.layoutDirection))
        return (font.scaled(for: traits.contentSizeCategory), style)
    }

    /// The physical alignment of text aligned to the leading edge: left, or
    /// right under a right-to-left ``effectiveLayoutDirection``.
    public var naturalAlignment: TextStyle.Alignment {
        effectiveLayoutDirection == .rightToLeft ? .right : .left
    }

    /// Runs `body` with `traits` as this view's ``traitOverrides``, laid out
    /// for them first, then puts the overrides it had back and lays it out
    /// again, also when `body` throws: how a snapshot draws a view in other
    /// reader's settings without leaving them on it. With nil, only `body`.
    ///
    /// - Throws: what the first layout or `body` throws; else what laying
    ///   the view out again in its own traits throws (never swallowed).
    public func withTraitOverrides<T>(_ traits: Traits?, _ body: () throws -> T) throws -> T {
        guard let traits else { return try body() }
        let before = traitOverrides
        traitOverrides = traits
        let result = Result { () throws -> T in
            try layout()
            return try body()
        }
        traitOverrides = before
        do {
            try layout()
        } catch {
            // The first error is the one to report; a restoring layout's error only when there was none.
            if case .success = result { throw error }
        }
        return try result.get()
    }

    /// Tells this view and every view inside it that the traits that reach
    /// them may have changed: each lays out and draws again and gets
    /// ``traitsDidChange()``.
    func subtreeTraitsDidChange() {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.setNeedsLayout()
            view.traitsDidChange()
            stack.append(contentsOf: view.subviews)
        }
    }
}
