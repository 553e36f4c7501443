import Foundation

/// One request to the served review page, as ``ReviewSite`` reads it: what
/// the HTTP server received, with no socket, so that routing and acting are
/// one plain function of it.
public struct ReviewRequest: Sendable, Equatable {
    /// `GET`, `POST`, …
    public var method: String
    /// The path as sent, still percent-encoded and without its query (`/images/S/a%20b.actual.png`).
    public var path: String
    /// The query's parameters, decoded (the first of each name).
    public var query: [String: String]
    /// The `Host` header.
    public var host: String?
    /// The `Origin` header.
    public var origin: String?
    /// The `X-Bezel-Token` header.
    public var tokenHeader: String?
    /// The `Content-Type` header.
    public var contentType: String?
    /// The body (empty for a `GET`).
    public var body: Data

    /// A request as given.
    ///
    /// - Parameters:
    ///   - method: the method, `GET` or `POST` for every request the page sends.
    ///   - path: the path as sent, percent-encoded, without the query.
    ///   - query: the query's parameters, decoded.
    ///   - host: the `Host` header.
    ///   - origin: the `Origin` header.
    ///   - tokenHeader: the `X-Bezel-Token` header.
    ///   - contentType: the `Content-Type` header.
    ///   - body: the body.
    public init(method: String, path: String, query: [String: String] = [:], host: String? = nil, origin: String? = nil,
                tokenHeader: String? = nil, contentType: String? = nil, body: Data = Data()) {
        self.method = method
        self.path = path
        self.query = query
        self.host = host
        self.origin = origin
        self.tokenHeader = tokenHeader
        self.contentType = contentType
        self.body = body
    }
}
