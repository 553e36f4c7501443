import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes
import BezelSnapshotResults
import BezelSnapshots
import Foundation

/// The snapshots of a scene file: the scene in each theme and scale, and
/// each view of each state matrix in every combination (see
/// ``BezelFiles/SceneSnapshotPlan``), each against
/// `Snapshots/<scene>/<name>.png`; with `accessibility:`, beside each, its
/// accessibility text (`<name>.accessibility.txt`, once for every scale)
/// and image (`<name>.accessibility@<scale>x.png`).
enum SceneSnapshots {
    /// What a job makes of the window.
    enum Format: Sendable {
        /// The window rendered.
        case image
        /// The window's accessibility elements as text (`View.accessibilityDescription()`).
        case accessibilityText
        /// The window's accessibility image (`View.accessibilityImage`).
        case accessibilityImage

        /// The reference's extension.
        var pathExtension: String { self == .accessibilityText ? "txt" : "png" }
    }

    /// One snapshot to make and check.
    struct Job: Sendable {
        /// `scene.theme=default@2x`, `start.enabled=false.theme=dark@1x`,
        /// `scene.direction=rtl.textSize=AX3.theme=dark@2x`.
        var name: String
        var theme: Theme
        /// The theme as snapshot names and findings name it (`dark`, `brand` for `../brand.yaml`).
        var themeLabel: String
        var scale: Int
        /// The direction, text size and language the window is drawn with.
        var traits: Traits
        /// The view and the properties set on it, for a state.
        var state: (id: String, properties: [SceneProperty])?
        /// Where the file asks for it.
        var place: SourceLocation
        /// The image, or one of its accessibility snapshots.
        var format: Format = .image

        /// The reference's extension: `png`, or `txt` for accessibility text.
        var pathExtension: String { format.pathExtension }
    }

    /// Reads `source`, declares every image its plan asks for, and checks
    /// those the options choose.
    static func check(_ source: SnapshotSource, options: FileSnapshotOptions) -> FileSnapshotOutcome {
        let document: SceneDocument
        do {
            document = try SceneDocument.load(path: source.path, themesDirectory: options.themes.themesDirectory)
        } catch {
            return FileSnapshotOutcome(source: source, problem: .reading(source.path, error: error))
        }
        let declared = declared(by: document)
        for job in declared { options.declare(job.name, pathExtension: job.pathExtension, of: source, at: job.place) }
        let checks: [FileSnapshotCheck]
        do {
            // The strategy renders, so a failing snapshot is rendered again to tell a
            // nondeterministic scene from a changed one (see DeterminismCheck).
            // One scene can ask for thousands of images: its jobs run on every core too
            // (each builds its own window from the document).
            // The scene's own `textFindings` outranks the run's (`--text-findings`, BEZEL_TEXT_FINDINGS).
            let policy = document.snapshots?.textFindings.flatMap { TextFindingPolicy(rawValue: $0.rawValue) }
            let accessibilityPolicy = document.snapshots?.accessibilityFindings.flatMap { FindingPolicy(rawValue: $0.rawValue) }
            checks = concurrentMap(try jobs(for: document, options: options)) { job in
                switch job.format {
                case .image:
                    let rendering = Snapshotting<Job, Image>(diffing: .image, snapshotWithFindings: { job, requested in
                        try renderWithFindings(job, of: document, source: source, requested: requested)
                    })
                    return options.check(job.name, of: source, at: job.place, as: rendering, textFindings: policy,
                                         accessibilityFindings: accessibilityPolicy) { job }
                case .accessibilityImage:
                    let drawing = Snapshotting<Job, Image>(diffing: .image, snapshot: { job in
                        try window(for: job, of: document, sources: SceneViewSources()).accessibilityImage(scale: Double(job.scale))
                    })
                    return options.check(job.name, of: source, at: job.place, as: drawing) { job }
                case .accessibilityText:
                    let describing = Snapshotting<Job, String>(diffing: .lines, snapshot: { job in
                        try accessibilityText(job, of: document)
                    })
                    return options.check(job.name, of: source, at: job.place, as: describing) { job }
                }
            }
        } catch {
            return FileSnapshotOutcome(source: source, problem: .reading(source.path, error: error), declared: declared.map(\.name))
        }
        return FileSnapshotOutcome(source: source, checks: checks, declared: declared.map(\.name))
    }

    /// Every image `document` asks for, in file order: the scene in each
    /// theme and scale, then each state matrix's views, combinations and
    /// themes and scales.
    ///
    /// - Throws: ``BezelFiles/FileErrors`` for themes the plan lists that cannot be found,
    ///   ``BezelFiles/FileError`` when the command line's themes and scales make
    ///   more images than ``BezelFiles/SceneSnapshotPlan/maximumSnapshots``, or
    ///   ``BezelFiles/FileErrors`` when two images share a name (`enabled: [true, TRUE]`).
    static func jobs(for document: SceneDocument, options: FileSnapshotOptions) throws -> [Job] {
        let plan = document.snapshots
        var themes = options.themeOverrides
        if themes.isEmpty, let listed = plan?.themes, !listed.isEmpty {
            let folder = (document.file as NSString).deletingLastPathComponent
            var errors: [FileError] = []
            for choice in listed {
                do {
                    themes.append((choice.reference, try options.themes.theme(choice.reference, at: choice.location, relativeTo: folder)))
                } catch let error as FileError {
                    errors.append(error)
                } catch let error as FileErrors {
                    errors += error.errors
                }
            }
            if !errors.isEmpty { throw FileErrors(errors) }
        }
        if themes.isEmpty { themes = [(document.themeName ?? "default", document.theme)] }
        var scales = options.scaleOverrides.isEmpty ? plan?.scales ?? [] : options.scaleOverrides
        if scales.isEmpty { scales = [document.scale] }
        if let plan, let error = plan.imageCountProblem(themes: themes.count, scales: scales.count) { throw error }
        let jobs = jobs(for: document, themes: themes, scales: scales)
        var places: [String: SourceLocation] = [:]
        for job in jobs {
            if let first = places.updateValue(job.place, forKey: job.name + "." + job.pathExtension) {
                let earlier = first == job.place ? "" : " (first at \(first.line):\(first.column))"
                throw FileErrors([FileError(job.place, "snapshot '\(job.name)' is asked for twice\(earlier): two values or themes "
                    + "are written differently but name the same file", expected: "each value and theme once (true and TRUE are one value)")])
            }
        }
        return jobs
    }

    /// Every image the scene's plan asks for in its own themes and scales,
    /// whatever the command line chooses: what the file declares (each name
    /// once). Themes are named, not looked up: each job holds the scene's theme.
    static func declared(by document: SceneDocument) -> [Job] {
        let plan = document.snapshots
        var themes = (plan?.themes ?? []).map { (reference: $0.reference, theme: document.theme) }
        if themes.isEmpty { themes = [(document.themeName ?? "default", document.theme)] }
        let scales = plan.map { $0.scales.isEmpty ? [document.scale] : $0.scales } ?? [document.scale]
        var seen: Set<String> = []
        return jobs(for: document, themes: themes, scales: scales).filter { seen.insert($0.name + "." + $0.pathExtension).inserted }
    }

    /// The images of `document` in `themes` and `scales`: the scene in each,
    /// then each state matrix's views and combinations in each; after each
    /// image, its accessibility image, and after each theme's scales, the
    /// accessibility text, when the plan asks for them.
    private static func jobs(for document: SceneDocument, themes: [(reference: String, theme: Theme)], scales: [Int]) -> [Job] {
        let plan = document.snapshots
        let planPlace = plan?.location ?? document.location
        let traitVariants = plan?.traitVariants(over: document) ?? [(document.traits, [])]
        let accessibility = Set(plan?.accessibility ?? [])
        func variants(_ prefix: String, state: (id: String, properties: [SceneProperty])?, place: SourceLocation) -> [Job] {
            traitVariants.flatMap { variant in
                themes.flatMap { theme -> [Job] in
                    let name = ([prefix] + variant.nameParts + ["theme=\(label(theme.reference))"]).joined(separator: ".")
                    func job(_ name: String, scale: Int, format: Format) -> Job {
                        Job(name: name, theme: theme.theme, themeLabel: label(theme.reference), scale: scale,
                            traits: variant.traits, state: state, place: place, format: format)
                    }
                    var jobs = scales.flatMap { scale -> [Job] in
                        let suffix = SnapshotName.scaleSuffix(Double(scale))
                        var jobs = [job(name + suffix, scale: scale, format: .image)]
                        if accessibility.contains(.image) {
                            jobs.append(job(name + ".accessibility" + suffix, scale: scale, format: .accessibilityImage))
                        }
                        return jobs
                    }
                    if accessibility.contains(.text), let scale = scales.first {
                        jobs.append(job(name + ".accessibility", scale: scale, format: .accessibilityText))
                    }
                    return jobs
                }
            }
        }
        var jobs = variants("scene", state: nil, place: planPlace)
        for matrix in plan?.states ?? [] {
            for id in matrix.ids {
                let (states, dimensions) = stateMatrix(of: matrix.dimensions, for: id)
                for combination in states.combinations {
                    let properties = dimensions.compactMap { try? combination.value(of: $0) }
                    jobs += variants(combination.name(prefix: id), state: (id, properties), place: matrix.location)
                }
            }
        }
        return jobs
    }

    /// A scene's state matrix for view `id` as a `StateMatrix` (the one
    /// product and naming of states, shared with `assertSnapshots(matrix:…)`):
    /// each dimension's values that set a property of `id`, the last
    /// dimension changing fastest, named `key=value` joined by `.`.
    private static func stateMatrix(of dimensions: [SceneStateMatrix.Dimension], for id: String)
        -> (matrix: StateMatrix, dimensions: [StateDimension<SceneProperty>]) {
        let typed = dimensions.map { dimension in
            StateDimension(dimension.key, dimension.values.compactMap { value in value.properties[id].map { (value.name, $0) } })
        }
        return (StateMatrix(typed), typed)
    }

    /// A theme's name in snapshot names: the name, or a theme file's name without extension.
    static func label(_ reference: String) -> String {
        guard ThemeResolver.isPath(reference) else { return reference }
        return ((reference as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The scene built in the job's theme, the state set, rendered at the job's scale.
    static func render(_ job: Job, of document: SceneDocument) throws -> Image {
        try renderWithFindings(job, of: document, source: nil, requested: []).snapshot
    }

    /// The scene built in the job's theme and traits, laid out, with the job's state set.
    static func window(for job: Job, of document: SceneDocument, sources: SceneViewSources) throws -> Window {
        let scene = SceneBuilder(theme: job.theme, sources: sources).scene(from: document)
        let window = try scene.makeWindow(traits: job.traits)
        if let state = job.state, let view = window.view(withIdentifier: state.id) {
            for property in state.properties { property.apply(to: view) }
            try window.layout()
        }
        return window
    }

    /// The job's window's accessibility elements in reading order, one line each, ending in a newline.
    static func accessibilityText(_ job: Job, of document: SceneDocument) throws -> String {
        try window(for: job, of: document, sources: SceneViewSources()).accessibilityDescription() + "\n"
    }

    /// ``render(_:of:)`` and the texts of the rendered window that do not
    /// show whole (`View.textFindings(in:)`), each at the place in the file
    /// that declares its view (relative to the package as `source` names
    /// the file), in the job's theme and scale; when `requested` holds
    /// them, the window's accessibility findings too, its texts' contrast
    /// measured on this render.
    static func renderWithFindings(_ job: Job, of document: SceneDocument, source: SnapshotSource?,
                                   requested: Set<FindingCategory>) throws -> (snapshot: Image, textFindings: [SnapshotTextFinding]) {
        let sources = SceneViewSources()
        let window = try window(for: job, of: document, sources: sources)
        let image = try window.renderImage(scale: Double(job.scale))
        let environment = SnapshotEnvironment(theme: job.themeLabel, scale: Double(job.scale), traits: job.traits)
        let findings = window.textFindings().map { finding in
            var finding = finding
            if let ancestor = finding.clippingAncestor, let place = sources.location(of: ancestor) {
                finding.detail += " (the clip declared at \(place.line):\(place.column))"
            }
            let place = sources.location(of: finding.view) ?? document.location
            let file = place.file == source?.path ? source?.relativePath ?? place.file : place.file
            return SnapshotTextFinding(finding, place: "\(file):\(place.line):\(place.column)", environment: environment)
        }
        guard requested.contains(.accessibility) else { return (image, findings) }
        let accessibility = try window.accessibilityFindings(contrastScale: Double(job.scale), rendered: image).map { finding in
            let place = sources.location(of: finding.element.view) ?? document.location
            let file = place.file == source?.path ? source?.relativePath ?? place.file : place.file
            return SnapshotTextFinding(finding, place: "\(file):\(place.line):\(place.column)", environment: environment)
        }
        return (image, findings + accessibility)
    }
}
