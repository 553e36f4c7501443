import Bezel
import BezelFiles

/// One kind of script step, described once: its key in a file, what it
/// does, its value (typed, with its bounds) as a file reads and writes it,
/// its schema, how it runs and its trace line.
///
/// The reader (`ScriptReader`), the writer (``ScriptWriter``), the schema,
/// the runner and the trace are made from the kinds `ScriptSteps.all`
/// lists, so a new step is one type and one line in that table.
///
/// ```swift
/// public struct WaitStep: ScriptStepKind {
///     public let seconds: Double
///     static let keyword = "wait"
///     static let summary = "Seconds of virtual time."
///     ...
/// }
/// ```
package protocol ScriptStepKind: Hashable, Sendable, CustomStringConvertible {
    /// The step's key in a script file (`tap`, `memory-warning`).
    static var keyword: String { get }
    /// What the step does, one line: the schema's description and the docs.
    static var summary: String { get }
    /// The step a file writes without a value (`- pop`, `- settle`), or nil
    /// when the step needs one.
    static var bare: Self? { get }
    /// The JSON schema of the step's value, described by `summary`.
    static var valueSchema: SchemaObject { get }
    /// Reads the step's value, failing with a `FileError` at its place.
    static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> Self
    /// The value as a file writes it, or nil to write the step bare.
    var writtenValue: String? { get }
    /// The views the step names by selector, checked against the scene when the script is read.
    var selectors: [ViewSelector] { get }
    /// The screen the step names, checked against the scene's `screens`.
    var namedScreen: String? { get }
    /// Whether the step needs a scene with `screens`.
    static var needsScreens: Bool { get }
    /// Runs the step on a script run; a failure when an expectation does
    /// not hold (a step that cannot act throws).
    func perform(_ context: ScriptStepContext) throws -> ScriptFailure?
}

extension ScriptStepKind {
    package static var bare: Self? { nil }
    package var writtenValue: String? { nil }
    package var selectors: [ViewSelector] { [] }
    package var namedScreen: String? { nil }
    package static var needsScreens: Bool { false }

    /// A step that takes no value: written bare, or with null or `{}`.
    package static func readBare(_ value: YAMLNode) throws -> Self {
        if let bare {
            if case .null = value.kind { return bare }
            if case let .mapping(entries) = value.kind, entries.isEmpty { return bare }
        }
        throw FileError(value.location, "'\(keyword)' takes no value", expected: "'- \(keyword)' or '- \(keyword): {}'")
    }

    /// The schema of a step that takes no value: null or `{}`.
    package static var bareSchema: SchemaObject {
        ["anyOf": [["type": "null"], ["type": "object", "maxProperties": 0]], "description": summary]
    }
}

/// A step that takes no value (`- background`): written bare, or with null or
/// `{}`; its trace line is its key. Such a kind says only its key, its
/// summary and how it runs.
package protocol BareScriptStepKind: ScriptStepKind {
    init()
}

extension BareScriptStepKind {
    package static var bare: Self? { Self() }
    package static var valueSchema: SchemaObject { bareSchema }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> Self { try readBare(value) }
    public var description: String { Self.keyword }
}

/// What a step runs with: the script run (its session, window and scene),
/// the step as written and its number.
package struct ScriptStepContext {
    package let run: ScriptRun
    package let step: ScriptStep
    package let number: Int

    package var session: ReplaySession { run.session }
}
