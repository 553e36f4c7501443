import Bezel
import BezelFiles
import BezelGraphics
import BezelReplay
import BezelSnapshotResults
import BezelSnapshots

/// The snapshots of a script file: each `snapshot` step's frame against
/// `Snapshots/<script>.script/<name>.png` (and, when the step asks, what a
/// screen reader finds then against `<name>.accessibility.txt` and
/// `<name>.accessibility.png`), and the whole typed trace
/// (touches, control events in order, lifecycle calls, timers, state
/// changes) against the golden `Snapshots/<script>.script/trace.txt`, so a
/// change of behaviour fails even when every pixel is the same.
enum ScriptSnapshots {
    /// The golden trace's snapshot name.
    static let traceName = "trace"

    /// Reads `source`, declares its snapshot steps and golden trace, runs
    /// it and checks them. A script whose steps fail (an `expect` that does
    /// not hold) is a problem, and nothing is compared or recorded from its
    /// partial run (what it declares stays declared).
    static func check(_ source: SnapshotSource, options: FileSnapshotOptions) -> FileSnapshotOutcome {
        let script: Script
        let result: ScriptResult
        do {
            script = try ScriptFile.load(path: source.path, themesDirectory: options.themes.themesDirectory)
        } catch {
            return FileSnapshotOutcome(source: source, problem: .reading(source.path, error: error))
        }
        // The scene's own `snapshots:` policies outrank the run's, as for the scene's own images.
        let textPolicy = script.scene.snapshots?.textFindings.flatMap { TextFindingPolicy(rawValue: $0.rawValue) }
        let accessibilityPolicy = script.scene.snapshots?.accessibilityFindings.flatMap { FindingPolicy(rawValue: $0.rawValue) }
        // Accessibility findings cost a second render (contrast): made only when their policy is not off.
        let wantsAccessibility = (try? options.configuration.accessibilityFindingPolicy(explicit: accessibilityPolicy)) != .off
        let recording = ScriptSnapshotsRecorder(wantsAccessibilityFindings: wantsAccessibility)
        let declared = declared(by: script)
        for (name, pathExtension, place) in declared { options.declare(name, pathExtension: pathExtension, of: source, at: place) }
        let declaredNames = declared.map(\.name)
        do {
            result = try ScriptRunner.run(script, recorder: recording)
        } catch {
            let start = SourceLocation(file: source.path, line: 1, column: 1)
            return FileSnapshotOutcome(source: source, problem: FileSnapshotProblem(.stopped, at: start,
                                                                                   message: "\(start): the run stopped: \(error)"),
                                       declared: declaredNames)
        }
        if let failure = result.failure {
            return FileSnapshotOutcome(source: source, problem: FileSnapshotProblem(.stopped, at: failure.location,
                                                                                   message: failure.description),
                                       declared: declaredNames)
        }
        // A frame or trace comes from the one run; checking it again would only compare it with itself.
        var options = options
        options.configuration.checksDeterminism = false
        var checks: [FileSnapshotCheck] = []
        var checked: Set<String> = []
        for (snapshot, image) in recording.frames {
            let place = script.steps[snapshot.step - 1].location
            guard snapshot.name != traceName, checked.insert(snapshot.name).inserted else {
                let why = snapshot.name == traceName ? "is the golden trace's name" : "is used by an earlier snapshot step"
                return FileSnapshotOutcome(source: source, checks: checks, problem: FileSnapshotProblem(
                    .stopped, at: place, message: "\(place): snapshot name '\(snapshot.name)' \(why); choose another"),
                                           declared: declaredNames)
            }
            // The frame's texts that do not show whole and its accessibility findings, at the
            // snapshot step, in the run's traits.
            let found = (recording.textFindings[snapshot.step] ?? []) + (recording.accessibilityFindings[snapshot.step] ?? [])
            let findings = found.map { found in
                var finding = found.finding
                finding.place = "\(source.relativePath):\(place.line):\(place.column)"
                finding.environment = SnapshotEnvironment(theme: script.scene.themeName ?? "default",
                                                          scale: Double(script.scene.scale), traits: found.traits)
                return finding
            }
            let framed = Snapshotting<Image, Image>(diffing: .image, snapshotWithTextFindings: { image in (image, findings) })
            checks.append(options.check(snapshot.name, of: source, at: place, as: framed, textFindings: textPolicy,
                                        accessibilityFindings: accessibilityPolicy) { image })
            let accessibility = recording.accessibility[snapshot.step]
            if let text = accessibility?.text {
                checks.append(options.check(snapshot.name + accessibilitySuffix, of: source, at: place, as: .lines) { text })
            }
            if let image = accessibility?.image {
                let drawn = Snapshotting<Image, Image>(diffing: .image, snapshot: { $0 })
                checks.append(options.check(snapshot.name + accessibilitySuffix, of: source, at: place, as: drawn) { image })
            }
        }
        let place = SourceLocation(file: source.path, line: 1, column: 1)
        checks.append(options.check(traceName, of: source, at: place, as: .trace) { recording.trace })
        return FileSnapshotOutcome(source: source, checks: checks, declared: declaredNames)
    }

    /// What a snapshot's accessibility references add to its name.
    static let accessibilitySuffix = ".accessibility"

    /// What `script` declares: each `snapshot` step's frame (each name once)
    /// and the accessibility snapshots it asks for, and the golden trace, with their places.
    static func declared(by script: Script) -> [(name: String, pathExtension: String, place: SourceLocation)] {
        var seen: Set<String> = [traceName]
        var declared: [(name: String, pathExtension: String, place: SourceLocation)] = []
        for step in script.steps {
            guard let snapshot = step.action.as(SnapshotStep.self), seen.insert(snapshot.name).inserted else { continue }
            let name = snapshot.name
            declared.append((name, "png", step.location))
            for format in snapshot.accessibility {
                declared.append((name + accessibilitySuffix, format == .text ? "txt" : "png", step.location))
            }
        }
        return declared + [(traceName, "txt", SourceLocation(file: script.file, line: 1, column: 1))]
    }
}

/// Keeps a run's trace and its `snapshot` frames, and asks for no frame after each step.
private final class ScriptSnapshotsRecorder: ScriptRunRecorder {
    private(set) var trace: [TraceEntry] = []
    private(set) var frames: [(snapshot: ScriptResult.Snapshot, image: Image)] = []
    /// Each snapshot step's text findings, as words (no view is kept), with
    /// the traits they were found in (a `settings` step may change them), by step number.
    private(set) var textFindings: [Int: [(finding: SnapshotTextFinding, traits: Traits)]] = [:]
    /// Each snapshot step's accessibility text and image, when it asks for them, by step number.
    private(set) var accessibility: [Int: (text: String?, image: Image?)] = [:]
    /// Each snapshot step's accessibility findings, as words, with the traits they were found in, by step number.
    private(set) var accessibilityFindings: [Int: [(finding: SnapshotTextFinding, traits: Traits)]] = [:]
    let wantsAccessibilityFindings: Bool

    init(wantsAccessibilityFindings: Bool) {
        self.wantsAccessibilityFindings = wantsAccessibilityFindings
    }

    var wants: ScriptRunRecorderWants { wantsAccessibilityFindings ? .accessibilityFindings : [] }

    func record(_ event: ScriptRunEvent) {
        switch event {
        case let .trace(entry): trace.append(entry)
        case let .snapshot(snapshot, image, textFindings):
            frames.append((snapshot, image))
            self.textFindings[snapshot.step] = textFindings.map { (SnapshotTextFinding($0), $0.view.traitCollection) }
        case let .accessibilityFindings(snapshot, findings):
            accessibilityFindings[snapshot.step] = findings.map { (SnapshotTextFinding($0), $0.element.view.traitCollection) }
        case let .accessibilitySnapshot(snapshot, text, image): accessibility[snapshot.step] = (text, image)
        case .began, .frame: break
        }
    }
}
