import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

/// A photo-like picture drawn in code: a sunset sky, a sun, hills, coloured
/// stripes and big letters, all with edges the blur must soften.
private final class PhotoBackdrop: View {
    override func draw(in canvas: Canvas) {
        let w = bounds.width, h = bounds.height
        let sky = LinearGradient(start: .zero, end: Point(x: 0, y: h * 0.7), stops: [
            GradientStop(0, Color(red: 0.16, green: 0.35, blue: 0.75)),
            GradientStop(0.6, Color(red: 0.93, green: 0.55, blue: 0.45)),
            GradientStop(1, Color(red: 0.99, green: 0.8, blue: 0.45)),
        ])
        canvas.fill(.rect(bounds), with: .linearGradient(sky))
        canvas.fill(.circle(center: Point(x: w * 0.72, y: h * 0.34), radius: h * 0.16),
                    with: Color(red: 1, green: 0.95, blue: 0.7))
        var hills = Path()
        hills.move(to: Point(x: 0, y: h * 0.62))
        hills.curve(to: Point(x: w, y: h * 0.55), control1: Point(x: w * 0.3, y: h * 0.4),
                    control2: Point(x: w * 0.6, y: h * 0.75))
        hills.line(to: Point(x: w, y: h))
        hills.line(to: Point(x: 0, y: h))
        hills.close()
        canvas.fill(hills, with: Color(red: 0.15, green: 0.42, blue: 0.36))
        for i in 0..<14 {
            let x = Double(i) * w / 14
            let hue = Double(i) / 14
            canvas.fill(Rect(x: x, y: h * 0.8, width: w / 14, height: h * 0.2),
                        with: HSBColor(hue: hue, saturation: 0.75, brightness: 0.95).rgb)
        }
        TextLayout("BEZEL", font: Font(size: 44, weight: .bold)).draw(in: canvas, at: Point(x: 16, y: h * 0.2),
                                                                     color: .white)
    }
}

/// A caption drawn sharp on top of the blur.
private final class Caption: View {
    let text: String, colour: Color
    init(_ text: String, frame: Rect, colour: Color) {
        self.text = text
        self.colour = colour
        super.init(frame: frame)
    }

    override func draw(in canvas: Canvas) {
        TextLayout(text, font: Font(size: 15, weight: .bold), style: TextStyle(alignment: .center, maxWidth: bounds.width))
            .draw(in: canvas, at: Point(x: 0, y: 0), color: colour)
    }
}

@Suite struct BlurViewTests {
    private static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// Red and blue halves behind a blur view over their edge, a view in
    /// front of it and one inside it.
    private func scene(radius: Double = 8, tint: Color? = nil) -> (root: View, left: View, blur: BlurView, front: View, inner: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        root.backgroundColor = .white
        let left = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        left.backgroundColor = Self.red
        let right = View(frame: Rect(x: 60, y: 0, width: 60, height: 60))
        right.backgroundColor = Self.blue
        let blur = BlurView(frame: Rect(x: 30, y: 20, width: 60, height: 50), style: BlurViewStyle(radius: radius, tintColor: tint))
        let inner = View(frame: Rect(x: 4, y: 4, width: 6, height: 6))
        inner.backgroundColor = .black
        blur.addSubview(inner)
        let front = View(frame: Rect(x: 80, y: 60, width: 20, height: 20))
        front.backgroundColor = Color(red: 0, green: 1, blue: 0)
        for view in [left, right, blur, front] { root.addSubview(view) }
        return (root, left, blur, front, inner)
    }

    // MARK: Recomputing only when what is behind changes

    @Test func blursAgainOnlyWhenTheBackdropChanges() throws {
        let s = scene()
        let far = View(frame: Rect(x: 250, y: 0, width: 40, height: 40))
        far.backgroundColor = .black
        s.root.addSubview(far)
        _ = try s.root.renderImage(scale: 2)
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 1, "same inputs: the kept blur is reused")

        s.front.backgroundColor = Color(red: 1, green: 1, blue: 0)   // in front of it
        s.inner.backgroundColor = .white                              // inside it
        s.blur.addSubview(View(frame: Rect(x: 20, y: 20, width: 4, height: 4)))
        far.backgroundColor = .white                                  // behind, but beyond the blur's reach
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 1)

        s.left.backgroundColor = Color(red: 0.5, green: 0, blue: 0)   // behind it
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 2)
        s.root.backgroundColor = Color(white: 0.9)                    // the ancestor's own content, below the halves
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 3)
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 3)

        s.blur.radius = 4
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 4, "the radius is part of the key")
        _ = try s.root.renderImage(scale: 3)
        #expect(s.blur.blurRenderCount == 5, "so is the scale")
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 5, "the 2x blur is still kept")
        s.blur.frame.origin.x += 0.5
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 6, "and the frame in device pixels")
        s.blur.discardCachedBlur()
        _ = try s.root.renderImage(scale: 2)
        #expect(s.blur.blurRenderCount == 7)
    }

    @Test func scrollingContentBehindBlursAgain() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let halves = View(frame: Rect(x: 0, y: 0, width: 100, height: 300))
        let bottom = View(frame: Rect(x: 0, y: 150, width: 100, height: 150))
        halves.backgroundColor = Self.red
        bottom.backgroundColor = Self.blue
        halves.addSubview(bottom)
        let scroll = ScrollView(frame: root.bounds, content: halves)
        scroll.style.showsIndicators = false
        let blur = BlurView(frame: Rect(x: 20, y: 30, width: 60, height: 40), style: BlurViewStyle(radius: 10, tintColor: nil))
        root.addSubview(scroll)
        root.addSubview(blur)
        try root.layout()
        scroll.contentOffset = Point(x: 0, y: 100)          // the edge runs through the blur view's middle
        var image = try root.renderImage(scale: 2)
        let mixed = try #require(image.pixel(x: 100, y: 100))
        #expect(mixed.red > 0.3 && mixed.blue > 0.3, "\(mixed)")
        #expect(blur.blurRenderCount == 1)
        scroll.contentOffset = Point(x: 0, y: 200)
        image = try root.renderImage(scale: 2)
        #expect(image.pixel(x: 100, y: 100) == Self.blue)
        #expect(blur.blurRenderCount == 2)
    }

    // MARK: What is drawn

    @Test func blursWhatIsBehindInsideItsFrameOnly() throws {
        let s = scene()
        for scale in [1.0, 2.0, 3.0] {
            let image = try s.root.renderImage(scale: scale)
            func at(_ x: Double, _ y: Double) throws -> Color { try #require(image.pixel(x: Int(x * scale), y: Int(y * scale))) }
            // At the edge between the halves, inside the blur view: about half and half.
            let edge = try at(59.5, 40)
            #expect(abs(edge.red - 0.5) < 0.12 && abs(edge.blue - 0.5) < 0.12, "\(edge) at \(scale)x")
            // Outside the frame the edge stays hard.
            #expect(try at(59.5, 10) == Self.red && at(60.5, 10) == Self.blue)
            // Far from the edge (6σ) the colour is untouched; the halves' bottom edge blurs into the white below.
            #expect(try at(35, 35) == Self.red)
            let below = try at(40, 60.5)
            #expect(below.green > 0.2 && below.green < 0.8, "\(below)")
            // In front and inside: sharp.
            #expect(try at(85, 65) == Color(red: 0, green: 1, blue: 0))
            #expect(try at(37, 27) == .black)
        }
    }

    @Test func tintAndCornersFollowTheOutline() throws {
        let s = scene(tint: Color(white: 1, alpha: 0.5))
        s.blur.cornerRadius = 10
        let image = try s.root.renderImage(scale: 2)
        let tinted = try #require(image.pixel(x: 70, y: 70))     // (35, 35) points: red under half white
        #expect(abs(tinted.red - 1) < 0.01 && abs(tinted.green - 0.5) < 0.01)
        #expect(image.pixel(x: 61, y: 41) == Self.red, "the rounded corner is left as it was")
        #expect(s.blur.stateDescription == ["radius=8", "tint=#FFFFFF80"])
    }

    @Test func uniformBackdropsStayUniformToTheEdges() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 50, height: 40))
        let colour = Color(red: 0.2, green: 0.6, blue: 0.4)
        root.backgroundColor = colour
        let blur = BlurView(frame: root.bounds, style: BlurViewStyle(radius: 20, tintColor: nil))
        root.addSubview(blur)
        let pixels = try root.renderImage(scale: 2).premultipliedARGB()
        #expect(Set(pixels).count == 1, "no fringe where the backdrop ends")
        // Rendering the blur view alone still shows what is behind it in the tree.
        let alone = try blur.renderImage(scale: 2)
        #expect(try alone.pixel(x: 0, y: 0) == root.renderImage(scale: 2).pixel(x: 0, y: 0))
        #expect(try root.renderDocument(format: .pdf).finish().count > 200, "vector documents get the blur as an image")
        // Radii that cannot be drawn neither trap nor leave a hole.
        for radius in [1e300, .infinity, .nan, -5, 0] {
            blur.radius = radius
            #expect(Set(try root.renderImage(scale: 1).premultipliedARGB()).count == 1, "radius \(radius)")
        }
        #expect(try BlurView(frame: root.bounds).renderImage(scale: 1).pixel(x: 0, y: 0)?.alpha ?? 0 > 0,
                "without a tree: the tint only")
    }

    // MARK: Snapshots

    static let radius = StateDimension("radius", [("4", 4.0), ("16", 16.0)])
    static let tint = StateDimension("tint", [("none", nil), ("light", Color(white: 1, alpha: 0.35)),
                                              ("dark", Color(white: 0, alpha: 0.3))] as [(String, Color?)])

    @Test func snapshots() throws {
        assertSnapshots(matrix: StateMatrix(Self.radius, Self.tint), prefix: "blur-view", scales: [2], suite: "BlurView") { c in
            let root = PhotoBackdrop(frame: Rect(x: 0, y: 0, width: 260, height: 190))
            let tint = try c.value(of: Self.tint)
            let blur = BlurView(frame: Rect(x: 28, y: 52, width: 204, height: 86),
                                style: BlurViewStyle(radius: try c.value(of: Self.radius), tintColor: tint))
            blur.cornerRadius = 14
            let dark = (tint?.red ?? 1) < 0.5
            blur.addSubview(Caption("Blurred background", frame: Rect(x: 0, y: 33, width: 204, height: 20),
                                    colour: dark ? .white : Color(white: 0.1)))
            root.addSubview(blur)
            return root
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
