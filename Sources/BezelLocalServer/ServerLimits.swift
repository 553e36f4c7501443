/// The bounds a ``LocalServer`` holds every client to, before and after the
/// token is checked. The defaults follow nginx's and Go `net/http`'s: a
/// request must arrive whole within a few seconds, lines are bounded, the
/// connections an unknown client can hold are few, and a client that does
/// not read what it is sent is let go.
///
/// | Limit | Default | When crossed |
/// |-------|---------|--------------|
/// | ``maximumConnections`` | 256 | the oldest idle connection is closed; with none idle, the new one |
/// | ``maximumUntrustedConnections`` | 64 | the oldest connection that has not shown the token is closed |
/// | ``requestTimeout`` | 10 s | 408 and closed (closed silently if nothing came) |
/// | ``idleTimeout`` | 60 s | a kept-alive connection with no new request is closed |
/// | ``sendTimeout`` | 30 s | a client that takes nothing of what it is sent is closed |
/// | ``maximumRequestLine`` | 8 KB | 414 URI Too Long |
/// | ``maximumHeaderLine`` | 8 KB | 431 Request Header Fields Too Large |
/// | ``maximumHeaderBytes`` | 32 KB | 431 |
/// | ``maximumHeaderCount`` | 100 | 431 |
/// | ``maximumMessage`` | 64 KB | WebSocket close 1009, refused by the frame's length before its payload is read |
/// | ``maximumQueuedBytes`` | 16 MB | a WebSocket client whose unsent replies pass it is closed |
/// | ``maximumPendingMessages`` | 8 | the socket is not read until the handler catches up |
///
/// A site's own body limit (``LocalSite/maximumBody``) answers 413.
public struct ServerLimits: Sendable, Equatable {
    /// Connections open at once, of every kind.
    public var maximumConnections = 256
    /// Connections open at once that have not yet sent a request with the run's token.
    public var maximumUntrustedConnections = 64
    /// Seconds a request has to arrive whole (its line, headers and body), from
    /// the connection's start or from its first byte on a kept-alive connection.
    public var requestTimeout = 10.0
    /// Seconds a kept-alive connection may wait for its next request.
    public var idleTimeout = 60.0
    /// Seconds a connection with bytes to send may go without taking any.
    public var sendTimeout = 30.0
    /// Bytes in the request line (`GET /path?query HTTP/1.1`).
    public var maximumRequestLine = 8 << 10
    /// Bytes in one header line.
    public var maximumHeaderLine = 8 << 10
    /// Bytes in all the header lines together (each without its line ending).
    public var maximumHeaderBytes = 32 << 10
    /// Header lines in a request.
    public var maximumHeaderCount = 100
    /// Bytes in one WebSocket message (all its fragments).
    public var maximumMessage = 64 << 10
    /// Bytes queued for one WebSocket client and not yet taken by it.
    public var maximumQueuedBytes = 16 << 20
    /// WebSocket messages received from one client and not yet handled.
    public var maximumPendingMessages = 8
    /// Seconds the server waits at most before accepting again when the process is out of descriptors.
    public var maximumAcceptBackoff = 1.0

    /// The defaults in the table above.
    public init() {}
}
