import Glibc

/// The bytes waiting to be written to one connection, in order, as the
/// chunks they were queued in (no copying them together).
struct OutboundBytes {
    private var chunks: [[UInt8]] = []
    /// How much of the first chunk is written.
    private var offset = 0
    /// The bytes not yet written.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        chunks.append(bytes)
        count += bytes.count
    }

    /// Writes what the socket `descriptor` takes now; the bytes written, or
    /// nil when the connection failed (anything but EAGAIN or EINTR).
    mutating func write(to descriptor: Int32) -> Int? {
        var written = 0
        while let first = chunks.first {
            let sent = first.withUnsafeBytes { bytes in
                send(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return written }
                return nil
            }
            written += sent
            count -= sent
            offset += sent
            if offset == first.count {
                chunks.removeFirst()
                offset = 0
            } else {
                return written
            }
        }
        return written
    }
}
