/// A WebSocket client as its session sends to it: from any thread, each
/// message queued in order. The queue is bounded
/// (``ServerLimits/maximumQueuedBytes``): a client that does not read what
/// it is sent is closed once its queue is full, and later sends are dropped.
public final class WebSocketPeer: Sendable {
    private let server: LocalServer
    private let connection: Int

    init(server: LocalServer, connection: Int) {
        self.server = server
        self.connection = connection
    }

    /// Queues `message`; false when the client is gone (or was just closed for not reading).
    @discardableResult
    public func send(_ message: WebSocketMessage) -> Bool {
        switch message {
        case let .text(text): return server.enqueue(WebSocketFrame.text(text), to: connection)
        case let .binary(bytes): return server.enqueue(WebSocketFrame.binary(bytes), to: connection)
        }
    }

    /// Closes the socket (a normal close, 1000) once what is queued is sent.
    public func close() {
        server.closeWebSocket(connection, code: 1000)
    }
}
