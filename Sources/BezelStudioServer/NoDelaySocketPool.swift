import FlyingFox
import FlyingSocks
import Foundation

/// FlyingFox's socket pool, with Nagle's algorithm turned off on every
/// socket it waits on (`TCP_NODELAY`). A reply is several writes one after
/// the other (the steps, the frame, the trace); with Nagle on, a small
/// write waits for the acknowledgement of the one before, which the other
/// side may delay by up to 40 ms. That stall was seen here (41 ms) when a
/// frame went out in 16 KB pieces; with the test client, which
/// acknowledges at once, the option makes no measured difference, and it
/// keeps a browser that delays its acknowledgements from adding the stall.
/// FlyingFox sets no option on the sockets it accepts, but every socket
/// passes through its pool when it waits, so the pool is where it is set.
public struct NoDelaySocketPool: AsyncSocketPool {
    private let pool: any AsyncSocketPool = HTTPServer.defaultPool()

    /// A pool over FlyingFox's own.
    public init() {}

    public func prepare() async throws { try await pool.prepare() }

    public func run() async throws { try await pool.run() }

    public func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        // Fails harmlessly on the listening socket; never worth failing a connection for.
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }
}
