import BezelLocalServer
import BezelStudio
import Foundation

/// Serves a studio session to a browser on this machine only: the page at
/// `/` and its WebSocket at `/socket`, on a ``LocalServer`` (127.0.0.1, the
/// run's random token, a loopback Host and this server's Origin, every
/// client held to ``ServerLimits``). Every message goes through one
/// ``StudioHost``, so the session's views are only ever used from one thread.
///
/// With `BEZEL_STUDIO_TIMING=FILE` in the environment (for
/// `Benchmarks/studio-latency.sh`), each message handled appends a line to
/// FILE: the microseconds from its arrival to its replies handed to the
/// socket, and the replies' kinds (`1234 trace,steps,frame`; `-` for none).
public final class StudioServer: Sendable {
    /// The run's token: 32 hex digits from the system's random generator.
    public let token: String
    private let server: LocalServer
    private let host: StudioHost

    /// A server for `controller` on 127.0.0.1:`port` (0: the system picks one), listening from now on.
    ///
    /// - Parameters:
    ///   - controller: the session served.
    ///   - title: the page's title (the file's name).
    ///   - port: the port; 0 lets the system pick one.
    ///   - limits: the bounds every client is held to.
    /// - Throws: ``LocalServerError`` when the port cannot be listened on.
    public init(controller: StudioController, title: String, port: UInt16 = 0, limits: ServerLimits = ServerLimits()) throws {
        token = LoopbackRequestCheck.makeToken()
        host = StudioHost(controller: controller, timing: StudioTiming(path: ProcessInfo.processInfo.environment["BEZEL_STUDIO_TIMING"]))
        let size = controller.session.window.bounds.size
        let query = "?token=" + token
        let page = StudioPage.html(title: title, socketPath: "/socket" + query, width: size.width, height: size.height,
                                   fontURL: { "/fonts/" + $0.fileName + query })
        server = try LocalServer(name: "bezel studio", port: port, token: token, limits: limits,
                                 site: StudioSite(page: Data(page.utf8), host: host))
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

    /// Reads the studio's files again after `changed` changed on disk and
    /// sends every connected page what it needs (``StudioController/reload(changed:)``).
    public func reload(changed: [String]) async {
        host.reload(changed: changed)
    }

    /// Stops serving.
    public func stop() async {
        server.stop()
    }
}

/// The studio's routes: `GET /` the page, `/fonts/FILE` Bezel's shipped
/// fonts it draws its text with (``StudioFonts``), `/socket` its WebSocket.
struct StudioSite: LocalSite {
    let page: Data
    let host: StudioHost

    func respond(to request: LocalRequest) -> LocalResponse {
        let font = request.path.hasPrefix("/fonts/") ? StudioFonts.file(named: String(request.path.dropFirst("/fonts/".count))) : nil
        guard request.path == "/" || font != nil else {
            return .text(404, "the studio serves its page at /, its fonts at /fonts/ and its socket at /socket")
        }
        guard request.method == "GET" else {
            var response = LocalResponse.text(405, "the page is read with GET")
            response.headers["Allow"] = "GET"
            return response
        }
        if let font {
            guard let data = FileManager.default.contents(atPath: font.path) else {
                return .text(500, "the font \(font.fileName) could not be read")
            }
            return LocalResponse(status: 200, headers: ["Content-Type": StudioFonts.contentType(of: font),
                                                        "Cache-Control": "private, max-age=3600"], body: data)
        }
        return LocalResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: page)
    }

    func opensWebSocket(at path: String) -> Bool { path == "/socket" }

    func webSocketSession(for request: LocalRequest, peer: WebSocketPeer) -> any WebSocketSession {
        StudioSocket(host: host, peer: peer, page: host.connect(peer))
    }
}

/// One page's socket: everything on connect, then each message's replies.
struct StudioSocket: WebSocketSession {
    let host: StudioHost
    let peer: WebSocketPeer
    let page: Int

    func received(_ message: WebSocketMessage) {
        switch message {
        case let .text(text):
            host.handle(Data(text.utf8), from: page, arrived: DispatchTime.now().uptimeNanoseconds)
        case .binary:
            peer.send(StudioHost.message(.error("the studio reads text messages only")))
        }
    }

    func closed() {
        host.disconnect(page)
    }
}

/// The session's one thread: every message is handled in turn on a serial
/// queue, and its replies go out from there, in order. What the session now
/// is (trace, steps, clock, frame, display, saved, reloaded) goes to every
/// connected page, so that each shows the same session; an answer to one
/// page's question (an error, the tree, a timeline, a moment) to that page.
final class StudioHost: @unchecked Sendable {
    private let queue = DispatchQueue(label: "bezel.studio")
    private let controller: StudioController
    /// The connected pages, only touched on `queue`.
    private var pages: [Int: WebSocketPeer] = [:]
    private var nextPage = 0
    /// Where each message's time goes (`BEZEL_STUDIO_TIMING`), or nil.
    let timing: StudioTiming?

    init(controller: StudioController, timing: StudioTiming? = nil) {
        self.controller = controller
        self.timing = timing
    }

    /// A new page: it gets everything as it is now.
    func connect(_ page: WebSocketPeer) -> Int {
        queue.sync {
            let number = nextPage
            nextPage += 1
            pages[number] = page
            let replies: [StudioReply]
            do { replies = try controller.everything() } catch { replies = [.error(StudioError.sentence(error))] }
            for reply in replies { page.send(Self.message(reply)) }
            return number
        }
    }

    func disconnect(_ page: Int) {
        queue.sync { pages[page] = nil }
    }

    /// Handles a message that `arrived` (uptime nanoseconds) from `page`:
    /// the frame first, then what needs the run made again (the trace). The
    /// timing line is the time to the first replies (the frame) and the kinds of all.
    func handle(_ data: Data, from page: Int, arrived: UInt64) {
        queue.sync {
            // A page closed for not reading is gone: its backlog is not worked through.
            guard pages[page] != nil else { return }
            let first = controller.handleFirst(data)
            send(first, answering: page)
            let firstSent = DispatchTime.now().uptimeNanoseconds
            let rest = controller.followUp()
            send(rest, answering: page)
            timing?.record(from: arrived, to: firstSent, replies: first + rest)
        }
    }

    func reload(changed: [String]) {
        queue.sync { send(controller.reload(changed: changed), answering: nil) }
    }

    /// Sends `replies`: what the session is to every page, answers to `answering` (every page when nil).
    private func send(_ replies: [StudioReply], answering: Int?) {
        for reply in replies {
            let message = Self.message(reply)
            if let answering, Self.isAnswer(reply) {
                if pages[answering]?.send(message) == false { pages[answering] = nil }
            } else {
                for (number, page) in pages where !page.send(message) { pages[number] = nil }
            }
        }
    }

    static func isAnswer(_ reply: StudioReply) -> Bool {
        switch reply {
        case .error, .tree, .selected, .timeline, .moment: return true
        case .trace, .steps, .failure, .clock, .frame, .saved, .display, .reloaded: return false
        }
    }

    static func message(_ reply: StudioReply) -> WebSocketMessage {
        if case let .frame(update) = reply { return .binary(Array(update.message)) }
        return .text(reply.json ?? #"{"type":"error","message":"a reply could not be written"}"#)
    }
}
