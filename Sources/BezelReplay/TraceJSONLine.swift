import Bezel
import Foundation

/// One line of `trace.jsonl`: a trace entry's fields as JSON values, so that
/// a tool reads a touch's phase, location and finger, or a property's old
/// and new value, without parsing the text; and the entry's `trace.txt`
/// line as ``text``, so nothing is lost.
///
/// ```json
/// {"finger":0,"kind":"touch","location":{"x":48.5,"y":30.5},"phase":"began","tapCount":1,
///  "text":"  0.000  touch      BezelButton#start  began (48.5, 30.5) finger 0 tap 1",
///  "time":0,"version":2,"view":{"id":"start","type":"BezelButton"}}
/// ```
///
/// Every line carries ``version``; a field that does not apply to the
/// entry's ``kind`` is absent. <doc:TraceFormat> documents every field.
public struct TraceJSONLine: Codable, Hashable, Sendable {
    /// The version of this format, on every line. Lines without a version
    /// are the first format (`time`, `kind`, `subject`, `detail`); 2 gave
    /// each kind its own typed fields and added the `property` kind.
    public static let formatVersion = 2

    /// Where a touch was, in window coordinates.
    public struct Location: Codable, Hashable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A tapped link of a link label.
    public struct Link: Codable, Hashable, Sendable {
        /// The link's text.
        public var text: String
        /// Where it leads.
        public var target: String

        public init(text: String, target: String) {
            self.text = text
            self.target = target
        }
    }

    /// A captured frame.
    public struct Frame: Codable, Hashable, Sendable {
        /// The name it was captured under.
        public var name: String
        /// Its size in pixels.
        public var width: Int
        public var height: Int

        public init(name: String, width: Int, height: Int) {
            self.name = name
            self.width = width
            self.height = height
        }
    }

    /// ``formatVersion`` when written.
    public var version: Int
    /// Virtual time in seconds.
    public var time: Double
    /// What the entry records.
    public var kind: TraceEntry.Kind
    /// The entry's `trace.txt` line, exactly.
    public var text: String
    /// `step`: the step as the trace writes it (`tap #start`, `wait 3`).
    public var step: String?
    /// The view concerned: the touched view (absent when the finger landed
    /// on nothing), the control, the link label, the scroll view, or the
    /// view whose state changed.
    public var view: TraceView?
    /// `touch`: the phase (`began`, `moved`, `stationary`, `ended`, `cancelled`).
    public var phase: String?
    /// `touch`: where, in window coordinates.
    public var location: Location?
    /// `touch`: the finger's number.
    public var finger: Int?
    /// `touch`: the tap count.
    public var tapCount: Int?
    /// `event`: the control events sent at once, in the order they fired.
    public var events: [String]?
    /// `link`: the tapped link.
    public var link: Link?
    /// `scroll`: the view the scroll view took the touch from (absent when none).
    public var from: TraceView?
    /// `lifecycle`: the view controller's identifier.
    public var controller: String?
    /// `lifecycle`: the method that ran (`viewDidLoad`...).
    public var call: String?
    /// `timer`: the timer's name.
    public var timer: String?
    /// `app`: `memoryWarning`, `background`, `foreground` or `settings`.
    public var app: String?
    /// `state`: the view's tree-dump words after the step.
    public var state: [String]?
    /// `state` and `property`: the properties that changed, typed; `app`
    /// `settings`: the settings that changed (`direction`, `textSize`, `language`), as text.
    public var changes: [TracePropertyChange]?
    /// `frame`: the captured frame.
    public var frame: Frame?
    /// `speech`: what the screen reader said.
    public var speech: String?
    /// `speech`: the hint it said after a pause, when the element has one.
    public var hint: String?
    /// `speech`: the part of ``view`` spoken about (`segment 1`, `link 0`), when it is one.
    public var part: String?
    /// `speech`: the gesture whose way had no further element (the focus stayed).
    public var boundary: String?

    /// The line written for `entry`.
    public init(_ entry: TraceEntry) {
        self.init(entry, text: entry.text)
    }

    /// The line written for `entry` whose text line (``TraceEntry/text``) is
    /// `text`, already made (a replay writes both files from one entry).
    public init(_ entry: TraceEntry, text: String) {
        version = Self.formatVersion
        time = entry.time
        kind = entry.kind
        self.text = text
        switch entry.event {
        case let .step(step):
            self.step = step.description
        case let .touch(view, phase, location, finger, tapCount):
            self.view = view
            self.phase = phase.rawValue
            self.location = Location(x: location.x, y: location.y)
            self.finger = finger
            self.tapCount = tapCount
        case let .controlEvents(view, events):
            self.view = view
            self.events = events.names
        case let .linkTapped(view, text, target):
            self.view = view
            link = Link(text: text, target: target)
        case let .scrollTookOver(view, from):
            self.view = view
            self.from = from
        case let .lifecycle(controller, call):
            self.controller = controller
            self.call = call.rawValue
        case let .timerFired(name):
            timer = name
        case let .stateChanged(view, changes, state):
            self.view = view
            self.changes = changes
            self.state = state
        case let .propertyChanged(view, change):
            self.view = view
            changes = [change]
        case .memoryWarning:
            app = "memoryWarning"
        case .background:
            app = "background"
        case .foreground:
            app = "foreground"
        case let .settingsChanged(changes):
            app = "settings"
            self.changes = changes
        case let .frameCaptured(name, width, height):
            frame = Frame(name: name, width: width, height: height)
        case let .spoken(view, part, text, hint):
            self.view = view
            self.part = part
            speech = text
            self.hint = hint
        case let .readerBoundary(gesture):
            boundary = gesture.description
        }
    }

    /// The line as JSON on one line, keys sorted.
    ///
    /// Numbers are written as JSON numbers (the shortest text that reads
    /// back as the same `Double`); a number that is not finite, as the
    /// string `"Infinity"`, `"-Infinity"` or `"NaN"`.
    public func encoded() throws -> String {
        try writtenDirectly() ?? encodedByJSONEncoder()
    }

    /// The line as `JSONEncoder` writes it (what ``writtenDirectly()`` must equal).
    func encodedByJSONEncoder() throws -> String {
        String(decoding: try Self.encoder.encode(self), as: UTF8.self)
    }

    /// One encoder for every line (made once: a long replay writes a line
    /// per entry); it is only read after it is made, so lines may be
    /// encoded on several threads at once.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return encoder
    }()

    /// A line of `trace.jsonl` read back.
    ///
    /// - Throws: `DecodingError` for a line that is not one of this format:
    ///   not JSON, a field missing or of the wrong type, or a `version`
    ///   other than ``formatVersion`` (a line of version 1 has none).
    public init(decoding line: String) throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        self = try decoder.decode(Self.self, from: Data(line.utf8))
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "a trace line of version \(version); this reader knows version \(Self.formatVersion)"))
        }
    }
}

/// A view in `trace.jsonl`: `{"type":"BezelButton","id":"start"}` (no `id`
/// for a view without an identifier).
extension TraceView: Codable {
    private enum CodingKeys: String, CodingKey {
        case typeName = "type"
        case identifier = "id"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(typeName: try container.decode(String.self, forKey: .typeName),
                  identifier: try container.decodeIfPresent(String.self, forKey: .identifier))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .typeName)
        try container.encodeIfPresent(identifier, forKey: .identifier)
    }
}

/// A property change in `trace.jsonl`: `{"property":"hidden","old":false,"new":true}`,
/// each value a JSON boolean, number or string by its type (no `old` for a
/// view new to the trace).
extension TracePropertyChange: Codable {
    private enum CodingKeys: String, CodingKey {
        case property, old, new
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(property: try container.decode(String.self, forKey: .property),
                  old: try container.decodeIfPresent(WrittenValue.self, forKey: .old)?.value,
                  new: try container.decode(WrittenValue.self, forKey: .new).value)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(property, forKey: .property)
        try container.encodeIfPresent(old.map(WrittenValue.init), forKey: .old)
        try container.encode(WrittenValue(new), forKey: .new)
    }

    /// A property's value as a JSON value of its type. A string is always
    /// read back as text, so a number that is not finite (written as a
    /// string) comes back as text.
    private struct WrittenValue: Codable {
        let value: ViewProperty.Value

        init(_ value: ViewProperty.Value) { self.value = value }

        init(from decoder: Decoder) throws {
            // The JSON type decides: a string, else a boolean, else a number
            // (only a type mismatch moves on to the next).
            let container = try decoder.singleValueContainer()
            do {
                value = .text(try container.decode(String.self))
                return
            } catch DecodingError.typeMismatch {}
            do {
                value = .bool(try container.decode(Bool.self))
                return
            } catch DecodingError.typeMismatch {}
            value = .number(try container.decode(Double.self))
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch value {
            case let .bool(bool): try container.encode(bool)
            case let .number(number): try container.encode(number)
            case let .text(text): try container.encode(text)
            }
        }
    }
}
