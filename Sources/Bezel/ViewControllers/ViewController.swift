import BezelGraphics

/// Manages one screen's view, as UIKit's `UIViewController` did before iOS 6:
/// the controller lives long, its view may come and go.
///
/// **Loading.** Reading ``view`` when it is not loaded calls ``loadView()``
/// then ``viewDidLoad()`` (and ``restoreViewState()`` when the view was
/// unloaded before). ``viewIfLoaded`` reads it without loading.
///
/// **Appearing.** Appearance calls come in will/did pairs
/// (``viewWillAppear()`` … ``viewDidAppear()``, ``viewWillDisappear()`` …
/// ``viewDidDisappear()``), sent by the window for its
/// ``Window/rootViewController`` and by containers such as
/// ``NavigationController``; a controller passes them on to the children
/// whose views are inside its own. There is no animation, so there is no
/// `animated` flag: every transition is instant.
///
/// **Memory warnings.** ``Window/simulateMemoryWarning()`` sends
/// ``didReceiveMemoryWarning()`` to every living controller that has been in
/// the window's hierarchy (reachable from the root or not, as a popped screen
/// still held elsewhere); the default implementation unloads the view when it is loaded but
/// not in a window: ``viewWillUnload()``, ``saveViewState()``, the view is
/// removed from its superview and released, ``viewDidUnload()``. The
/// controller, its properties and its children survive; the next read of
/// ``view`` loads a new view and ``viewDidLoad()`` runs again.
///
/// **Keeping state across unloads.** Model data lives in the controller's
/// own properties and is applied to the view in ``viewDidLoad()``. What only
/// the view knows (text being typed, a slider being dragged) is copied into
/// properties in ``saveViewState()``, while the view still exists, and put
/// back in ``restoreViewState()``, right after the reloaded view's
/// ``viewDidLoad()``.
///
/// **Outlets.** Hold subviews in ``Outlet`` properties (weak: the view tree
/// owns them, so they become nil when the view is released). A subview held
/// strongly survives the unload, detached (`window == nil`) — the sources'
/// outlet bug — unless it is set to nil in ``viewDidUnload()``;
/// ``leakedViews()`` finds such survivors in tests.
///
/// Every lifecycle call is appended to ``lifecycleLog`` and recorded as
/// ``WindowEvent/lifecycle(controller:call:)`` under ``name``, in the order
/// the calls start (a call made inside another comes after it), in the
/// controller's ``window``; a controller that has left the window's
/// hierarchy but lives on (a screen popped from a navigation controller and
/// held elsewhere, an old root) has no window, and its calls (a memory
/// warning's unload) are recorded in the window its calls last went to,
/// the one it was last shown in. A controller never in a window records
/// nowhere.
///
/// See also: ``NavigationController``, ``Outlet``, ``Window/simulateMemoryWarning()``.
open class ViewController {
    /// The view, when it is loaded.
    public internal(set) var viewIfLoaded: View?
    /// A name for traces; ``name`` falls back to the class name without it.
    public var identifier: String?
    /// The screen's title; a ``NavigationController`` shows its top controller's.
    public var title: String? {
        didSet { if title != oldValue { parent?.childTitleDidChange(self) } }
    }
    /// Every lifecycle call made on this controller, in order
    /// (`.loadView`, `.viewDidLoad`, `.viewWillAppear`...).
    public internal(set) var lifecycleLog: [LifecycleCall] = []
    /// Where the controller is in its appearance calls.
    public internal(set) var appearance: Appearance = .disappeared
    /// The controllers this one contains, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// The controller containing this one, if any.
    public internal(set) weak var parent: ViewController?

    /// The window that made this controller its root (kept while it is).
    weak var hostWindow: Window?
    /// The window this controller's lifecycle calls last went to: where the
    /// calls of a controller with no ``window`` any more are recorded (see
    /// the type's notes). Held weakly: a controller keeps no window alive.
    weak var lastWindow: Window?
    /// Weak references to the views released by this controller's unloads
    /// (the view and the subviews it owned; dead ones are dropped at the
    /// next unload). See ``leakedViews()``.
    public internal(set) var unloadedViews: [Weak<View>] = []
    /// Set by an unload: the next load ends with ``restoreViewState()``.
    var needsStateRestore = false

    /// A controller named `identifier` in traces (its class name when nil).
    public init(identifier: String? = nil) {
        self.identifier = identifier
    }

    /// The name lifecycle events carry: ``identifier``, else the class name.
    public var name: String { identifier ?? String(describing: type(of: self)) }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { viewIfLoaded != nil }

    /// The window events go to: the one the view is in, else the parent's,
    /// else the window this controller is the root of.
    public var window: Window? {
        viewIfLoaded?.window ?? parent?.window ?? hostWindow
    }

    /// The view, loaded on first read (``loadView()``, ``viewDidLoad()``, and
    /// ``restoreViewState()`` when it is a reload after an unload). Do not
    /// read it from ``loadView()``: the view does not exist yet.
    public var view: View {
        if let viewIfLoaded { return viewIfLoaded }
        let made = perform(.loadView) { loadView() }
        viewIfLoaded = made
        perform(.viewDidLoad) { viewDidLoad() }
        containerDidLoadView()
        if needsStateRestore {
            needsStateRestore = false
            perform(.restoreViewState) { restoreViewState() }
        }
        return made
    }

    // MARK: Overridable lifecycle

    /// Makes and returns the view; the default is an empty white view.
    /// Subviews are created here (or in ``viewDidLoad()``), every time the
    /// view is loaded.
    open func loadView() -> View {
        let view = View()
        view.backgroundColor = .white
        return view
    }

    /// Called after the view was loaded, each time it is: apply the model
    /// data kept in properties to the new subviews here.
    open func viewDidLoad() {}

    /// Called before the view goes on screen.
    open func viewWillAppear() {}
    /// Called after the view went on screen.
    open func viewDidAppear() {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear() {}
    /// Called after the view left the screen.
    open func viewDidDisappear() {}

    /// Called on a memory warning. The default unloads the view when it is
    /// loaded and not in a window (see ``unloadViewIfNotInWindow()``);
    /// overrides should call `super` (as in UIKit) unless they mean to keep
    /// the view.
    open func didReceiveMemoryWarning() {
        unloadViewIfNotInWindow()
    }

    /// Called before the view is released by a memory warning; the view and
    /// its subviews still exist.
    open func viewWillUnload() {}

    /// Called after ``viewWillUnload()``, before the view is released: copy
    /// what only the view knows into properties. The default does nothing.
    open func saveViewState() {}

    /// Called after the view was released: set strongly held outlets to nil
    /// here (the sources' fix), or use ``Outlet``.
    open func viewDidUnload() {}

    /// Called after ``viewDidLoad()`` when the view is reloaded after an
    /// unload: put back what ``saveViewState()`` kept. Not called on the
    /// first load. The default does nothing.
    open func restoreViewState() {}

    // MARK: Container hooks (overridden by NavigationController)

    /// Adds `child` to ``children`` (it has no parent here).
    func insertChild(_ child: ViewController) {
        children.append(child)
        child.parent = self
    }

    /// Takes `child` out of ``children``.
    func detachChild(_ child: ViewController) {
        children.removeAll { $0 === child }
        if child.parent === self { child.parent = nil }
    }

    /// A child's ``title`` changed.
    func childTitleDidChange(_ child: ViewController) {}

    /// The view was just loaded (after ``viewDidLoad()``): containers show
    /// their children's views.
    func containerDidLoadView() {}

    /// The controller is about to appear (before its children are told).
    func prepareForAppearance() {}

    // MARK: Tracing

    /// Logs `call`, records it in the window if any (``window``, else
    /// `lastWindow`), then runs `body`.
    @discardableResult
    func perform<Result>(_ call: LifecycleCall, _ body: () -> Result) -> Result {
        lifecycleLog.append(call)
        windowForLifecycleCalls()?.record(.lifecycle(controller: name, call: call))
        return body()
    }

    /// ``window``, remembered as `lastWindow`; without one, `lastWindow`.
    private func windowForLifecycleCalls() -> Window? {
        guard let window else { return lastWindow }
        if lastWindow !== window { lastWindow = window }
        return window
    }

    /// How many times `call` appears in ``lifecycleLog``.
    public func count(of call: LifecycleCall) -> Int {
        lifecycleLog.reduce(0) { $0 + ($1 == call ? 1 : 0) }
    }
}
