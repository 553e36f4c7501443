import BezelGraphics

extension ViewController {
    /// Where a controller is in its appearance calls.
    public enum Appearance: String, Sendable, CaseIterable {
        /// Off screen (the start, and after ``ViewController/viewDidDisappear()``).
        case disappeared
        /// Between ``ViewController/viewWillAppear()`` and ``ViewController/viewDidAppear()``.
        case appearing
        /// On screen.
        case appeared
        /// Between ``ViewController/viewWillDisappear()`` and ``ViewController/viewDidDisappear()``.
        case disappearing
    }

    // MARK: Children

    /// Adds `child` to ``children`` (taking it from its old parent first).
    /// Putting the child's view in this controller's view is up to this
    /// controller, except in a ``NavigationController``, where adding a child
    /// pushes it. A controller cannot contain itself or an ancestor.
    public func addChild(_ child: ViewController) {
        guard child !== self, !child.isAncestor(of: self), child.parent !== self else { return }
        child.removeFromParent()
        insertChild(child)
        // A memory warning reaches it from now on, even after it leaves the hierarchy.
        window?.registerControllers(child.subtree)
    }

    /// Leaves the parent's ``children``. The view stays where it is, except
    /// in a ``NavigationController``, which takes the top controller's view
    /// off screen and shows the new top.
    public func removeFromParent() {
        parent?.detachChild(self)
    }

    /// Whether this controller is `other` or contains it, directly or not.
    public func isAncestor(of other: ViewController) -> Bool {
        var current: ViewController? = other
        while let controller = current {
            if controller === self { return true }
            current = controller.parent
        }
        return false
    }

    /// This controller, then its children's subtrees depth first, in order.
    public var subtree: [ViewController] {
        var result: [ViewController] = []
        var stack: [ViewController] = [self]
        while let controller = stack.popLast() {
            result.append(controller)
            stack.append(contentsOf: controller.children.reversed())
        }
        return result
    }

    // MARK: Appearance

    /// Starts appearing (``viewWillAppear()``) or disappearing
    /// (``viewWillDisappear()``), then passes the call on to the children
    /// whose views are inside this view. A call that does not change the
    /// state (appearing while already appearing or on screen) does nothing,
    /// so every will has one did. Containers that move a child's view on or
    /// off screen themselves call this and ``endAppearanceTransition()``.
    public func beginAppearanceTransition(_ isAppearing: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            prepareForAppearance()
            appearance = .appearing
            perform(.viewWillAppear) { viewWillAppear() }
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            perform(.viewWillDisappear) { viewWillDisappear() }
        }
        for child in childrenShown { child.beginAppearanceTransition(isAppearing) }
    }

    /// Finishes the transition begun by ``beginAppearanceTransition(_:)``
    /// (``viewDidAppear()`` or ``viewDidDisappear()``), then passes it on to
    /// the children whose views are inside this view.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            perform(.viewDidAppear) { viewDidAppear() }
        case .disappearing:
            appearance = .disappeared
            perform(.viewDidDisappear) { viewDidDisappear() }
        case .appeared, .disappeared:
            return
        }
        for child in childrenShown { child.endAppearanceTransition() }
    }

    /// The children whose loaded views are inside this controller's view.
    var childrenShown: [ViewController] {
        guard let mine = viewIfLoaded else { return [] }
        return children.filter { child in
            guard let theirs = child.viewIfLoaded else { return false }
            return theirs !== mine && mine.isAncestor(of: theirs)
        }
    }
}

extension Window {
    /// Swaps the root controller's view in, in UIKit's order: the new
    /// controller's view loads, the old one's will-disappear, the new one's
    /// will-appear, the views are swapped (the new one fills the window),
    /// then did-disappear and did-appear.
    func rootViewControllerDidChange(from old: ViewController?) {
        let new = rootViewController
        new?.hostWindow = self
        if let new { registerControllers(new.subtree) }
        let newView = new?.view
        old?.beginAppearanceTransition(false)
        new?.beginAppearanceTransition(true)
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        if let newView {
            newView.frame = bounds
            addSubview(newView)
        }
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
        if let old, old.hostWindow === self { old.hostWindow = nil }
    }
}
