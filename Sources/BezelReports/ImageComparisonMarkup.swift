/// An image a page shows, for the shared picture markup: a file relative to
/// the page and its size in pixels, and optionally the colour to show behind
/// it when the toolbar's background is ``PageBackground/theme``.
struct ShownImage: Hashable {
    /// The file, relative to the page (escaped when written).
    var path: String
    var width: Int
    var height: Int
    /// `#rrggbb[aa]` drawn behind the image with the theme background on; nil keeps the checker.
    var background: String?
}

/// A rectangle of an image, in its pixels: the changed area a picture outlines.
struct OutlineBox: Hashable {
    var x: Int, y: Int, width: Int, height: Int
}

/// What the toolbar can show behind transparent pixels; the raw value is
/// the root's `data-background` the style sheet reads.
enum PageBackground: String, CaseIterable {
    /// Each picture's own ``ShownImage/background`` (a theme's), over the checker.
    case theme
    case checker, light, dark

    /// The button's label.
    var label: String {
        switch self {
        case .theme: "Theme"
        case .checker: "Checker"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// The image markup both image pages share: the toolbar (zoom, background,
/// outline), a framed picture with its changed area outlined, the
/// comparison viewer (slider, blend, toggle of one image over another) and
/// colour swatches. The style and script that drive it are ``PageAssets``.
extension PageMarkup {
    /// The sticky toolbar: zoom 1×/2×/4×, the `backgrounds` offered (the
    /// first is pressed, and must be the page's `data-background`), and
    /// the changed-area outline.
    func toolbar(backgrounds: [PageBackground] = [.checker, .light, .dark]) -> String {
        let buttons = backgrounds.enumerated().map { index, background in
            "<button type=\"button\" data-background=\"\(background.rawValue)\" aria-pressed=\"\(index == 0)\">\(background.label)</button>"
        }.joined()
        return """
            <div class="toolbar" role="toolbar" aria-label="How images are shown">
            <div class="tool"><span class="tool-label">Zoom</span><div class="segmented" role="group" aria-label="Zoom">\
            <button type="button" data-zoom="1" aria-pressed="true">1×</button>\
            <button type="button" data-zoom="2" aria-pressed="false">2×</button>\
            <button type="button" data-zoom="4" aria-pressed="false">4×</button></div></div>
            <div class="tool"><span class="tool-label">Background</span><div class="segmented" role="group" aria-label="Background">\
            \(buttons)</div></div>
            <label class="tool"><input type="checkbox" id="outline-toggle" checked> Outline the changed area</label>
            </div>
            """
    }

    /// `image` in a checkered frame (or on its background), sized by the zoom, with `box` outlined.
    func framed(_ image: ShownImage, alt: String, box outline: OutlineBox?) -> String {
        "<div class=\"frame checker\(sideClass(image))\" style=\"--w:\(image.width);--h:\(image.height)\(side(image))\">"
            + "<img class=\"px\" src=\"\(url(image.path))\" alt=\"\(text(alt))\" width=\"\(image.width)\" "
            + "height=\"\(image.height)\" loading=\"lazy\" decoding=\"async\">\(box(outline))</div>"
    }

    /// The comparison of `over` laid on `under`: mode buttons (slider,
    /// blend, toggle), their controls, and the stage with the divider and
    /// `box` outlined. `before` and `after` name the two images (`Reference`
    /// and `Actual`), `name` what they are pictures of.
    func comparisonViewer(before: String, after: String, name: String, under: ShownImage, over: ShownImage,
                          box outline: OutlineBox?) -> String {
        let before = text(before), after = text(after), name = text(name)
        return """
            <div class="compare" data-view="slider" data-showing="actual">
            <div class="compare-bar">
            <div class="segmented" role="group" aria-label="Comparison">\
            <button type="button" data-view="slider" aria-pressed="true">Slider</button>\
            <button type="button" data-view="blend" aria-pressed="false">Blend</button>\
            <button type="button" data-view="toggle" aria-pressed="false">Toggle</button></div>
            <label class="control for-slider"><span>\(before)</span><input type="range" name="split" min="0" max="100" \
            value="50" aria-label="Where the \(after.lowercased()) starts over the \(before.lowercased())"><span>\(after)</span></label>
            <label class="control for-blend"><span>\(before)</span><input type="range" name="blend" min="0" max="100" \
            value="50" aria-label="Opacity of the \(after.lowercased()) over the \(before.lowercased())"><span>\(after)</span></label>
            <span class="control for-toggle"><button type="button" class="flip">Flip</button>\
            <span class="showing">showing <b class="when-actual">\(after.lowercased())</b>\
            <b class="when-reference">\(before.lowercased())</b> · click the image to flip</span></span>
            </div>
            <div class="stage checker\(sideClass(under))" style="--w:\(max(under.width, over.width));\
            --h:\(max(under.height, over.height))\(side(under))">\
            <img class="px under" src="\(url(under.path))" alt="\(before) of \(name)" \
            style="--w:\(under.width);--h:\(under.height)" width="\(under.width)" height="\(under.height)" \
            loading="lazy" decoding="async">\
            <div class="over checker\(sideClass(over))"\(side(over).isEmpty ? "" : " style=\"\(side(over).dropFirst())\"")>\
            <img class="px" src="\(url(over.path))" alt="\(after) of \(name)" \
            style="--w:\(over.width);--h:\(over.height)" width="\(over.width)" height="\(over.height)" \
            loading="lazy" decoding="async"></div>\
            <div class="divider"></div>\(box(outline))</div>
            </div>
            """
    }

    /// The outline of the changed area (in image pixels; the style scales it with the zoom).
    func box(_ outline: OutlineBox?) -> String {
        guard let outline else { return "" }
        return "<div class=\"box\" style=\"--bx:\(outline.x);--by:\(outline.y);--bw:\(outline.width);--bh:\(outline.height)\"></div>"
    }

    /// A colour square and its text; a square only for a well-formed colour (the text goes into a style attribute).
    func swatch(_ color: String) -> String {
        guard Self.isHexColor(color) else { return "<code>\(text(color))</code>" }
        return "<span class=\"swatch\" style=\"--c:\(color)\"></span><code>\(color)</code>"
    }

    /// ` side` when the image has a background of its own to show.
    private func sideClass(_ image: ShownImage) -> String {
        image.background.map { Self.isHexColor($0) ? " side" : "" } ?? ""
    }

    /// `;--side:#rrggbb` for a style attribute, when the image has a well-formed background.
    private func side(_ image: ShownImage) -> String {
        guard let background = image.background, Self.isHexColor(background) else { return "" }
        return ";--side:\(background)"
    }
}
