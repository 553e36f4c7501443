import Bezel
import BezelFiles

/// `settings: {direction, textSize, language}`: the reader's settings
/// change, as a user changing Settings would; views lay out again.
public struct SettingsStep: ScriptStepKind {
    /// The settings that change.
    public let change: TraitChange

    public init(_ change: TraitChange) { self.change = change }

    package static let keyword = "settings"
    package static let summary = "Change the reader's settings, as a user in Settings: views lay out again, the trace records it."
    package static var valueSchema: SchemaObject { TraitChange.schema }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> SettingsStep { SettingsStep(try TraitChange.read(value)) }

    package var writtenValue: String? {
        var entries: [(String, String)] = []
        if let direction = change.direction { entries.append(("direction", direction.rawValue)) }
        if let size = change.textSize { entries.append(("textSize", size.name)) }
        if let language = change.language { entries.append(("language", ScriptWriter.quoted(language))) }
        return ScriptWriter.mapping(entries)
    }

    public var description: String { "settings \(change)" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.changeSettings(change)
        return nil
    }
}
