/// A weak reference to an object, to keep in arrays or to check in tests
/// whether something was released.
///
/// ```swift
/// let probe = Weak(controller.viewIfLoaded)
/// window.simulateMemoryWarning()
/// #expect(probe.object == nil)
/// ```
public struct Weak<Object: AnyObject> {
    /// The object, while something else keeps it alive.
    public weak var object: Object?

    /// A weak reference to `object`.
    public init(_ object: Object?) {
        self.object = object
    }

    /// Whether the object is still alive.
    public var isAlive: Bool { object != nil }
}

/// A controller's reference to a subview of its view, held weakly: the view
/// tree owns the subview, so when a memory warning releases the view the
/// outlet becomes nil instead of keeping a detached subview alive.
///
/// This is the sources' rule made automatic. In 2010 an outlet was either
/// `assign` (left dangling when the view was released: a crash on the next
/// access) or `retain` (kept the old control alive after the unload unless
/// `viewDidUnload` set it to nil). A weak reference is neither: it reads nil.
///
/// ```swift
/// final class NoteController: ViewController {
///     @Outlet var field: TextField?
///     override func loadView() -> View {
///         let view = View()
///         let field = TextField(frame: Rect(x: 8, y: 8, width: 200, height: 30))
///         view.addSubview(field)      // the tree owns it...
///         self.field = field          // ...the outlet only points at it
///         return view
///     }
/// }
/// ```
///
/// Only for views the tree holds: a view kept off the tree (to add later)
/// needs an ordinary strong property, set to nil in
/// ``ViewController/viewDidUnload()``. ``ViewController/leakedViews()``
/// finds subviews that outlived an unload.
@propertyWrapper
public struct Outlet<Target: View> {
    private weak var target: Target?

    /// An outlet pointing at `wrappedValue` (usually nil until ``ViewController/loadView()``).
    public init(wrappedValue: Target? = nil) {
        target = wrappedValue
    }

    /// The subview, while the view tree (or anything else) keeps it alive.
    public var wrappedValue: Target? {
        get { target }
        set { target = newValue }
    }
}
