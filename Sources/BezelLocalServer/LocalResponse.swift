import Foundation

/// The answer to a ``LocalRequest``: a status, header fields and a body. The
/// server adds `Content-Length` and `Connection`, and to every answer the
/// headers that keep a browser from caching, sniffing or framing it.
public struct LocalResponse: Sendable, Equatable {
    /// The HTTP status.
    public var status: Int
    /// The header fields, besides those the server adds.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// An answer as given.
    ///
    /// - Parameters:
    ///   - status: the HTTP status.
    ///   - headers: header fields (a `Content-Type` at least, for a body).
    ///   - body: the body.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain text answer: `message` and a newline.
    ///
    /// - Parameters:
    ///   - status: the HTTP status.
    ///   - message: a sentence saying what happened.
    public static func text(_ status: Int, _ message: String) -> LocalResponse {
        LocalResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data((message + "\n").utf8))
    }

    /// The headers every answer has: never cached, never sniffed, never framed, no referrer.
    static let everyAnswer: [(String, String)] = [
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy", "frame-ancestors 'none'"),
        ("Referrer-Policy", "no-referrer"),
    ]

    /// The answer as bytes on the wire, with `Content-Length`, `Connection`
    /// (`keep-alive` or `close`) and the headers every answer has (the
    /// answer's own win); a 101 has only its own headers. Header values are
    /// cut at the first line break.
    func serialized(keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        var written = Set<String>()
        func add(_ name: String, _ value: String) {
            let lower = name.lowercased()
            guard !written.contains(lower), Self.isToken(name) else { return }
            written.insert(lower)
            // Cut at the first CR or LF (by bytes: "\r\n" is one Character, which a Character test misses).
            let clean = String(decoding: value.utf8.prefix { $0 != 0x0D && $0 != 0x0A && $0 != 0 }, as: UTF8.self)
            head += "\(name): \(clean)\r\n"
        }
        if status == 101 {
            // Switching protocols: no length, and the answer's own Connection (Upgrade).
            for name in headers.keys.sorted() { add(name, headers[name] ?? "") }
            return Array((head + "\r\n").utf8)
        }
        add("Content-Length", String(body.count))
        add("Connection", keepAlive ? "keep-alive" : "close")
        for name in headers.keys.sorted() where !["content-length", "connection"].contains(name.lowercased()) {
            add(name, headers[name] ?? "")
        }
        for (name, value) in Self.everyAnswer { add(name, value) }
        return Array((head + "\r\n").utf8) + body
    }

    /// Whether `name` is an HTTP token (RFC 9110 §5.6.2): letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isToken(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
        }
    }

    /// The reason phrase of `status`.
    public static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 101: return "Switching Protocols"
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 411: return "Length Required"
        case 413: return "Content Too Large"
        case 414: return "URI Too Long"
        case 415: return "Unsupported Media Type"
        case 426: return "Upgrade Required"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Status \(status)"
        }
    }
}
