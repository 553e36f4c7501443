import Bezel
import BezelGraphics

/// The keys of stacks, labels, images, scroll, blur and list views.
extension SceneKeys {
    public static let children = SceneKey<[SceneNode]>("children", .nodes, "The nodes inside, in order.")
    public static let spacing: DefaultedSceneKey<Double> = SceneKey("spacing", .number("spacing", in: 0...10_000),
                                                 "Space between neighbouring children.").defaulting(to: 8)
    public static let vstackAlignment: DefaultedSceneKey<HorizontalAlignment> = SceneKey(
        "alignment", .choice("vstack alignment", [("leading", .leading), ("center", .center), ("trailing", .trailing), ("fill", .fill)]),
        "Where children sit across the stack.").defaulting(to: .center)
    public static let hstackAlignment: DefaultedSceneKey<VerticalAlignment> = SceneKey(
        "alignment", .choice("hstack alignment", [("top", .top), ("center", .center), ("bottom", .bottom), ("fill", .fill),
                                                  ("firstBaseline", .firstBaseline)]),
        "Where children sit across the stack.").defaulting(to: .center)
    public static let zstackAlignment: DefaultedSceneKey<Alignment> = SceneKey(
        "alignment", .choice("zstack alignment", [
            ("center", .center), ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
            ("leading", .leading), ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom),
            ("bottomTrailing", .bottomTrailing), ("fill", .fill),
        ]), "Where children sit.").defaulting(to: .center)
    public static let minLength: DefaultedSceneKey<Double> = SceneKey("minLength", .number("minLength", in: 0...100_000), "The spacer's least length.").defaulting(to: 0)

    /// `text` of a label or a text field.
    public static let text: DefaultedSceneKey<String> = SceneKey("text", .text("text"), "The text.") { value, view in
        if let label = view as? Label { label.text = value }
        (view as? TextField)?.text = value
    }.defaulting(to: "")
    public static let font = SceneKey<FontOverride>("font", .font, "A font over the theme's.")
    public static let color = SceneKey<Color>("color", .colour("color"), "The text colour.")
    public static let textAlignment = SceneKey<TextAlignment>(
        "alignment", .choice("text alignment", [("natural", .natural), ("leading", .natural), ("left", .left), ("center", .center),
                                                ("right", .right), ("justified", .justified)]),
        "Text alignment: natural (or leading: the right edge under right to left, the default), left, center, right or justified.")
    public static let lines = SceneKey<Int>("lines", .integer("lines", in: 0...10_000), "The most lines shown (0 for no limit).")
    public static let autoColor = SceneKey<Bool>("autoColor", .bool("autoColor"), "autoColor: true or false.")
    public static let runs = SceneKey<[LinkLabel.Run]>("runs", .runs, "The label's runs, in order.")

    public static let image = SceneKey<Image>("image", .image, "An image path, relative to the scene file.")
    public static let contentMode = SceneKey<ContentMode>(
        "contentMode", .choice("content mode", [("scaleToFill", .scaleToFill), ("aspectFit", .aspectFit),
                                                ("aspectFill", .aspectFill), ("center", .center)]),
        "How the image fills the view.")
    public static let grayscale = SceneKey<Bool>("grayscale", .bool("grayscale"), "grayscale: true or false.")
    public static let flipsRightToLeft = SceneKey<Bool>(
        "flipsRightToLeft", .bool("flipsRightToLeft"),
        "Whether the image is drawn mirrored under a right-to-left layout (a directional image: an arrow, a 'next' glyph)."
    ) { value, view in (view as? ImageView)?.flipsForRightToLeftLayoutDirection = value }

    public static let content = SceneKey<SceneNode>("content", .node, "The one view that scrolls.")
    public static let offset = SceneKey<Point>("offset", .point("offset"), "The scroll offset (missing parts 0).")
    public static let axis: DefaultedSceneKey<ScrollView.Axis> = SceneKey("axis", .choice("scroll axis", ScrollView.Axis.allCases.map { ($0.rawValue, $0) }),
                                                       "The directions it scrolls.").defaulting(to: .vertical)

    public static let radius = SceneKey<Double>("radius", .number("radius", in: 0...200), "The blur radius.")
    public static let tint = SceneKey<Color>("tint", .colour("tint"), "A tint over the blur.")

    public static let rows = SceneKey<[SceneListRow]>("rows", .rows, "The list's rows.")
    /// `selected` of a list view: a row index.
    public static let selectedRow = SceneKey<Int>("selectedRow", .index("selected row", needs: "rows") { $0[SceneKeys.rows]?.count ?? 0 },
                                                  "The selected row's index, from 0.")
}
