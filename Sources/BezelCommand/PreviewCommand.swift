import ArgumentParser
import Bezel
import BezelFiles
import BezelGraphics
import BezelPreviews
import BezelReports
import BezelSnapshotResults
import Foundation

/// `bezel preview`: renders every control of the gallery in every state,
/// one PNG a tile, in each theme asked for (or users' scene files in each
/// theme), the contact sheets, and an `index.html` gallery page to filter,
/// zoom and check contrast in.
///
/// ```
/// bezel preview                                  # ./bezel-preview/index.html, the default theme
/// bezel preview --all -o /tmp/p --format png     # every theme in ./Themes
/// bezel preview --theme dark --theme my.yaml --scale 1 --scale 3
/// bezel preview Screens/*.yaml --all             # your scenes in every theme
/// bezel preview --theme dark --watch             # re-render on every edit; the page follows
/// bezel preview --compare default dark           # which tiles differ, and why; exit 1 if any
/// bezel preview --compare-git HEAD --theme Themes/mine.yaml   # my edit against the committed file
/// bezel preview --direction ltr --direction rtl --text-size L --text-size AX3   # 4 variants of each theme
/// ```
///
/// `--direction`, `--text-size` and `--language` (``TraitOptions``, each
/// repeatable) draw every theme in every combination given, each variant's
/// files named with its non-default settings after the tile's, scene's or
/// sheet's name and before the scale: `dark/tiles/button.normal.direction=rtl.textSize=AX3@2x.png`,
/// `dark/contact-sheet.direction=rtl@2x.png`. Without them nothing changes.
///
/// Every file is read before anything is written: a file error prints
/// `file:line:column: message` and exits with status 2. With `--watch`,
/// errors print the same way and the watch goes on.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render themes' galleries of control states, or your scenes in themes, into a folder with a gallery page.",
        discussion: """
            Writes only its output folder (-o, default bezel-preview): a new folder, an empty one, or an earlier \
            preview's folder that holds nothing but what that preview wrote (listed in its .bezel-output mark), \
            whose files it removes first. Anything else is refused with exit status 2 before anything is \
            rendered: an empty path, ., /, the home folder, the current folder or one above it, a folder holding \
            .git or Package.swift, a link, another command's output, or a folder with files bezel did not write.

            --direction, --text-size and --language may each be repeated: every theme (and scene) is drawn in every \
            combination given, and each variant's files carry its settings that are not the default between the \
            name and the scale: button.normal.direction=rtl.textSize=AX3@2x.png, contact-sheet.language=ar.pdf. \
            The page gets a filter for each setting that varies.
            """
    )

    @Argument(help: "Scene files to render in each theme instead of the control gallery.")
    var scenes: [String] = []

    @Option(name: [.short, .customLong("output")], help: "The folder to write into: new, empty, or an earlier preview's (made if missing).")
    var output = "bezel-preview"

    @Option(name: .customLong("scale"), parsing: .unconditionalSingleValue, help: "Pixels per point of the PNG files: 1, 2 or 3; repeat for several (default 2).")
    var scales: [Double] = []

    @Option(help: "Comma-separated formats for the contact sheet: png, pdf, or none.")
    var format = "png,pdf"

    @Option(name: .customLong("theme"), help: "A theme name (in the themes folder) or a theme file; repeat for several.")
    var themeReferences: [String] = []

    @Flag(help: "Print one JSON object listing what was written, instead of lines for people.")
    var json = false

    @Flag(help: "Preview every theme in the themes folder.")
    var all = false

    @Flag(help: "Keep running: re-render what an edit to a theme, scene or image touches; the page updates itself.")
    var watch = false

    @Option(name: .customLong("compare"), parsing: .upToNextOption,
            help: "Compare two themes (names or files) tile by tile, in each variant given; exit 1 when any tile or value differs.")
    var compare: [String] = []

    @Option(name: .customLong("compare-git"),
            help: "Compare the --theme file with its text at this git revision (HEAD, main, a commit); exit 1 on a difference.")
    var compareGit: String?

    @Option(help: ArgumentHelp("With --watch: stop after this many re-renders (for scripts and tests).", visibility: .hidden))
    var stopAfter: Int?

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var traitOptions: TraitOptions

    func validate() throws {
        for scale in scales where ![1.0, 2.0, 3.0].contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
        _ = try formats()
        if stopAfter != nil && !watch { throw ValidationError("--stop-after needs --watch") }
        if watch && json { throw ValidationError("--watch and --json cannot be used together") }
        if !compare.isEmpty && compare.count != 2 { throw ValidationError("--compare takes two themes: --compare A B") }
        let comparing = !compare.isEmpty || compareGit != nil
        if comparing && (watch || all || !scenes.isEmpty) {
            throw ValidationError("--compare and --compare-git compare the control gallery of two themes; leave out --watch, --all and scenes")
        }
        if !compare.isEmpty && compareGit != nil { throw ValidationError("give --compare or --compare-git, not both") }
    }

    private func formats() throws -> [String] {
        let list = format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if list == ["none"] { return [] }
        for item in list where !["png", "pdf"].contains(item) {
            throw ValidationError("--format: unknown format '\(item)' (expected png, pdf, both comma-separated, or none)")
        }
        guard !list.isEmpty else { throw ValidationError("--format: give png, pdf, both or none") }
        return list
    }

    /// The theme references asked for (`default` when none).
    private func references(_ resolver: ThemeResolver) throws -> [String] {
        var references = themeReferences
        if all {
            guard let folder = resolver.themesDirectory else {
                throw CommandFailure("--all: there is no themes folder (./Themes, or --themes-dir)")
            }
            let names = resolver.availableThemes()
            guard !names.isEmpty else { throw CommandFailure("--all: there are no .yaml themes in \(folder)") }
            references += names.filter { !references.contains($0) }
        }
        return references.isEmpty ? [Theme.default.name] : references
    }

    /// Every theme and scene, all read (every error found) before anything is written.
    func inputs(_ resolver: ThemeResolver) throws -> ([PreviewRenderer.ThemeInput], [PreviewRenderer.SceneInput]) {
        var themes: [PreviewRenderer.ThemeInput] = [], sceneInputs: [PreviewRenderer.SceneInput] = [], errors: [Error] = []
        for reference in try references(resolver) {
            do { themes.append(.init(reference: reference, document: try resolver.document(reference, at: ThemeOptions.themeOption))) } catch { errors.append(error) }
        }
        for path in scenes {
            do {
                sceneInputs.append(.init(path: path, document: try SceneDocument.load(path: path, themesDirectory: resolver.themesDirectory)))
            } catch { errors.append(error) }
        }
        guard errors.isEmpty else { throw CommandFailure(errors) }
        var seen = Set<String>()
        for theme in themes where !seen.insert(theme.name).inserted {
            throw CommandFailure("two themes are named '\(theme.name)': each theme needs its own folder")
        }
        seen = []
        for scene in sceneInputs where !seen.insert(scene.name).inserted {
            throw CommandFailure("two scenes are named '\(scene.name)': scene files need different names")
        }
        for scene in sceneInputs where scene.name.hasPrefix(".") || scene.name.isEmpty {
            throw CommandFailure("\(scene.path): a scene's file name must not start with '.'")
        }
        for index in sceneInputs.indices { sceneInputs[index].variants = variants(for: sceneInputs[index].document) }
        return (themes, sceneInputs)
    }

    /// The variants `document` is drawn in: every combination of the trait
    /// options over what the file says (``TraitOptions/variants(for:)``),
    /// each once, named by ``TraitOptions/nameParts(_:)``; without the
    /// options, ``PreviewVariant/unchanged`` (the file's own traits, no names).
    func variants(for document: SceneDocument) -> [PreviewVariant] {
        guard !traitOptions.isEmpty else { return [.unchanged] }
        var seen = Set<Traits>()
        return traitOptions.variants(for: document).filter { seen.insert($0).inserted }.map {
            PreviewVariant(traits: $0, nameParts: TraitOptions.nameParts($0))
        }
    }

    /// The variants the control gallery (which has no file) is drawn in: the options' over the defaults.
    func galleryVariants() -> [PreviewVariant] {
        variants(for: SceneDocument(file: "control gallery", size: Size(width: 1, height: 1),
                                    body: .screens([]), location: SourceLocation(file: "control gallery", line: 1, column: 1)))
    }

    func run() throws {
        let resolver = try themeOptions.resolver()
        if !compare.isEmpty || compareGit != nil {
            return try PreviewCompare(command: self, resolver: resolver).run()
        }
        let (themes, sceneInputs) = try inputs(resolver)
        let options = PreviewRenderer.Options(scales: scales.isEmpty ? [2] : scales, sheetFormats: try formats(),
                                              controls: scenes.isEmpty, variants: galleryVariants())
        let folder = try CommandFailure.claiming { try PreviewFolder(claiming: output) }
        let renderer = PreviewRenderer(folder: folder, options: options)
        var progress = ProgressLine(total: 1)
        progress.step("rendering \(themes.count) theme\(themes.count == 1 ? "" : "s")")
        let report = try renderer.render(themes: themes, scenes: sceneInputs)
        try renderer.writePage(title: title, watching: watch)
        let sheets = options.controls ? try renderer.renderSheets(of: themes.map(\.name)) : []
        progress.finish()
        let page = renderer.folder.page
        if json {
            try printJSON(renderer: renderer, images: report.images, sheets: sheets)
        } else {
            print("bezel: \(report.images.count) images and \(sheets.count) contact sheets in \(renderer.folder.root.path)"
                  + (traitOptions.isEmpty ? "" : " (\(PreviewReport.variants(of: renderer.page()).count) variants)"))
            print("bezel: gallery page \(page.path)")
        }
        let failed = renderer.page().tiles.filter { $0.error != nil }
        if watch {
            try PreviewWatch(command: self, resolver: resolver, renderer: renderer).run()
        } else if !failed.isEmpty {
            throw CommandFailure(failed.compactMap(\.error).joined(separator: "\n"), exitCode: 1)
        }
    }

    var title: String { scenes.isEmpty ? "Bezel theme previews" : "Bezel scene previews" }

    /// ``PreviewReport``.
    private func printJSON(renderer: PreviewRenderer, images: [String], sheets: [String]) throws {
        let page = renderer.page()
        let themes = page.themes.map { theme in
            PreviewReport.Theme(name: theme.name, files: (images + sheets).filter { $0.hasPrefix(theme.name + "/") }.sorted(),
                                lintFindings: theme.findings.count,
                                textFindings: page.tiles.filter { $0.theme == theme.name }.reduce(0) { $0 + $1.textFindings.count })
        }
        let report = PreviewReport(output: renderer.folder.root.path, page: renderer.folder.page.path, themes: themes,
                                   tiles: page.tiles.count, variants: traitOptions.isEmpty ? nil : PreviewReport.variants(of: page))
        print(try JSONOutput.text(report, .line))
    }
}
