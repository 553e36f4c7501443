import Foundation
import Testing
@testable import BezelLocalServer

/// The WebSocket frame reader: messages whole, fragments joined, control
/// frames, and every way a client can break the protocol or a bound.
struct WebSocketFrameReaderTests {
    /// A client frame: masked with `mask`, `payload` of `opcode`, final or not.
    static func clientFrame(_ payload: [UInt8], opcode: UInt8 = 1, final: Bool = true, mask: [UInt8] = [1, 2, 3, 4],
                            declaredLength: UInt64? = nil) -> [UInt8] {
        var bytes: [UInt8] = [(final ? 0x80 : 0) | opcode]
        let length = declaredLength ?? UInt64(payload.count)
        if length < 126 {
            bytes.append(0x80 | UInt8(length))
        } else if length <= 0xFFFF {
            bytes += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        } else {
            bytes.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: length >> UInt64(shift))) }
        }
        return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    private func events(_ bytes: [UInt8], maximum: Int = 1 << 16) -> [WebSocketFrameReader.Event] {
        var reader = WebSocketFrameReader(maximumMessage: maximum)
        reader.append(bytes)
        var out: [WebSocketFrameReader.Event] = []
        while let event = reader.next() {
            out.append(event)
            if case .failure = event { break }
            if case .close = event { break }
        }
        return out
    }

    @Test func messagesOfEveryLengthEncoding() {
        for length in [0, 1, 125, 126, 127, 65_535, 65_536, 70_000] {
            let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7) }
            #expect(events(Self.clientFrame(payload, opcode: 2), maximum: 1 << 20) == [.binary(payload)], "length \(length)")
        }
        #expect(events(Self.clientFrame(Array("héllo".utf8))) == [.text("héllo")])
    }

    @Test func fragmentsAreJoinedAndControlFramesComeBetween() {
        let bytes = Self.clientFrame(Array("ab".utf8), final: false) + Self.clientFrame([9], opcode: 9)
            + Self.clientFrame(Array("cd".utf8), opcode: 0, final: false) + Self.clientFrame([], opcode: 10)
            + Self.clientFrame(Array("e".utf8), opcode: 0) + Self.clientFrame([0x03, 0xE8], opcode: 8)
        #expect(events(bytes) == [.ping([9]), .text("abcde"), .close(code: 1000)])
    }

    @Test func aMessageTooLongIsRefusedByItsLengthBeforeItsPayload() {
        // Only the header of a 256 MB frame: refused at once, nothing buffered.
        let header = Array(Self.clientFrame([], opcode: 1, declaredLength: 256 << 20).prefix(14))
        #expect(events(header, maximum: 64 << 10) == [.failure(code: 1009, reason: "a message is longer than 65536 bytes")])
        // Fragments that pass the limit together.
        let two = Self.clientFrame([UInt8](repeating: 65, count: 40 << 10), final: false)
            + Array(Self.clientFrame([], opcode: 0, declaredLength: 30 << 10).prefix(8))
        #expect(events(two, maximum: 64 << 10).last == .failure(code: 1009, reason: "a message is longer than 65536 bytes"))
    }

    @Test func protocolErrors() {
        let unmasked: [UInt8] = [0x81, 0x01, 0x41]
        let cases: [([UInt8], UInt16)] = [
            (unmasked, 1002),
            ([0xC1, 0x80, 0, 0, 0, 0], 1002),                       // a reserved bit
            (Self.clientFrame([], opcode: 3), 1002),                 // an unknown data opcode
            (Self.clientFrame([], opcode: 11), 1002),                // an unknown control opcode
            (Self.clientFrame([1], opcode: 9, final: false), 1002),  // a fragmented ping
            (Self.clientFrame([UInt8](repeating: 0, count: 126), opcode: 9), 1002),
            (Self.clientFrame([1], opcode: 0), 1002),                // a continuation of nothing
            (Self.clientFrame([1], final: false) + Self.clientFrame([1]), 1002),
            (Self.clientFrame([0xFF, 0xFE]), 1007),                  // not UTF-8
            (Self.clientFrame([3], opcode: 8), 1002),                // a one-byte close code
            ([0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0], 1002),          // the length's highest bit
        ]
        for (bytes, code) in cases {
            guard case let .failure(got, _)? = events(bytes).last else {
                Issue.record("no failure for \(bytes.prefix(12))")
                continue
            }
            #expect(got == code, "\(bytes.prefix(12))")
        }
    }

    @Test func serverFramesHaveTheirLengthEncoded() {
        #expect(WebSocketFrame.text("hi") == [0x81, 2, 104, 105])
        #expect(Array(WebSocketFrame.binary([UInt8](repeating: 0, count: 126)).prefix(4)) == [0x82, 126, 0, 126])
        #expect(Array(WebSocketFrame.binary([UInt8](repeating: 0, count: 65_536)).prefix(10)) == [0x82, 127, 0, 0, 0, 0, 0, 1, 0, 0])
        #expect(WebSocketFrame.close(code: 1009) == [0x88, 2, 0x03, 0xF1])
    }
}
