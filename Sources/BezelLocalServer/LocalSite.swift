/// What a ``LocalServer`` serves: answers to requests, and the sessions of
/// WebSocket clients. The server calls it only with requests that passed
/// ``LoopbackRequestCheck`` (the run's token, a loopback Host, this server's
/// Origin) and every bound of ``ServerLimits``.
public protocol LocalSite: Sendable {
    /// The largest body a request may have; a longer one is answered 413 unread.
    var maximumBody: Int { get }

    /// The answer to `request`, computed on a worker thread (the server goes
    /// on serving other connections meanwhile).
    func respond(to request: LocalRequest) -> LocalResponse

    /// Whether a WebSocket may be opened at `path` (404 otherwise).
    func opensWebSocket(at path: String) -> Bool

    /// A session for a WebSocket just opened by `request`, which sends through
    /// `peer`. Called on the socket's own serial queue, the one its messages
    /// are then handed over on.
    func webSocketSession(for request: LocalRequest, peer: WebSocketPeer) -> any WebSocketSession
}

extension LocalSite {
    /// No body (any body is answered 413).
    public var maximumBody: Int { 0 }

    /// No WebSocket.
    public func opensWebSocket(at path: String) -> Bool { false }

    /// A session that closes at once (never called when ``opensWebSocket(at:)`` is false).
    public func webSocketSession(for request: LocalRequest, peer: WebSocketPeer) -> any WebSocketSession {
        peer.close()
        return ClosedSession()
    }
}

/// One WebSocket client's session. Its calls come one at a time, in order,
/// on the socket's serial queue: messages as they arrive (at most
/// ``ServerLimits/maximumPendingMessages`` wait; past that the socket is not
/// read), then ``closed()`` once, after which nothing more comes. Messages
/// still waiting when the client goes are dropped.
public protocol WebSocketSession: Sendable {
    /// A whole message from the client.
    func received(_ message: WebSocketMessage)
    /// The client went, or the server closed it (a protocol error, a full send queue, a stop).
    func closed()
}

/// One WebSocket message.
public enum WebSocketMessage: Sendable, Equatable {
    /// A text message.
    case text(String)
    /// A binary message.
    case binary([UInt8])
}

/// A session that does nothing.
struct ClosedSession: WebSocketSession {
    func received(_ message: WebSocketMessage) {}
    func closed() {}
}
