/// How files write an unbounded length: `minWidth`…`maxHeight` take a
/// number or one of these words, and the scene schema describes the same ones.
public enum LengthWords {
    /// The words for infinity, in lower case: `infinity`, `inf` and YAML's
    /// `.inf`, read in any letter case.
    public static let infinityWords = ["infinity", "inf", ".inf"]

    /// Whether `text` is one of ``infinityWords``.
    public static func isInfinity(_ text: String) -> Bool { infinityWords.contains(text.lowercased()) }

    /// A JSON-schema `pattern` matching exactly the texts ``isInfinity(_:)`` reads.
    static var schemaPattern: String { anyCasePattern(infinityWords) }
}
