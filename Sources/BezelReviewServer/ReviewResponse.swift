import BezelSnapshotResults
import Foundation

/// What ``ReviewSite`` answers a ``ReviewRequest`` with: a status, a type
/// and a body (the HTTP server adds the headers every answer has).
public struct ReviewResponse: Sendable, Equatable {
    /// The HTTP status: 200, or 400 and more with a message.
    public var status: Int
    /// The `Content-Type`.
    public var contentType: String
    /// The body.
    public var body: Data
    /// The methods the path allows, for a 405 (`Allow`); nil otherwise.
    public var allowed: String?

    /// An answer as given.
    ///
    /// - Parameters:
    ///   - status: the HTTP status.
    ///   - contentType: the `Content-Type`.
    ///   - body: the body.
    ///   - allowed: the methods the path allows, for a 405.
    public init(status: Int, contentType: String, body: Data, allowed: String? = nil) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.allowed = allowed
    }

    /// A plain text answer (`message` and a newline).
    static func text(_ status: Int, _ message: String, allowed: String? = nil) -> ReviewResponse {
        ReviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((message + "\n").utf8), allowed: allowed)
    }

    /// A JSON answer.
    static func json(_ status: Int, _ data: Data) -> ReviewResponse {
        ReviewResponse(status: status, contentType: "application/json; charset=utf-8", body: data)
    }

    /// `answer` as JSON on one line (`JSONOutput`), or a
    /// 500 error saying why it could not be encoded (what the action did
    /// stays done: the page's next `/state` shows it).
    static func answer(_ answer: ReviewAnswer) -> ReviewResponse {
        do {
            return json(200, try JSONOutput.data(answer, .line))
        } catch {
            return self.error(500, "the answer could not be written: \(error)")
        }
    }

    /// A JSON error, `{"error": message}`, which the page shows.
    static func error(_ status: Int, _ message: String, allowed: String? = nil) -> ReviewResponse {
        var response = json(status, (try? JSONEncoder().encode(["error": message])) ?? Data(#"{"error":"?"}"#.utf8))
        response.allowed = allowed
        return response
    }
}
