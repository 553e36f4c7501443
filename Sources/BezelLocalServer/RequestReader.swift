import Foundation

/// Reads HTTP/1.1 requests from the bytes of one connection as they come, in
/// time linear in the bytes (each byte is looked at once), and refuses a
/// request as soon as it crosses a bound of ``ServerLimits``, before the
/// rest of it is read.
///
/// What it takes: a request line in origin form (`GET /path?query HTTP/1.1`),
/// HTTP/1.0 or 1.1, header lines ended by CRLF or LF, a body only with a
/// `Content-Length`. What it refuses, with the status the server answers:
/// a request line longer than ``ServerLimits/maximumRequestLine`` (414); a
/// header line longer than ``ServerLimits/maximumHeaderLine``, more than
/// ``ServerLimits/maximumHeaderBytes`` or ``ServerLimits/maximumHeaderCount``
/// (431); a body longer than the site's (413); `Transfer-Encoding` (501,
/// bodies in chunks are not read); another HTTP version (505); anything
/// malformed (400): a folded header line, a bare CR, a control character in
/// a value, a name that is not a token, a `Content-Length` that is not one
/// number.
public struct RequestReader: Sendable {
    /// What reading the bytes so far gave.
    public enum Outcome: Equatable, Sendable {
        /// The request is not whole yet.
        case needMore
        /// A whole request; its bytes are consumed.
        case request(LocalRequest)
        /// The request is refused with `status`; the connection is to be closed after the answer.
        case refused(status: Int, message: String)
    }

    private let limits: ServerLimits
    private let maximumBody: Int
    /// Bytes received and not yet consumed by a whole request.
    private var buffer: [UInt8] = []
    /// Where the line being read starts in `buffer`.
    private var lineStart = 0
    /// How far `buffer` has been scanned for the end of the line.
    private var scanned = 0
    /// The request line, once read.
    private var requestLine: (method: String, path: String, query: String, version: String)?
    private var headers: [(name: String, value: String)] = []
    private var headerBytes = 0
    /// The body's length, once the head is whole.
    private var bodyLength: Int?
    /// Where the body starts in `buffer`, once the head is whole.
    private var bodyStart = 0
    /// How many times a byte was looked at for a line's end, in all (the
    /// tests hold it to the bytes received: reading is linear).
    private(set) var bytesExamined = 0

    /// A reader holding requests to `limits`, with bodies of at most `maximumBody` bytes.
    public init(limits: ServerLimits, maximumBody: Int) {
        self.limits = limits
        self.maximumBody = maximumBody
    }

    /// Whether any byte of a request has been received and not consumed.
    public var hasPartialRequest: Bool { !buffer.isEmpty }

    /// Adds received bytes.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    /// Adds received bytes.
    public mutating func append(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
    }

    /// The bytes received after the last whole request, handed over (to a WebSocket), and the reader emptied.
    public mutating func takeRemaining() -> [UInt8] {
        let rest = buffer
        reset(consumed: buffer.count)
        return rest
    }

    /// Reads as far as the bytes received allow. A line is measured without
    /// its ending (LF or CR LF); a line still arriving is measured as far as
    /// it came (less a last CR, which may start its ending), and its length
    /// is checked before its bytes, so that the same bytes are refused with
    /// the same status however they are split (the words may name another
    /// bound of that status: one header line or all of them, whichever the
    /// bytes crossed first).
    public mutating func next() -> Outcome {
        while bodyLength == nil {
            guard let lineEnd = findLineEnd() else {
                var pending = buffer.count - lineStart
                if pending > 0, buffer[buffer.count - 1] == UInt8(ascii: "\r") { pending -= 1 }
                if requestLine == nil, pending > limits.maximumRequestLine { return requestLineTooLong }
                if requestLine != nil, let refusal = headerRefusal(lineLength: pending, adding: 0) { return refusal }
                return .needMore
            }
            var end = lineEnd
            if end > lineStart, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = buffer[lineStart..<end]
            lineStart = lineEnd + 1
            let bareCarriageReturn = Outcome.refused(status: 400, message: "a line holds a carriage return that ends nothing")
            if requestLine == nil {
                if line.isEmpty {
                    // Empty lines before a request line are skipped (RFC 9112 §2.2), within the line's bound.
                    if lineStart > limits.maximumRequestLine { return requestLineTooLong }
                    continue
                }
                if line.count > limits.maximumRequestLine { return requestLineTooLong }
                if line.contains(UInt8(ascii: "\r")) { return bareCarriageReturn }
                switch Self.parseRequestLine(line) {
                case let .success(parsed): requestLine = parsed
                case let .failure(refusal): return refusal.outcome
                }
                continue
            }
            if line.isEmpty { if let refusal = finishHead() { return refusal }; break }
            if let refusal = headerRefusal(lineLength: line.count, adding: 1) { return refusal }
            if line.contains(UInt8(ascii: "\r")) { return bareCarriageReturn }
            headerBytes += line.count  // lines are counted without their endings, as a line still arriving is
            switch Self.parseHeader(line) {
            case let .success(field): headers.append(field)
            case let .failure(refusal): return refusal.outcome
            }
        }
        guard let length = bodyLength, let line = requestLine else { return .needMore }
        guard buffer.count - bodyStart >= length else { return .needMore }
        let request = LocalRequest(method: line.method, path: line.path, rawQuery: line.query, headers: headers,
                                   body: Data(buffer[bodyStart..<bodyStart + length]), version: line.version)
        reset(consumed: bodyStart + length)
        return .request(request)
    }

    /// The end of the line being read (the index of its LF), scanning only bytes not scanned before.
    private mutating func findLineEnd() -> Int? {
        if scanned < lineStart { scanned = lineStart }
        while scanned < buffer.count {
            bytesExamined += 1
            if buffer[scanned] == UInt8(ascii: "\n") { return scanned }
            scanned += 1
        }
        return nil
    }

    private var requestLineTooLong: Outcome {
        .refused(status: 414, message: "the request line is longer than \(limits.maximumRequestLine) bytes")
    }

    /// A 431 when a header line of `lineLength` bytes, or `adding` more lines, crosses a bound.
    private func headerRefusal(lineLength: Int, adding: Int) -> Outcome? {
        if lineLength > limits.maximumHeaderLine {
            return .refused(status: 431, message: "a header line is longer than \(limits.maximumHeaderLine) bytes")
        }
        if headerBytes + lineLength > limits.maximumHeaderBytes {
            return .refused(status: 431, message: "the header lines are longer than \(limits.maximumHeaderBytes) bytes in all")
        }
        if headers.count + adding > limits.maximumHeaderCount {
            return .refused(status: 431, message: "the request has more than \(limits.maximumHeaderCount) header lines")
        }
        return nil
    }

    /// The head is whole: the body's length is read from the headers.
    private mutating func finishHead() -> Outcome? {
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            return .refused(status: 501, message: "bodies sent in chunks (Transfer-Encoding) are not read; send a Content-Length")
        }
        let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
        var length = 0
        if let given = lengths.first {
            guard lengths.count == 1, !given.isEmpty, given.count <= 18, given.utf8.allSatisfy({ (48...57).contains($0) }),
                  let number = Int(given) else {
                return .refused(status: 400, message: "the Content-Length is not one number")
            }
            length = number
        }
        if length > maximumBody {
            return .refused(status: 413, message: "a request's body is at most \(maximumBody) bytes")
        }
        bodyLength = length
        bodyStart = lineStart
        return nil
    }

    /// Forgets the request that ended at `consumed` and keeps the bytes after it.
    private mutating func reset(consumed: Int) {
        buffer.removeFirst(min(consumed, buffer.count))
        lineStart = 0
        scanned = 0
        requestLine = nil
        headers = []
        headerBytes = 0
        bodyLength = nil
        bodyStart = 0
    }

    /// A refusal while parsing.
    struct Refusal: Error {
        let status: Int
        let message: String
        var outcome: Outcome { .refused(status: status, message: message) }
    }

    /// `METHOD SP /target SP HTTP/1.x`.
    static func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<(method: String, path: String, query: String, version: String), Refusal> {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .failure(Refusal(status: 400, message: "the request line is not METHOD, target and version")) }
        let method = String(decoding: parts[0], as: UTF8.self)
        guard LocalResponse.isToken(method) else { return .failure(Refusal(status: 400, message: "the method is not a token")) }
        let target = parts[1]
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return .failure(Refusal(status: 400, message: "the target is not a path starting with /"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            if version.hasPrefix("HTTP/") { return .failure(Refusal(status: 505, message: "only HTTP/1.0 and HTTP/1.1 are spoken")) }
            return .failure(Refusal(status: 400, message: "the version is not HTTP/1.x"))
        }
        let text = String(decoding: target, as: UTF8.self)
        let path: String, query: String
        if let mark = text.firstIndex(of: "?") {
            path = String(text[..<mark])
            query = String(text[text.index(after: mark)...])
        } else {
            path = text
            query = ""
        }
        return .success((method, path, query, version))
    }

    /// `name: value` (the value without the spaces around it).
    static func parseHeader(_ line: ArraySlice<UInt8>) -> Result<(name: String, value: String), Refusal> {
        if let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            return .failure(Refusal(status: 400, message: "a header line is folded onto the one before"))
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            return .failure(Refusal(status: 400, message: "a header line has no colon"))
        }
        let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
        guard LocalResponse.isToken(name) else { return .failure(Refusal(status: 400, message: "a header's name is not a token")) }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
            return .failure(Refusal(status: 400, message: "a header's value holds a control character"))
        }
        return .success((name.lowercased(), String(decoding: value, as: UTF8.self)))
    }
}
