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
    public static let maximumLanguageLength = 64

    /// The direction `text` names, or nil.
    public static func direction(_ text: String) -> LayoutDirection? { LayoutDirection(name: text) }

    /// The text size `text` names (short, UIKit or SwiftUI names), or nil.
    public static func textSize(_ text: String) -> ContentSizeCategory? { ContentSizeCategory(name: text) }

    /// `text` when it is a well-formed BCP 47 language tag (a language
    /// subtag of 2 to 8 letters, then subtags of 1 to 8 letters or digits,
    /// joined by `-`; `_` is read as `-`), else nil.
    public static func language(_ text: String) -> String? {
        let tag = text.replacingOccurrences(of: "_", with: "-")
        guard !tag.isEmpty, tag.utf8.count <= maximumLanguageLength else { return nil }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        for part in parts.dropFirst() where !(1...8).contains(part.count) || !part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            return nil
        }
        return tag
    }

    /// What an error says is expected of each.
    public static let expectedDirection = "ltr or rtl"
    public static let expectedTextSize = ContentSizeCategory.allNames.joined(separator: ", ")
    public static let expectedLanguage = "a BCP 47 language tag such as en, ja, zh-Hant, ar, or a pseudo-locale: en-XA, ar-XB"

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

    /// The direction `node` holds.
    package static func direction(_ node: YAMLNode, _ what: String) throws -> LayoutDirection {
        let text = try node.string(what)
        guard let direction = direction(text) else {
            throw FileError(node.location, "\(node.shownValue) is not a direction", expected: expectedDirection)
        }
        return direction
    }

    /// The text size `node` holds.
    package static func textSize(_ node: YAMLNode, _ what: String) throws -> ContentSizeCategory {
        let text = try node.string(what)
        guard let size = textSize(text) else {
            throw FileError(node.location, "\(node.shownValue) is not a text size", expected: expectedTextSize,
                            suggestion: closestMatch(to: text, in: ContentSizeCategory.allNames))
        }
        return size
    }

    /// The language tag `node` holds.
    package static func language(_ node: YAMLNode, _ what: String) throws -> String {
        let text = try node.string(what)
        guard let tag = language(text) else {
            throw FileError(node.location, "\(node.shownValue) is not a language tag", expected: expectedLanguage)
        }
        return tag
    }

    // MARK: Schemas

    /// The schema of a direction.
    package static func directionSchema(_ description: String) -> SchemaObject {
        ["type": "string", "pattern": anyCasePattern(["ltr", "rtl", "lefttoright", "righttoleft", "left-to-right", "right-to-left"]),
         "description": description]
    }

    /// The schema of a text size.
    package static func textSizeSchema(_ description: String) -> SchemaObject {
        let names = ContentSizeCategory.allCases.flatMap { [$0.name, $0.caseName, $0.swiftUIName] }
        return ["type": "string", "pattern": anyCasePattern(Array(Set(names.map { $0.lowercased() })).sorted()),
                "description": description]
    }

    /// The schema of a language tag.
    package static func languageSchema(_ description: String) -> SchemaObject {
        ["type": "string", "maxLength": maximumLanguageLength,
         "pattern": "^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$", "description": description]
    }
}
