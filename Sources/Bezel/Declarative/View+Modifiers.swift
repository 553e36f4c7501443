import BezelGraphics

/// Modifiers for declaring a tree. Those that configure return the same view
/// (so `.id("start")` names the view it follows); `padding` and `frame`
/// wrap the view in a ``PaddingView`` or ``FrameView``, whose child it stays.
extension View {
    /// Names the view for ``View/view(withIdentifier:)``.
    @discardableResult
    public func id(_ identifier: String) -> Self {
        self.identifier = identifier
        return self
    }

    /// Sets the background colour.
    @discardableResult
    public func background(_ color: Color) -> Self {
        backgroundColor = color
        return self
    }

    /// Rounds the background (and the clip, when clipping).
    @discardableResult
    public func cornerRadius(_ radius: Double) -> Self {
        cornerRadius = radius
        return self
    }

    /// Sets the opacity of the view and its subtree.
    @discardableResult
    public func opacity(_ value: Double) -> Self {
        alpha = value
        return self
    }

    /// Hides the view (it takes no room in stacks).
    @discardableResult
    public func hidden(_ hidden: Bool = true) -> Self {
        isHidden = hidden
        return self
    }

    /// Clips content and subviews to the bounds.
    @discardableResult
    public func clipped(_ clips: Bool = true) -> Self {
        clipsToBounds = clips
        return self
    }

    /// Sets ``View/layoutGrow``: the share of a stack's spare room to take.
    @discardableResult
    public func grow(_ factor: Double = 1) -> Self {
        layoutGrow = factor
        return self
    }

    /// Places the view at an absolute frame (for ``Container`` children).
    @discardableResult
    public func frame(_ rect: Rect) -> Self {
        frame = rect
        return self
    }

    /// Any other configuration, in place: `.configure { $0.trackSlop = 20 }`.
    @discardableResult
    public func configure(_ body: (Self) -> Void) -> Self {
        body(self)
        return self
    }

    /// Wraps the view with `value` points of space on every side.
    public func padding(_ value: Double = 8) -> PaddingView {
        PaddingView(EdgeInsets(all: value), child: self)
    }

    /// Wraps the view with `insets` around it.
    public func padding(_ insets: EdgeInsets) -> PaddingView {
        PaddingView(insets, child: self)
    }

    /// Wraps the view with space on its leading and trailing sides (and top
    /// and bottom): the leading side is the right one under a right-to-left
    /// layout (``PaddingView/isDirectional``).
    public func padding(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> PaddingView {
        PaddingView(EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing), isDirectional: true, child: self)
    }

    /// Wraps the view with different horizontal and vertical space.
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> PaddingView {
        PaddingView(EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal), child: self)
    }

    /// Wraps the view in a frame of a fixed width and/or height, aligning it inside.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameView {
        FrameView(child: self, width: width, height: height, alignment: alignment)
    }

    /// Wraps the view in a frame with minimum and maximum sizes; a maximum of
    /// `.infinity` fills what the parent allows.
    public func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
                      maxHeight: Double? = nil, alignment: Alignment = .center) -> FrameView {
        FrameView(child: self, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                  alignment: alignment)
    }

    /// The first view in the subtree named `identifier` that is a `T`, to
    /// change a declared property on the retained tree without rebuilding it:
    /// `root.view(withIdentifier: "start", as: BezelButton.self)?.mode = .fixed`.
    public func view<T: View>(withIdentifier identifier: String, as type: T.Type) -> T? {
        view(withIdentifier: identifier) as? T
    }
}

extension Control {
    /// Enables or disables the control.
    @discardableResult
    public func enabled(_ enabled: Bool) -> Self {
        isEnabled = enabled
        return self
    }
}

extension BezelButton {
    /// Sets the mode.
    @discardableResult
    public func mode(_ mode: Mode) -> Self {
        self.mode = mode
        return self
    }

    /// Sets ``recessed``.
    @discardableResult
    public func recessed(_ recessed: Bool = true) -> Self {
        self.recessed = recessed
        return self
    }
}
