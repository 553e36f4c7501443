import Bezel
import BezelGraphics

/// The controls' own keys (their state keys are in `SceneKeys.controlState`).
extension SceneKeys {
    public static let title = SceneKey<String>("title", .text("title"), "The title.") { value, view in (view as? Button)?.title = value }

    public static let mode: DefaultedSceneKey<BezelButton.Mode> = SceneKey("mode", .choice("bezel button mode", BezelButton.Mode.allCases.map { ($0.rawValue, $0) }),
                                                        "How the button behaves when tapped.").defaulting(to: .normal)
    public static let recessed: DefaultedSceneKey<Bool> = SceneKey("recessed", .bool("recessed"), "recessed: true or false.") { value, view in
        (view as? BezelButton)?.recessed = value
    }.defaulting(to: false)
    public static let pushed = SceneKey<Bool>("pushed", .bool("pushed"), "pushed: true or false.") { value, view in
        (view as? BezelButton)?.isPushed = value
    }

    public static let on: DefaultedSceneKey<Bool> = SceneKey("on", .bool("on"), "on: true or false.") { value, view in (view as? Switch)?.isOn = value }.defaulting(to: false)

    public static let minimum: DefaultedSceneKey<Double> = SceneKey("min", .number("min"), "The minimum value.").defaulting(to: 0)
    /// `max`; one not above `min` is reported and kept, so `value` is still checked.
    public static let maximum: DefaultedSceneKey<Double> = SceneKey("max", ValueType<Double>.number("max").checked { high, node, reading in
        let low = reading.values[SceneKeys.minimum]
        if high <= low { reading.decoder.record(FileError(node.location, "'max' must be greater than 'min' (\(low.compactText()))"), at: node.location) }
    }, "The maximum value.").defaulting(to: 1)
    /// A slider's `value`, between its `min` and `max`.
    public static let sliderValue = SceneKey<Double>("value", ValueType(read: { node, reading in
        let low = reading.values[SceneKeys.minimum], high = reading.values[SceneKeys.maximum]
        let value = try node.number("value")
        guard value >= min(low, high), value <= max(low, high) else {
            throw FileError(node.location, "'value' is \(value.compactText()), outside min…max",
                            expected: "a number from \(low.compactText()) to \(high.compactText())")
        }
        return value
    }, schema: { SchemaFragments.number(in: -1e9...1e9, $0) }, text: ValueType<Double>.numberText),
        "The value, between min and max.") { value, view in (view as? Slider)?.value = value }

    public static let segments = SceneKey<[String]>("segments", .titles("segments", item: "segment title", itemDescription: "A segment title."),
                                                    "The segment titles.")
    /// `selected` of a segmented control: a segment index.
    public static let selectedSegment = SceneKey<Int>(
        "selectedSegment", .index("selected segment", needs: "segments") { $0[SceneKeys.segments]?.count ?? 0 },
        "The selected segment's index, from 0.") { value, view in (view as? SegmentedControl)?.selectedSegmentIndex = value }

    public static let progress: DefaultedSceneKey<Double> = SceneKey("value", .number("value", in: 0...1), "Progress, 0–1.") { value, view in
        (view as? ProgressView)?.progress = value
    }.defaulting(to: 0)

    public static let placeholder: DefaultedSceneKey<String> = SceneKey("placeholder", .text("placeholder"), "Shown while the field is empty.") { value, view in
        (view as? TextField)?.placeholder = value
    }.defaulting(to: "")
    public static let focused = SceneKey<Bool>("focused", .bool("focused"), "focused: true or false.")
}

extension ValueType {
    /// The same kind, with `check` run on every value read (it may record a problem and keep the value).
    func checked(_ check: @escaping @Sendable (Value, YAMLNode, SceneReading) throws -> Void) -> ValueType {
        let read = self.read
        return ValueType(read: { node, reading in
            let value = try read(node, reading)
            try check(value, node, reading)
            return value
        }, schema: schema, text: text)
    }
}
