import ArgumentParser
import Bezel
import BezelGraphics
import Foundation

/// `bezel preview`: renders the theme's gallery into a folder: one contact
/// sheet of every control in every state (PNG and PDF), plus each of the
/// bezel button's 24 states as its own PNG.
///
/// ```
/// bezel preview                      # ./bezel-preview/default/...
/// bezel preview -o /tmp/p --scale 3 --format png
/// ```
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render the theme's gallery of control states into a folder."
    )

    @Option(name: [.short, .customLong("output")], help: "The folder to write into (made if missing).")
    var output = "bezel-preview"

    @Option(help: "Pixels per point of the PNG files: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "Comma-separated formats for the contact sheet: png, pdf.")
    var format = "png,pdf"

    func validate() throws {
        guard [1.0, 2.0, 3.0].contains(scale) else {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
        _ = try formats()
    }

    private func formats() throws -> [String] {
        let list = format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for item in list where !["png", "pdf"].contains(item) {
            throw ValidationError("--format: unknown format '\(item)' (expected png, pdf or both, comma-separated)")
        }
        guard !list.isEmpty else { throw ValidationError("--format: give at least one of png, pdf") }
        return list
    }

    func run() throws {
        let theme = Theme.default
        let folder = URL(fileURLWithPath: output).appendingPathComponent(theme.name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw GraphicsError.fileError(path: folder.path, reason: "cannot make the folder")
        }
        let scaleName = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        let glyph = try SampleGlyph.play(scale: scale)
        var written = 0
        for state in BezelButtonState.all {
            let button = state.makeButton(image: glyph, theme: theme)
            let path = folder.appendingPathComponent("bezel-button.\(state)@\(scaleName)x.png").path
            try button.renderImage(scale: scale, background: theme.backgroundColor).writePNG(to: path)
            written += 1
        }
        let gallery = try ControlGallery.make(theme: theme)
        var sheets: [String] = []
        for item in try formats() {
            switch item {
            case "png":
                let path = folder.appendingPathComponent("contact-sheet@\(scaleName)x.png").path
                try gallery.renderImage(scale: scale).writePNG(to: path)
                sheets.append(path)
            default:
                let path = folder.appendingPathComponent("contact-sheet.pdf").path
                try gallery.renderDocument(format: .pdf).write(to: path)
                sheets.append(path)
            }
        }
        print("bezel: wrote \(written) bezel-button state images for theme '\(theme.name)' to \(folder.path)")
        for sheet in sheets { print("bezel: contact sheet \(sheet)") }
    }
}
