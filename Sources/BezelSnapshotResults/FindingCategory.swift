/// What kind of problem a snapshot finding is: a text that does not show
/// whole, or something a screen-reader or low-vision user would stumble on.
/// Each category has its own policy (``FindingPolicy``: off, warn or fail),
/// chosen the same ways: an assertion's argument or a scene's
/// `snapshots:` key, the scope's configuration or `bezel snapshots verify`'s
/// option, then ``environmentVariable``, then `warn`.
///
/// | category | argument and scene key | verify option | variable |
/// | --- | --- | --- | --- |
/// | ``text`` | `textFindings` | `--text-findings` | `BEZEL_TEXT_FINDINGS` |
/// | ``accessibility`` | `accessibilityFindings` | `--accessibility-findings` | `BEZEL_ACCESSIBILITY_FINDINGS` |
public enum FindingCategory: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Text cut with "…", clipped, past the window or drawn with missing-glyph boxes (Bezel's `View.textFindings(in:)`).
    case text
    /// Unlabelled elements, labels repeating their trait, small touch targets,
    /// shared labels, elements off screen or clipped and text contrast measured on the
    /// rendered pixels (Bezel's `View.accessibilityFindings(minimumTouchTarget:contrastScale:background:rendered:)`).
    case accessibility

    /// `text`, `accessibility`.
    public var description: String { rawValue }

    /// The variable that sets the category's policy for a whole process.
    public var environmentVariable: String {
        switch self {
        case .text: return TextFindingPolicy.environmentVariable
        case .accessibility: return "BEZEL_ACCESSIBILITY_FINDINGS"
        }
    }

    /// The assertion argument and scene key: `textFindings`, `accessibilityFindings`.
    public var argumentName: String { rawValue + "Findings" }
}

/// The three choices a check has for the findings of one category: off,
/// warn or fail (the type is ``TextFindingPolicy``'s; see ``FindingCategory``).
public typealias FindingPolicy = TextFindingPolicy
