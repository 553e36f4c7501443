import Bezel
import BezelGraphics

/// Each node type's table: the keys it reads, in the order it reads them,
/// and how its view is made from their values. A new key on every view is
/// one ``SceneKey`` added to ``SceneKeys/appearance``; a new key of one type is
/// one ``SceneKey`` added to that type's list below (and, when the view
/// takes it when it is made, one line in ``makeView(_:theme:build:)``).
extension SceneNodeType {
    /// Every key a node of this type reads besides `type`: `id`, its own
    /// keys, layout and appearance, then a control's state.
    public var fields: [SceneField] {
        [SceneKeys.id.field] + ownFields + SceneKeys.layout + SceneKeys.appearance + stateFields
    }

    /// The keys `set` can change on a view of this type.
    public var settableFields: [SceneField] { fields.filter(\.isSettable) }

    /// The type's own keys, in the order they are read (a key whose value
    /// is checked against another comes after it: `value` after `min` and `max`).
    private var ownFields: [SceneField] {
        typealias K = SceneKeys
        switch self {
        case .vstack: return [K.spacing.field, K.vstackAlignment.field, K.children.field]
        case .hstack: return [K.spacing.field, K.hstackAlignment.field, K.children.field]
        case .zstack: return [K.zstackAlignment.field, K.children.field]
        case .container: return [K.children.field]
        case .spacer: return [K.minLength.field]
        case .label: return [K.text.field, K.font.field, K.color.field, K.textAlignment.field, K.lines.field, K.autoColor.field]
        case .linkLabel: return [K.runs.field]
        case .button: return [K.title.field, K.image.field]
        case .bezelButton: return [K.mode.field, K.recessed.field, K.pushed.field, K.image.field]
        case .switch: return [K.on.field]
        case .slider: return [K.minimum.field, K.maximum.field, K.sliderValue.field]
        case .segmentedControl: return [K.segments.field, K.selectedSegment.field]
        case .progressView: return [K.progress.field]
        case .textField: return [K.text.field, K.placeholder.field, K.focused.field]
        case .imageView: return [K.image.field, K.contentMode.field, K.grayscale.field, K.flipsRightToLeft.field]
        case .scrollView: return [K.content.field, K.offset.field, K.axis.field]
        case .blurView: return [K.radius.field, K.tint.field]
        case .listView: return [K.rows.field, K.selectedRow.field]
        }
    }

    /// A control's state keys: `enabled`, `highlighted`, `selected`.
    private var stateFields: [SceneField] {
        switch self {
        case .button, .bezelButton, .switch, .slider, .textField, .segmentedControl: return SceneKeys.controlState
        default: return []
        }
    }

    /// The key of the index this type selects (`selectedSegment`,
    /// `selectedRow`), for a file that gives the index as `selected`.
    public var selectedIndexKey: String? {
        switch self {
        case .segmentedControl: return SceneKeys.selectedSegment.name
        case .listView: return SceneKeys.selectedRow.name
        default: return nil
        }
    }

    /// The view a node of this type declares, made with `theme`'s styles
    /// from the values it takes when it is made (a value left out is the
    /// view's own default); `build` makes the views of nested nodes.
    /// State keys (`SceneKeys.controlState`) and layout are applied after.
    public func makeView(_ values: SceneValues, theme: Theme, build: (SceneNode) -> View) -> View {
        typealias K = SceneKeys
        func children() -> [View] { (values[K.children] ?? []).map(build) }
        switch self {
        case .vstack: return VStack(spacing: values[K.spacing], alignment: values[K.vstackAlignment]) { children() }
        case .hstack: return HStack(spacing: values[K.spacing], alignment: values[K.hstackAlignment]) { children() }
        case .zstack: return ZStack(alignment: values[K.zstackAlignment]) { children() }
        case .container: return Container { children() }
        case .spacer: return Spacer(minLength: values[K.minLength])
        case .label:
            var style = theme.label
            if let font = values[K.font] { style.font = font.applied(to: style.font) }
            if let color = values[K.color] { style.textColor = color }
            let label = Label(values[K.text], style: style)
            if let alignment = values[K.textAlignment] { label.alignment = alignment }
            if let lines = values[K.lines] { label.lineLimit = lines == 0 ? nil : lines }
            if let automatic = values[K.autoColor] { label.automaticTextColor = automatic }
            return label
        case .linkLabel: return LinkLabel(runs: values[K.runs] ?? [], style: theme.linkLabel)
        case .button: return Button(title: values[K.title], image: values[K.image], style: theme.button)
        case .bezelButton:
            let button = BezelButton(image: values[K.image], mode: values[K.mode], recessed: values[K.recessed],
                                     style: theme.bezelButton)
            if let pushed = values[K.pushed] { button.isPushed = pushed }
            return button
        case .switch: return Switch(isOn: values[K.on], style: theme.switch)
        case .slider:
            let low = values[K.minimum]
            return Slider(value: values[K.sliderValue] ?? low, minimumValue: low, maximumValue: values[K.maximum], style: theme.slider)
        case .segmentedControl:
            return SegmentedControl(titles: values[K.segments] ?? [], selectedSegmentIndex: values[K.selectedSegment],
                                    style: theme.segmentedControl)
        case .progressView: return ProgressView(progress: values[K.progress], style: theme.progressView)
        case .textField:
            let field = TextField(text: values[K.text], placeholder: values[K.placeholder], style: theme.textField)
            if let focused = values[K.focused] { field.isFocused = focused }
            return field
        case .imageView:
            let view = ImageView(image: values[K.image], style: theme.imageView)
            if let mode = values[K.contentMode] { view.contentMode = mode }
            if let grayscale = values[K.grayscale] { view.isGrayscale = grayscale }
            if let flips = values[K.flipsRightToLeft] { view.flipsForRightToLeftLayoutDirection = flips }
            return view
        case .scrollView:
            let scroll = ScrollView(content: values[K.content].map(build), axis: values[K.axis], style: theme.scrollView)
            scroll.initialContentOffset = values[K.offset]
            return scroll
        case .blurView:
            let blur = BlurView(style: theme.blurView)
            if let radius = values[K.radius] { blur.radius = radius }
            if let tint = values[K.tint] { blur.tintColor = tint }
            return blur
        case .listView:
            let rows = (values[K.rows] ?? []).map {
                ListRow(title: $0.title, subtitle: $0.subtitle, accessory: $0.accessory, style: theme.listView)
            }
            return ListView(rows: rows, selectedRow: values[K.selectedRow], style: theme.listView)
        }
    }
}
