import ArgumentParser
import Bezel
import BezelFiles
import BezelGraphics

/// `--direction`, `--text-size` and `--language`: the reader's settings a
/// command draws in instead of the file's, each repeatable where the command
/// draws several variants (`bezel preview`, `bezel lint`).
struct TraitOptions: ParsableArguments {
    @Option(name: .customLong("direction"),
            help: "Lay out left to right or right to left: ltr or rtl (default: the file's, else the language's own).")
    var directions: [String] = []

    @Option(name: .customLong("text-size"),
            help: "The reader's text size: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5 (default: the file's, else L).")
    var textSizes: [String] = []

    @Option(name: .customLong("language"),
            help: "The language, a BCP 47 tag (en, ja, zh-Hant, ar…) or a pseudo-locale (en-XA, ar-XB) (default: the file's, else en).")
    var languages: [String] = []

    /// Whether any of the three was given.
    var isEmpty: Bool { directions.isEmpty && textSizes.isEmpty && languages.isEmpty }

    func validate() throws {
        for text in directions where TraitWords.direction(text) == nil {
            throw ValidationError("--direction '\(text)': expected \(TraitWords.expectedDirection)")
        }
        for text in textSizes where TraitWords.textSize(text) == nil {
            throw ValidationError("--text-size '\(text.prefix(40))': expected one of \(TraitWords.expectedTextSize)")
        }
        for text in languages where TraitWords.language(text) == nil {
            throw ValidationError("--language '\(text.prefix(40))': expected \(TraitWords.expectedLanguage)")
        }
    }

    /// Every combination of the values given, each over what `document`
    /// says for the others: directions × text sizes × languages, in the order given.
    /// A language given without a direction reads in its own direction
    /// unless the file names one.
    func variants(for document: SceneDocument) -> [Traits] {
        let directionChoices: [LayoutDirection?] = directions.isEmpty ? [document.direction] : directions.compactMap(TraitWords.direction)
        let sizeChoices = textSizes.isEmpty ? [document.textSize ?? .large] : textSizes.compactMap(TraitWords.textSize)
        let languageChoices = languages.isEmpty ? [document.language ?? "en"] : languages.compactMap(TraitWords.language)
        return directionChoices.flatMap { direction in
            sizeChoices.flatMap { size in
                languageChoices.map { Traits(layoutDirection: direction, contentSizeCategory: size, language: $0) }
            }
        }
    }

    /// The one variant a command that writes one result draws in.
    ///
    /// - Throws: `ValidationError` when an option was given more than once.
    func single(for document: SceneDocument) throws -> Traits {
        for (name, values) in [("--direction", directions), ("--text-size", textSizes), ("--language", languages)] where values.count > 1 {
            throw ValidationError("\(name) is given \(values.count) times: this command draws one variant")
        }
        return variants(for: document)[0]
    }

    /// Words naming `traits` where they differ from the default, for file
    /// names and messages: `direction=rtl.language=ar.textSize=AX3`
    /// (empty for left to right, large, English).
    static func nameParts(_ traits: Traits) -> [String] {
        var parts: [String] = []
        if traits.layoutDirection != .leftToRight { parts.append("direction=\(traits.layoutDirection)") }
        if traits.language != "en" { parts.append("language=\(traits.language)") }
        if traits.contentSizeCategory != .large { parts.append("textSize=\(traits.contentSizeCategory.name)") }
        return parts
    }
}
