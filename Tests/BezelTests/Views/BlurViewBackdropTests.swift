import BezelGraphics
import BezelTestImages
import Testing
@testable import Bezel

/// Stripes of colour under a sun: a busy picture whose every part blurs to
/// something else, so a stale backdrop would show. (The stripes' edges are
/// on whole points: a seam between two fills inside a pixel can come out a
/// level off under some damaged regions, blur views or not.)
private final class Stripes: View {
    var sun = true

    override func draw(in canvas: Canvas) {
        for i in 0..<16 {
            let x = Double(i) * 20
            canvas.fill(Rect(x: x, y: 0, width: 20, height: bounds.height),
                        with: HSBColor(hue: Double(i) / 16, saturation: 0.7, brightness: 0.9).rgb)
        }
        if sun { canvas.fill(.circle(center: Point(x: bounds.width * 0.6, y: bounds.height * 0.4), radius: 30), with: .white) }
    }
}

/// A window's captures take the blur a blur view kept for the last frame
/// when nothing behind it changed inside the region it blurs, and render the
/// backdrop again when something did; every frame has the pixels of a full
/// render (each test compares them itself, with the check off, so that the
/// check's own full renders do not count).
@Suite struct BlurViewBackdropTests {
    private static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// A window with a busy background, a frosted panel holding a slider,
    /// a view behind the panel (`behind`, under its edge), one far from it
    /// (`far`) and one in front of it (`front`).
    private struct Scene {
        let window: Window
        let background: View, behind: View, far: View, panel: BlurView, slider: Slider, front: View

        init() {
            window = Window(size: Size(width: 320, height: 240), scale: 2)
            window.checksIncrementalRender = false
            background = Stripes(frame: window.bounds)
            behind = View(frame: Rect(x: 30, y: 50, width: 40, height: 40))
            behind.backgroundColor = BlurViewBackdropTests.red
            far = View(frame: Rect(x: 260, y: 190, width: 40, height: 30))
            far.backgroundColor = BlurViewBackdropTests.blue
            panel = BlurView(frame: Rect(x: 60, y: 60, width: 200, height: 100),
                             style: BlurViewStyle(radius: 10, tintColor: Color(white: 1, alpha: 0.3)))
            panel.cornerRadius = 12
            slider = Slider(frame: Rect(x: 16, y: 40, width: 168, height: 30), value: 0.2)
            panel.addSubview(slider)
            front = View(frame: Rect(x: 200, y: 140, width: 30, height: 30))
            front.backgroundColor = Color(red: 0, green: 0.6, blue: 0)
            for view in [background, behind, far, panel, front] { window.addSubview(view) }
        }
    }

    /// Captures a frame and returns how many backdrops and blurs `blur`
    /// rendered for it, after checking the frame against a full render.
    private func capture(_ window: Window, _ blur: BlurView,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> (backdrops: Int, blurs: Int) {
        let (backdrops, blurs) = (blur.backdropRenderCount, blur.blurRenderCount)
        let frame = try window.captureFrame()
        let counts = (blur.backdropRenderCount - backdrops, blur.blurRenderCount - blurs)
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try window.checkIncrementalFrame(frame) }
        return counts
    }

    /// Whether the last capture redrew all of `view`'s frame (window coordinates).
    private func redrewWhole(_ window: Window, _ view: View) -> Bool {
        let rect = Rect(origin: view.convert(.zero, to: nil), size: view.bounds.size)
        return window.lastCaptureDamage?.rects.contains { $0.intersection(rect) == rect } == true
    }

    @Test func draggingASliderInsideThePanelKeepsItsBackdrop() throws {
        let s = Scene()
        #expect(try capture(s.window, s.panel) == (1, 1))
        let start = s.slider.convert(Point(x: s.slider.thumbCenterX, y: 15), to: nil)
        s.window.send(.began, at: start)
        for step in 1...20 {
            s.window.send(.moved, at: Point(x: start.x + Double(step) * 6, y: start.y))
            #expect(try capture(s.window, s.panel) == (0, 0), "step \(step)")
            #expect(!redrewWhole(s.window, s.panel), "only the slider's part of the panel is redrawn")
        }
        s.window.send(.ended, at: Point(x: start.x + 120, y: start.y))
        #expect(try capture(s.window, s.panel) == (0, 0))
        #expect(s.slider.value > 0.7)
    }

    @Test func aChangeBehindInsideTheRegionRendersTheBackdropAgain() throws {
        let s = Scene()
        _ = try capture(s.window, s.panel)
        s.behind.backgroundColor = Color(red: 0.5, green: 0, blue: 0)   // under the panel's edge
        #expect(try capture(s.window, s.panel) == (1, 1))
        #expect(redrewWhole(s.window, s.panel))
        s.behind.frame.origin = Point(x: 10, y: 30)   // out of the frame, still within the blur's reach
        #expect(try capture(s.window, s.panel) == (1, 1))
        s.background.setNeedsDisplay()   // the whole background drawn again with the same nodes: nothing behind changed
        #expect(try capture(s.window, s.panel) == (0, 0))
        #expect(try capture(s.window, s.panel) == (0, 0), "nothing changed")
    }

    @Test func aChangeBehindOutsideTheRegionOrInFrontKeepsTheBackdrop() throws {
        let s = Scene()
        _ = try capture(s.window, s.panel)
        s.far.backgroundColor = .black             // behind, beyond the blur's reach
        #expect(try capture(s.window, s.panel) == (0, 0))
        s.front.backgroundColor = .black           // in front, over the panel
        #expect(try capture(s.window, s.panel) == (0, 0))
        #expect(!redrewWhole(s.window, s.panel))
        s.front.frame.origin.x -= 40               // moved across the panel
        #expect(try capture(s.window, s.panel) == (0, 0))
        s.panel.tintColor = Color(white: 0, alpha: 0.2)   // the panel's own tint: not behind it
        #expect(try capture(s.window, s.panel) == (0, 0))
        #expect(redrewWhole(s.window, s.panel))
        let label = Label("Inside", font: .system(size: 15))
        label.frame = Rect(x: 10, y: 8, width: 80, height: 24)
        s.panel.addSubview(label)                  // inside it
        #expect(try capture(s.window, s.panel) == (0, 0))
    }

    /// Damage over the outline's antialiased pixels (a corner, an edge a
    /// quarter point off the pixels) redraws from the kept blur with a full
    /// render's pixels: the frame's regions grow where the clip's edge
    /// crosses them (see `RegionRedraw`).
    @Test func damageOverTheOutlinesAntialiasedEdgesRedrawsFromItsKeptBlur() throws {
        let window = Window(size: Size(width: 200, height: 120), scale: 2)
        window.checksIncrementalRender = false
        let stripes = Stripes(frame: window.bounds)
        stripes.sun = false
        window.addSubview(stripes)
        let blur = BlurView(frame: Rect(x: 30.25, y: 20, width: 120, height: 70),
                            style: BlurViewStyle(radius: 8, tintColor: Color(white: 1, alpha: 0.3)))
        blur.cornerRadius = 16
        window.addSubview(blur)
        let dot = View(frame: Rect(x: 70, y: 40, width: 16, height: 16))   // in front of it
        dot.backgroundColor = .black
        window.addSubview(dot)
        _ = try capture(window, blur)
        // Inside, then over the rounded corner, then back inside, then over the left edge (a quarter point off the pixels).
        for (x, y) in [(100.0, 50.0), (24, 12), (90, 40), (22, 50)] {
            dot.frame.origin = Point(x: x, y: y)
            #expect(try capture(window, blur) == (0, 0), "at (\(x), \(y))")
            #expect(!redrewWhole(window, blur), "at (\(x), \(y)): only the dot's old and new place")
        }
    }

    @Test func fadedOrHiddenViewsBehindRenderTheBackdropAgain() throws {
        let s = Scene()
        _ = try capture(s.window, s.panel)
        s.behind.alpha = 0.5
        #expect(try capture(s.window, s.panel) == (1, 1))
        s.behind.isHidden = true
        #expect(try capture(s.window, s.panel) == (1, 1))
        s.far.isHidden = true                      // beyond the reach
        #expect(try capture(s.window, s.panel) == (0, 0))
    }

    @Test func aBlurViewShownAgainOrMovedRendersItsBackdropAgain() throws {
        let s = Scene()
        _ = try capture(s.window, s.panel)
        s.panel.isHidden = true
        _ = try capture(s.window, s.panel)
        s.behind.backgroundColor = .black          // changed while the panel was not drawn
        _ = try capture(s.window, s.panel)
        s.panel.isHidden = false
        #expect(try capture(s.window, s.panel) == (1, 1))
        s.panel.frame.origin.y += 0.5              // a new region: the key differs
        #expect(try capture(s.window, s.panel) == (1, 1))
        s.panel.radius = 4
        #expect(try capture(s.window, s.panel) == (1, 1))
        s.panel.discardCachedBlur()
        s.front.backgroundColor = .black
        #expect(try capture(s.window, s.panel).backdrops == 1, "nothing kept: drawn from a new backdrop")
    }

    /// A 200 × 200 window filled by a scroll view over red content 600 tall with a blue band.
    private static func scrollingWindow() -> (window: Window, content: View, scroll: ScrollView) {
        let window = Window(size: Size(width: 200, height: 200), scale: 2)
        window.checksIncrementalRender = false
        let content = View(frame: Rect(x: 0, y: 0, width: 200, height: 600))
        content.backgroundColor = Self.red
        let band = View(frame: Rect(x: 0, y: 150, width: 200, height: 300))
        band.backgroundColor = Self.blue
        content.addSubview(band)
        let scroll = ScrollView(frame: window.bounds, content: content)
        scroll.style.showsIndicators = false
        window.addSubview(scroll)
        return (window, content, scroll)
    }

    @Test func scrollingAnAncestorRendersTheBackdropAgain() throws {
        let (window, content, scroll) = Self.scrollingWindow()
        let blur = BlurView(frame: Rect(x: 20, y: 120, width: 160, height: 60), style: BlurViewStyle(radius: 8, tintColor: nil))
        content.addSubview(blur)   // scrolls with the content
        _ = try capture(window, blur)
        for offset in [10.0, 20, 100] {
            scroll.contentOffset = Point(x: 0, y: offset)
            #expect(try capture(window, blur) == (1, 1), "offset \(offset)")
        }
        #expect(try capture(window, blur) == (0, 0))
        content.backgroundColor = .white           // the ancestors' own content is behind it
        #expect(try capture(window, blur) == (1, 1))
    }

    @Test func scrollingContentBehindAPinnedBlurRendersItsBackdropAgain() throws {
        let (window, _, scroll) = Self.scrollingWindow()
        let pinned = BlurView(frame: Rect(x: 20, y: 120, width: 160, height: 40), style: BlurViewStyle(radius: 8, tintColor: nil))
        window.addSubview(pinned)  // over the scroll view, not in it
        _ = try capture(window, pinned)
        for offset in [10.0, 20, 100] {
            scroll.contentOffset = Point(x: 0, y: offset)
            #expect(try capture(window, pinned) == (1, 1), "offset \(offset)")
        }
        #expect(try capture(window, pinned) == (0, 0))
    }

    @Test func aBlurViewRedoneIsABackdropChangeForThoseInFrontOfIt() throws {
        let window = Window(size: Size(width: 240, height: 160), scale: 1)
        window.checksIncrementalRender = false
        let edge = View(frame: Rect(x: 0, y: 0, width: 40, height: 160))
        edge.backgroundColor = Self.red
        let back = BlurView(frame: Rect(x: 50, y: 20, width: 100, height: 120), style: BlurViewStyle(radius: 24, tintColor: nil))
        // In front of `back`, over the part of it that blurs `edge`, but farther
        // from `edge` than its own blur's reach: only `back` redone tells it.
        let top = BlurView(frame: Rect(x: 60, y: 40, width: 100, height: 80), style: BlurViewStyle(radius: 2, tintColor: nil))
        for view in [edge, back, top] { window.addSubview(view) }
        _ = try capture(window, top)
        edge.backgroundColor = Self.blue
        #expect(try capture(window, top) == (1, 1), "the back blur changed under it")
        top.backgroundColor = Color(white: 0.5, alpha: 0.2)   // its own content: what is behind it is the same
        let before = back.backdropRenderCount
        _ = try window.captureFrame()
        #expect(back.backdropRenderCount == before, "neither blur renders a backdrop, not even the back one inside the top one's")
        #expect(try capture(window, top) == (0, 0))
    }

    @Test func rendersOutsideAWindowCaptureAlwaysRenderTheBackdrop() throws {
        let s = Scene()
        _ = try capture(s.window, s.panel)
        _ = try capture(s.window, s.panel)
        let before = s.panel.backdropRenderCount
        _ = try s.window.renderImage(scale: 2)
        _ = try s.window.renderDocument(format: .pdf).finish()
        let surface = try ImageSurface(size: s.window.bounds.size, scale: 2)
        s.window.render(in: surface.canvas)
        #expect(s.panel.backdropRenderCount - before == 3)
        // A window whose frame another window's blur view has moved into: no kept blur of its own.
        let other = Window(size: s.window.bounds.size, scale: 2)
        other.checksIncrementalRender = false
        other.addSubview(s.panel)
        #expect(try capture(other, s.panel).backdrops == 1)
        #expect(try capture(other, s.panel) == (0, 0))
    }

    // MARK: Seeded changes

    /// Random changes anywhere in a tree of blur views (behind, in front,
    /// inside one another, in a scroll view, under a clipping container),
    /// each captured and compared with a full render; the kept blurs must
    /// be taken often, or the test proves nothing. Frames are on whole
    /// points and corners square: cairo can draw an antialiased edge a
    /// level off when a damaged rectangle cuts it or two overlapping ones
    /// reach it, which an incremental render shows without blur views too
    /// (a limit of the damage clip, not of the kept backdrops this tests).
    @Test(arguments: Array(UInt64(1)...30)) func seededChangesGiveTheFullRendersPixels(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let window = Window(size: Size(width: 160, height: 120), scale: seed % 2 == 0 ? 2 : 1)
        window.checksIncrementalRender = false
        func colour() -> Color {
            Color(red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random),
                  blue: Double.random(in: 0...1, using: &random), alpha: [1, 1, 0.5].randomElement(using: &random) ?? 1)
        }
        func rect(in size: Size) -> Rect {
            let w = Double(Int.random(in: 10...70, using: &random)), h = Double(Int.random(in: 10...50, using: &random))
            return Rect(x: Double(Int.random(in: -10...Int(size.width) - 10, using: &random)),
                        y: Double(Int.random(in: -10...Int(size.height) - 10, using: &random)), width: w, height: h)
        }
        func blur() -> BlurView {
            BlurView(frame: rect(in: window.bounds.size),
                     style: BlurViewStyle(radius: [2, 6, 12].randomElement(using: &random) ?? 6,
                                          tintColor: Bool.random(using: &random) ? Color(white: 1, alpha: 0.3) : nil))
        }
        let stripes = Stripes(frame: window.bounds)
        stripes.sun = false
        window.addSubview(stripes)
        let group = View(frame: Rect(x: 20, y: 10, width: 110, height: 90))
        group.clipsToBounds = true
        let content = View(frame: Rect(x: 0, y: 0, width: 160, height: 400))
        content.backgroundColor = colour()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 160, height: 120), content: content)
        scroll.style.showsIndicators = false
        var blurs: [BlurView] = []
        var plain: [View] = [group, content]
        var parents: [View] = [window, group, content]
        for parent in [window, group, content, window] {
            for _ in 0..<3 {
                let view = View(frame: rect(in: parent.bounds.size))
                view.backgroundColor = colour()
                parent.addSubview(view)
                plain.append(view)
            }
            let b = blur()
            parent.addSubview(b)
            blurs.append(b)
            if parent === group { window.addSubview(scroll) }
        }
        let inner = blur()
        blurs[0].addSubview(inner)   // a blur view inside a blur view
        blurs.append(inner)
        parents += blurs
        window.insertSubview(group, at: 1)

        var captures = 0, kept = 0
        for step in 0..<120 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0: plain.randomElement(using: &random)?.backgroundColor = colour()
            case 1:
                if let view = (plain + blurs).randomElement(using: &random) {
                    view.frame.origin.x += Double(Int.random(in: -8...8, using: &random))
                    view.frame.origin.y += Double(Int.random(in: -8...8, using: &random))
                }
            case 2: (plain + blurs).randomElement(using: &random)?.alpha = [0, 0.5, 1, 1].randomElement(using: &random) ?? 1
            case 3: if let view = (plain + blurs).randomElement(using: &random) { view.isHidden.toggle() }
            case 4: scroll.contentOffset = Point(x: 0, y: Double(Int.random(in: 0...280, using: &random)))
            case 5: blurs.randomElement(using: &random)?.radius = [2, 6, 12].randomElement(using: &random) ?? 6
            case 6: blurs.randomElement(using: &random)?.tintColor = Bool.random(using: &random) ? colour() : nil
            case 7:
                // A plain view (not an ancestor of anything it would join) moves to another parent.
                if let view = plain.dropFirst(2).randomElement(using: &random), view.subviews.isEmpty,
                   let parent = parents.randomElement(using: &random), parent !== view {
                    parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &random))
                }
            default: break   // nothing changed
            }
            let before = blurs.map(\.backdropRenderCount)
            let frame = try window.captureFrame()
            // Blur views drawn in this frame: none of them or their ancestors hidden or transparent.
            func isShown(_ view: View) -> Bool {
                sequence(first: view, next: \.superview).allSatisfy { !$0.isHidden && $0.alpha > 0 }
            }
            for (b, count) in zip(blurs, before) where isShown(b) {
                captures += 1
                if b.backdropRenderCount == count { kept += 1 }
            }
            #expect(throws: Never.self, "seed \(seed), step \(step)") { try window.checkIncrementalFrame(frame) }
        }
        #expect(kept * 4 > captures, "kept blurs were taken \(kept) times in \(captures)")
    }
}
