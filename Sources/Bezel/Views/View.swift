import BezelGraphics

/// A rectangle in a retained tree that draws itself and holds subviews.
///
/// A view keeps its state between renders: set a property and the next
/// render shows it. Subclasses draw by overriding ``draw(in:)``; the tree
/// walk (background, clipping, alpha, children front to back) is done by
/// ``render(in:)``.
///
/// Coordinates: `frame` is in the superview's space, `bounds` in the view's
/// own (its origin is where the content is scrolled to, normally zero). The
/// origin is the top left and y grows downward.
///
/// See also: ``Control``, ``View/renderImage(scale:background:)``, ``View/treeDescription()``.
open class View {
    /// The view's rectangle in its superview's coordinates. Changing its
    /// size changes `bounds.size` too.
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { bounds.size = frame.size }
            setNeedsDisplay()
        }
    }

    /// The view's rectangle in its own coordinates; `bounds.origin` is the
    /// point of the content shown at the top-left corner.
    public var bounds: Rect {
        didSet { if bounds != oldValue { setNeedsDisplay() } }
    }

    /// The views drawn on top of this one, back to front.
    public private(set) var subviews: [View] = []
    /// The view that holds this one, if any.
    public var superview: View? { parentView }

    /// The superview, without a reference count. A weak reference would give
    /// every view with subviews a side table, which sends each retain and
    /// release of it (every step of hit testing and of converting a point)
    /// down the runtime's slow path, and costs a side-table load per step up
    /// the tree. It cannot dangle: the parent holds this view in its
    /// ``subviews`` for as long as it is set; ``insertSubview(_:at:)`` sets
    /// it, ``removeFromSuperview()`` clears it, and the parent's `deinit`
    /// clears it in each subview that outlives the parent. (Like the rest of
    /// the tree it is not for sharing between threads.)
    private unowned(unsafe) var parentView: View?

    /// A name to find the view by (see ``view(withIdentifier:)``).
    public var identifier: String?
    /// Filled behind the content (respecting ``cornerRadius``); nil draws nothing.
    public var backgroundColor: Color? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// Opacity of the view and its subtree, composited as one layer.
    public var alpha: Double = 1 { didSet { if alpha != oldValue { setNeedsDisplay() } } }
    /// A hidden view and its subtree are neither drawn nor hit.
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// Whether content and subviews are clipped to the bounds (rounded by ``cornerRadius``).
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    /// Rounds the background and, when clipping, the clip.
    public var cornerRadius: Double = 0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    /// Whether touches can land on this view and its subtree.
    public var isUserInteractionEnabled = true

    /// The traits this view and its subtree use instead of those of its
    /// superview (UIKit's `traitOverrides`); nil to use the superview's. A
    /// window's are the screen's. Setting them lays the subtree out again
    /// (see ``traitCollection``).
    public var traitOverrides: Traits? {
        didSet { if traitOverrides != oldValue { subtreeTraitsDidChange() } }
    }
    /// Whether this view mirrors under a right-to-left layout (UIKit's
    /// `semanticContentAttribute`; see ``effectiveLayoutDirection``).
    public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { if semanticContentAttribute != oldValue { subtreeTraitsDidChange() } }
    }
    /// The largest text size this view and its subviews draw at, whatever
    /// the traits ask (UIKit's `maximumContentSizeCategory`); nil for no limit.
    public var maximumContentSizeCategory: ContentSizeCategory? {
        didSet { if maximumContentSizeCategory != oldValue { subtreeTraitsDidChange() } }
    }
    /// The smallest text size this view and its subviews draw at (UIKit's
    /// `minimumContentSizeCategory`); nil for no limit.
    public var minimumContentSizeCategory: ContentSizeCategory? {
        didSet { if minimumContentSizeCategory != oldValue { subtreeTraitsDidChange() } }
    }

    /// Whether the view changed since it was last rendered.
    public private(set) var needsDisplay = true
    /// Whether this view or one inside it changed since it was last
    /// rendered: false means a new render of this view would give the same
    /// pixels as the last one. (Hidden subtrees may keep it set; that only
    /// costs a render.)
    public private(set) var subtreeNeedsDisplay = true

    /// How much of a stack's spare room along its axis this view takes, in
    /// proportion to its siblings' factors (0: only its natural length).
    /// ``Spacer`` grows by 1. Negative or NaN reads as 0.
    public var layoutGrow: Double = 0 {
        didSet { if layoutGrow != oldValue { setNeedsLayout() } }
    }

    /// Layout state, kept per node: whether this view's size or placement may
    /// have changed, the last measurement, and counters tests read.
    var layoutState = LayoutState()

    /// How many levels this view's subtree has (1: no subviews), kept up to
    /// date as subviews come and go, so that layout checks the tree's depth
    /// without walking it.
    var subtreeHeight = 1

    /// The recognizers attached to this view, in the order they were added
    /// (see ``gestureRecognizers``).
    var attachedGestureRecognizers: [GestureRecognizer] = []

    /// What the window's incremental render knows of this view: how often it
    /// was marked as changed, and where it drew in the window's last
    /// captured frame (see `Window+Damage.swift`).
    var damageState = DamageState()

    public init(frame: Rect = .zero) {
        self.frame = frame
        self.bounds = Rect(size: frame.size)
    }

    deinit {
        for subview in subviews { subview.parentView = nil }
        detachGestureRecognizers()
    }

    // MARK: Tree

    /// Adds `view` on top of the existing subviews (moving it from its old superview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the back-to-front order (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !view.isAncestor(of: self) else { return }
        let traitsBefore = view.traitCollection
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.parentView = self
        subtreeDidGain(view)
        view.blurViewsMoved()
        setNeedsDisplay()
        setNeedsLayout()
        // Moved under other traits (a window in another language, say): lay it out for them.
        if view.traitCollection != traitsBefore { view.subtreeTraitsDidChange() }
    }

    /// Tells the blur views in this subtree, just moved into another
    /// superview, that what lies behind them is new: their groups kept from
    /// the last frame are not taken (nothing else in a group depends on
    /// where in the tree it is).
    private func blurViewsMoved() {
        if let blur = self as? BlurView { blur.dropFrameBlur() }
        for subview in subviews { subview.blurViewsMoved() }
    }

    /// Detaches the view from its superview. Touches on the view or its
    /// subtree are cancelled first (the view gets `cancelled`).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        window?.cancelTouches(inSubtreeOf: self)
        parent.subviews.removeAll { $0 === self }
        parentView = nil
        parent.subtreeDidLose(heightOfRemoved: subtreeHeight)
        parent.setNeedsDisplay()
        parent.setNeedsLayout()
    }

    /// ``subtreeHeight`` here and above after `child` came in: it can only grow (a step a level).
    private func subtreeDidGain(_ child: View) {
        var height = child.subtreeHeight + 1
        var view: View? = self
        while let current = view, height > current.subtreeHeight {
            current.subtreeHeight = height
            height += 1
            view = current.superview
        }
    }

    /// ``subtreeHeight`` here and above after a subview of `removed` height
    /// went: it shrinks only where that subview was the tallest way down.
    private func subtreeDidLose(heightOfRemoved removed: Int) {
        var lost = removed + 1
        var view: View? = self
        while let current = view, lost == current.subtreeHeight {
            let height = 1 + (current.subviews.map(\.subtreeHeight).max() ?? 0)
            guard height != current.subtreeHeight else { return }
            lost = current.subtreeHeight + 1
            current.subtreeHeight = height
            view = current.superview
        }
    }

    /// Whether this view is `view` or one of its ancestors.
    public func isAncestor(of view: View) -> Bool {
        var current: View? = view
        while let v = current {
            if v === self { return true }
            current = v.superview
        }
        return false
    }

    /// The first view in this subtree (this view first, then depth first,
    /// back to front) whose ``identifier`` is `identifier`.
    public func view(withIdentifier identifier: String) -> View? {
        if self.identifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The ``identifier``s in this subtree, this view first, then depth first.
    public var identifiersInSubtree: [String] {
        (identifier.map { [$0] } ?? []) + subviews.flatMap(\.identifiersInSubtree)
    }

    /// Marks the view as changed so the next render draws it again.
    public func setNeedsDisplay() {
        needsDisplay = true
        damageState.changes &+= 1
        var view: View? = self
        while let changed = view {
            let wasMarked = changed.subtreeNeedsDisplay && changed.damageState.subtreeChanged
            changed.subtreeNeedsDisplay = true
            changed.damageState.subtreeChanged = true
            // A marked ancestor has its ancestors marked already, except a
            // view marked before it was added (insertSubview marks the new parent).
            if wasMarked && changed !== self { break }
            view = changed.superview
        }
    }

    // MARK: Coordinates

    /// `point`, given in this view's coordinates, in `view`'s coordinates
    /// (or the root's, when `view` is nil). Both must be in the same tree.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = convertToRoot(point)
        guard let view else { return inRoot }
        return view.convertFromRoot(inRoot)
    }

    /// `point`, given in `view`'s coordinates (or the root's), in this view's coordinates.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.convertToRoot(point) ?? point
        return convertFromRoot(inRoot)
    }

    private func convertToRoot(_ point: Point) -> Point {
        var p = point
        var current: View? = self
        while let v = current, let parent = v.superview {
            p = Point(x: p.x - v.bounds.minX + v.frame.minX, y: p.y - v.bounds.minY + v.frame.minY)
            current = parent
        }
        return p
    }

    /// Applies each view's offset from the root down to this view, in that
    /// order (by recursion, so no array of the chain is made per call).
    private func convertFromRoot(_ point: Point) -> Point {
        guard let parent = superview else { return point }
        let p = parent.convertFromRoot(point)
        return Point(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
    }

    // MARK: Drawing

    /// Draws the view's own content in its bounds' coordinates. The
    /// background is already filled; subviews are drawn afterwards, on top.
    /// The default draws nothing.
    ///
    /// Draw from the view's state alone, with no side effects: what it draws
    /// is recorded into a display list (see ``View/displayList(scale:)``), and a
    /// window keeps the view's nodes from frame to frame until the view is
    /// marked as changed. Call ``View/setNeedsDisplay()`` whenever what it would
    /// draw changes.
    open func draw(in canvas: Canvas) {}

    // MARK: Layout (see View+Layout.swift)

    /// A size the view keeps whatever frame its parent's layout offers it, as
    /// UIKit's `UISwitch` keeps 51 × 31: a stack that fills its width still
    /// places it at that size (at the offered frame's leading top corner, see
    /// ``View/place(_:at:)``), so it is touched and measured where it is
    /// drawn. Nil (the default): the view takes the frame it is given.
    open var fixedSize: Size? { nil }

    /// The size the view wants under `constraints`. Leaf views return their
    /// content's size (text measured with Pango, an image's size) brought into
    /// range; containers measure their children through ``View/size(for:)`` and
    /// add them up. The default keeps the current frame size, so views with
    /// absolute frames stay as they are.
    ///
    /// Override it, never call it directly: ``View/size(for:)`` caches the answer.
    open func measureSize(_ constraints: Constraints) -> Size {
        constraints.constrain(frame.size)
    }

    /// Whether this view's size under `constraints` is decided without its
    /// subviews: true for tight constraints (the size is the only one
    /// allowed); views that take a size of their own (a frame of fixed width
    /// and height, a scroll view given bounded room) say so for more.
    ///
    /// A view whose parent only ever asked its size under such constraints
    /// (and never its baseline) is a relayout boundary.
    open func sizeIgnoresSubviews(under constraints: Constraints) -> Bool {
        constraints.minWidth == constraints.maxWidth && constraints.minHeight == constraints.maxHeight
    }

    /// Sets the frames of the subviews once this view's size is decided
    /// (`bounds.size`). The default leaves them where they are (absolute frames).
    open func placeSubviews() {}

    /// The baseline of the first line of text from the view's top, if it has
    /// text; horizontal stacks can align on it.
    open func firstBaseline(forHeight height: Double) -> Double? { nil }

    /// Receives one phase of a touch delivered to this view (the view hit at
    /// `began`, or one whose recognizer took the touch over); `touch.location`
    /// is in this view's coordinates. It comes before the touch's gesture
    /// recognizers follow the same phase. The default does nothing: Bezel's
    /// views react through their recognizers (``Control`` tracks with a
    /// ``ControlTrackingRecognizer``, ``ScrollView`` drags with a
    /// ``ScrollPanRecognizer``); override it for a view that simply follows
    /// the finger.
    open func handleTouch(_ touch: Touch, phase: TouchPhase) {}

    /// Whether a touch can land on this view itself. Its subviews are
    /// decided on their own: a view that refuses touches still lets them
    /// reach its children. ``Control`` refuses while disabled.
    open var acceptsTouches: Bool { true }

    /// The view's own state, named and typed: what scripts' `expect` steps
    /// check and tree dumps print. Every view has `hidden`, `alpha`,
    /// `clipsToBounds`, `maxTextSize`, `minTextSize` (`none` when not set)
    /// and `semanticContent` (none printed); subclasses add theirs after `super.properties`.
    open var properties: [ViewProperty] {
        [.value("hidden", .bool(isHidden), shown: false), .value("alpha", .number(alpha), shown: false),
         .value("clipsToBounds", .bool(clipsToBounds), shown: false),
         .value("maxTextSize", .text(maximumContentSizeCategory?.name ?? "none"), shown: false),
         .value("minTextSize", .text(minimumContentSizeCategory?.name ?? "none"), shown: false),
         .value("semanticContent", .text(semanticContentAttribute.rawValue), shown: false)]
    }

    /// What the view says to screen readers over its type's defaults
    /// (``defaultAccessibility``): a label, a value, a hint, traits, whether
    /// it is an element at all, hidden or modal, its children kept together
    /// or read in an order of its own. ``AccessibilitySemantics/unspecified`` by default.
    public var accessibility = AccessibilitySemantics.unspecified

    /// What the view's type is to screen readers when nothing says
    /// otherwise (UIKit's defaults: ``AccessibilityDefaults``). A subclass
    /// overrides it to describe itself.
    open var defaultAccessibility: AccessibilitySemantics { AccessibilityDefaults.semantics(of: self) }

    /// What a screen reader's swipe up does to an element with the
    /// ``AccessibilityTraits/adjustable`` trait (UIKit's
    /// `accessibilityIncrement`): nothing by default (false); a slider
    /// moves a tenth of its range up. Returns whether the view changed.
    open func accessibilityIncrement() -> Bool { false }

    /// What a screen reader's swipe down does to an adjustable element
    /// (UIKit's `accessibilityDecrement`); see ``accessibilityIncrement()``.
    open func accessibilityDecrement() -> Bool { false }

    /// What a screen reader's escape gesture (two-finger Z) does when it
    /// reaches this view on its way up from the focused element (UIKit's
    /// `accessibilityPerformEscape`): nothing by default (false, and the
    /// gesture goes on to the superview); a navigation controller's view
    /// pops its top screen. Returns whether the view handled it.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Called on this view when the traits that reach it may have changed
    /// (``View/traitOverrides``, ``View/semanticContentAttribute`` or a content size
    /// limit on it or an ancestor): the view is already marked for layout
    /// and display. Override it to drop what was worked out from the old
    /// traits; call `super`.
    open func traitsDidChange() {}

    /// The texts this view draws itself, where and clipped to what, as its
    /// ``draw(in:)`` places them now (none by default): what
    /// ``textFindings(in:)`` checks. A view that draws text overrides it.
    open var placedTexts: [PlacedText] { [] }

    /// The view's own state as short words for ``treeDescription()``
    /// (for example `["enabled", "recessed=true"]`): the printed ``properties``.
    public var stateDescription: [String] { properties.compactMap(\.dumpWord) }

    /// Draws this view and its subtree into `canvas`, whose origin is the
    /// superview's bounds origin. On a recording canvas the view's nodes
    /// are one group of the display list (see ``View/displayList(scale:)``).
    public func render(in canvas: Canvas) {
        guard !isHidden, alpha > 0 else {
            markDisplayed()
            return
        }
        if canvas.keepsGroups {
            // A window's frame: the group kept from its last frame, when nothing in it changed and it stands where it stood.
            if let kept = damageState.keptGroup, !damageState.subtreeChanged,
               damageState.recordedChanges == damageState.changes {
                if canvas.keep(kept) { return }
                // Moved out of the clip (a row scrolled away): nothing of it would be seen.
                if canvas.wouldDrawOutsideClip(kept) { return markDisplayed() }
            }
            damageState.keptGroup = canvas.recordGroup(owner: ObjectIdentifier(self)) { renderVisible(in: canvas) }
            damageState.recordedChanges = damageState.changes
            damageState.subtreeChanged = false
        } else {
            _ = canvas.recordGroup(owner: ObjectIdentifier(self)) { renderVisible(in: canvas) }
        }
        markDisplayed()
    }

    /// ``render(in:)`` of a visible view.
    private func renderVisible(in canvas: Canvas) {
        canvas.withSavedState {
            canvas.translate(x: frame.minX, y: frame.minY)
            canvas.withTransparencyLayer(alpha: alpha) {
                let outline = Path.roundedRect(Rect(size: bounds.size), radius: cornerRadius)
                if clipsToBounds { canvas.clip(to: outline) }
                if let backgroundColor { canvas.fill(outline, with: backgroundColor) }
                canvas.translate(x: -bounds.minX, y: -bounds.minY)
                draw(in: canvas)
                for subview in subviews { subview.render(in: canvas) }
            }
        }
        renderOverlay(in: canvas)
    }

    /// Draws what goes on top of the subtree, outside the view's own
    /// transparency layer and clip, in the superview's coordinates (a scroll
    /// view's indicators); called by every render after the subtree, only
    /// while the view is visible. The default draws nothing.
    func renderOverlay(in canvas: Canvas) {}

    func markDisplayed() {
        needsDisplay = false
        subtreeNeedsDisplay = false
    }
}
