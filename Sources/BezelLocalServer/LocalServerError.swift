import Glibc

/// A ``LocalServer`` could not listen.
public struct LocalServerError: Error, Sendable, CustomStringConvertible {
    /// What failed (`listen on`).
    public let action: String
    /// The port asked for (0: any).
    public let port: UInt16
    /// The system's error number.
    public let errno: Int32

    /// The system's words for the error (`Address already in use`).
    public var reason: String { String(cString: strerror(errno)) }

    /// A sentence: `cannot listen on 127.0.0.1:8000: Address already in use`.
    public var description: String {
        "cannot \(action) 127.0.0.1" + (port == 0 ? "" : ":\(port)") + ": " + reason
    }
}
