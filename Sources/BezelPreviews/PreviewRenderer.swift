import Bezel
import BezelFiles
import BezelGallery
import BezelGraphics
import BezelReports
import BezelScenes
import BezelSnapshotResults
import Foundation

/// Renders `bezel preview` into a folder: every gallery tile of each theme
/// in each variant (reader's settings, ``PreviewVariant``) at each scale (or
/// users' scenes in each theme and variant), the contact sheets, and the
/// gallery page. It keeps what it rendered, so after an edit
/// ``render(themes:scenes:changedScenes:)`` redoes only what the edit
/// touched: the tiles that draw with a theme value that changed, and the
/// scenes whose file (or theme) changed.
///
/// ```swift
/// let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: "bezel-preview"), options: .init(scales: [2]))
/// let report = try renderer.render(themes: [.init(reference: "dark", document: document)], scenes: [])
/// try renderer.writePage()
/// ```
public final class PreviewRenderer {
    /// What to render besides the tiles.
    public struct Options: Sendable {
        /// Pixels per point of every PNG.
        public var scales: [Double]
        /// The contact sheet's formats: `png` (one per scale), `pdf`.
        public var sheetFormats: [String]
        /// Whether the gallery's control tiles are rendered (not when previewing scenes).
        public var controls: Bool
        /// The variants the gallery's tiles and contact sheets are drawn in, in order
        /// (each scene has its own, ``SceneInput/variants``).
        public var variants: [PreviewVariant]

        public init(scales: [Double] = [2], sheetFormats: [String] = ["png", "pdf"], controls: Bool = true,
                    variants: [PreviewVariant] = [.unchanged]) {
            self.scales = scales
            self.sheetFormats = sheetFormats
            self.controls = controls
            self.variants = variants.isEmpty ? [.unchanged] : variants
        }
    }

    /// A theme to preview: how it was named, and the theme with its value locations.
    public struct ThemeInput: Sendable {
        public var reference: String
        public var document: ThemeDocument
        public var name: String { document.theme.name }

        public init(reference: String, document: ThemeDocument) {
            self.reference = reference
            self.document = document
        }
    }

    /// A scene file to preview in every theme.
    public struct SceneInput: Sendable {
        public var path: String
        /// The scene's name in the page and in file names: the file name without extension.
        public var name: String
        public var document: SceneDocument
        /// The variants the scene is drawn in, in order: ``PreviewVariant/unchanged``
        /// draws it in its file's traits.
        public var variants: [PreviewVariant]

        public init(path: String, document: SceneDocument, variants: [PreviewVariant] = [.unchanged]) {
            self.path = path
            self.name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            self.document = document
            self.variants = variants.isEmpty ? [.unchanged] : variants
        }
    }

    /// What one render did.
    public struct Report: Sendable {
        /// Image files written, relative to the folder.
        public var images: [String] = []
        /// Whether the set of tiles changed (themes or scenes added or removed): a page must reload.
        public var reload = false
        /// Themes whose values changed (their sheets need rendering again).
        public var changedThemes: [String] = []
    }

    public let folder: PreviewFolder
    public let options: Options
    /// Renders done so far; the page of a watched preview shows it.
    public private(set) var version = 0
    /// The images re-rendered by each render after the first, by path: the version they changed at.
    public private(set) var imageVersions: [String: Int] = [:]

    private var rendered: [String: Theme] = [:]
    private var themeOrder: [ThemeInput] = []
    private var sceneOrder: [SceneInput] = []
    /// Every tile of the page by its image path (or, for a failed scene, a key of its own).
    private var tiles: [String: GalleryPage.Tile] = [:]
    /// Each control tile's place in the gallery, by image path: the page keeps the gallery's order.
    private var galleryPosition: [String: Int] = [:]
    /// Each tile's variant's place among its variants, by image path: the page keeps their order.
    private var variantPosition: [String: Int] = [:]

    public init(folder: PreviewFolder, options: Options) {
        self.folder = folder
        self.options = options
    }

    /// Renders what changed since the last call (everything the first time).
    ///
    /// - Parameter changedScenes: paths of scenes whose files changed; nil means all of them.
    public func render(themes: [ThemeInput], scenes: [SceneInput], changedScenes: Set<String>? = nil) throws -> Report {
        var report = Report()
        let oldKeys = Set(tiles.keys)
        version += 1
        let first = version == 1
        themeOrder = themes
        sceneOrder = scenes
        for input in themes {
            let theme = input.document.theme
            let before = rendered[input.name]
            let differences = before.map { ThemeDifference.between($0, theme).map(\.path) }
            if before == nil || differences?.isEmpty == false { report.changedThemes.append(input.name) }
            let findings = ThemeLint.check(theme)
            if options.controls {
                report.images += try renderTiles(of: theme, findings: findings) { tile in
                    differences.map { paths in paths.contains { tile.scope.contains($0) } } ?? true
                }
            }
            let sceneJobs = scenes.filter { scene in
                before == nil || differences?.isEmpty == false || changedScenes.map { $0.contains(scene.path) } ?? true
            }
            report.images += try renderScenes(sceneJobs, in: theme)
            rendered[input.name] = theme
        }
        // Forget themes and scenes no longer asked for.
        // A scene's variants follow its file (a `language:` it names), so its tiles are kept by path.
        let names = Set(themes.map(\.name))
        let scenePaths = Set(themes.flatMap { theme in
            scenes.flatMap { scene in
                scene.variants.flatMap { variant in
                    options.scales.map { PreviewFolder.scene(theme: theme.name, name: scene.name, scale: $0, variant: variant) }
                }
            }
        })
        tiles = tiles.filter { names.contains($0.value.theme) && ($0.value.kind == .control || scenePaths.contains($0.key)) }
        rendered = rendered.filter { names.contains($0.key) }
        report.reload = !first && Set(tiles.keys) != oldKeys
        if !first { for image in report.images { imageVersions[image] = version } }
        return report
    }

    /// The theme's gallery tiles that `include` picks, in every variant at
    /// every scale, on the machine's cores (each worker makes its own views);
    /// every tile's findings are refreshed either way.
    private func renderTiles(of theme: Theme, findings: [LintFinding], include: (GalleryTile) -> Bool) throws -> [String] {
        let all = try ControlGallery.tiles(theme: theme)
        let variants = options.variants
        var jobs: [Job] = []
        for (index, tile) in all.enumerated() {
            let lint = TilePicture.findings(findings, concerning: tile)
            for variant in variants {
                for scale in options.scales {
                    let path = PreviewFolder.tile(theme: theme.name, name: tile.name, scale: scale, variant: variant)
                    if var known = tiles[path] {
                        known.findings = lint
                        tiles[path] = known
                    }
                }
            }
            if include(tile) { jobs += variants.indices.map { Job(index: index, variant: $0) } }
        }
        guard !jobs.isEmpty else { return [] }
        let scales = options.scales, folder = self.folder, picked = jobs
        /// Draws and writes the picked tiles that fall to `worker` of
        /// `workers`, from `ready` (tiles in the default traits) or tiles it makes in each variant's traits.
        @Sendable func draw(_ ready: [GalleryTile]?, worker: Int, workers: Int) throws -> [Drawn] {
            var out: [Drawn] = []
            var made: [Int: [GalleryTile]] = [:]
            for (position, job) in picked.enumerated() where position % workers == worker {
                let variant = variants[job.variant]
                let mine: [GalleryTile]
                if let known = made[job.variant] {
                    mine = known
                } else if let ready, variant.traits == nil {
                    mine = ready
                } else {
                    mine = try ControlGallery.tiles(theme: theme, traits: variant.traits)
                }
                made[job.variant] = mine
                for scale in scales {
                    let (image, textFindings) = try TilePicture.renderWithTextFindings(mine[job.index], scale: scale, theme: theme.name,
                                                                                       variant: variant)
                    let path = PreviewFolder.tile(theme: theme.name, name: mine[job.index].name, scale: scale, variant: variant)
                    try folder.write(image, to: path)
                    out.append(Drawn(index: job.index, variant: job.variant, scale: scale, path: path, image: image,
                                     textFindings: textFindings))
                }
            }
            return out
        }
        // A few tiles (one edit's) are drawn here; more are shared out to
        // the cores, each worker making its own views.
        let results: [Result<[Drawn], Error>]
        if jobs.count * scales.count <= 8 {
            results = [Result { try draw(all, worker: 0, workers: 1) }]
        } else {
            let workers = min(ProcessInfo.processInfo.activeProcessorCount, jobs.count)
            results = concurrentMap(Array(0..<workers), width: workers) { worker in
                Result { try draw(nil, worker: worker, workers: workers) }
            }
        }
        var written: [String] = []
        for result in results {
            for drawn in try result.get() {
                let tile = all[drawn.index]
                galleryPosition[drawn.path] = drawn.index
                variantPosition[drawn.path] = drawn.variant
                tiles[drawn.path] = GalleryPage.Tile(kind: .control, group: tile.control, state: tile.state, theme: theme.name,
                                                     scale: drawn.scale, image: drawn.path, pixelWidth: drawn.image.pixelWidth,
                                                     pixelHeight: drawn.image.pixelHeight,
                                                     findings: TilePicture.findings(findings, concerning: tile),
                                                     textFindings: drawn.textFindings, traits: variants[drawn.variant].traits)
                written.append(drawn.path)
            }
        }
        return written
    }

    /// One tile to draw: its gallery index and its variant's.
    private struct Job: Sendable {
        var index: Int
        var variant: Int
    }

    /// One drawn tile: its gallery index, variant index, scale, path, picture and text findings.
    private struct Drawn: Sendable {
        var index: Int
        var variant: Int
        var scale: Double
        var path: String
        var image: Image
        var textFindings: [SnapshotTextFinding]
    }

    /// Each scene built in `theme` in each of its variants at every scale
    /// (``Scene/makeWindow(traits:)``), on the machine's cores. A
    /// scene that cannot be built becomes a tile holding the error. Each
    /// scene's texts that do not show whole are placed at the node declaring their view.
    private func renderScenes(_ scenes: [SceneInput], in theme: Theme) throws -> [String] {
        let jobs = scenes.flatMap { scene in
            scene.variants.indices.flatMap { variant in options.scales.map { (scene, variant, $0) } }
        }
        let folder = self.folder
        let results = concurrentMap(jobs) { scene, index, scale -> (String, Result<(Image, [SnapshotTextFinding]), Error>) in
            let variant = scene.variants[index]
            let path = PreviewFolder.scene(theme: theme.name, name: scene.name, scale: scale, variant: variant)
            return (path, Result {
                let sources = SceneViewSources()
                let window = try SceneBuilder(theme: theme, sources: sources).scene(from: scene.document)
                    .makeWindow(traits: variant.traits)
                let image = try window.renderImage(scale: scale)
                try folder.write(image, to: path)
                let environment = variant.environment(theme: theme.name, scale: scale)
                let findings = window.textFindings().map { finding in
                    let place = sources.location(of: finding.view) ?? scene.document.location
                    return SnapshotTextFinding(kind: finding.kind.rawValue, view: finding.viewName, part: "\(finding.part)",
                                               detail: finding.detail, place: "\(scene.path):\(place.line):\(place.column)",
                                               environment: environment)
                }
                // A scene is a screen: the text contrast on its pixels, as the theme draws it.
                let contrast = try window.contrastFindings(scale: scale, rendered: image).map { finding in
                    let place = sources.location(of: finding.element.view) ?? scene.document.location
                    return SnapshotTextFinding(kind: finding.kind.rawValue, view: finding.elementName, part: "",
                                               detail: finding.detail, place: "\(scene.path):\(place.line):\(place.column)",
                                               environment: environment, category: .accessibility)
                }
                return (image, findings + contrast)
            })
        }
        var written: [String] = []
        for ((scene, variant, scale), (path, result)) in zip(jobs, results) {
            var tile = GalleryPage.Tile(kind: .scene, group: scene.name, state: "scene", theme: theme.name, scale: scale, image: path,
                                        traits: scene.variants[variant].traits)
            variantPosition[path] = variant
            switch result {
            case let .success((image, textFindings)):
                tile.pixelWidth = image.pixelWidth
                tile.pixelHeight = image.pixelHeight
                tile.textFindings = textFindings
                written.append(path)
            case let .failure(error):
                tile.image = nil
                tile.error = "\(scene.path): \(error)"
            }
            tiles[path] = tile
        }
        return written
    }

    /// The contact sheets of the themes named (PNG at each scale, PDF) in
    /// each variant, as the options ask; returns the files written.
    @discardableResult
    public func renderSheets(of names: [String]) throws -> [String] {
        var written: [String] = []
        for input in themeOrder where names.contains(input.name) {
            for variant in options.variants {
                let gallery = try ControlGallery.make(theme: input.document.theme, traits: variant.traits)
                for format in options.sheetFormats {
                    if format == "pdf" {
                        let path = PreviewFolder.sheetPDF(theme: input.name, variant: variant)
                        try folder.write(try gallery.renderDocument(format: .pdf).finish(), to: path)
                        written.append(path)
                    } else {
                        for scale in options.scales {
                            let path = PreviewFolder.sheet(theme: input.name, scale: scale, variant: variant)
                            try folder.write(try gallery.renderImage(scale: scale), to: path)
                            written.append(path)
                        }
                    }
                }
            }
        }
        return written
    }

    /// The gallery page of what was rendered, in the order themes, tiles and scenes were given.
    public func page(title: String = "Bezel theme previews", watch: GalleryPage.Watch? = nil) -> GalleryPage {
        let sceneIndex = Dictionary(sceneOrder.enumerated().map { ($1.name, $0) }) { first, _ in first }
        let themeIndex = Dictionary(themeOrder.enumerated().map { ($1.name, $0) }) { first, _ in first }
        // Controls in gallery order, then scenes in the order given; each in
        // theme order, then variant order, then by scale.
        let ordered = tiles.sorted { a, b in
            func key(_ entry: (key: String, value: GalleryPage.Tile)) -> (Int, Int, Int, Int, Double) {
                let tile = entry.value
                let position = tile.kind == .scene ? (1, sceneIndex[tile.group] ?? 0) : (0, galleryPosition[entry.key] ?? 0)
                return (position.0, position.1, themeIndex[tile.theme] ?? 0, variantPosition[entry.key] ?? 0, tile.scale)
            }
            return key(a) < key(b)
        }.map(\.value)
        let themes = themeOrder.map { input in
            var files: [String] = []
            if options.controls {
                for variant in options.variants {
                    for format in options.sheetFormats {
                        files += format == "pdf" ? [PreviewFolder.sheetPDF(theme: input.name, variant: variant)]
                            : options.scales.map { PreviewFolder.sheet(theme: input.name, scale: $0, variant: variant) }
                    }
                }
            }
            return GalleryPage.Theme(name: input.name, background: input.document.theme.backgroundColor.hexString,
                                     files: files, findings: ThemeLint.check(input.document.theme))
        }
        return GalleryPage(title: title, themes: themes, tiles: ordered, watch: watch)
    }
}

extension PreviewRenderer {
    /// Writes `index.html` (and, for a watched preview, `watch.js` with
    /// `errors` and what changed) into the folder. Both are made before
    /// either is written: when `watch.js` cannot be made, nothing is written.
    public func writePage(title: String = "Bezel theme previews", watching: Bool = false, reload: Bool = false,
                          errors: [String] = []) throws {
        let watch = watching ? GalleryPage.Watch(version: version) : nil
        let script = watching
            ? try GalleryPage.watchScript(version: version, reload: reload, imageVersions: imageVersions, errors: errors) : nil
        try folder.write(Data(page(title: title, watch: watch).html().utf8), to: "index.html")
        if let script {
            try folder.write(Data(script.utf8), to: GalleryPage.watchFileName)
        }
    }
}
