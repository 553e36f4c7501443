/// Reads the frames a WebSocket client sends (RFC 6455 §5) as their bytes
/// come, into whole messages, and refuses a message longer than its limit by
/// the frame's length field, before the payload is read or buffered.
///
/// Every client frame must be masked (1002 otherwise); control frames are at
/// most 125 bytes and not fragmented (1002); text must be UTF-8 (1007); an
/// unknown opcode is 1002; a message longer than `maximumMessage` in all
/// its fragments is 1009.
public struct WebSocketFrameReader: Sendable {
    /// What the bytes so far gave.
    public enum Event: Equatable, Sendable {
        /// A whole text message.
        case text(String)
        /// A whole binary message.
        case binary([UInt8])
        /// A ping, to be answered with a pong of the same payload.
        case ping([UInt8])
        /// The client closes with `code` (1005: it gave none).
        case close(code: UInt16)
        /// The client broke the protocol: close with `code` and say `reason`.
        case failure(code: UInt16, reason: String)
    }

    /// The longest message, in bytes, all its fragments together.
    public let maximumMessage: Int
    private var buffer: [UInt8] = []
    /// The opcode and bytes of a fragmented message being gathered.
    private var fragmented: (opcode: UInt8, payload: [UInt8])?

    /// A reader of messages of at most `maximumMessage` bytes.
    public init(maximumMessage: Int) {
        self.maximumMessage = maximumMessage
    }

    /// Adds received bytes.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Adds received bytes.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    /// The next event, or nil until more bytes come. After a `.failure` or a
    /// `.close`, nothing more is to be read.
    public mutating func next() -> Event? {
        while true {
            guard buffer.count >= 2 else { return nil }
            let first = buffer[0], second = buffer[1]
            let final = first & 0x80 != 0, opcode = first & 0x0F
            guard first & 0x70 == 0 else { return .failure(code: 1002, reason: "a reserved bit is set") }
            guard second & 0x80 != 0 else { return .failure(code: 1002, reason: "a client's frame is not masked") }
            var length = UInt64(second & 0x7F)
            var headerLength = 2
            if length == 126 {
                guard buffer.count >= 4 else { return nil }
                length = UInt64(buffer[2]) << 8 | UInt64(buffer[3])
                headerLength = 4
            } else if length == 127 {
                guard buffer.count >= 10 else { return nil }
                length = buffer[2..<10].reduce(0) { $0 << 8 | UInt64($1) }
                headerLength = 10
                guard length >> 63 == 0 else { return .failure(code: 1002, reason: "a frame's length has its highest bit set") }
            }
            let isControl = opcode & 0x08 != 0
            if isControl {
                guard [0x8, 0x9, 0xA].contains(opcode) else { return .failure(code: 1002, reason: "an unknown control opcode") }
                guard final, length <= 125 else { return .failure(code: 1002, reason: "a control frame is fragmented or longer than 125 bytes") }
            } else {
                guard [0x0, 0x1, 0x2].contains(opcode) else { return .failure(code: 1002, reason: "an unknown data opcode") }
                if opcode == 0, fragmented == nil { return .failure(code: 1002, reason: "a continuation frame continues nothing") }
                if opcode != 0, fragmented != nil { return .failure(code: 1002, reason: "a new message began inside a fragmented one") }
                let gathered = UInt64(fragmented?.payload.count ?? 0)
                guard length <= UInt64(maximumMessage) - min(gathered, UInt64(maximumMessage)) else {
                    return .failure(code: 1009, reason: "a message is longer than \(maximumMessage) bytes")
                }
            }
            let total = headerLength + 4 + Int(length)
            guard buffer.count >= total else { return nil }
            let mask = buffer[headerLength..<headerLength + 4]
            var payload = [UInt8](buffer[(headerLength + 4)..<total])
            for index in payload.indices { payload[index] ^= mask[mask.startIndex + index % 4] }
            buffer.removeFirst(total)
            switch opcode {
            case 0x8:
                guard payload.count != 1 else { return .failure(code: 1002, reason: "a close frame's code is one byte") }
                return .close(code: payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : 1005)
            case 0x9:
                return .ping(payload)
            case 0xA:
                continue
            default:
                if !final {
                    if fragmented == nil { fragmented = (opcode, payload) } else { fragmented?.payload += payload }
                    continue
                }
                var messageOpcode = opcode
                if let gathered = fragmented {
                    messageOpcode = gathered.opcode
                    payload = gathered.payload + payload
                    fragmented = nil
                }
                if messageOpcode == 0x2 { return .binary(payload) }
                guard let text = String(validating: payload, as: UTF8.self) else {
                    return .failure(code: 1007, reason: "a text message is not UTF-8")
                }
                return .text(text)
            }
        }
    }
}

/// The frames the server sends: unmasked, whole, each one message.
enum WebSocketFrame {
    /// A text message.
    static func text(_ text: String) -> [UInt8] { frame(opcode: 0x1, payload: Array(text.utf8)) }
    /// A binary message.
    static func binary(_ bytes: [UInt8]) -> [UInt8] { frame(opcode: 0x2, payload: bytes) }
    /// A pong answering a ping of `payload`.
    static func pong(_ payload: [UInt8]) -> [UInt8] { frame(opcode: 0xA, payload: payload) }
    /// A close frame with `code`.
    static func close(code: UInt16) -> [UInt8] { frame(opcode: 0x8, payload: [UInt8(code >> 8), UInt8(code & 0xFF)]) }

    /// A final frame of `opcode` holding `payload`.
    static func frame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [0x80 | opcode]
        bytes.reserveCapacity(payload.count + 10)
        if payload.count < 126 {
            bytes.append(UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            bytes += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            bytes.append(127)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: UInt64(payload.count) >> UInt64(shift))) }
        }
        return bytes + payload
    }
}
