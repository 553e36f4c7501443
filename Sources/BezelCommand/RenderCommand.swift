import ArgumentParser
import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes
import Foundation

/// `bezel render`: draws a scene file into a PNG, PDF or SVG file.
///
/// ```
/// bezel render Examples/scenes/timer.yaml                 # ./timer@2x.png
/// bezel render timer.yaml -o timer.pdf --theme dark
/// bezel render timer.yaml -o big.png --scale 3
/// ```
///
/// The format comes from the output's extension. The scene is read whole
/// first: every problem is printed as `file:line:column: message` and the
/// command exits with code 2 without writing anything. The output is
/// written to a temporary file and renamed into place.
///
/// See also: ``SceneFile``.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file to PNG, PDF or SVG.",
        discussion: """
            Writes one file, -o (default <scene>@<scale>x.png here): a new file, or replacing only a file of the \
            same kind (a PNG, PDF or SVG by its first bytes), never through a link.
            """
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    @Option(name: [.short, .customLong("output")],
            help: "The file to write: .png, .pdf or .svg (default: the scene's name, @<scale>x.png, here).")
    var output: String?

    @Option(help: "A theme instead of the scene's: a name in the themes folder, 'default', or a .yaml file.")
    var theme: String?

    @OptionGroup var themeOptions: ThemeOptions

    @Option(parsing: .unconditional, help: "Pixels per point of a PNG: 1, 2 or 3 (default: the scene's scale).")
    var scale: Double?

    @OptionGroup var traitOptions: TraitOptions

    @Flag(help: "Let the scene's image paths lead outside its folder.")
    var allowOutsideImages = false

    func validate() throws {
        if let scale, ![1.0, 2.0, 3.0].contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
        if let output, Self.format(of: output) == nil {
            throw ValidationError("-o: '\(output)' must end in .png, .pdf or .svg")
        }
    }

    func run() throws {
        let resolver = try themeOptions.resolver()
        let override = try CommandFailure.catching { try theme.map { try resolver.theme($0, at: ThemeOptions.themeOption) } }
        let loaded = try CommandFailure.catchingScene {
            try SceneFile.load(path: scene, allowImagesOutside: allowOutsideImages, theme: override,
                               themesDirectory: resolver.themesDirectory)
        }
        let pixelsPerPoint = scale ?? loaded.scale
        if let scale, let problem = SceneDocument.pixelSizeProblem(loaded.size, scale: scale) {
            throw CommandFailure("--scale \(scale.formattedAsScale): \(problem)")
        }
        let window = try loaded.makeWindow(traits: try traitOptions.single(for: loaded.document))
        let path = output ?? Self.defaultOutput(for: scene, scale: pixelsPerPoint)
        switch Self.format(of: path) {
        case .pdf?: try OutputFile.write(try window.renderDocument(format: .pdf).finish(), to: path, kind: .pdf)
        case .svg?: try OutputFile.write(try window.renderDocument(format: .svg).finish(), to: path, kind: .svg)
        case .png?, nil: try OutputFile.write(try window.renderImage(scale: pixelsPerPoint).pngData(), to: path, kind: .png)
        }
        print("bezel: wrote \(path)")
    }

    enum Format { case png, pdf, svg }

    /// The format named by `path`'s extension (any case), if it is one Bezel writes.
    static func format(of path: String) -> Format? {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": return .png
        case "pdf": return .pdf
        case "svg": return .svg
        default: return nil
        }
    }

    /// `<scene name>@<scale>x.png` in the current folder.
    static func defaultOutput(for scene: String, scale: Double) -> String {
        let name = ((scene as NSString).lastPathComponent as NSString).deletingPathExtension
        return "\(name)@\(scale.formattedAsScale)x.png"
    }
}
