import BezelGraphics

/// A stack of controllers of which only the top one is on screen, under a
/// ``NavigationBar`` showing its title (UIKit's `UINavigationController`,
/// without animation: every push and pop is instant and deterministic).
///
/// The stack is the controller's ``ViewController/children``, bottom first.
/// The top controller's view fills the space under the bar; the views of the
/// controllers below it are taken out of the view tree (so out of the
/// window) but stay loaded, until a memory warning unloads them. Popping
/// back to one reads its ``ViewController/view`` again, which reloads it
/// when it was unloaded.
///
/// While the navigation controller is on screen, a push or pop calls, in
/// UIKit's order: the incoming controller's `loadView`/`viewDidLoad` (when
/// not loaded), the outgoing one's `viewWillDisappear`, the incoming one's
/// `viewWillAppear`, the views are swapped, the outgoing one's
/// `viewDidDisappear`, the incoming one's `viewDidAppear`. Off screen, the
/// views are swapped without appearance calls.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// navigation.pushViewController(detail)
/// navigation.popViewController()      // detail
/// ```
open class NavigationController: ViewController {
    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewController, identifier: String? = nil) {
        super.init(identifier: identifier)
        addChild(rootViewController)
    }

    /// The stack, bottom first (the same as ``ViewController/children``).
    public var viewControllers: [ViewController] { children }

    /// The controller on top of the stack, whose view is shown.
    public var topViewController: ViewController? { children.last }

    /// The bar over the top controller's view, while the view is loaded.
    public var navigationBar: NavigationBar? { (viewIfLoaded as? NavigationView)?.bar }

    /// Pushes `controller` on the stack and shows it (taking it from its old
    /// parent first). A controller already in the stack is not pushed again.
    public func pushViewController(_ controller: ViewController) {
        addChild(controller)
    }

    /// Pops the top controller and shows the one under it. The bottom
    /// controller is never popped.
    ///
    /// - Returns: the popped controller, or nil when the stack has one.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.removeFromParent()
        return top
    }

    /// Pops every controller above the bottom one; only the top one gets
    /// appearance calls (the others were off screen).
    ///
    /// - Returns: the popped controllers, bottom first.
    @discardableResult
    public func popToRootViewController() -> [ViewController] {
        guard children.count > 1, let root = children.first else { return [] }
        let popped = Array(children.dropFirst())
        transition(from: shownController, to: root)
        for controller in popped { super.detachChild(controller) }
        return popped
    }

    /// The container: the bar, and the top controller's view under it. The
    /// bar's back button pops, and so does a screen reader's escape gesture
    /// (when there is a screen to go back to).
    public final override func loadView() -> View {
        let container = NavigationView()
        container.bar.backButton.addAction(for: .touchUpInside) { [weak self] _, _ in
            self?.popViewController()
        }
        container.escape = { [weak self] in self?.popViewController() != nil }
        return container
    }

    // MARK: Container hooks

    override func insertChild(_ child: ViewController) {
        let shown = shownController
        super.insertChild(child)
        transition(from: shown, to: child)
    }

    override func detachChild(_ child: ViewController) {
        if child === shownController {
            transition(from: child, to: children.last { $0 !== child })
        }
        super.detachChild(child)
    }

    override func childTitleDidChange(_ child: ViewController) {
        if child === topViewController { navigationBar?.title = child.title }
        if child === controllerUnderTop { navigationBar?.backTitle = Self.backTitle(for: child) }
    }

    override func containerDidLoadView() {
        transition(from: shownController, to: topViewController)
    }

    override func prepareForAppearance() {
        transition(from: shownController, to: topViewController)
    }

    // MARK: Showing

    /// The controller right below `controller` in the stack, if any.
    private func controller(under controller: ViewController) -> ViewController? {
        guard let index = children.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        return children[index - 1]
    }

    /// The controller the back button returns to: the one under the top.
    private var controllerUnderTop: ViewController? { topViewController.flatMap(controller(under:)) }

    /// The back button's title for going back to `controller`: its title, or "Back".
    static func backTitle(for controller: ViewController) -> String {
        guard let title = controller.title, !title.isEmpty else { return "Back" }
        return title
    }

    /// The child whose view is in this view now.
    var shownController: ViewController? {
        guard let container = viewIfLoaded else { return nil }
        return children.first { $0.viewIfLoaded?.superview === container }
    }

    /// Swaps `old`'s view for `new`'s when the view is loaded, with
    /// appearance calls when on screen (see the type's documentation).
    private func transition(from old: ViewController?, to new: ViewController?) {
        guard let container = viewIfLoaded as? NavigationView, old !== new else { return }
        let newView = new?.view
        let onScreen = appearance == .appeared || appearance == .appearing
        if onScreen {
            old?.beginAppearanceTransition(false)
            new?.beginAppearanceTransition(true)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
        if let newView { container.show(newView) }
        container.bar.title = new?.title
        container.bar.backTitle = new.flatMap(controller(under:)).map(Self.backTitle(for:))
        if onScreen {
            old?.endAppearanceTransition()
            // While the navigation controller is itself appearing, its own
            // end of transition passes viewDidAppear on to the new top.
            if appearance == .appeared { new?.endAppearanceTransition() }
        }
    }
}
