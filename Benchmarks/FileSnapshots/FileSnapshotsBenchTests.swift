// The Swift-assertion side of Benchmarks/file-snapshots.sh, copied into the
// generated package's Tests/FileSnapshotsBenchTests/ with the scenes and
// scripts beside it. It makes the same snapshots as `bezel snapshots verify`,
// under the same names and suites, so both sides compare the same files in
// <package>/Snapshots/: a scene in each theme and scale its `snapshots:` key
// lists, each state of its state matrices, and each script's snapshot frames
// and golden trace. One test case per image (per script), so Swift Testing
// runs them in parallel, as a user's parameterized test would be.
import Bezel
import BezelFiles
import BezelGraphics
import BezelReplay
import BezelReports
import BezelScenes
import BezelSnapshotTesting
import Foundation
import Testing

/// The generated package's root: this file is `<root>/Tests/FileSnapshotsBenchTests/<file>.swift`.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
/// Theme names are looked up here, as the command looks them up in `./Themes`.
let themesDirectory = packageRoot + "/Themes"

/// One image of a scene: the scene in a theme and scale, maybe with one view's state set.
struct SceneJob: Sendable, CustomTestStringConvertible {
    var document: SceneDocument
    var suite: String
    var name: String
    var theme: Theme
    var scale: Int
    var state: (id: String, properties: [SceneProperty])?

    var testDescription: String { "\(suite)/\(name)" }

    /// The scene built in the job's theme, the state set, rendered at the job's scale.
    func render() throws -> Image {
        let window = try SceneBuilder.scene(from: document, theme: theme).makeWindow()
        if let state, let view = window.view(withIdentifier: state.id) {
            for property in state.properties { property.apply(to: view) }
            try window.layout()
        }
        return try window.renderImage(scale: Double(scale))
    }
}

enum Jobs {
    static let generatedStates = sceneJobs(in: packageRoot + "/generated")
    static let exampleScenes = sceneJobs(in: packageRoot + "/examples/scenes")
    static let exampleScripts = yamlFiles(in: packageRoot + "/examples/scripts")

    static func yamlFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
    }

    /// Every image the scenes in `folder` ask for, as `bezel snapshots verify`
    /// lists them: the scene in each theme and scale, then each state
    /// matrix's views and combinations (the last key changing fastest) in
    /// each theme and scale.
    static func sceneJobs(in folder: String) -> [SceneJob] {
        yamlFiles(in: folder).flatMap { file -> [SceneJob] in
            do { return try sceneJobs(file: file) } catch { fatalError("\(file): \(error)") }
        }
    }

    static func sceneJobs(file: String) throws -> [SceneJob] {
        let document = try SceneDocument.load(path: file, themesDirectory: themesDirectory)
        let resolver = try ThemeResolver(themesDirectory: themesDirectory)
        let suite = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let plan = document.snapshots
        var themes: [(label: String, theme: Theme)] = try (plan?.themes ?? []).map { choice in
            let label = ThemeResolver.isPath(choice.reference)
                ? ((choice.reference as NSString).lastPathComponent as NSString).deletingPathExtension : choice.reference
            return (label, try resolver.theme(choice.reference, at: choice.location, relativeTo: (file as NSString).deletingLastPathComponent))
        }
        if themes.isEmpty { themes = [(document.themeName ?? "default", document.theme)] }
        let scales = (plan?.scales ?? []).isEmpty ? [document.scale] : plan!.scales
        func variants(_ prefix: String, _ state: (id: String, properties: [SceneProperty])?) -> [SceneJob] {
            themes.flatMap { theme in
                scales.map { scale in
                    SceneJob(document: document, suite: suite, name: "\(prefix).theme=\(theme.label)@\(scale)x",
                             theme: theme.theme, scale: scale, state: state)
                }
            }
        }
        var jobs = variants("scene", nil)
        for matrix in plan?.states ?? [] {
            for id in matrix.ids {
                let combinations = matrix.dimensions.reduce([[(key: String, name: String, property: SceneProperty)]]([[]])) { partial, dimension in
                    partial.flatMap { prefix in
                        dimension.values.compactMap { value in value.properties[id].map { prefix + [(dimension.key, value.name, $0)] } }
                    }
                }
                for combination in combinations {
                    let prefix = ([id] + combination.map { "\($0.key)=\($0.name)" }).joined(separator: ".")
                    jobs += variants(prefix, (id, combination.map(\.property)))
                }
            }
        }
        return jobs
    }
}

/// Keeps a script run's trace and snapshot frames; like the command's
/// recorder it asks for no frame after each step (``ScriptRecording`` would
/// render the window after every step, which neither side needs).
final class SnapshotFrames: ScriptRunRecorder {
    var trace: [TraceEntry] = []
    var frames: [(snapshot: ScriptResult.Snapshot, image: Image)] = []
    var wantsRunFrames: Bool { false }
    func record(_ entry: TraceEntry) { trace.append(entry) }
    func record(_ snapshot: ScriptResult.Snapshot, image: Image) { frames.append((snapshot, image)) }
    func recordFrame(_ frame: Image, afterStep step: Int) {}
}

@Suite struct GeneratedStates {
    @Test(arguments: Jobs.generatedStates) func state(_ job: SceneJob) throws {
        assertSnapshot(of: try job.render(), as: .image, named: job.name, suite: job.suite)
    }
}

@Suite struct ExampleScenes {
    @Test(arguments: Jobs.exampleScenes) func image(_ job: SceneJob) throws {
        assertSnapshot(of: try job.render(), as: .image, named: job.name, suite: job.suite)
    }
}

@Suite struct ExampleScripts {
    @Test(arguments: Jobs.exampleScripts) func script(_ file: String) throws {
        let script = try ScriptFile.load(path: file, themesDirectory: themesDirectory)
        let recording = SnapshotFrames()
        let result = try ScriptRunner.run(script, recorder: recording)
        if let failure = result.failure {
            Issue.record("\(file): \(failure)")
            return
        }
        let suite = ((file as NSString).lastPathComponent as NSString).deletingPathExtension + ".script"
        for (snapshot, image) in recording.frames {
            assertSnapshot(of: image, as: .image, named: snapshot.name, suite: suite)
        }
        assertSnapshot(of: recording.trace.traceText + "\n", as: .lines, named: "trace", suite: suite)
    }
}
