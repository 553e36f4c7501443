import FlyingFox
import FlyingSocks
import Foundation

/// FlyingFox's socket pool, with Nagle's algorithm turned off on every
/// socket it waits on (`TCP_NODELAY`). A reply is several WebSocket
/// messages written one after the other (the steps, the frame, the trace);
/// with Nagle on, each one after the first waits for the page's
/// acknowledgement of the one before, which a browser delays by up to
/// 40 ms: a frame would reach the page 40 ms late. FlyingFox sets no
/// option on the sockets it accepts, but every socket passes through its
/// pool when it waits to read, so the pool is where the option is set.
struct NoDelaySocketPool: AsyncSocketPool {
    private let pool: any AsyncSocketPool = HTTPServer.defaultPool()

    func prepare() async throws { try await pool.prepare() }

    func run() async throws { try await pool.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        // Fails harmlessly on the listening socket; never worth failing a connection for.
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }
}
