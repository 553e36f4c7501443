import BezelStudio
import FlyingFox
import Foundation

/// Serves a studio session to a browser on this machine only: the page at
/// `/` and its WebSocket at `/socket`, both refused (403) without the run's
/// random token in the query, with a `Host` other than this server's
/// loopback address, or with an `Origin` from elsewhere (DNS rebinding, other
/// pages). Every message goes through one ``StudioHost``, so the session's
/// views are only ever used from one thread.
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
        host = StudioHost(controller: controller)
        let size = controller.session.window.bounds.size
        page = StudioPage.html(title: title, socketPath: "/socket?token=" + token, width: size.width, height: size.height)
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
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
                    for reply in await host.handle(Data(text.utf8)) { continuation.yield(Self.message(reply)) }
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

    init(controller: StudioController) { self.controller = controller }

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
