import Bezel

/// Writing a ``TraceJSONLine`` as text directly: the same bytes
/// `JSONEncoder` writes for it (sorted keys, slashes not escaped, whole
/// numbers without a fraction), without the encoder's machinery, which cost
/// about 10 µs a line (0.6 s of a 10,000-tap replay).
///
/// It writes only what it is sure to write as `JSONEncoder` does: text
/// without control characters (quotes and backslashes escaped), and finite
/// numbers `description` writes without an exponent. Anything else, it declines (nil) and ``encoded()``
/// uses `JSONEncoder`. A test compares the two on every kind of line and
/// every example replay.
extension TraceJSONLine {
    /// The line, or nil when a value is one this writer leaves to `JSONEncoder`.
    func writtenDirectly() -> String? {
        var out = JSONLineText(capacity: text.utf8.count + 256)   // the text and the fields around it
        out.open()
        if let app { out.key("app"); out.string(app) }
        if let boundary { out.key("boundary"); out.string(boundary) }
        if let call { out.key("call"); out.string(call) }
        if let changes {
            out.key("changes")
            out.list(changes) { out, change in
                out.open()
                out.key("new"); out.value(change.new)
                if let old = change.old { out.key("old"); out.value(old) }
                out.key("property"); out.string(change.property)
                out.close()
            }
        }
        if let controller { out.key("controller"); out.string(controller) }
        if let events { out.key("events"); out.list(events) { $0.string($1) } }
        if let finger { out.key("finger"); out.integer(finger) }
        if let frame {
            out.key("frame"); out.open()
            out.key("height"); out.integer(frame.height)
            out.key("name"); out.string(frame.name)
            out.key("width"); out.integer(frame.width)
            out.close()
        }
        if let from { out.key("from"); out.view(from) }
        if let hint { out.key("hint"); out.string(hint) }
        out.key("kind"); out.string(kind.rawValue)
        if let link {
            out.key("link"); out.open()
            out.key("target"); out.string(link.target)
            out.key("text"); out.string(link.text)
            out.close()
        }
        if let location {
            out.key("location"); out.open()
            out.key("x"); out.number(location.x)
            out.key("y"); out.number(location.y)
            out.close()
        }
        if let part { out.key("part"); out.string(part) }
        if let phase { out.key("phase"); out.string(phase) }
        if let speech { out.key("speech"); out.string(speech) }
        if let state { out.key("state"); out.list(state) { $0.string($1) } }
        if let step { out.key("step"); out.string(step) }
        if let tapCount { out.key("tapCount"); out.integer(tapCount) }
        out.key("text"); out.string(text)
        out.key("time"); out.number(time)
        if let timer { out.key("timer"); out.string(timer) }
        out.key("version"); out.integer(version)
        if let view { out.key("view"); out.view(view) }
        out.close()
        return out.declined ? nil : out.text
    }
}

/// JSON text being written as UTF-8 bytes, one object or list at a time;
/// `declined` once a value is one to leave to `JSONEncoder`.
private struct JSONLineText {
    private var bytes: [UInt8] = []
    var declined = false
    /// For each object or list open: whether it has an element yet (a comma goes before the next).
    private var hasElements: [Bool] = []
    /// Whether a key was just written (its value takes no comma).
    private var afterKey = false

    /// Text about `capacity` bytes long.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
        hasElements.reserveCapacity(4)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func open() {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        hasElements.append(false)
    }

    mutating func close() {
        bytes.append(UInt8(ascii: "}"))
        hasElements.removeLast()
    }

    mutating func key(_ name: StaticString) {
        beginElement()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    mutating func string(_ value: String) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        guard JSONStringEscaping.appendEscaped(value, to: &bytes) else {
            declined = true
            return
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func integer(_ value: Int) {
        beginValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func number(_ value: Double) {
        beginValue()
        let written = value.description
        guard value.isFinite, !written.utf8.contains(UInt8(ascii: "e")) else {
            declined = true
            return
        }
        // Whole numbers without a fraction, as `JSONEncoder` writes them.
        bytes.append(contentsOf: written.hasSuffix(".0") ? written.utf8.dropLast(2) : written.utf8[...])
    }

    mutating func value(_ value: ViewProperty.Value) {
        switch value {
        case let .bool(bool):
            beginValue()
            bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case let .number(number): self.number(number)
        case let .text(text): string(text)
        }
    }

    mutating func view(_ view: TraceView) {
        open()
        if let identifier = view.identifier { key("id"); string(identifier) }
        key("type"); string(view.typeName)
        close()
    }

    mutating func list<Element>(_ elements: [Element], _ write: (inout JSONLineText, Element) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        hasElements.append(false)
        for element in elements { write(&self, element) }
        bytes.append(UInt8(ascii: "]"))
        hasElements.removeLast()
    }

    /// A value: right after its key, or as the next element of a list.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else {
            beginElement()
        }
    }

    /// A comma before every element of an object or list but its first.
    private mutating func beginElement() {
        guard let last = hasElements.indices.last else { return }
        if hasElements[last] { bytes.append(UInt8(ascii: ",")) }
        hasElements[last] = true
    }
}
