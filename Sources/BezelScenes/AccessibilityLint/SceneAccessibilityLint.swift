import Bezel
import BezelFiles
import BezelGraphics

/// An ``Bezel/AccessibilityFinding`` in a scene, at the place in the file
/// that declares its view, in the reader's settings it was found in.
///
/// Its ``description`` is the line `bezel lint --accessibility` prints:
/// `timer.yaml:44:11: unlabelled: Switch#alarm: switch button with no label: VoiceOver says only "switch button, on"`.
public struct SceneAccessibilityFinding: CustomStringConvertible {
    /// The node that declares the view.
    public var location: SourceLocation
    /// What was found.
    public var finding: AccessibilityFinding
    /// The reader's settings the scene was drawn in.
    public var traits: Traits

    public init(location: SourceLocation, finding: AccessibilityFinding, traits: Traits = .default) {
        self.location = location
        self.finding = finding
        self.traits = traits
    }

    /// `file:line:column: kind: element: detail`, then ` (in rtl, AX3, ar)` when the traits are not the default ones.
    public var description: String {
        "\(location): \(finding.kind.rawValue): \(finding.elementName): \(finding.detail)" + (traits == .default ? "" : " (in \(traits))")
    }
}

/// The accessibility findings of a scene (``Bezel/View/accessibilityFindings(minimumTouchTarget:)``,
/// and the texts' contrast measured on a render at the scene's scale,
/// ``Bezel/View/contrastFindings(scale:background:rendered:)``), built and
/// laid out as `bezel render` does, each at the node declaring its view.
public enum SceneAccessibilityLint {
    /// The findings of `document` built with `theme` (the document's when
    /// nil) and drawn with `traits` (the document's when nil).
    ///
    /// With `contrast` (the default) the scene is rendered twice to measure its texts' contrast.
    ///
    /// - Throws: `LayoutError` for a tree nested too deep to lay out, or
    ///   `GraphicsError` when the scene's size cannot be rendered.
    public static func check(_ document: SceneDocument, theme: Theme? = nil, traits: Traits? = nil,
                             minimumTouchTarget: Size = Size(width: 44, height: 44),
                             contrast: Bool = true) throws -> [SceneAccessibilityFinding] {
        let sources = SceneViewSources()
        let scene = SceneBuilder(theme: theme ?? document.theme, sources: sources).scene(from: document)
        let traits = traits ?? document.traits
        let window = try scene.makeWindow(traits: traits)
        let findings = contrast
            ? try window.accessibilityFindings(minimumTouchTarget: minimumTouchTarget, contrastScale: scene.scale)
            : window.accessibilityFindings(minimumTouchTarget: minimumTouchTarget)
        return findings.map { finding in
            SceneAccessibilityFinding(location: sources.location(of: finding.element.view) ?? document.location,
                                      finding: finding, traits: traits)
        }
    }
}
