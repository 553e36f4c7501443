import ArgumentParser
import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes
import BezelSnapshotResults
import Foundation

/// `bezel lint SCENE...`: every text in the scenes that does not show
/// whole (see ``SceneTextLint``), one line each:
///
/// ```
/// Examples/scenes/long.yaml:7:7: ellipsized: Label#title text: cut with "…" to 120 pt: "Good morning, …"
/// ```
///
/// Each scene is built as `bezel render` builds it (the same `--theme`,
/// `--themes-dir` and `--allow-outside-images`), laid out and rendered
/// headless, nothing written.
///
/// Exit status: 0 when no text is cut, 1 when some is (each listed), 2 when
/// a file cannot be read or a scene cannot be laid out or rendered (each
/// problem listed, nothing else).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "List the texts of scene files that are ellipsized, clipped, past the window or missing glyphs.",
        discussion: """
            Each finding is printed as file:line:column: kind: view which-text: detail, at the scene node that \
            declares the view (or its nearest declared ancestor). Kinds: ellipsized, clipped, overflows-window, \
            missing-glyph. With --accessibility, also what a screen-reader user would stumble on: unlabelled, \
            label-repeats-trait, small-touch-target, duplicate-label, off-screen, and low-contrast (each text's \
            WCAG contrast ratio over the pixels rendered behind it, under 4.5:1, or 3:1 for large text); and, when \
            no --text-size is given, the text findings at the largest text size (AX5) too, where text is most \
            often cut. Exits 1 when there are findings.
            """
    )

    @Argument(help: "The scene files (YAML).")
    var scenes: [String]

    @Option(help: "A theme instead of each scene's: a name in the themes folder, 'default', or a .yaml file.")
    var theme: String?

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var traitOptions: TraitOptions

    @Flag(help: "Let the scenes' image paths lead outside their folders.")
    var allowOutsideImages = false

    @Flag(help: "Print the findings as JSON (SceneLintReport, versioned).")
    var json = false

    @Flag(help: "Also check what a screen reader finds: unlabelled controls and images, labels repeating their trait, touch targets under 44 x 44 pt, shared labels, elements off screen or clipped, text contrast under WCAG's ratio on the rendered pixels; without --text-size, also the texts cut at AX5.")
    var accessibility = false

    @Option(name: .customLong("min-touch-target"), parsing: .unconditional,
            help: "With --accessibility: the smallest touch target, in points (Apple's 44 by default; WCAG 2.2 AA asks 24; 0 turns the check off).")
    var minimumTouchTarget: Double = 44

    func validate() throws {
        guard minimumTouchTarget.isFinite, (0...1000).contains(minimumTouchTarget) else {
            throw ValidationError("--min-touch-target must be a number of points from 0 to 1000, not \(minimumTouchTarget)")
        }
    }

    func run() throws {
        let resolver = try themeOptions.resolver()
        let override = try CommandFailure.catching { try theme.map { try resolver.theme($0, at: ThemeOptions.themeOption) } }
        var documents: [(String, SceneDocument)] = []
        var errors: [Error] = []
        for scene in scenes {
            do {
                let document = try CommandFailure.catchingScene {
                    try SceneDocument.load(path: scene, allowImagesOutside: allowOutsideImages,
                                           themesDirectory: resolver.themesDirectory)
                }
                documents.append((scene, document))
            } catch let failure as CommandFailure {
                errors += failure.errors
            }
        }
        guard errors.isEmpty else { throw CommandFailure(errors) }
        var results: [(file: String, findings: [SceneTextFinding], accessibility: [SceneAccessibilityFinding])] = []
        for (file, document) in documents {
            do {
                // Every direction × text size × language given, each a variant of the scene.
                let variants = traitOptions.variants(for: document)
                let findings = try textVariants(variants).flatMap { traits in
                    try SceneTextLint.check(document, theme: override, traits: traits)
                }
                let accessible = accessibility ? try variants.flatMap { traits in
                    try SceneAccessibilityLint.check(document, theme: override, traits: traits,
                                                     minimumTouchTarget: Size(width: minimumTouchTarget, height: minimumTouchTarget))
                } : []
                results.append((file, findings, accessible))
            } catch {
                errors.append(CommandFailureMessage("\(file): cannot lay out or render the scene: \(error)"))
            }
        }
        guard errors.isEmpty else { throw CommandFailure(errors) }
        if json {
            print(try JSONOutput.text(SceneLintReport(scenes: results.map {
                SceneLintReport.Scene(file: $0.file, findings: $0.findings.map(SceneLintReport.Finding.init),
                                      accessibility: accessibility ? $0.accessibility.map(SceneLintReport.AccessibilityFinding.init) : nil)
            })))
        } else {
            for result in results {
                for finding in result.findings { print(finding) }
                for finding in result.accessibility { print(finding) }
            }
        }
        if results.contains(where: { !$0.findings.isEmpty || !$0.accessibility.isEmpty }) { throw ExitCode(1) }
    }

    /// The variants whose texts are checked: with --accessibility and no
    /// --text-size, each variant at AX5 as well (text cut at the large
    /// sizes is an accessibility finding of its own).
    func textVariants(_ variants: [Traits]) -> [Traits] {
        guard accessibility, traitOptions.textSizes.isEmpty else { return variants }
        var all = variants
        for traits in variants {
            var largest = traits
            largest.contentSizeCategory = .accessibilityExtraExtraExtraLarge
            if !all.contains(largest) { all.append(largest) }
        }
        return all
    }
}

/// A problem printed as `bezel: message`.
private struct CommandFailureMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
