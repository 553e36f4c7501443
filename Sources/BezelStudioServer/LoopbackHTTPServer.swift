import FlyingFox
import Foundation

/// The HTTP server the studio and the review page are served by: on
/// 127.0.0.1 only, Nagle's algorithm off (``NoDelaySocketPool``), FlyingFox's
/// logging off; and where it listens once it does.
public enum LoopbackHTTPServer {
    /// A server on 127.0.0.1:`port` (0: the system picks one).
    ///
    /// - Throws: when the address cannot be made.
    public static func make(port: UInt16) throws -> HTTPServer {
        HTTPServer(config: .init(address: try .inet(ip4: "127.0.0.1", port: port), pool: NoDelaySocketPool(), logger: .disabled))
    }

    /// The port `server` listens on, or 0 before it listens.
    public static func port(of server: HTTPServer) async -> UInt16 {
        if case let .ip4(_, port)? = await server.listeningAddress { return port }
        return 0
    }

    /// The page's address on `port`, with `token` in its query.
    public static func address(port: UInt16, token: String) -> String {
        "http://127.0.0.1:\(port)/?token=\(token)"
    }
}
