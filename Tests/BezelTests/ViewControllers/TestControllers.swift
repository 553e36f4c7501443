import BezelGraphics
@testable import Bezel

/// The lifecycle events and memory warnings a window records, as
/// `"name.call"` and `"memoryWarning"` strings, in order.
final class LifecycleTrace {
    private(set) var entries: [String] = []

    init(_ window: Window) {
        window.onEvent = { [self] event in
            switch event {
            case let .lifecycle(controller, call): entries.append("\(controller).\(call)")
            case .memoryWarning: entries.append("memoryWarning")
            default: break
            }
        }
    }

    /// Forgets what was recorded so far.
    func reset() { entries = [] }
}

/// A screen with model data (`notes`), a text field whose text is view
/// state (saved and restored across unloads), outlets held weakly, and one
/// label held strongly as the sources' `retain` outlets were.
final class NoteController: ViewController {
    /// Model data: lives in the controller, survives unloads.
    var notes: [String]
    /// The field's text kept by `saveViewState` while the view is unloaded.
    private(set) var savedDraft: String?
    /// Whether `viewDidUnload` clears `retainedLabel` (the sources' fix).
    var clearsRetainedOutletInViewDidUnload = false

    @Outlet var field: TextField?
    @Outlet var countLabel: Label?
    /// A strong outlet, as `@property (retain) IBOutlet` was.
    var retainedLabel: Label?

    /// What the weak outlet read inside the unload calls.
    private(set) var fieldAliveInViewWillUnload: Bool?
    private(set) var fieldAliveInViewDidUnload: Bool?

    init(_ name: String, notes: [String] = ["milk", "eggs"]) {
        self.notes = notes
        super.init(identifier: name)
        title = name.capitalized
    }

    override func loadView() -> View {
        let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 436))
        let field = TextField(frame: Rect(x: 8, y: 8, width: 200, height: 30))
        let count = Label("", frame: Rect(x: 8, y: 46, width: 200, height: 20))
        let retained = Label("retained", frame: Rect(x: 8, y: 70, width: 200, height: 20))
        [field, count, retained].forEach(view.addSubview)
        self.field = field
        countLabel = count
        retainedLabel = retained
        return view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel?.text = "\(notes.count) notes"
    }

    override func viewWillUnload() {
        super.viewWillUnload()
        fieldAliveInViewWillUnload = field != nil
    }

    override func saveViewState() {
        savedDraft = field?.text
    }

    override func viewDidUnload() {
        super.viewDidUnload()
        fieldAliveInViewDidUnload = field != nil
        if clearsRetainedOutletInViewDidUnload { retainedLabel = nil }
    }

    override func restoreViewState() {
        if let savedDraft { field?.text = savedDraft }
        savedDraft = nil
    }
}

/// A controller that shows one child's view inside its own, as a custom
/// container would.
final class ContainerController: ViewController {
    let child: ViewController

    init(_ name: String, child: ViewController) {
        self.child = child
        super.init(identifier: name)
        addChild(child)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(child.view)
    }
}

/// A controller that keeps its view through memory warnings (does not call super).
final class StubbornController: ViewController {
    override func didReceiveMemoryWarning() {}
}

func makeWindow() -> Window {
    Window(size: Size(width: 320, height: 480))
}
