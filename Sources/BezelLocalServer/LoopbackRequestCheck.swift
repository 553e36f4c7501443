import Foundation

/// Whether a request may reach a server of the `bezel` command on this
/// machine (the studio, the served review page): the token equal (compared
/// in constant time), the Host `127.0.0.1:PORT` or `localhost:PORT`, and an
/// Origin, when there is one, `http://` and that Host. A request that acts
/// (writes or deletes) must also show that a page of this server sent it:
/// see ``allowsAction(token:headerToken:expected:host:origin:port:)``.
public enum LoopbackRequestCheck {
    /// The header a page of the server sends its token in with every action.
    public static let tokenHeader = "X-Bezel-Token"

    /// A new token: 128 random bits from the system's generator, as 32 hex digits.
    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Whether a request may be answered.
    ///
    /// - Parameters:
    ///   - token: the request's `token` query parameter.
    ///   - expected: the run's token, as bytes.
    ///   - host: the request's `Host` header.
    ///   - origin: the request's `Origin` header.
    ///   - port: the port the server listens on.
    public static func allows(token: String?, expected: [UInt8], host: String?, origin: String?, port: UInt16) -> Bool {
        guard let token, let host, equalInConstantTime(token, expected) else { return false }
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard hosts.contains(host.lowercased()) else { return false }
        if let origin { return hosts.contains { "http://" + $0 == origin.lowercased() } }
        return true
    }

    /// Whether a request that acts (a POST that writes or deletes) may: it
    /// passes ``allows(token:expected:host:origin:port:)``, and either its
    /// Origin is this server (browsers send one with every POST, so a form or
    /// script of another site is refused) or it has no Origin and carries
    /// the token in the ``tokenHeader`` header as well (which no other site
    /// can make a browser send without asking this server first).
    ///
    /// - Parameters:
    ///   - token: the request's `token` query parameter.
    ///   - headerToken: the request's ``tokenHeader`` header.
    ///   - expected: the run's token, as bytes.
    ///   - host: the request's `Host` header.
    ///   - origin: the request's `Origin` header.
    ///   - port: the port the server listens on.
    public static func allowsAction(token: String?, headerToken: String?, expected: [UInt8], host: String?, origin: String?,
                                    port: UInt16) -> Bool {
        guard allows(token: token, expected: expected, host: host, origin: origin, port: port) else { return false }
        if origin != nil { return true }
        guard let headerToken else { return false }
        return equalInConstantTime(headerToken, expected)
    }

    /// The text of a refusal (status 403) by `server` (`bezel studio`).
    public static func refusal(server: String) -> String {
        "\(server): refused (the address's token, the Host or the Origin is not this run's)\n"
    }

    /// Whether `given` is `expected`, taking as long whatever the first difference.
    private static func equalInConstantTime(_ given: String, _ expected: [UInt8]) -> Bool {
        let bytes = Array(given.utf8)
        var difference = UInt8(bytes.count == expected.count ? 0 : 1)
        for (index, byte) in expected.enumerated() { difference |= byte ^ (index < bytes.count ? bytes[index] : 0) }
        return difference == 0
    }
}
