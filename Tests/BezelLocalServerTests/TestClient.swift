import Foundation
import Glibc
@testable import BezelLocalServer

/// A raw TCP client of a test's server: bytes in, bytes out, with timeouts,
/// so that a test can behave as a hostile client would.
final class TestClient {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
    init?(port: UInt16) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let descriptor = descriptor
        let connected = LoopbackAddress.with(port: port) { connect(descriptor, $0, $1) }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Bytes until `done` says they are enough, the server closes, or `timeout` seconds pass.
    func receive(timeout: Double = 5, until done: ([UInt8]) -> Bool = { _ in false }) -> (bytes: [UInt8], closed: Bool) {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !done(bytes) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return (bytes, false) }
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, Int32(left * 1000) + 1) > 0 else { return (bytes, false) }
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count <= 0 { return (bytes, true) }
            bytes += chunk[0..<count]
        }
        return (bytes, false)
    }

    /// One whole answer's head and body (by its Content-Length), as text.
    func response(timeout: Double = 5) -> (status: Int, text: String, closed: Bool) {
        let (bytes, closed) = receive(timeout: timeout) { bytes in
            guard let end = Self.headEnd(bytes) else { return false }
            let head = String(decoding: bytes[..<end], as: UTF8.self)
            let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            return bytes.count >= end + 4 + length
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, text, closed)
    }

    /// Whether the server closed the connection within `timeout` seconds (reading and dropping what comes).
    func closedByServer(within timeout: Double) -> Bool {
        receive(timeout: timeout).closed
    }

    static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index..<index + 4].elementsEqual([13, 10, 13, 10]) { return index }
        return nil
    }
}

/// A server on a thread of its own for one test, stopped when the test ends.
final class RunningServer {
    let server: LocalServer
    private let done = DispatchSemaphore(value: 0)

    init(limits: ServerLimits = ServerLimits(), site: any LocalSite) throws {
        server = try LocalServer(name: "test server", token: "0123456789abcdef0123456789abcdef", limits: limits, site: site)
        let server = server, done = done
        Thread { server.run(); done.signal() }.start()
    }

    deinit {
        server.stop()
        done.wait()
    }

    var port: UInt16 { server.port }

    /// A GET of `path` as a page sends it: the token in the query, a loopback Host.
    func get(_ path: String = "/", extraHeaders: String = "", token: String? = nil) -> String {
        let query = path.contains("?") ? "&" : "?"
        return "GET \(path)\(query)token=\(token ?? server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extraHeaders)\r\n"
    }

    /// Opens a WebSocket at `path`; the client, or nil when it was refused.
    func openSocket(_ path: String = "/socket") -> TestClient? {
        guard let client = TestClient(port: port) else { return nil }
        client.send(get(path, extraHeaders: "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: http://127.0.0.1:\(port)\r\n"))
        let (bytes, _) = client.receive { TestClient.headEnd($0) != nil }
        return String(decoding: bytes, as: UTF8.self).hasPrefix("HTTP/1.1 101 ") ? client : nil
    }

    /// Waits until `condition` holds, for up to `timeout` seconds.
    func waitUntil(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}

/// A site for tests: `/` answers "hello", `/echo` its body, `/slow` once the
/// test opens its gate; a WebSocket at `/socket` whose session is ``EchoSession``.
struct TestSite: LocalSite {
    let sessions = SessionLog()
    var replyBytes = 0

    var maximumBody: Int { 1_024 }

    func respond(to request: LocalRequest) -> LocalResponse {
        switch request.path {
        case "/": return .text(200, "hello")
        case "/echo": return LocalResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: request.body)
        case "/slow":
            _ = sessions.gate.wait(timeout: .now() + 10)
            return .text(200, "slow")
        default: return .text(404, "no such page")
        }
    }

    func opensWebSocket(at path: String) -> Bool { path == "/socket" }

    func webSocketSession(for request: LocalRequest, peer: WebSocketPeer) -> any WebSocketSession {
        EchoSession(peer: peer, log: sessions, replyBytes: replyBytes)
    }
}

/// What the test's sessions received, and whether they were told they closed.
final class SessionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storedMessages: [WebSocketMessage] = []
    private var storedClosed = 0
    /// What `/slow` waits for (10 s at most).
    let gate = DispatchSemaphore(value: 0)
    var messages: [WebSocketMessage] { lock.withLock { storedMessages } }
    var closed: Int { lock.withLock { storedClosed } }
    func add(_ message: WebSocketMessage) { lock.withLock { storedMessages.append(message) } }
    func close() { lock.withLock { storedClosed += 1 } }
}

/// Echoes each text message, or answers it with `replyBytes` bytes when set.
struct EchoSession: WebSocketSession {
    let peer: WebSocketPeer
    let log: SessionLog
    let replyBytes: Int

    func received(_ message: WebSocketMessage) {
        log.add(message)
        if replyBytes > 0 { peer.send(.binary([UInt8](repeating: 7, count: replyBytes))) } else { peer.send(message) }
    }

    func closed() { log.close() }
}
