import Foundation
import Glibc

/// Who gets a connection and who loses one: accepting up to the caps,
/// freeing a descriptor from a client without the token when the process
/// runs out (EMFILE), making room for a new client, and closing connections
/// past their deadlines. The limits are ``ServerLimits``.
extension LocalServer {
    // MARK: Accepting

    /// Accepts what waits, up to 64 at a time, holding the caps.
    func acceptNew(now: Double) {
        for _ in 0..<64 {
            let descriptor = accept(listener, nil, nil)
            if descriptor < 0 {
                switch errno {
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors: free one held by a client without the token, else wait and try again.
                    storedCounters.acceptFailures += 1
                    if let oldest = oldest(where: { !$0.trusted && $0.isIdle }) ?? oldest(where: { !$0.trusted }) {
                        storedCounters.closedForRoom += 1
                        drop(oldest)
                    } else {
                        acceptBackoff = min(limits.maximumAcceptBackoff, max(0.01, acceptBackoff * 2))
                        acceptPausedUntil = now + acceptBackoff
                        return
                    }
                    continue
                case EINTR, ECONNABORTED, EPROTO:
                    continue
                default:
                    return  // EAGAIN: nothing more waits.
                }
            }
            acceptBackoff = 0
            storedCounters.accepted += 1
            Self.setNonBlockingAndCloseOnExec(descriptor)
            if !makeRoom() {
                storedCounters.closedForRoom += 1
                close(descriptor)
                continue
            }
            var on: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            let id = nextConnection
            nextConnection += 1
            connections[id] = Connection(id: id, descriptor: descriptor, now: now, limits: limits, maximumBody: site.maximumBody)
        }
    }

    /// Makes room for one more connection without the token: closes the
    /// oldest one without it past ``ServerLimits/maximumUntrustedConnections``,
    /// and the oldest idle one past ``ServerLimits/maximumConnections``.
    /// False when there is no room (every connection busy).
    func makeRoom() -> Bool {
        let untrusted = connections.values.filter { !$0.trusted }
        if untrusted.count >= limits.maximumUntrustedConnections {
            guard let oldest = untrusted.min(by: { $0.accepted < $1.accepted || ($0.accepted == $1.accepted && $0.id < $1.id) }) else { return false }
            storedCounters.closedForRoom += 1
            drop(oldest)
        }
        if connections.count >= limits.maximumConnections {
            guard let oldest = oldest(where: { $0.isIdle }) else { return false }
            storedCounters.closedForRoom += 1
            drop(oldest)
        }
        return true
    }

    func oldest(where matches: (Connection) -> Bool) -> Connection? {
        connections.values.filter(matches).min { $0.accepted < $1.accepted || ($0.accepted == $1.accepted && $0.id < $1.id) }
    }

    // MARK: Closing

    func checkDeadlines(now: Double) {
        for connection in Array(connections.values) {
            if !connection.outbound.isEmpty, now - connection.lastProgress > limits.sendTimeout {
                storedCounters.closedForNotReading += 1
                drop(connection)
                continue
            }
            switch connection.phase {
            case .awaitingRequest where connection.outbound.isEmpty:
                if connection.reader.hasPartialRequest || connection.idleDeadline == nil {
                    guard now > connection.requestDeadline else { continue }
                    storedCounters.timedOut += 1
                    if connection.reader.hasPartialRequest {
                        answerAndClose(connection, .text(408, "the request did not arrive whole within \(Int(limits.requestTimeout)) s"), now: now)
                    } else {
                        drop(connection)
                    }
                } else if let idle = connection.idleDeadline, now > idle {
                    storedCounters.timedOut += 1
                    drop(connection)
                }
            case let .lingering(until) where now > until:
                drop(connection)
            default:
                continue
            }
        }
    }

    /// Closes the connection now (a WebSocket's session is told).
    func drop(_ connection: Connection) {
        connection.socket?.close()
        close(connection.descriptor)
        connections[connection.id] = nil
    }
}
