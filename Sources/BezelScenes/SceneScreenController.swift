import Bezel
import BezelFiles
import BezelGraphics

/// One screen of a scene file's `screens:` list, as a view controller whose
/// view is built from the screen's decoded `root` node every time it is loaded.
///
/// An unload by a memory warning releases the tree; the next read of
/// ``ViewController/view`` builds the stored node again (``loadView()``), so
/// ``ViewController/viewDidLoad()`` runs again, as in the sources' scenario.
/// What only the view knows is kept across the unload by id: the text of
/// text fields, whether switches are on and the values of sliders
/// (``saveViewState()`` / ``restoreViewState()``). Views without an `id`
/// start from the file's values again.
///
/// ```yaml
/// screens:
///   - {id: list, title: Groceries, root: {type: textField, id: draft}}
///   - {id: detail, title: Detail, root: {type: label, text: Milk}}
/// ```
///
/// See also: ``Scene/screens``, ``NavigationController``.
public final class SceneScreenController: ViewController {
    /// The screen as the scene file declares it: its tree, built again on
    /// every load, and its `actions`, attached to each tree built.
    public let screen: SceneScreen
    /// The builder with the scene's theme.
    private let builder: SceneBuilder
    /// The view state kept by the last ``saveViewState()``, by view id.
    public private(set) var savedState: [String: SavedValue] = [:]

    /// A piece of view state kept across an unload.
    public enum SavedValue: Equatable, Sendable {
        /// A text field's text.
        case text(String)
        /// Whether a switch is on.
        case on(Bool)
        /// A slider's value.
        case value(Double)
    }

    /// A controller for `screen` (its `id` is the controller's identifier,
    /// its `title` the bar's), building its views with `theme`.
    public convenience init(screen: SceneScreen, theme: Theme) {
        self.init(screen: screen, builder: SceneBuilder(theme: theme))
    }

    /// A controller for `screen` whose views `builder` makes.
    init(screen: SceneScreen, builder: SceneBuilder) {
        self.screen = screen
        self.builder = builder
        super.init(identifier: screen.id)
        self.title = screen.title
    }

    /// Builds the screen's node into a new tree with the screen's actions
    /// attached (the node was checked when the scene was read, so this cannot fail).
    public override func loadView() -> View {
        let tree = builder.view(from: screen.root)
        SceneActions.attach(screen.actions, to: tree)
        return tree
    }

    /// Keeps the text of text fields, switches' `on` and sliders' values, by id.
    public override func saveViewState() {
        savedState = [:]
        guard let root = viewIfLoaded else { return }
        Self.visit(root) { view, id in
            switch view {
            case let field as TextField: savedState[id] = .text(field.text)
            case let toggle as Switch: savedState[id] = .on(toggle.isOn)
            case let slider as Slider: savedState[id] = .value(slider.value)
            default: break
            }
        }
    }

    /// Puts back what ``saveViewState()`` kept, into the views with the same ids.
    public override func restoreViewState() {
        guard let root = viewIfLoaded else { return }
        Self.visit(root) { view, id in
            switch (view, savedState[id]) {
            case let (field as TextField, .text(text)?): field.text = text
            case let (toggle as Switch, .on(on)?): toggle.isOn = on
            case let (slider as Slider, .value(value)?): slider.value = value
            default: break
            }
        }
    }

    /// Calls `body` with every view under `root` (included) that has an id.
    private static func visit(_ root: View, _ body: (View, String) -> Void) {
        var stack = [root]
        while let view = stack.popLast() {
            if let id = view.identifier { body(view, id) }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
