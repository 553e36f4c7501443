import Bezel
import BezelGraphics

/// Every key a scene node may write, one ``SceneKey`` each. Which types
/// have which keys is ``SceneNodeType/fields``.
public enum SceneKeys {}

/// The keys every node has: its id, layout (applied by wrapping the view,
/// see ``SceneLayout``) and appearance; and the controls' state.
extension SceneKeys {
    public static let id = SceneKey<String>("id", .text("id"), "The node's id, for scripts' selectors and expectations.")

    public static let padding = SceneKey<ScenePadding>("padding", .padding,
                                                       "Space around the view: one number for every side, {top, left, bottom, right}, "
                                                       + "or {top, leading, bottom, trailing} (leading is the right side right to left).")
    public static let width = SceneKey<Double>("width", .number("width", in: 0...100_000), "A fixed width in points.")
    public static let height = SceneKey<Double>("height", .number("height", in: 0...100_000), "A fixed height in points.")
    public static let minWidth = limit("minWidth")
    public static let maxWidth = limit("maxWidth")
    public static let minHeight = limit("minHeight")
    public static let maxHeight = limit("maxHeight")
    public static let frame = SceneKey<Rect>("frame", .rect, "The node's place in a container.")
    public static let grow = SceneKey<Double>("grow", .number("grow", in: 0...1_000), "How much of a stack's spare room the node takes.")
    public static let hidden = SceneKey<Bool>("hidden", .bool("hidden"), "hidden: true or false.") { value, view in view.isHidden = value }
    public static let alpha = SceneKey<Double>("alpha", .number("alpha", in: 0...1), "Opacity, 0–1.") { value, view in view.alpha = value }
    public static let background = SceneKey<Color>("background", .colour("background"),
                                                   "A background colour behind the node (and its padding).") { value, view in
        view.backgroundColor = value
    }
    public static let clipsToBounds = SceneKey<Bool>("clipsToBounds", .bool("clipsToBounds"),
                                                     "Whether the node's subviews are cut to its bounds.") { value, view in
        view.clipsToBounds = value
    }
    public static let cornerRadius = SceneKey<Double>("cornerRadius", .number("cornerRadius", in: 0...10_000),
                                                      "Rounds the node's corners.") { value, view in view.cornerRadius = value }

    public static let maxTextSize = SceneKey<ContentSizeCategory>(
        "maxTextSize", .textSize("maxTextSize"),
        "The largest text size the node and what it holds draw at, whatever the reader's (UIKit's maximumContentSizeCategory)."
    ) { value, view in throughLayoutWrappers(view) { $0.maximumContentSizeCategory = value } }
    public static let minTextSize = SceneKey<ContentSizeCategory>(
        "minTextSize", .textSize("minTextSize"),
        "The smallest text size the node and what it holds draw at (UIKit's minimumContentSizeCategory)."
    ) { value, view in throughLayoutWrappers(view) { $0.minimumContentSizeCategory = value } }
    public static let semanticContent = SceneKey<SemanticContentAttribute>(
        "semanticContent", .choice("semantic content", SemanticContentAttribute.allCases.map { ($0.rawValue, $0) }),
        "Whether the node mirrors right to left: unspecified (it does), playback, spatial or forceLeftToRight (it never does), "
            + "forceRightToLeft (it always does)."
    ) { value, view in throughLayoutWrappers(view) { $0.semanticContentAttribute = value } }

    public static let accessibility = SceneKey<AccessibilitySemantics>(
        "accessibility", .accessibility,
        "What a screen reader finds: {label, value, hint, traits, element, hidden, modal, group, order, language}, over the type's defaults."
    ) { value, view in
        // The node's own view, inside its layout wrappers: a wrapper with a label would be an element of its own.
        var target = view
        while (target is PaddingView || target is FrameView) && target.subviews.count == 1 { target = target.subviews[0] }
        target.accessibility = value
    }

    /// Runs `body` on `view` and on the layout wrappers inside it down to
    /// the node's own view (the builder applies appearance keys to the
    /// outermost wrapper; these keys belong to the node's view as well).
    private static func throughLayoutWrappers(_ view: View, _ body: (View) -> Void) {
        var current: View? = view
        while let found = current {
            body(found)
            current = (found is PaddingView || found is FrameView) && found.subviews.count == 1 ? found.subviews[0] : nil
        }
    }

    /// `minWidth`…`maxHeight`: points, or infinity.
    private static func limit(_ name: String) -> SceneKey<Double> {
        SceneKey(name, .length(name), "\(name) in points, or infinity (as large as the parent allows).")
    }

    public static let enabled = SceneKey<Bool>("enabled", .bool("enabled"), "enabled: true or false.") { value, view in
        (view as? Control)?.isEnabled = value
    }
    public static let highlighted = SceneKey<Bool>("highlighted", .bool("highlighted"), "highlighted: true or false.") { value, view in
        (view as? Control)?.isHighlighted = value
    }
    /// `selected`, yes or no, of every control (UIKit's `isSelected`); the
    /// index of a segmented control's selected segment is ``selectedSegment``,
    /// a list's selected row ``selectedRow``.
    public static let selected = SceneKey<Bool>("selected", .bool("selected"), "selected: true or false.") { value, view in
        (view as? Control)?.isSelected = value
    }

    /// The layout keys, in the order they are read: the builder wraps the
    /// view for them (see ``SceneLayout``).
    static let layout: [SceneField] = [
        padding.field, width.field, height.field, minWidth.field, maxWidth.field, minHeight.field, maxHeight.field, frame.field,
        grow.field,
    ]

    /// The appearance keys every view has, in the order they are read: the
    /// builder sets each on the outermost view of a node (so a background
    /// covers the padding and a hidden node takes no room), and `set`
    /// changes each on the node's view.
    public static let appearance: [SceneField] = [
        hidden.field, alpha.field, background.field, cornerRadius.field, clipsToBounds.field, maxTextSize.field, minTextSize.field,
        semanticContent.field, accessibility.field,
    ]

    /// A control's state keys, in the order they are read.
    static let controlState: [SceneField] = [enabled.field, highlighted.field, selected.field]

    /// A control's state keys in the order the builder sets them (the order the controls expect).
    public static let controlStateApplied: [SceneField] = [selected.field, highlighted.field, enabled.field]
}
