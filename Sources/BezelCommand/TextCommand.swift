import ArgumentParser
import BezelGraphics
import Foundation

/// `bezel text "STRING" -o out.png`: renders a string, black on white, with
/// the fonts that ship with Bezel, and writes it as a PNG.
///
/// It is the quickest way to check that text is the same on every machine:
/// the output depends only on the string, the options and Bezel's own fonts,
/// never on the fonts installed on the host or its fontconfig settings
/// (`FONTCONFIG_FILE`, `/etc/fonts`), because ``FontSystem`` uses a private
/// font configuration. `Tests/BezelCommandTests/FontIsolationTests.swift`
/// runs it under different host configurations and compares the pixels.
///
/// ```
/// bezel text "Héllo → wörld" --size 17 --bold --width 120 --scale 2 -o hello.png
/// bezel text "直骨角" --language zh-Hant -o han.png
/// bezel text "abc عربي 123" --direction rtl --width 200 -o bidi.png
/// ```
///
/// See also: ``TextLayout``, ``FontSystem``.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Render text with Bezel's shipped fonts to a PNG.",
        discussion: """
        The text is drawn in black on white with DejaVu Sans (or --family), padded \
        on every side; other scripts and emoji fall back to the bundled Noto fonts. \
        Only the fonts that ship with Bezel are used, so the PNG is the same \
        whatever fonts the machine has installed.
        """
    )

    /// The largest font size accepted, in points.
    static let maximumSize = 1_000.0

    @Argument(help: "The text to render. Newlines in the argument start new lines.")
    var text: String

    @Option(help: "The font size in points.")
    var size: Double = 17

    @Flag(help: "Use the bold face.")
    var bold = false

    @Option(help: "The font family: \"DejaVu Sans\" or \"DejaVu Sans Mono\" (others fall back to DejaVu Sans).")
    var family: String = Font.defaultFamily

    @Option(help: "Wrap lines at this width, in points (default: no wrapping).")
    var width: Double?

    @Option(help: "The text's language, a BCP 47 tag such as ja, zh-Hans, zh-Hant, ko, ar (default: en).")
    var language: String?

    @Option(help: "The paragraphs' base direction: ltr or rtl.")
    var direction: Direction = .ltr

    /// The values of `--direction`.
    enum Direction: String, ExpressibleByArgument, CaseIterable {
        case ltr, rtl
    }

    @Option(parsing: .unconditional, help: "Pixels per point of the PNG (0.1 to 8).")
    var scale: Double = 1

    @Option(help: "Blank space around the text, in points.")
    var padding: Double = 8

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write (replaced atomically).")
    var output: String

    func validate() throws {
        guard size.isFinite, size >= 1, size <= Self.maximumSize else {
            throw ValidationError("--size must be a number of points from 1 to \(Int(Self.maximumSize)), not \(size).")
        }
        if let width, !(width.isFinite && width > 0 && width <= 100_000) {
            throw ValidationError("--width must be a positive number of points (at most 100000), not \(width).")
        }
        guard scale.isFinite, scale >= 0.1, scale <= ImageSurface.maximumScale else {
            throw ValidationError("--scale must be a number of pixels per point from 0.1 to \(Int(ImageSurface.maximumScale)), not \(scale).")
        }
        guard padding.isFinite, padding >= 0, padding <= 1_000 else {
            throw ValidationError("--padding must be a number of points from 0 to 1000, not \(padding).")
        }
        // The shape TextStyle.language accepts (anything else would silently draw as English).
        if let language, language.utf8.count > 64
            || language.range(of: "^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$", options: .regularExpression) == nil {
            throw ValidationError("--language must be a BCP 47 tag such as ja, zh-Hant or ar, not \"\(language)\".")
        }
        guard !output.isEmpty else {
            throw ValidationError("-o/--output must name the PNG file to write.")
        }
    }

    func run() throws {
        let fonts = FontSystem.shared
        // A missing bundled font would silently change the output: refuse instead.
        if let problem = fonts.loadErrors.first { throw problem }
        let font = Font(family: family, size: size, weight: bold ? .bold : .regular)
        let style = TextStyle(maxWidth: width, language: language,
                              baseDirection: direction == .rtl ? .rightToLeft : .leftToRight)
        let layout = TextLayout(text, font: font, style: style, fontSystem: fonts)
        let contentWidth = max(width ?? 0, layout.textBounds.maxX, 1)
        let canvasSize = Size(width: contentWidth.rounded(.up) + 2 * padding,
                              height: max(layout.size.height, 1).rounded(.up) + 2 * padding)
        let surface = try ImageSurface(size: canvasSize, scale: scale)
        surface.canvas.paint(.white)
        layout.draw(in: surface.canvas, at: Point(x: padding, y: padding), color: .black)
        try OutputFile.write(try surface.makeImage().pngData(), to: output, kind: .png)
    }
}
