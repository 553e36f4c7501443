import Bezel
import BezelFiles

/// `snapshot: NAME`: a frame written as `NN-NAME.png`; or
/// `snapshot: {name: NAME, accessibility: [text, image]}`: the frame, and
/// what a screen reader finds in the window then, as text
/// (`NN-NAME.accessibility.txt`) and/or as an image with a legend
/// (`NN-NAME.accessibility.png`).
public struct SnapshotStep: ScriptStepKind {
    /// The frame's name (see ``ScriptFile/isUsableSnapshotName(_:)``).
    public let name: String
    /// The accessibility snapshots taken with the frame.
    public let accessibility: [AccessibilitySnapshotFormat]

    public init(_ name: String, accessibility: [AccessibilitySnapshotFormat] = []) {
        self.name = name
        self.accessibility = accessibility
    }

    package static let keyword = "snapshot"
    package static let summary = "A snapshot of the window: NAME, or {name: NAME, accessibility: [text, image]}."
    package static var valueSchema: SchemaObject {
        let name: SchemaObject = ["type": "string", "pattern": "^(?!\\.)[A-Za-z0-9._@-]{1,100}$",
                                  "description": "A frame written as NN-NAME.png: letters, digits, '-', '_', '.' and '@', not starting with '.'."]
        let formats: SchemaObject = ["type": "array", "uniqueItems": true,
                                     "items": SchemaFragments.choice(AccessibilitySnapshotFormat.allCases.map(\.rawValue), "An accessibility snapshot."),
                                     "description": "What a screen reader finds then: as text (NN-NAME.accessibility.txt) "
                                         + "and/or as an image with a legend (NN-NAME.accessibility.png)."]
        return ["oneOf": [name, SchemaFragments.closedObject(["name": name, "accessibility": formats], required: ["name"],
                                                             "The frame, and what a screen reader finds in the window then.")],
                "description": summary]
    }

    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> SnapshotStep {
        var nameNode = value
        var formats: [AccessibilitySnapshotFormat] = []
        if case .mapping = value.kind {
            let map = try value.mapping("snapshot")
            try map.checkKeys(["name", "accessibility"])
            nameNode = try map.required("name")
            for item in try map["accessibility"]?.sequence("accessibility") ?? [] {
                let format = try AccessibilitySnapshotFormat.read(item)
                guard !formats.contains(format) else { throw FileError(item.location, "'\(format.rawValue)' is listed twice") }
                formats.append(format)
            }
        }
        let name = try nameNode.string("snapshot name")
        guard ScriptFile.isUsableSnapshotName(name) else {
            throw FileError(nameNode.location, "\(nameNode.shownValue) is not a usable snapshot name",
                            expected: "letters, digits, '-', '_', '.' and '@', not starting with '.'")
        }
        return SnapshotStep(name, accessibility: formats)
    }

    package var writtenValue: String? {
        guard !accessibility.isEmpty else { return ScriptWriter.quoted(name) }
        return ScriptWriter.mapping([("name", ScriptWriter.quoted(name)), ("accessibility", ScriptWriter.list(accessibility.map(\.rawValue)))])
    }

    /// The trace's word for it: the frame is captured.
    public var description: String { "capture \(name)" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.run.snapshot(name, formats: accessibility, number: context.number)
        return nil
    }
}
