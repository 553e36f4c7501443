import BezelStudio
import FlyingFox
import FlyingSocks
import Foundation

/// Serves a studio session to a browser on this machine only: the page at
/// `/` and its WebSocket at `/socket`, both refused (403) without the run's
/// random token in the query, with a `Host` other than this server's
/// loopback address, or with an `Origin` from elsewhere (DNS rebinding, other
/// pages). Every message goes through one ``StudioHost``, so the session's
/// views are only ever used from one thread.
///
/// With `BEZEL_STUDIO_TIMING=FILE` in the environment (for
/// `Benchmarks/studio-latency.sh`), each message handled appends a line to
/// FILE: the microseconds from its arrival to its replies handed to the
/// socket, and the replies' kinds (`1234 trace,steps,frame`; `-` for none).
public final class StudioServer: Sendable {
    /// The run's token: 32 hex digits from the system's random generator.
    public let token: String
    private let server: HTTPServer
    private let host: StudioHost
    private let page: String

    /// A server for `controller` on 127.0.0.1:`port` (0: the system picks one).
    ///
    /// - Throws: when the address cannot be made.
    public init(controller: StudioController, title: String, port: UInt16 = 0) throws {
        token = StudioRequestCheck.makeToken()
        host = StudioHost(controller: controller, timing: StudioTiming(path: ProcessInfo.processInfo.environment["BEZEL_STUDIO_TIMING"]))
        let size = controller.session.window.bounds.size
        page = StudioPage.html(title: title, socketPath: "/socket?token=" + token, width: size.width, height: size.height)
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
        let guarded = Guard(token: token, server: self)
        let page = Data(self.page.utf8)
        await server.appendRoute("GET /", to: guarded.wrapping(ClosureHTTPHandler { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
                         body: page)
        }))
        let socket = MessageFrameWSHandler(handler: StudioSocket(host: host), frameSize: 1 << 20)
        await server.appendRoute("GET /socket", to: guarded.wrapping(WebSocketHTTPHandler(handler: socket)))
        Task {
            try await server.waitUntilListening()
            listening(await address)
        }
        do { try await server.run() } catch is CancellationError {}
    }

    /// Reads the studio's files again after `changed` changed on disk and
    /// sends every connected page what it needs (``StudioController/reload(changed:)``).
    public func reload(changed: [String]) async {
        await host.reload(changed: changed)
    }

    /// Stops serving.
    public func stop() async {
        await server.stop(timeout: 1)
    }
}

/// One page's socket: everything on connect, then each message's replies.
struct StudioSocket: WSMessageHandler {
    let host: StudioHost

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (out, continuation) = AsyncStream<WSMessage>.makeStream()
        let host = host
        Task {
            let page = await host.connect(continuation)
            for await message in client {
                switch message {
                case let .text(text):
                    await host.handle(Data(text.utf8), from: page, arrived: DispatchTime.now().uptimeNanoseconds)
                case .data:
                    continuation.yield(.text(StudioReply.error("the studio reads text messages only").json ?? "{}"))
                case .close:
                    await host.disconnect(page)
                    continuation.finish()
                    return
                }
            }
            await host.disconnect(page)
            continuation.finish()
        }
        return out
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
    private var pages: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextPage = 0
    /// Where each message's time goes (`BEZEL_STUDIO_TIMING`), or nil.
    let timing: StudioTiming?

    init(controller: StudioController, timing: StudioTiming? = nil) {
        self.controller = controller
        self.timing = timing
    }

    /// A new page: it gets everything as it is now.
    func connect(_ page: AsyncStream<WSMessage>.Continuation) async -> Int {
        await onQueue {
            let number = self.nextPage
            self.nextPage += 1
            self.pages[number] = page
            let replies: [StudioReply]
            do { replies = try self.controller.everything() } catch { replies = [.error("\(error)")] }
            for reply in replies { page.yield(Self.message(reply)) }
            return number
        }
    }

    func disconnect(_ page: Int) async {
        await onQueue { self.pages[page] = nil }
    }

    /// Handles a message that `arrived` (uptime nanoseconds) from `page`:
    /// the frame first, then what needs the run made again (the trace). The
    /// timing line is the time to the first replies (the frame) and the kinds of all.
    func handle(_ data: Data, from page: Int, arrived: UInt64) async {
        await onQueue {
            let first = self.controller.handleFirst(data)
            self.send(first, answering: page)
            let firstSent = DispatchTime.now().uptimeNanoseconds
            let rest = self.controller.followUp()
            self.send(rest, answering: page)
            self.timing?.record(from: arrived, to: firstSent, replies: first + rest)
        }
    }

    func reload(changed: [String]) async {
        await onQueue { self.send(self.controller.reload(changed: changed), answering: nil) }
    }

    /// Sends `replies`: what the session is to every page, answers to `answering` (every page when nil).
    private func send(_ replies: [StudioReply], answering: Int?) {
        for reply in replies {
            let message = Self.message(reply)
            if let answering, Self.isAnswer(reply) {
                pages[answering]?.yield(message)
            } else {
                for page in pages.values { page.yield(message) }
            }
        }
    }

    static func isAnswer(_ reply: StudioReply) -> Bool {
        switch reply {
        case .error, .tree, .selected, .timeline, .moment: return true
        case .trace, .steps, .failure, .clock, .frame, .saved, .display, .reloaded: return false
        }
    }

    static func message(_ reply: StudioReply) -> WSMessage {
        if case let .frame(update) = reply { return .data(update.message) }
        return .text(reply.json ?? #"{"type":"error","message":"a reply could not be written"}"#)
    }

    private func onQueue<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }
}

/// `BEZEL_STUDIO_TIMING=FILE`: a line appended to FILE for each message
/// handled (created if new; a link is not followed).
final class StudioTiming: Sendable {
    private let descriptor: Int32

    /// Nil without a path, or when the file cannot be opened (no timing, the studio runs as usual).
    init?(path: String?) {
        guard let path, !path.isEmpty else { return nil }
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// `MICROSECONDS KINDS`: from `start` to `end` (uptime nanoseconds), and
    /// the kinds of `replies` joined by commas (`-` for none).
    func record(from start: UInt64, to end: UInt64, replies: [StudioReply]) {
        let microseconds = (end &- start) / 1_000
        let kinds = replies.map { reply -> String in
            switch reply {
            case .error: "error"
            case .trace: "trace"
            case .steps: "steps"
            case .failure: "failure"
            case .frame: "frame"
            case .tree: "tree"
            case .selected: "selected"
            case .saved: "saved"
            case .clock: "clock"
            case .timeline: "timeline"
            case .moment: "moment"
            case .display: "display"
            case .reloaded: "reloaded"
            }
        }
        let line = Array("\(microseconds) \(kinds.isEmpty ? "-" : kinds.joined(separator: ","))\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
