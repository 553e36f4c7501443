import Bezel
import BezelFiles

/// Which scene node made which view: filled by a ``SceneBuilder`` given one,
/// read to report something about a view at the place in the file that
/// declares it.
///
/// A node's view and the views wrapping it for its layout (padding, frame)
/// are recorded at the node's `file:line:column`; views a view makes itself
/// (a list's rows, a navigation bar) have no node of their own and are
/// placed at their nearest recorded ancestor.
///
/// The views recorded are kept alive as long as this object, so a view's
/// identity is never reused for another.
public final class SceneViewSources {
    private var locations: [ObjectIdentifier: SourceLocation] = [:]
    private var views: [View] = []

    public init() {}

    /// Records `view` and the views between it and `outer` (its layout
    /// wrappers, `outer` included) as made by the node at `location`.
    func record(_ view: View, wrappedIn outer: View, at location: SourceLocation) {
        var current: View? = view
        while let made = current {
            if locations[ObjectIdentifier(made)] == nil {
                locations[ObjectIdentifier(made)] = location
                views.append(made)
            }
            if made === outer { break }
            current = made.superview
        }
    }

    /// The place of the node that declares `view`, or of its nearest
    /// ancestor that a node declares; nil for a view outside every built tree.
    public func location(of view: View) -> SourceLocation? {
        var current: View? = view
        while let candidate = current {
            if let location = locations[ObjectIdentifier(candidate)] { return location }
            current = candidate.superview
        }
        return nil
    }
}
