import Foundation

/// One HTTP request as a ``LocalServer`` read it: its line, its headers and
/// its body, with no socket, so that a site answers it as a plain function.
public struct LocalRequest: Sendable, Equatable {
    /// The method as sent (`GET`, `POST`, …).
    public var method: String
    /// The path as sent, still percent-encoded and without its query.
    public var path: String
    /// The query as sent, percent-encoded, without the `?` (empty when there is none).
    public var rawQuery: String
    /// The header fields, names in lower case, in the order sent.
    public var headers: [(name: String, value: String)]
    /// The body (empty without a `Content-Length`).
    public var body: Data
    /// `HTTP/1.0` or `HTTP/1.1`.
    public var version: String
    /// The port of the server that received it (its Host and Origin must name it).
    public var port: UInt16

    /// A request as given.
    ///
    /// - Parameters:
    ///   - method: the method.
    ///   - path: the path, percent-encoded, without the query.
    ///   - rawQuery: the query, percent-encoded, without the `?`.
    ///   - headers: the header fields (names are matched without regard to case).
    ///   - body: the body.
    ///   - version: the HTTP version.
    ///   - port: the port of the server that received it.
    public init(method: String, path: String, rawQuery: String = "", headers: [(name: String, value: String)] = [],
                body: Data = Data(), version: String = "HTTP/1.1", port: UInt16 = 0) {
        self.method = method
        self.path = path
        self.rawQuery = rawQuery
        self.headers = headers.map { (name: $0.name.lowercased(), value: $0.value) }
        self.body = body
        self.version = version
        self.port = port
    }

    /// The value of the first header field named `name` (any case), or nil.
    public func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.name == name }?.value
    }

    /// The query's parameters, percent-decoded (`+` stays a plus), the first of
    /// each name; a parameter that is not valid percent-encoded UTF-8 is left out.
    public var query: [String: String] {
        var result: [String: String] = [:]
        for item in rawQuery.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = String(parts[0]).removingPercentEncoding,
                  let value = (parts.count > 1 ? String(parts[1]) : "").removingPercentEncoding,
                  result[name] == nil else { continue }
            result[name] = value
        }
        return result
    }

    /// Whether the client asked to keep the connection open after the answer
    /// (HTTP/1.1 unless `Connection: close`; HTTP/1.0 only with `keep-alive`).
    public var keepsAlive: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return !tokens.contains("close")
    }

    public static func == (lhs: LocalRequest, rhs: LocalRequest) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.rawQuery == rhs.rawQuery && lhs.body == rhs.body
            && lhs.version == rhs.version && lhs.port == rhs.port && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
