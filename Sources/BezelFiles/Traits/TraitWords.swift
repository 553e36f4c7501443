import Bezel
import BezelGraphics

private typealias F = SchemaFragments

/// How scene files, scripts and the command line write the reader's
/// settings (`Traits`): a direction (`ltr`, `rtl`), a text size (`XS` …
/// `XXXL`, `AX1` … `AX5`) and a language (a BCP 47 tag such as `ja`,
/// `zh-Hant`, `ar`, or a pseudo-locale, `en-XA`, `ar-XB`).
///
/// One description of each, used by every reader and by the schemas.
public enum TraitWords {
    /// The longest language tag read (BCP 47 tags in use are far shorter).
    public static let maximumLanguageLength = LanguageTag.maximumLength

    /// The direction `text` names, or nil.
    public static func direction(_ text: String) -> LayoutDirection? { TraitSetting.direction.change(text)?.direction }

    /// The text size `text` names (short, UIKit or SwiftUI names), or nil.
    public static func textSize(_ text: String) -> ContentSizeCategory? { TraitSetting.textSize.change(text)?.textSize }

    /// `text` when it is a well-formed BCP 47 language tag (see `LanguageTag`), else nil.
    public static func language(_ text: String) -> String? { LanguageTag.normalized(text) }

    /// What an error says is expected of each.
    public static let expectedDirection = TraitSetting.direction.expected
    public static let expectedTextSize = TraitSetting.textSize.expected
    public static let expectedLanguage = TraitSetting.language.expected

    /// The names a font's `textStyle` takes: a Dynamic Type text style it
    /// scales with, or `none` for a font that keeps its size.
    public static let textStyleNames = DynamicTypeStyle.allCases.map(\.rawValue) + ["none"]

    /// The text style `text` names (nil inside for `none`), or nil when it names none.
    public static func textStyle(_ text: String) -> DynamicTypeStyle?? {
        if text == "none" { return .some(nil) }
        guard let style = DynamicTypeStyle(rawValue: text) else { return nil }
        return .some(style)
    }

    // MARK: Reading file values

    /// The text style a font's `textStyle` names (nil for `none`).
    static func textStyle(_ node: YAMLNode, _ what: String) throws -> DynamicTypeStyle? {
        let name = try node.choice(what, of: textStyleNames)
        return textStyle(name) ?? .body
    }

    /// The change `node` names for `setting` (a word of the setting's).
    ///
    /// - Throws: ``FileError`` at the node when it names none, with a suggestion from the setting's words.
    package static func change(_ node: YAMLNode, _ setting: TraitSetting, _ what: String) throws -> TraitChange {
        let text = try node.string(what)
        guard let change = setting.change(text) else {
            throw FileError(node.location, "\(node.shownValue) is not \(setting.noun)", expected: setting.expected,
                            suggestion: setting.words.flatMap { closestMatch(to: text, in: $0) })
        }
        return change
    }

    /// The settings a mapping names under their own keys (`direction: rtl`,
    /// `textSize: AX3`), as one change; each value that names none is recorded with `record`.
    package static func changes(in map: YAMLMapping, record: (Error, SourceLocation) -> Void) -> TraitChange {
        var change = TraitChange()
        for setting in TraitSetting.all {
            guard let node = map[setting.name] else { continue }
            do { change = change.merged(with: try Self.change(node, setting, setting.name)) } catch { record(error, node.location) }
        }
        return change
    }

    /// The direction `node` holds.
    package static func direction(_ node: YAMLNode, _ what: String) throws -> LayoutDirection {
        try change(node, .direction, what).direction ?? .leftToRight
    }

    /// The text size `node` holds.
    package static func textSize(_ node: YAMLNode, _ what: String) throws -> ContentSizeCategory {
        try change(node, .textSize, what).textSize ?? .large
    }

    /// The language tag `node` holds.
    package static func language(_ node: YAMLNode, _ what: String) throws -> String {
        try change(node, .language, what).language ?? "en"
    }

    // MARK: Schemas

    /// The schema of a value of `setting`: one of its spellings (any case), or a language tag.
    package static func schema(_ setting: TraitSetting, _ description: String) -> SchemaObject {
        guard let spellings = setting.spellings else {
            return ["type": "string", "maxLength": LanguageTag.maximumLength, "pattern": LanguageTag.pattern, "description": description]
        }
        return ["type": "string", "pattern": anyCasePattern(spellings), "description": description]
    }

    /// The schema of a direction.
    package static func directionSchema(_ description: String) -> SchemaObject { schema(.direction, description) }

    /// The schema of a text size.
    package static func textSizeSchema(_ description: String) -> SchemaObject { schema(.textSize, description) }

    /// The schema of a language tag.
    package static func languageSchema(_ description: String) -> SchemaObject { schema(.language, description) }
}
