/// An accessibility snapshot a file asks for beside an image: a scene's
/// `snapshots: {accessibility: [text, image]}` (each variant's) or a
/// script's `snapshot: {name: NAME, accessibility: [text, image]}`.
public enum AccessibilitySnapshotFormat: String, Sendable, CaseIterable {
    /// The elements in reading order, one line each, as text
    /// (`View.accessibilityDescription()`, `.accessibility.txt`), compared line by line.
    case text
    /// The view with its elements tinted and numbered and a legend of what
    /// VoiceOver says (`View.accessibilityImage`, `.accessibility.png`).
    case image

    /// `text` or `image`, read from `node`.
    ///
    /// - Throws: ``FileError`` at the node for any other word, with a suggestion.
    package static func read(_ node: YAMLNode) throws -> AccessibilitySnapshotFormat {
        let text = try node.string("accessibility snapshot")
        guard let format = AccessibilitySnapshotFormat(rawValue: text) else {
            let names = allCases.map(\.rawValue)
            throw FileError(node.location, "an accessibility snapshot is text or image, not \(node.shownValue)",
                            suggestion: closestMatch(to: text, in: names))
        }
        return format
    }
}
