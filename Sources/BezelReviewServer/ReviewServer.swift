import BezelLocalServer
import BezelReports
import Foundation

/// Serves the snapshot review page with its actions to a browser on this
/// machine only (`bezel snapshots report --serve`): a ``LocalServer`` (127.0.0.1,
/// a random token per run, every client held to ``ServerLimits``), every
/// request answered by one ``ReviewSite``.
public final class ReviewServer: Sendable {
    /// The run's token: 32 hex digits from the system's random generator.
    public let token: String
    private let server: LocalServer

    /// A server of `written` on 127.0.0.1:`port` (0: the system picks one), listening from now on.
    ///
    /// - Parameters:
    ///   - written: the page the report wrote and the images it copied.
    ///   - actions: the actions on the run the page shows.
    ///   - port: the port to listen on; 0 lets the system pick one.
    ///   - limits: the bounds every client is held to.
    /// - Throws: ``LocalServerError`` when the port cannot be listened on.
    public init(written: SnapshotReviewPage.Written, actions: ReviewActions, port: UInt16 = 0, limits: ServerLimits = ServerLimits()) throws {
        token = LoopbackRequestCheck.makeToken()
        let site = ReviewSite(written: written, actions: actions, token: token)
        server = try LocalServer(name: "bezel snapshots report", port: port, token: token, limits: limits, site: ServedReview(site: site))
    }

    /// The port listened on.
    public var port: UInt16 { server.port }

    /// The page's address with the token.
    public var address: String { server.address }

    /// Serves until ``stop()``; `listening` is called with the page's address first.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        listening(address)
        await server.runOnThread()
    }

    /// Stops serving.
    public func stop() async {
        server.stop()
    }
}

/// A ``ReviewSite`` on a ``LocalServer``: each request read into a
/// ``ReviewRequest`` and its ``ReviewResponse`` put on the wire.
struct ServedReview: LocalSite {
    let site: ReviewSite

    var maximumBody: Int { ReviewSite.maximumBody }

    func respond(to request: LocalRequest) -> LocalResponse {
        let plain = ReviewRequest(method: request.method, path: request.path, query: request.query, host: request.header("host"),
                                  origin: request.header("origin"), tokenHeader: request.header(LoopbackRequestCheck.tokenHeader),
                                  contentType: request.header("content-type"), body: request.method == "POST" ? request.body : Data())
        let answer = site.respond(to: plain, port: request.port)
        var headers = ["Content-Type": answer.contentType]
        if let allowed = answer.allowed { headers["Allow"] = allowed }
        return LocalResponse(status: answer.status, headers: headers, body: answer.body)
    }
}
