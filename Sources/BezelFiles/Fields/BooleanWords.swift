/// The one true/false rule of every file Bezel reads: scenes, scripts,
/// themes, `set` actions and `expect` values read booleans through it, and
/// the JSON Schemas describe the same spellings (a pattern made from the same words).
///
/// `true`, `yes` and `on` are true; `false`, `no` and `off` are false; in
/// any letter case (`TRUE`, `Yes`, `oFF`).
public enum BooleanWords {
    /// The words for true, in lower case.
    public static let trueWords = ["true", "yes", "on"]
    /// The words for false, in lower case.
    public static let falseWords = ["false", "no", "off"]

    /// The value `text` spells, or nil when it spells neither.
    public static func value(of text: String) -> Bool? {
        let word = text.lowercased()
        if trueWords.contains(word) { return true }
        if falseWords.contains(word) { return false }
        return nil
    }

    /// A JSON-schema `pattern` matching exactly the texts ``value(of:)`` reads.
    static var schemaPattern: String { anyCasePattern(trueWords + falseWords) }
}

/// A regular expression matching any of `words` in any letter case
/// (`[Tt][Rr][Uu][Ee]`), anchored: JSON Schema has no case-insensitive flag.
func anyCasePattern(_ words: [String]) -> String {
    let alternatives = words.map { word in
        word.map { letter -> String in
            let lower = String(letter).lowercased(), upper = String(letter).uppercased()
            if lower != upper { return "[\(upper)\(lower)]" }
            return letter == "." ? "\\." : String(letter)
        }.joined()
    }
    return "^(?:" + alternatives.joined(separator: "|") + ")$"
}
