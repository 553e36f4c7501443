import BezelLocalServer
import BezelReviewServer
import BezelStudioServer
import Foundation

/// A server the command runs on this machine until it is stopped (`bezel
/// studio`, `bezel snapshots report --serve`).
protocol PageServer: Sendable {
    /// Serves until ``stop()``; `listening` is called with the page's address once it can be opened.
    func run(listening: @escaping @Sendable (String) -> Void) async throws
    /// Stops serving.
    func stop() async
}

extension StudioServer: PageServer {}
extension ReviewServer: PageServer {}

/// Running a ``PageServer`` in the foreground: until SIGINT or SIGTERM
/// (Ctrl-C), which stop it; a stop by a signal is a stop, not a failure.
enum LocalServing {
    /// The server `make` makes (it listens from then on).
    ///
    /// - Throws: a ``CommandFailure`` (exit status 2) saying that `what`
    ///   cannot be served on `port` and why (most often: another server has it).
    static func listening<Server>(_ what: String, port: UInt16?, _ make: () throws -> Server) throws -> Server {
        do {
            return try make()
        } catch {
            let reason = (error as? LocalServerError)?.reason ?? "\(error)"
            throw CommandFailure("cannot serve \(what) on 127.0.0.1" + (port.map { ":\($0)" } ?? "") + ": " + reason)
        }
    }

    /// Serves `server` until a signal stops it; `listening` is called with the
    /// address once it can be opened.
    ///
    /// - Throws: a ``CommandFailure`` (exit status 2) saying that `what`
    ///   could not be served on `port` (most often: another server has it)
    ///   when the server's run ends with an error, unless a signal stopped it.
    static func serve(_ server: some PageServer, what: String, port: UInt16?,
                      listening: @escaping @Sendable (String) -> Void) throws {
        do {
            try serve(server, listening: listening)
        } catch {
            throw CommandFailure("cannot serve \(what) on 127.0.0.1" + (port.map { ":\($0)" } ?? "") + ": \(error)")
        }
    }

    private static func serve(_ server: some PageServer, listening: @escaping @Sendable (String) -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        let failure = ServingFailure()
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let stops = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                failure.stopping = true
                Task { await server.stop() }
                // A page still connected can keep the server's run from returning: stop anyway.
                DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) { _exit(0) }
            }
            source.resume()
            return source
        }
        Task {
            do {
                try await server.run(listening: listening)
            } catch {
                // Stopping by a signal may end the server with an error of its own: that is a stop, not a failure.
                if !failure.stopping { failure.error = error }
            }
            done.signal()
        }
        // The signal sources must outlive the wait: an optimized build released them after their last use
        // (`_ = stops` is none), and the release `bezel studio` ignored Ctrl-C and SIGTERM.
        withExtendedLifetime(stops) { done.wait() }
        if let error = failure.error { throw error }
    }
}

/// The error the server task ended with, read after it ended.
private final class ServingFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var storedError: Error?
    private var storedStopping = false
    var error: Error? {
        get { lock.withLock { storedError } }
        set { lock.withLock { storedError = newValue } }
    }
    /// Whether a signal asked the server to stop.
    var stopping: Bool {
        get { lock.withLock { storedStopping } }
        set { lock.withLock { storedStopping = newValue } }
    }
}
