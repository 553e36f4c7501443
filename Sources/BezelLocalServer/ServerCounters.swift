/// What a ``LocalServer`` did, for tests and reports.
public struct ServerCounters: Sendable, Equatable {
    /// Connections accepted.
    public var accepted = 0
    /// Connections closed to make room under a cap (or refused for lack of it).
    public var closedForRoom = 0
    /// Connections closed because a request did not arrive in time or a kept-alive one stayed idle.
    public var timedOut = 0
    /// WebSocket clients closed for not reading what they were sent.
    public var closedForNotReading = 0
    /// WebSockets closed for breaking the protocol or a bound (a message too long).
    public var webSocketsRefused = 0
    /// Accepts that failed for want of descriptors or memory.
    public var acceptFailures = 0
    /// Requests refused, by status (403, 408, 413, 414, 431, …).
    public var refused: [Int: Int] = [:]
}
