import Bezel
import BezelFiles
import BezelGraphics

/// The texts of a scene that do not show whole: the scene built as
/// `bezel render` builds it, laid out in its window, rendered (headless,
/// at the scene's scale) and its tree checked by `View.textFindings(in:)`;
/// each finding placed at the node that declares its view, and a clipping
/// ancestor's node named in the finding's detail (`(the clip declared at 8:7)`).
///
/// A scene with `screens:` is checked as it first shows: its first screen
/// under the navigation bar.
///
/// ```swift
/// let document = try SceneDocument.load(path: "Examples/scenes/timer.yaml")
/// for finding in try SceneTextLint.check(document) { print(finding) }
/// ```
public enum SceneTextLint {
    /// The findings of `document` built with `theme` (the one the document
    /// names when nil) and drawn with `traits` (the document's when nil).
    ///
    /// - Throws: `LayoutError` for a tree nested too deep to lay out, or
    ///   `GraphicsError` when the scene's size cannot be rendered.
    public static func check(_ document: SceneDocument, theme: Theme? = nil, traits: Traits? = nil) throws -> [SceneTextFinding] {
        let sources = SceneViewSources()
        let scene = SceneBuilder(theme: theme ?? document.theme, sources: sources).scene(from: document)
        let traits = traits ?? document.traits
        let window = try scene.makeWindow(traits: traits)
        _ = try window.renderImage(scale: scene.scale)
        let fallback = scene.document.location
        return window.textFindings().map { finding in
            var finding = finding
            if let ancestor = finding.clippingAncestor, let place = sources.location(of: ancestor) {
                finding.detail += " (the clip declared at \(place.line):\(place.column))"
            }
            return SceneTextFinding(location: sources.location(of: finding.view) ?? fallback, finding: finding, traits: traits)
        }
    }
}
