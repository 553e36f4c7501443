/// The rules for a theme's name, which `bezel preview` turns into a folder
/// of its output (`<output>/<name>/`) and the gallery page into a link: so
/// a name from a file must be one plain folder name and nothing else.
///
/// ```swift
/// ThemeName.problem(with: "dusk")          // nil
/// ThemeName.problem(with: "../../x")       // "it may only hold letters, digits, '-' and '_' …"
/// ```
public enum ThemeName {
    /// The longest name accepted, in characters.
    public static let maximumLength = 64

    /// Why `name` cannot name a theme, or nil when it can: 1 to
    /// ``maximumLength`` ASCII letters, digits, `-` and `_`, starting with a
    /// letter or digit. That rules out `.`, `..`, `''`, slashes, hidden
    /// folders and names such as `index.html` that clash with the page.
    public static func problem(with name: String) -> String? {
        let characters = Array(name.unicodeScalars)
        if characters.isEmpty { return "it is empty" }
        if characters.count > maximumLength { return "it has \(characters.count) characters; the most is \(maximumLength)" }
        let allowed: (Unicode.Scalar) -> Bool = { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        guard characters.allSatisfy(allowed) else {
            return "it may only hold ASCII letters, digits, '-' and '_', because it names the theme's output folder"
        }
        guard let first = characters.first, first != "-", first != "_" else { return "it must start with a letter or digit" }
        return nil
    }
}
