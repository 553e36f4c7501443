import BezelGraphics

extension Window {
    /// Simulates a low-memory warning, as the iPhone simulator's
    /// "Simulate Memory Warning" did: records ``WindowEvent/memoryWarning``,
    /// then sends ``ViewController/didReceiveMemoryWarning()`` to every
    /// living controller in ``knownViewControllers``: first those reachable
    /// from the root (``viewControllers``: root first, then children depth
    /// first, a navigation stack bottom to top), then those that were in the
    /// window's hierarchy and left it but are still alive (a screen popped
    /// from a navigation controller and kept by whoever made it), in the
    /// order they joined the hierarchy. UIKit posts the warning to the whole
    /// app; Bezel keeps no global state, so each window reaches the
    /// controllers it has known. By default each controller whose view is
    /// loaded but not in a window unloads it
    /// (``ViewController/unloadViewIfNotInWindow()``); the one on screen
    /// keeps its view. The calls of a controller that left the hierarchy
    /// are recorded in the window it was last in (see ``ViewController``),
    /// normally this one.
    ///
    /// ```swift
    /// navigation.pushViewController(detail)     // list's view leaves the window
    /// window.simulateMemoryWarning()            // list: viewWillUnload, viewDidUnload
    /// navigation.popViewController()           // list: loadView, viewDidLoad again
    /// ```
    public func simulateMemoryWarning() {
        record(.memoryWarning)
        registerControllers(viewControllers)
        for controller in knownViewControllers {
            controller.perform(.didReceiveMemoryWarning) { controller.didReceiveMemoryWarning() }
        }
    }

    /// Every controller reachable from ``rootViewController``: the root,
    /// then each one's children depth first, in order.
    public var viewControllers: [ViewController] {
        rootViewController?.subtree ?? []
    }

    /// Every living controller that has been in this window's hierarchy, in
    /// the order a memory warning reaches them: ``viewControllers`` first,
    /// then the ones no longer reachable, in the order they joined. The
    /// window holds them weakly: a controller nothing else keeps is released
    /// as usual and leaves this list.
    public var knownViewControllers: [ViewController] {
        let reachable = viewControllers
        let others = controllerRegistry.compactMap(\.object).filter { known in !reachable.contains { $0 === known } }
        return reachable + others
    }

    /// Remembers `controllers`, weakly, as having been in the hierarchy
    /// (and forgets the ones released since).
    func registerControllers(_ controllers: [ViewController]) {
        controllerRegistry.removeAll { !$0.isAlive }
        for controller in controllers where !controllerRegistry.contains(where: { $0.object === controller }) {
            controllerRegistry.append(Weak(controller))
        }
    }

    /// The views that unloads of the controllers in ``knownViewControllers``
    /// released and that are still alive (see ``ViewController/leakedViews()``).
    public func leakedViews() -> [View] {
        knownViewControllers.flatMap { $0.leakedViews() }
    }
}

extension ViewController {
    /// Unloads the view when it is loaded and not in a window:
    /// ``viewWillUnload()``, ``saveViewState()``, the view is removed from
    /// its superview and released (``viewIfLoaded`` becomes nil),
    /// ``viewDidUnload()``. The next read of ``view`` loads a new one and
    /// ends with ``restoreViewState()``. Children keep their own views
    /// (each is unloaded by its own warning).
    ///
    /// UIKit before iOS 6 tested `view.superview == nil`; Bezel tests the
    /// window, so a child's view inside a parent's view that is off screen is
    /// unloaded too.
    ///
    /// - Returns: whether the view was unloaded.
    @discardableResult
    public func unloadViewIfNotInWindow() -> Bool {
        // No strong local: nothing here may keep the old view alive into viewDidUnload.
        guard isViewLoaded, viewIfLoaded?.window == nil else { return false }
        perform(.viewWillUnload) { viewWillUnload() }
        perform(.saveViewState) { saveViewState() }
        releaseView()
        perform(.viewDidUnload) { viewDidUnload() }
        return true
    }

    /// Detaches and drops the view, keeping weak references to it and to
    /// the subviews it owns (not to child controllers' views). Separate so
    /// that no strong reference outlives it into ``viewDidUnload()``.
    private func releaseView() {
        guard let old = viewIfLoaded else { return }
        let childViews = children.compactMap(\.viewIfLoaded)
        var owned: [View] = []
        var stack = [old]
        while let view = stack.popLast() {
            owned.append(view)
            stack.append(contentsOf: view.subviews.filter { sub in !childViews.contains { $0 === sub } })
        }
        unloadedViews.removeAll { !$0.isAlive }
        unloadedViews.append(contentsOf: owned.map { Weak($0) })
        old.removeFromSuperview()
        viewIfLoaded = nil
        needsStateRestore = true
    }

    /// The views this controller's unloads released that are still alive:
    /// something outside the view tree kept them, typically a strong outlet
    /// not set to nil in ``viewDidUnload()``. Such a view is detached
    /// (`window == nil`) and no longer the one on screen after a reload.
    /// Views back in the current view (a cached view reused by
    /// ``loadView()``) do not count. Empty when every reference into old views was weak or cleared.
    public func leakedViews() -> [View] {
        unloadedViews.compactMap(\.object).filter { view in !(viewIfLoaded?.isAncestor(of: view) ?? false) }
    }
}
