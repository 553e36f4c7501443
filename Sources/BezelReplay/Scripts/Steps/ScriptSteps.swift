import BezelFiles

/// The steps a script file can write, in the order the documentation
/// lists them: the one table the reader, the writer, the schema and the
/// runner are made from.
package enum ScriptSteps {
    /// Every step kind a file can write.
    package static let all: [any ScriptStepKind.Type] = [
        TapStep.self, DoubleTapStep.self, TouchStep.self, DragStep.self, TypeStep.self, EraseStep.self, WaitStep.self,
        MemoryWarningStep.self, BackgroundStep.self, ForegroundStep.self, ExpectStep.self, SnapshotStep.self,
        PushStep.self, PopStep.self, SettingsStep.self, ScreenReaderStep.self, SettleStep.self,
    ]

    /// The step keys, in table order.
    package static var keywords: [String] { all.map { $0.keyword } }

    /// The kind whose key is `keyword`, or nil.
    package static func kind(named keyword: String) -> (any ScriptStepKind.Type)? {
        all.first { $0.keyword == keyword }
    }

    /// The keys of the steps a file may write bare (`- pop`).
    package static var bareKeywords: [String] { all.filter { $0.hasBareForm }.map { $0.keyword } }

    /// The step written bare as `keyword`, or nil.
    package static func bare(_ keyword: String) -> ScriptAction? {
        kind(named: keyword)?.bareAction
    }
}

extension ScriptStepKind {
    static var hasBareForm: Bool { bare != nil }
    static var bareAction: ScriptAction? { bare.map(ScriptAction.init) }
    /// Reads the value as a step.
    static func readAction(_ value: YAMLNode, _ reader: ScriptReader) throws -> ScriptAction { ScriptAction(try read(value, reader)) }
}
