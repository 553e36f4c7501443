import Foundation

/// One client's connection, as the server's loop keeps it. Only touched
/// with the server's lock held.
final class Connection {
    /// Where a connection is in its life.
    enum Phase: Equatable {
        /// Reading a request (or waiting for one on a kept-alive connection).
        case awaitingRequest
        /// A request is being answered on a worker thread; nothing more is read.
        case handling
        /// A WebSocket: frames are read while its session keeps up.
        case webSocket
        /// The last answer is being sent; then the connection is closed.
        case closing
        /// Everything is sent and the write side shut; what the client still
        /// sends is read and dropped until `until`, so that it reads the answer
        /// before the close (a close with unread bytes resets the connection).
        case lingering(until: Double)
    }

    let id: Int
    let descriptor: Int32
    var phase = Phase.awaitingRequest
    /// Whether a request on it passed ``LoopbackRequestCheck`` (it showed the token).
    var trusted = false
    var reader: RequestReader
    var frames: WebSocketFrameReader?
    var outbound = OutboundBytes()
    /// When the request being read must be whole (from the connection's start, or from its first byte).
    var requestDeadline: Double
    /// When a kept-alive connection waiting for a request is closed; nil before its first answer.
    var idleDeadline: Double?
    /// The last time a byte was written, or the queue was empty.
    var lastProgress: Double
    /// When the connection was accepted (older connections are closed first).
    let accepted: Double
    /// A WebSocket's session and the queue its calls come on.
    var socket: SocketSession?
    /// Messages handed to the session and not yet handled.
    var pendingMessages = 0
    /// Bytes read and dropped while lingering.
    var lingered = 0

    init(id: Int, descriptor: Int32, now: Double, limits: ServerLimits, maximumBody: Int) {
        self.id = id
        self.descriptor = descriptor
        self.reader = RequestReader(limits: limits, maximumBody: maximumBody)
        self.requestDeadline = now + limits.requestTimeout
        self.lastProgress = now
        self.accepted = now
    }

    /// Whether it waits for a request with nothing received and nothing to send (or only lingers).
    var isIdle: Bool {
        switch phase {
        case .awaitingRequest: return !reader.hasPartialRequest && outbound.isEmpty
        case .lingering: return true
        case .handling, .webSocket, .closing: return false
        }
    }

    /// Whether the loop should wait to read from it.
    func wantsToRead(maximumPendingMessages: Int) -> Bool {
        switch phase {
        case .awaitingRequest: return outbound.isEmpty
        case .webSocket: return pendingMessages < maximumPendingMessages
        case .lingering: return true
        case .handling, .closing: return false
        }
    }
}

/// A WebSocket's session as its connection holds it: the serial queue its
/// calls come on, and whether it is still open (messages queued for a closed
/// one are dropped). Safe from any thread.
final class SocketSession: @unchecked Sendable {
    let queue: DispatchQueue
    private let lock = NSLock()
    private var session: (any WebSocketSession)?
    private var open = true
    /// Whether the session was told it closed (exactly once).
    private var told = false

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    var isOpen: Bool { lock.withLock { open } }

    /// The session made for the socket; it is told at once when the socket closed before it was made.
    func attach(_ made: any WebSocketSession) {
        let tell = lock.withLock { () -> Bool in
            session = made
            guard !open, !told else { return false }
            told = true
            return true
        }
        if tell { made.closed() }
    }

    /// Hands `message` to the session on its queue, unless it closed meanwhile; then `done`.
    func deliver(_ message: WebSocketMessage, done: @escaping @Sendable () -> Void) {
        queue.async {
            let current = self.lock.withLock { self.open ? self.session : nil }
            current?.received(message)
            done()
        }
    }

    /// Returns once everything queued for the session so far has run.
    func waitUntilIdle() {
        queue.sync {}
    }

    /// Marks it closed (messages still queued are dropped) and tells the session, on its queue.
    func close() {
        let wasOpen = lock.withLock { () -> Bool in
            defer { open = false }
            return open
        }
        guard wasOpen else { return }
        queue.async {
            let current = self.lock.withLock { () -> (any WebSocketSession)? in
                guard let session = self.session, !self.told else { return nil }
                self.told = true
                return session
            }
            current?.closed()
        }
    }
}
