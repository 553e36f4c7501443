import BezelReports
import BezelSafeFiles
import BezelSnapshotResults
import BezelLocalServer
import Foundation

/// The served review page as one plain function, ``respond(to:port:)``:
/// a request in, an answer out, no socket (``ReviewServer`` puts it on one).
///
/// Every request needs the run's token, a loopback Host and, when it has
/// one, this server's Origin (`LoopbackRequestCheck.allows`, the studio's
/// checks), or it is refused with 403. Then:
///
/// | Path | Method | Answer |
/// |------|--------|--------|
/// | `/`, `/index.html` | GET | the page with its buttons |
/// | `/state` | GET | what was done so far (``ReviewAnswer``) |
/// | `/accept` | POST | `{"name"|"group"|"suite": "…"}` accepted (``ReviewActionBody/Accept``, ``ReviewActions/accept(_:)``) |
/// | `/prune` | POST | `{}` or nothing: the orphans deleted (``ReviewActionBody/Prune``, ``ReviewActions/prune()``) |
/// | `/images/…` | GET | a file the report wrote, by its exact name |
///
/// Anything else is 404, another method 405. An action also needs this
/// server's Origin, or no Origin and the token in `X-Bezel-Token`
/// (`LoopbackRequestCheck.allowsAction`), else 403, and a JSON body of at
/// most ``maximumBody`` bytes (415, 413, 400). Images are found in a table
/// made from what the report wrote, never by joining a request's path to a
/// folder, and read without following a link.
public struct ReviewSite: Sendable {
    /// The largest body of an action, in bytes.
    public static let maximumBody = 64 << 10
    /// The largest image served, in bytes (the report copies none larger).
    static let maximumImage = 64 << 20

    /// The run's token.
    public let token: String
    private let expected: [UInt8]
    private let html: Data
    /// The report's folder.
    private let folder: String
    /// Each image by the path it is asked for (`/images/S/a b.actual.png`, decoded): its name in the folder.
    private let images: [String: String]
    private let actions: ReviewActions

    /// The site of `written`, acting through `actions`, guarded by `token`.
    ///
    /// - Parameters:
    ///   - written: the page the report wrote and the images it copied.
    ///   - actions: the actions on the run the page shows.
    ///   - token: the run's token, which every request must carry.
    public init(written: SnapshotReviewPage.Written, actions: ReviewActions, token: String) {
        self.token = token
        self.expected = Array(token.utf8)
        self.html = Data(written.servedHTML(token: token).utf8)
        self.folder = written.folder
        self.images = Dictionary(written.images.map { ("/" + $0, $0) }, uniquingKeysWith: { first, _ in first })
        self.actions = actions
    }

    /// The answer to `request`, for a server listening on `port`.
    ///
    /// - Parameters:
    ///   - request: what was received.
    ///   - port: the port listened on (the Host and Origin must name it).
    public func respond(to request: ReviewRequest, port: UInt16) -> ReviewResponse {
        guard LoopbackRequestCheck.allows(token: request.query["token"], expected: expected, host: request.host,
                                        origin: request.origin, port: port) else {
            return .text(403, LoopbackRequestCheck.refusal(server: "bezel snapshots report").trimmingCharacters(in: .newlines))
        }
        guard let path = request.path.removingPercentEncoding else {
            return .text(400, "the path is not percent-encoded UTF-8")
        }
        switch path {
        case "/", "/index.html":
            guard request.method == "GET" else { return .text(405, "the page is read with GET", allowed: "GET") }
            return ReviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: html)
        case "/state":
            guard request.method == "GET" else { return .error(405, "the state is read with GET", allowed: "GET") }
            return .answer(actions.state())
        case "/accept", "/prune":
            guard request.method == "POST" else {
                return .error(405, "\(path) acts: send it with POST from the page", allowed: "POST")
            }
            return act(path, request, port: port)
        default:
            guard let name = images[path] else { return .text(404, "no such page or image") }
            guard request.method == "GET" else { return .text(405, "images are read with GET", allowed: "GET") }
            return image(name)
        }
    }

    // MARK: Actions

    private func act(_ path: String, _ request: ReviewRequest, port: UInt16) -> ReviewResponse {
        guard LoopbackRequestCheck.allowsAction(token: request.query["token"], headerToken: request.tokenHeader, expected: expected,
                                              host: request.host, origin: request.origin, port: port) else {
            return .error(403, "an action must come from the page: its Origin, or the token in the \(LoopbackRequestCheck.tokenHeader) header")
        }
        guard request.contentType?.lowercased().split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
                == "application/json" else {
            return .error(415, "an action's body is JSON (Content-Type: application/json)")
        }
        guard request.body.count <= Self.maximumBody else {
            return .error(413, "an action's body is at most \(Self.maximumBody) bytes")
        }
        do throws(ReviewActionBody.Invalid) {
            if path == "/prune" {
                _ = try ReviewActionBody.Prune(reading: request.body)
                return perform { () throws(ReviewActions.Refusal) in try actions.prune() }
            }
            let accept = try ReviewActionBody.Accept(reading: request.body)
            return perform { () throws(ReviewActions.Refusal) in try actions.accept(accept.selector) }
        } catch {
            return .error(400, error.description)
        }
    }

    /// The answer of `action`, or its refusal.
    private func perform(_ action: () throws(ReviewActions.Refusal) -> ReviewAnswer) -> ReviewResponse {
        do throws(ReviewActions.Refusal) {
            return .answer(try action())
        } catch {
            return .error(error.status, error.message)
        }
    }

    // MARK: Images

    /// The file `name` of the report's folder, read without following a link.
    private func image(_ name: String) -> ReviewResponse {
        do {
            let relative = try RelativePath(name)
            let files = try ContainedFolder(root: folder)
            guard case .file = files.entry(at: relative) else { return .text(404, "no such page or image") }
            let data = try files.read(relative, maximumBytes: Self.maximumImage)
            return ReviewResponse(status: 200, contentType: Self.contentType(of: name), body: data)
        } catch {
            return .text(404, "no such page or image")
        }
    }

    /// The type of a copy by its extension: PNG, text, or bytes.
    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "png": return "image/png"
        case "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
