import Bezel
import BezelFiles
import BezelGraphics

/// Builds views from decoded scene nodes with one theme's styles. Building
/// cannot fail: the document was checked when it was read.
///
/// ```swift
/// let document = try SceneDocument.load(path: "Examples/scenes/controls.yaml")
/// let dark = try ThemeFile.load(path: "Themes/dark.yaml")
/// let scene = SceneBuilder(theme: dark).scene(from: document)   // the same screen in another theme
/// ```
///
/// See also: ``Scene``, ``SceneDocument``.
public struct SceneBuilder {
    /// The theme whose styles the views are made with.
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    /// `document` built with `theme`, or with the theme the document names.
    public static func scene(from document: SceneDocument, theme: Theme? = nil) -> Scene {
        SceneBuilder(theme: theme ?? document.theme).scene(from: document)
    }

    /// A ``Scene`` of `document`: its tree (or its screens under a
    /// navigation controller) with the scene's actions attached.
    public func scene(from document: SceneDocument) -> Scene {
        let background = document.background ?? theme.backgroundColor
        let size = document.size, scale = Double(document.scale)
        switch document.body {
        case let .root(node, actions):
            let root = view(from: node)
            SceneActions.attach(actions, to: root)
            return Scene(root: root, size: size, scale: scale, theme: theme, background: background, document: document)
        case let .screens(screens):
            let controllers = screens.map { SceneScreenController(screen: $0, theme: theme) }
            guard let first = controllers.first else {
                // Never from a file (the decoder refuses a scene without screens); a document made in code may.
                return Scene(root: View(), size: size, scale: scale, theme: theme, background: background, document: document)
            }
            let navigation = NavigationController(rootViewController: first)
            return Scene(root: navigation.view, size: size, scale: scale, theme: theme, background: background, document: document,
                         navigationController: navigation, screens: controllers)
        }
    }

    /// The view `node` declares, wrapped for its layout (see ``SceneLayout``),
    /// with its subtree.
    public func view(from node: SceneNode) -> View {
        let view = makeView(node.content)
        if let id = node.id { view.identifier = id }
        if let control = view as? Control { apply(node.controlState, to: control) }
        return wrap(view, node.layout)
    }

    private func views(_ nodes: [SceneNode]) -> [View] { nodes.map(view(from:)) }

    private func makeView(_ content: SceneNode.Content) -> View {
        switch content {
        case let .vstack(spacing, alignment, children):
            return VStack(spacing: spacing, alignment: alignment) { views(children) }
        case let .hstack(spacing, alignment, children):
            return HStack(spacing: spacing, alignment: alignment) { views(children) }
        case let .zstack(alignment, children):
            return ZStack(alignment: alignment) { views(children) }
        case let .container(children):
            return Container { views(children) }
        case let .spacer(minLength):
            return Spacer(minLength: minLength)
        case let .label(label):
            return self.label(label)
        case let .linkLabel(runs):
            return LinkLabel(runs: runs, style: theme.linkLabel)
        case let .button(title, image):
            return Button(title: title, image: image, style: theme.button)
        case let .bezelButton(mode, recessed, pushed, image):
            let button = BezelButton(image: image, mode: mode, recessed: recessed, style: theme.bezelButton)
            if let pushed { button.isPushed = pushed }
            return button
        case let .switch(on):
            return Switch(isOn: on, style: theme.switch)
        case let .slider(value, minimum, maximum):
            return Slider(value: value, minimumValue: minimum, maximumValue: maximum, style: theme.slider)
        case let .segmentedControl(titles, selected):
            return SegmentedControl(titles: titles, selectedSegmentIndex: selected, style: theme.segmentedControl)
        case let .progressView(value):
            return ProgressView(progress: value, style: theme.progressView)
        case let .textField(text, placeholder, focused):
            let field = TextField(text: text, placeholder: placeholder, style: theme.textField)
            if let focused { field.isFocused = focused }
            return field
        case let .imageView(image, contentMode, grayscale):
            let view = ImageView(image: image, style: theme.imageView)
            if let contentMode { view.contentMode = contentMode }
            if let grayscale { view.isGrayscale = grayscale }
            return view
        case let .scrollView(content, axis, offset):
            let scroll = ScrollView(content: content.map(view(from:)), axis: axis, style: theme.scrollView)
            scroll.initialContentOffset = offset
            return scroll
        case let .blurView(radius, tint):
            let blur = BlurView(style: theme.blurView)
            if let radius { blur.radius = radius }
            if let tint { blur.tintColor = tint }
            return blur
        case let .listView(rows, selected):
            let rows = rows.map { ListRow(title: $0.title, subtitle: $0.subtitle, accessory: $0.accessory, style: theme.listView) }
            return ListView(rows: rows, selectedRow: selected, style: theme.listView)
        }
    }

    private func label(_ node: SceneLabel) -> Label {
        var style = theme.label
        if let font = node.font { style.font = font.applied(to: style.font) }
        if let color = node.color { style.textColor = color }
        let label = Label(node.text, style: style)
        if let alignment = node.alignment { label.alignment = alignment }
        if let lines = node.lines { label.lineLimit = lines == 0 ? nil : lines }
        if let automatic = node.automaticColor { label.automaticTextColor = automatic }
        return label
    }

    /// `enabled`, `highlighted` and `selected`, in the order the controls expect them.
    private func apply(_ state: SceneControlState, to control: Control) {
        if let selected = state.selected { control.isSelected = selected }
        if let highlighted = state.highlighted { control.isHighlighted = highlighted }
        if let enabled = state.enabled { control.isEnabled = enabled }
    }

    /// Wraps `view` for `layout`: padding, then a fixed frame, then limits;
    /// the outermost view gets the place, growth and appearance.
    private func wrap(_ view: View, _ layout: SceneLayout) -> View {
        var outer = view
        if let insets = layout.padding { outer = outer.padding(insets) }
        if layout.width != nil || layout.height != nil { outer = outer.frame(width: layout.width, height: layout.height) }
        if layout.hasLimits {
            outer = outer.frame(minWidth: layout.minWidth, maxWidth: layout.maxWidth, minHeight: layout.minHeight,
                                maxHeight: layout.maxHeight)
        }
        if let rect = layout.frame { outer.frame = rect }
        if let grow = layout.grow { outer.layoutGrow = grow }
        if let hidden = layout.hidden { outer.isHidden = hidden }
        if let alpha = layout.alpha { outer.alpha = alpha }
        if let color = layout.background { outer.backgroundColor = color }
        if let radius = layout.cornerRadius { outer.cornerRadius = radius }
        return outer
    }
}
