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
        var generator = SystemRandomNumberGenerator()
        token = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
        host = StudioHost(controller: controller, timing: StudioTiming(path: ProcessInfo.processInfo.environment["BEZEL_STUDIO_TIMING"]))
        let size = controller.session.window.bounds.size
        page = StudioPage.html(title: title, socketPath: "/socket?token=" + token, width: size.width, height: size.height)
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), pool: NoDelayPool(HTTPServer.defaultPool()), logger: .disabled)
    }

    /// The port listened on, once listening.
    public var port: UInt16 {
        get async {
            if case let .ip4(_, port)? = await server.listeningAddress { return port }
            return 0
        }
    }

    /// The page's address with the token, once listening.
    public var address: String {
        get async { "http://127.0.0.1:\(await port)/?token=\(token)" }
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

    /// Stops serving.
    public func stop() async {
        await server.stop(timeout: 1)
    }
}

/// The checks every request passes: the token, the Host, the Origin.
struct Guard: Sendable {
    let token: String
    let server: StudioServer

    func wrapping(_ inner: some HTTPHandler) -> some HTTPHandler {
        let token = Array(token.utf8), server = server
        return ClosureHTTPHandler { request in
            let port = await server.port
            guard StudioRequestCheck.allows(token: request.query["token"], expected: token,
                                            host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")], port: port) else {
                return HTTPResponse(statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                                    body: Data("bezel studio: refused (the address's token, the Host or the Origin is not this run's)\n".utf8))
            }
            return try await inner.handleRequest(request)
        }
    }
}

/// Whether a request may reach the studio: the token equal (compared in
/// constant time), the Host `127.0.0.1:PORT` or `localhost:PORT`, and an
/// Origin, when there is one, `http://` and that Host.
public enum StudioRequestCheck {
    public static func allows(token: String?, expected: [UInt8], host: String?, origin: String?, port: UInt16) -> Bool {
        guard let token, let host else { return false }
        let given = Array(token.utf8)
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for (index, byte) in expected.enumerated() { difference |= byte ^ (index < given.count ? given[index] : 0) }
        guard difference == 0 else { return false }
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard hosts.contains(host.lowercased()) else { return false }
        if let origin { return hosts.contains { "http://" + $0 == origin.lowercased() } }
        return true
    }
}

/// One page's socket: everything on connect, then each message's replies.
struct StudioSocket: WSMessageHandler {
    let host: StudioHost

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (out, continuation) = AsyncStream<WSMessage>.makeStream()
        let host = host
        Task {
            for reply in await host.everything() { continuation.yield(Self.message(reply)) }
            for await message in client {
                switch message {
                case let .text(text):
                    let arrived = DispatchTime.now().uptimeNanoseconds
                    let replies = await host.handle(Data(text.utf8))
                    for reply in replies { continuation.yield(Self.message(reply)) }
                    host.timing?.record(since: arrived, replies: replies)
                case .data:
                    continuation.yield(.text(StudioReply.error("the studio reads text messages only").json ?? "{}"))
                case .close:
                    continuation.finish()
                    return
                }
            }
            continuation.finish()
        }
        return out
    }

    static func message(_ reply: StudioReply) -> WSMessage {
        if case let .frame(png) = reply { return .data(png) }
        return .text(reply.json ?? #"{"type":"error","message":"a reply could not be written"}"#)
    }
}

/// The session's one thread: every message is handled in turn on a serial queue.
final class StudioHost: @unchecked Sendable {
    private let queue = DispatchQueue(label: "bezel.studio")
    private let controller: StudioController
    /// Where each message's time goes (`BEZEL_STUDIO_TIMING`), or nil.
    let timing: StudioTiming?

    init(controller: StudioController, timing: StudioTiming? = nil) {
        self.controller = controller
        self.timing = timing
    }

    func handle(_ data: Data) async -> [StudioReply] {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.controller.handle(data)) }
        }
    }

    func everything() async -> [StudioReply] {
        await withCheckedContinuation { continuation in
            queue.async {
                do { continuation.resume(returning: try self.controller.everything()) } catch {
                    continuation.resume(returning: [.error("\(error)")])
                }
            }
        }
    }
}

/// The server's socket pool, with Nagle's algorithm off (`TCP_NODELAY`) on
/// every socket it waits on: the listening one, whose setting the
/// connections it accepts inherit on Linux, and each connection. A message's
/// replies are several writes (trace, steps, the frame); with Nagle's
/// algorithm each after the first waited for the page's delayed ACK, 40 ms
/// on Linux, which made every frame 40 ms late (`Benchmarks/studio-latency.sh`).
struct NoDelayPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    init(_ base: Base) { self.base = base }

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY)))
        try await base.suspendSocket(socket, untilReadyFor: events)
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

    /// `MICROSECONDS KINDS`, the kinds of `replies` joined by commas (`-` for none).
    func record(since start: UInt64, replies: [StudioReply]) {
        let microseconds = (DispatchTime.now().uptimeNanoseconds &- start) / 1_000
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
            }
        }
        let line = Array("\(microseconds) \(kinds.isEmpty ? "-" : kinds.joined(separator: ","))\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
