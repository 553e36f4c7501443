import BezelLocalServer
import FuzzSupport

/// Feeds the bytes to the local server's two readers as a hostile client's
/// socket would, with small limits so that every bound is crossed:
///
/// - byte 0 picks the limits (a request line and header line of 8 to 263
///   bytes, a body of 0 to 63, messages of 0 to 4,095 bytes);
/// - byte 1 picks the size of the pieces the rest arrives in (1 to 32
///   bytes, as reads from a socket);
/// - byte 2 picks the reader: even, the HTTP request reader over the rest;
///   odd, the WebSocket frame reader over a frame made from the rest: bytes
///   3 and 4 its first header byte and length encoding (7-bit, 16-bit or
///   64-bit: lengths of every size up to 2^63, most of them above the
///   message limit, which must be refused by the header alone), then the
///   rest as more frames.
///
/// Findings: any crash, trap or sanitizer report; a reader whose requests
/// or statuses differ when the same bytes come in other pieces; a request whose body,
/// header count or line passes its limit; a message longer than its limit;
/// memory that grows with a declared length instead of the bytes received.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var limits = ServerLimits()
    limits.maximumRequestLine = 8 + Int(bytes[0] & 0xFF)
    limits.maximumHeaderLine = 8 + Int(bytes[0] & 0xFF)
    limits.maximumHeaderBytes = 64 + Int(bytes[0]) * 4
    limits.maximumHeaderCount = 1 + Int(bytes[0] & 0x0F)
    let maximumBody = Int(bytes[0] & 0x3F)
    let maximumMessage = Int(bytes[0]) * 16
    let piece = 1 + Int(bytes[1] & 0x1F)
    if bytes[2] & 1 == 0 {
        let input = Array(bytes[3...])
        let whole = requests(input, limits: limits, maximumBody: maximumBody, piece: input.count + 1)
        let pieces = requests(input, limits: limits, maximumBody: maximumBody, piece: piece)
        // The same requests and the same statuses; a refusal's words may name another bound of the same
        // status (a header line too long, or all of them), whichever the bytes crossed first.
        check(whole.map(statusOnly) == pieces.map(statusOnly), "the same bytes in pieces of \(piece) read otherwise: \(whole) against \(pieces)")
        for case let .request(request) in whole {
            check(request.body.count <= maximumBody, "a body of \(request.body.count) bytes passed a limit of \(maximumBody)")
            check(request.headers.count <= limits.maximumHeaderCount, "\(request.headers.count) header lines passed the limit")
            check(request.path.utf8.count <= limits.maximumRequestLine, "a path longer than the request line's limit")
        }
    } else {
        var frame: [UInt8] = []
        if bytes.count >= 5 {
            frame = [bytes[3]]
            let rest = Array(bytes.dropFirst(5))
            switch bytes[4] & 3 {
            case 0: frame.append(0x80 | (bytes[4] >> 2 & 0x7F))
            case 1: frame += [0x80 | 126] + rest.prefix(2)
            case 2: frame += [0x80 | 127] + rest.prefix(8)
            default: frame.append(bytes[4] | 0x80)
            }
            frame += rest.dropFirst(bytes[4] & 3 == 1 ? 2 : bytes[4] & 3 == 2 ? 8 : 0)
        }
        let whole = messages(frame, maximumMessage: maximumMessage, piece: frame.count + 1)
        let pieces = messages(frame, maximumMessage: maximumMessage, piece: piece)
        check(whole == pieces, "the same frames in pieces of \(piece) read otherwise: \(whole) against \(pieces)")
        for event in whole {
            switch event {
            case let .text(text): check(text.utf8.count <= maximumMessage, "a text message passed the limit")
            case let .binary(bytes): check(bytes.count <= maximumMessage, "a binary message passed the limit")
            default: break
            }
        }
    }
    return 0
}

/// `outcome` with a refusal's words left out.
func statusOnly(_ outcome: RequestReader.Outcome) -> RequestReader.Outcome {
    if case let .refused(status, _) = outcome { return .refused(status: status, message: "") }
    return outcome
}

/// What the request reader makes of `input` arriving `piece` bytes at a time.
func requests(_ input: [UInt8], limits: ServerLimits, maximumBody: Int, piece: Int) -> [RequestReader.Outcome] {
    var reader = RequestReader(limits: limits, maximumBody: maximumBody)
    var outcomes: [RequestReader.Outcome] = []
    var offset = 0
    while offset < input.count {
        reader.append(Array(input[offset..<min(input.count, offset + piece)]))
        offset += piece
        while true {
            let outcome = reader.next()
            guard outcome != .needMore else { break }
            outcomes.append(outcome)
            if case .refused = outcome { return outcomes }
        }
    }
    return outcomes
}

/// What the frame reader makes of `input` arriving `piece` bytes at a time.
func messages(_ input: [UInt8], maximumMessage: Int, piece: Int) -> [WebSocketFrameReader.Event] {
    var reader = WebSocketFrameReader(maximumMessage: maximumMessage)
    var events: [WebSocketFrameReader.Event] = []
    var offset = 0
    while offset < input.count {
        reader.append(input[offset..<min(input.count, offset + piece)])
        offset += piece
        while let event = reader.next() {
            events.append(event)
            switch event {
            case .failure, .close: return events
            default: continue
            }
        }
    }
    return events
}

/// Traps with `message` when `condition` is false (a finding).
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    say(message())
    fatalError(message())
}

@main enum FuzzMain {
    static func main() { runFuzzer { fuzz($0, $1) } }
}
