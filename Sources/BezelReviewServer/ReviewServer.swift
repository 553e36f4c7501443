import BezelReports
import BezelStudioServer
import FlyingFox
import Foundation

/// Serves the snapshot review page with its actions to a browser on this
/// machine only (`bezel snapshots report --serve`): 127.0.0.1, a random
/// token per run, every request answered by one ``ReviewSite``.
public final class ReviewServer: Sendable {
    /// The run's token: 32 hex digits from the system's random generator.
    public let token: String
    private let server: HTTPServer
    private let site: ReviewSite

    /// A server of `written` on 127.0.0.1:`port` (0: the system picks one).
    ///
    /// - Parameters:
    ///   - written: the page the report wrote and the images it copied.
    ///   - actions: the actions on the run the page shows.
    ///   - port: the port to listen on; 0 lets the system pick one.
    /// - Throws: when the address cannot be made.
    public init(written: SnapshotReviewPage.Written, actions: ReviewActions, port: UInt16 = 0) throws {
        token = StudioRequestCheck.makeToken()
        site = ReviewSite(written: written, actions: actions, token: token)
        server = try LoopbackHTTPServer.make(port: port)
    }

    /// The port listened on, once listening.
    public var port: UInt16 {
        get async { await LoopbackHTTPServer.port(of: server) }
    }

    /// The page's address with the token, once listening.
    public var address: String {
        get async { LoopbackHTTPServer.address(port: await port, token: token) }
    }

    /// Serves until ``stop()``; `listening` is called with the page's address once it can be opened.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        let site = site
        await server.appendRoute("*") { [self] request in
            await Self.answer(request, site: site, port: await port)
        }
        Task {
            try await server.waitUntilListening()
            listening(await address)
        }
        do { try await server.run() } catch is CancellationError {}
    }

    /// Stops serving.
    public func stop() async {
        await server.stop(timeout: 1)
    }

    /// `request` read into a ``ReviewRequest`` (a body only for a POST, and at
    /// most ``ReviewSite/maximumBody`` bytes of it) and answered by `site`.
    static func answer(_ request: HTTPRequest, site: ReviewSite, port: UInt16) async -> HTTPResponse {
        var query: [String: String] = [:]
        for item in request.query where query[item.name] == nil { query[item.name] = item.value }
        var plain = ReviewRequest(method: request.method.rawValue, path: request.target.path(), query: query,
                                  host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
                                  tokenHeader: request.headers[HTTPHeader(StudioRequestCheck.tokenHeader)],
                                  contentType: request.headers[.contentType])
        if request.method == .POST {
            if let length = request.headers[.contentLength].flatMap(Int.init), length > ReviewSite.maximumBody {
                return response(.error(413, "an action's body is at most \(ReviewSite.maximumBody) bytes"))
            }
            var body = Data()
            do {
                for try await chunk in request.bodySequence {
                    body.append(chunk)
                    if body.count > ReviewSite.maximumBody { break }
                }
            } catch {
                return response(.error(400, "the body could not be read"))
            }
            plain.body = body
        }
        return response(site.respond(to: plain, port: port))
    }

    /// `answer` with the headers every answer has: never cached, never sniffed, never framed, no referrer.
    static func response(_ answer: ReviewResponse) -> HTTPResponse {
        var headers: HTTPHeaders = [
            .contentType: answer.contentType,
            HTTPHeader("Cache-Control"): "no-store",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
            HTTPHeader("X-Frame-Options"): "DENY",
            HTTPHeader("Content-Security-Policy"): "frame-ancestors 'none'",
            HTTPHeader("Referrer-Policy"): "no-referrer",
        ]
        if let allowed = answer.allowed { headers[HTTPHeader("Allow")] = allowed }
        return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: phrase(answer.status)), headers: headers, body: answer.body)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 409: return "Conflict"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        default: return "Internal Server Error"
        }
    }
}
