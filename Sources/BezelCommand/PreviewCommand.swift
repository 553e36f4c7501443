import ArgumentParser
import Bezel
import BezelGallery
import BezelFiles
import BezelReports
import BezelGraphics
import Foundation

/// `bezel preview`: renders each theme's gallery into a folder: one contact
/// sheet of every control in every state (PNG and PDF), each of the bezel
/// button's 24 states as its own PNG, and an `index.html` page linking them all.
///
/// ```
/// bezel preview                                  # ./bezel-preview/default/... and index.html
/// bezel preview --all -o /tmp/p --format png     # every theme in ./Themes
/// bezel preview --theme dark --theme my.yaml --scale 3
/// ```
///
/// Every theme is read before anything is written: a file error prints
/// `file:line:column: message` and exits with status 2.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render themes' galleries of control states into a folder, with an index.html page."
    )

    @Option(name: [.short, .customLong("output")], help: "The folder to write into (made if missing).")
    var output = "bezel-preview"

    @Option(help: "Pixels per point of the PNG files: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "Comma-separated formats for the contact sheet: png, pdf.")
    var format = "png,pdf"

    @Option(name: .customLong("theme"), help: "A theme name (in the themes folder) or a theme file; repeat for several.")
    var themeReferences: [String] = []

    @Flag(help: "Print one JSON object listing what was written, instead of lines for people.")
    var json = false

    @Flag(help: "Preview every theme in the themes folder.")
    var all = false

    @OptionGroup var themeOptions: ThemeOptions

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

    /// The themes asked for, all read before anything is written.
    private func themes() throws -> [Theme] {
        let resolver = try themeOptions.resolver()
        var references = themeReferences
        if all {
            guard let folder = resolver.themesDirectory else {
                throw CommandFailure("--all: there is no themes folder (./Themes, or --themes-dir)")
            }
            let names = resolver.availableThemes()
            guard !names.isEmpty else { throw CommandFailure("--all: there are no .yaml themes in \(folder)") }
            references += names.filter { !references.contains($0) }
        }
        if references.isEmpty { references = ["default"] }
        var themes: [Theme] = [], errors: [Error] = []
        for reference in references {
            do { themes.append(try resolver.theme(reference)) } catch { errors.append(error) }
        }
        guard errors.isEmpty else { throw CommandFailure(errors) }
        var seen = Set<String>()
        for theme in themes where !seen.insert(theme.name).inserted {
            throw CommandFailure("two themes are named '\(theme.name)': each theme needs its own folder")
        }
        return themes
    }

    func run() throws {
        let themes = try themes()
        let root = URL(fileURLWithPath: output)
        var entries: [ThemeGalleryPage.Entry] = []
        var progress = ProgressLine(total: themes.count)
        for theme in themes {
            progress.step(theme.name)
            entries.append(try render(theme, into: root, progress: progress))
        }
        progress.finish()
        let page = root.appendingPathComponent("index.html")
        do {
            try Data(ThemeGalleryPage.html(entries: entries).utf8).write(to: page, options: .atomic)
        } catch {
            throw GraphicsError.fileError(path: page.path, reason: "cannot write the page")
        }
        if json {
            try printJSON(entries: entries, page: page, root: root)
        } else {
            print("bezel: gallery page \(page.path)")
        }
    }

    /// `{"output": ..., "page": ..., "themes": [{"name", "files", "lintFindings"}]}`, keys sorted.
    private func printJSON(entries: [ThemeGalleryPage.Entry], page: URL, root: URL) throws {
        let object: [String: Any] = [
            "output": root.path,
            "page": page.path,
            "themes": entries.map { ["name": $0.theme, "files": $0.files, "lintFindings": $0.findings.count] as [String: Any] },
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        print(String(decoding: data, as: UTF8.self))
    }

    /// Writes one theme's files into `<root>/<name>/` and says what was written.
    private func render(_ theme: Theme, into root: URL, progress: ProgressLine) throws -> ThemeGalleryPage.Entry {
        let folder = root.appendingPathComponent(theme.name)
        // Theme names are checked where they are read; this keeps any other
        // source of a name from writing outside the output folder.
        guard folder.standardizedFileURL.deletingLastPathComponent().path == root.standardizedFileURL.path,
              ThemeName.problem(with: theme.name) == nil else {
            throw ValidationError("theme name '\(theme.name)' would write outside \(root.path)")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw GraphicsError.fileError(path: folder.path, reason: "cannot make the folder")
        }
        let scaleName = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        let glyph = try SampleGlyph.play(scale: scale)
        var files: [String] = [], image: String?
        let gallery = try ControlGallery.make(theme: theme)
        for item in try formats() {
            let name = item == "png" ? "contact-sheet@\(scaleName)x.png" : "contact-sheet.pdf"
            let path = folder.appendingPathComponent(name).path
            if item == "png" {
                try gallery.renderImage(scale: scale).writePNG(to: path)
                image = theme.name + "/" + name
            } else {
                try gallery.renderDocument(format: .pdf).write(to: path)
            }
            files.append(theme.name + "/" + name)
            if !json { progress.say("bezel: contact sheet \(path)") }
        }
        for state in BezelButtonState.all {
            let button = state.makeButton(image: glyph, theme: theme)
            let name = "bezel-button.\(state)@\(scaleName)x.png"
            try button.renderImage(scale: scale, background: theme.backgroundColor)
                .writePNG(to: folder.appendingPathComponent(name).path)
            files.append(theme.name + "/" + name)
        }
        if !json {
            progress.say("bezel: wrote \(BezelButtonState.all.count) bezel-button state images for theme '\(theme.name)' to \(folder.path)")
        }
        return ThemeGalleryPage.Entry(theme: theme.name, image: image, files: files, findings: ThemeLint.check(theme))
    }
}
