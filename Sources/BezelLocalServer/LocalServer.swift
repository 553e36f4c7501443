import Foundation
import Glibc

/// An HTTP/1.1 and WebSocket server on 127.0.0.1 for the pages of the
/// `bezel` command (the studio, the served review page), made to stay up
/// under any local client: every request must carry the run's token
/// (``LoopbackRequestCheck``), and every client is held to ``ServerLimits``
/// before that, so that one without the token can neither stop the server
/// nor keep it from answering the real page.
///
/// One thread runs the loop: it accepts, reads and writes every socket
/// without blocking (`poll`), and never runs a site's code; answers are
/// made on worker threads, and each WebSocket's messages on a serial queue
/// of its own. Running out of descriptors (EMFILE) never ends it: it closes
/// the oldest idle connection without the token, or waits, and accepts
/// again.
///
/// ```swift
/// let server = try LocalServer(name: "bezel studio", token: token, site: site)
/// print(server.address)          // http://127.0.0.1:PORT/?token=…
/// server.run()                   // until stop(), from another thread
/// ```
public final class LocalServer: @unchecked Sendable {
    /// The name refusals give (`bezel studio`).
    public let name: String
    /// The port listened on.
    public let port: UInt16
    /// The bounds every client is held to.
    public let limits: ServerLimits
    /// The run's token.
    public let token: String
    private let expected: [UInt8]
    let site: any LocalSite
    let listener: Int32
    /// A pipe the loop waits on beside the sockets (its read end); a byte written to `wakeWriter` wakes it.
    private let wakeDescriptor: Int32
    private let wakeWriter: Int32
    private let lock = NSLock()
    // With `lock` held:
    var connections: [Int: Connection] = [:]
    var nextConnection = 0
    private var stopping = false
    private var running = false
    var acceptPausedUntil = 0.0
    var acceptBackoff = 0.0
    var storedCounters = ServerCounters()
    /// Where each read lands before its bytes are handed on (one buffer: only the loop reads).
    private var readBuffer = [UInt8](repeating: 0, count: 64 << 10)

    /// A server of `site` listening on 127.0.0.1:`port` (0: the system picks one).
    ///
    /// - Parameters:
    ///   - name: how refusals name the server (`bezel studio`).
    ///   - port: the port; 0 lets the system pick one.
    ///   - token: the run's token, which every request must carry in its query.
    ///   - limits: the bounds every client is held to.
    ///   - site: what is served.
    /// - Throws: ``LocalServerError`` when the port cannot be listened on.
    public init(name: String, port: UInt16 = 0, token: String, limits: ServerLimits = ServerLimits(), site: any LocalSite) throws(LocalServerError) {
        self.name = name
        self.token = token
        self.expected = Array(token.utf8)
        self.limits = limits
        self.site = site
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw LocalServerError(action: "make a socket", port: port, errno: errno) }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = LoopbackAddress.with(port: port) { bind(descriptor, $0, $1) }
        guard bound == 0, listen(descriptor, SOMAXCONN) == 0 else {
            let error = errno
            close(descriptor)
            throw LocalServerError(action: "listen on", port: port, errno: error)
        }
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.listener = descriptor
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            let error = errno
            close(descriptor)
            throw LocalServerError(action: "make a pipe for", port: port, errno: error)
        }
        for end in pipeEnds { Self.setNonBlockingAndCloseOnExec(end) }
        self.wakeDescriptor = pipeEnds[0]
        self.wakeWriter = pipeEnds[1]
    }

    deinit {
        close(listener)
        close(wakeDescriptor)
        close(wakeWriter)
    }

    /// The page's address with the token in its query.
    public var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// What the server did so far.
    public var counters: ServerCounters { lock.withLock { storedCounters } }

    /// The connections open now.
    public var openConnections: Int { lock.withLock { connections.count } }

    /// Serves on the calling thread until ``stop()``; then every connection is
    /// closed (each WebSocket session told) and the port is let go.
    public func run() {
        let started = lock.withLock { () -> Bool in
            guard !running, !stopping else { return false }
            running = true
            return true
        }
        guard started else { return }
        var descriptors: [pollfd] = []
        var order: [Int] = []
        while true {
            descriptors.removeAll(keepingCapacity: true)
            order.removeAll(keepingCapacity: true)
            let wait = lock.withLock { () -> Int32? in
                if stopping { return nil }
                let now = Self.now()
                descriptors.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0))
                let accepting = now >= acceptPausedUntil
                descriptors.append(pollfd(fd: accepting ? listener : -1, events: Int16(POLLIN), revents: 0))
                for (id, connection) in connections {
                    var events: Int16 = 0
                    if connection.wantsToRead(maximumPendingMessages: limits.maximumPendingMessages) { events |= Int16(POLLIN) }
                    if !connection.outbound.isEmpty { events |= Int16(POLLOUT) }
                    descriptors.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
                    order.append(id)
                }
                // Deadlines are checked four times a second; a paused accept wakes when it may go on.
                let pause = accepting ? 250 : max(1, min(250, Int32((acceptPausedUntil - now) * 1000) + 1))
                return pause
            }
            guard let wait else { break }
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready < 0, errno != EINTR { break }
            lock.withLock {
                let now = Self.now()
                if descriptors[0].revents != 0 {
                    var drained = [UInt8](repeating: 0, count: 256)
                    while read(wakeDescriptor, &drained, drained.count) > 0 {}
                }
                for (index, id) in order.enumerated() {
                    let events = descriptors[index + 2].revents
                    guard events != 0, let connection = connections[id] else { continue }
                    if events & Int16(POLLOUT) != 0 || events & Int16(POLLERR | POLLHUP) != 0 { flush(connection, now: now) }
                    guard connections[id] != nil else { continue }
                    if events & Int16(POLLIN | POLLHUP | POLLERR) != 0 { readFrom(connection, now: now) }
                }
                if descriptors[1].revents != 0 { acceptNew(now: now) }
                checkDeadlines(now: Self.now())
            }
        }
        let sockets = lock.withLock { () -> [SocketSession] in
            let sockets = connections.values.compactMap(\.socket)
            for connection in connections.values { drop(connection) }
            return sockets
        }
        // Every session has been told it closed before run() returns (each
        // is told on its own queue, outside the loop's lock: a session may
        // call back into the server).
        for socket in sockets { socket.waitUntilIdle() }
        lock.withLock { running = false }
    }

    /// Stops ``run()``: from any thread, at once.
    public func stop() {
        lock.withLock { stopping = true }
        wake()
    }

    /// ``run()`` on a thread of its own, awaited: for an async caller, whose
    /// threads are not to be blocked.
    public func runOnThread() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread { [self] in
                run()
                done.resume()
            }
            thread.name = "bezel.local-server"
            thread.start()
        }
    }

    // MARK: Reading

    private func readFrom(_ connection: Connection, now: Double) {
        let count = readBuffer.withUnsafeMutableBytes { recv(connection.descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            drop(connection)
            return
        }
        if count == 0 {
            drop(connection)
            return
        }
        let chunk = Array(readBuffer[0..<count])
        switch connection.phase {
        case .awaitingRequest:
            if !connection.reader.hasPartialRequest, let idle = connection.idleDeadline, idle > 0 {
                connection.requestDeadline = now + limits.requestTimeout  // a new request on a kept-alive connection
                connection.idleDeadline = nil
            }
            connection.reader.append(chunk)
            readRequests(connection, now: now)
        case .webSocket:
            connection.frames?.append(chunk)
            readFrames(connection, now: now)
        case .lingering:
            // Dropped: the answer is sent, the connection only waits to close (and not for long, nor for much).
            connection.lingered += count
            if connection.lingered > Self.maximumLingeringBytes { drop(connection) }
        case .handling, .closing:
            break
        }
    }

    /// Reads what requests the connection's bytes hold, while it may (one answered at a time).
    private func readRequests(_ connection: Connection, now: Double) {
        while connection.phase == .awaitingRequest, connection.outbound.isEmpty {
            switch connection.reader.next() {
            case .needMore:
                return
            case let .refused(status, message):
                storedCounters.refused[status, default: 0] += 1
                answerAndClose(connection, .text(status, message), now: now)
                return
            case let .request(request):
                handle(request, on: connection, now: now)
            }
        }
    }

    private func handle(_ received: LocalRequest, on connection: Connection, now: Double) {
        var request = received
        request.port = port
        guard LoopbackRequestCheck.allows(token: request.query["token"], expected: expected, host: request.header("host"),
                                          origin: request.header("origin"), port: port) else {
            storedCounters.refused[403, default: 0] += 1
            answerAndClose(connection, .text(403, LoopbackRequestCheck.refusal(server: name).trimmingCharacters(in: .newlines)), now: now)
            return
        }
        connection.trusted = true
        if WebSocketHandshake.isRequested(by: request) {
            openWebSocket(request, on: connection, now: now)
            return
        }
        connection.phase = .handling
        let site = site, keepAlive = request.keepsAlive, id = connection.id, answered = request
        DispatchQueue.global().async { [self] in
            let response = site.respond(to: answered)
            finish(id, with: response, keepAlive: keepAlive)
        }
    }

    /// A worker's answer to the request of connection `id`.
    private func finish(_ id: Int, with response: LocalResponse, keepAlive: Bool) {
        lock.withLock {
            guard let connection = connections[id], connection.phase == .handling else { return }
            let now = Self.now()
            guard keepAlive else {
                answerAndClose(connection, response, now: now)
                return
            }
            queue(response.serialized(keepAlive: true), on: connection, now: now)
            connection.phase = .awaitingRequest
            connection.idleDeadline = now + limits.idleTimeout
            flush(connection, now: now)
        }
        wake()
    }

    private func openWebSocket(_ request: LocalRequest, on connection: Connection, now: Double) {
        guard site.opensWebSocket(at: request.path) else {
            answerAndClose(connection, .text(404, "there is no WebSocket at this path"), now: now)
            return
        }
        let (response, opens) = WebSocketHandshake.answer(to: request)
        guard opens else {
            storedCounters.refused[response.status, default: 0] += 1
            answerAndClose(connection, response, now: now)
            return
        }
        queue(response.serialized(keepAlive: true), on: connection, now: now)
        connection.phase = .webSocket
        var frames = WebSocketFrameReader(maximumMessage: limits.maximumMessage)
        frames.append(connection.reader.takeRemaining())
        connection.frames = frames
        let session = SocketSession(label: "bezel.local-server.socket-\(connection.id)")
        connection.socket = session
        let peer = WebSocketPeer(server: self, connection: connection.id)
        let site = site
        session.queue.async { session.attach(site.webSocketSession(for: request, peer: peer)) }
        readFrames(connection, now: now)
    }

    /// Hands the session the messages its connection's bytes hold, while fewer than the limit wait.
    private func readFrames(_ connection: Connection, now: Double) {
        while connection.phase == .webSocket, connection.pendingMessages < limits.maximumPendingMessages,
              let event = connection.frames?.next() {
            switch event {
            case let .text(text): deliver(.text(text), on: connection)
            case let .binary(bytes): deliver(.binary(bytes), on: connection)
            case let .ping(payload): queue(WebSocketFrame.pong(payload), on: connection, now: now)
            case let .close(code):
                closeSocket(connection, code: code == 1005 || code < 1000 ? 1000 : code, now: now)
            case let .failure(code, _):
                storedCounters.webSocketsRefused += 1
                closeSocket(connection, code: code, now: now)
            }
        }
    }

    private func deliver(_ message: WebSocketMessage, on connection: Connection) {
        guard let session = connection.socket else { return }
        connection.pendingMessages += 1
        let id = connection.id
        session.deliver(message) { [self] in
            lock.withLock {
                guard let connection = connections[id] else { return }
                connection.pendingMessages -= 1
                readFrames(connection, now: Self.now())
            }
            wake()
        }
    }

    // MARK: Writing

    /// Queues `bytes` for WebSocket `id` (a session's send); false when it is gone or was just closed for not reading.
    func enqueue(_ bytes: [UInt8], to id: Int) -> Bool {
        let queued = lock.withLock { () -> Bool in
            guard let connection = connections[id], connection.phase == .webSocket else { return false }
            if connection.outbound.count + bytes.count > limits.maximumQueuedBytes {
                storedCounters.closedForNotReading += 1
                drop(connection)
                return false
            }
            queue(bytes, on: connection, now: Self.now())
            return true
        }
        if queued { wake() }
        return queued
    }

    /// Closes WebSocket `id` with `code` once its queue is sent (a session's close).
    func closeWebSocket(_ id: Int, code: UInt16) {
        lock.withLock {
            guard let connection = connections[id], connection.phase == .webSocket else { return }
            closeSocket(connection, code: code, now: Self.now())
        }
        wake()
    }

    private func closeSocket(_ connection: Connection, code: UInt16, now: Double) {
        connection.socket?.close()
        queue(WebSocketFrame.close(code: code), on: connection, now: now)
        connection.phase = .closing
        flush(connection, now: now)
    }

    private func queue(_ bytes: [UInt8], on connection: Connection, now: Double) {
        if connection.outbound.isEmpty { connection.lastProgress = now }
        connection.outbound.append(bytes)
    }

    func answerAndClose(_ connection: Connection, _ response: LocalResponse, now: Double) {
        queue(response.serialized(keepAlive: false), on: connection, now: now)
        connection.phase = .closing
        flush(connection, now: now)
    }

    /// Writes what the socket takes; then a connection closing whose answer
    /// is all sent starts lingering, and one kept alive reads the next
    /// request it already received (pipelined).
    private func flush(_ connection: Connection, now: Double) {
        if !connection.outbound.isEmpty {
            guard let written = connection.outbound.write(to: connection.descriptor) else { return drop(connection) }
            if written > 0 { connection.lastProgress = now }
        }
        finishClosing(connection, now: now)
        if connection.phase == .awaitingRequest, connection.outbound.isEmpty, connection.reader.hasPartialRequest {
            readRequests(connection, now: now)
        }
    }

    private func finishClosing(_ connection: Connection, now: Double) {
        guard connection.phase == .closing, connection.outbound.isEmpty else { return }
        shutdown(connection.descriptor, Int32(SHUT_WR))
        connection.phase = .lingering(until: now + 2)
    }

    private func wake() {
        var one: UInt8 = 1
        _ = write(wakeWriter, &one, 1)  // a full pipe already wakes the loop
    }

    static func setNonBlockingAndCloseOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    /// Bytes read and dropped from a closing connection before it is closed at once.
    static let maximumLingeringBytes = 1 << 20

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
