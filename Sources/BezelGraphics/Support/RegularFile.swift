import Foundation

/// The bytes of the file at `path`, read only when it is a regular file (not
/// a folder, device, pipe or socket, which would block or never end: a scene
/// that names `/dev/zero`, a FIFO) of at most `maximumBytes`, checked before
/// reading and again while reading (the file may grow).
///
/// - Parameter kind: what the file should be, for messages: "image", "scene"...
/// - Throws: ``GraphicsError/fileError(path:reason:)`` naming the path and
///   saying what is wrong in the user's terms.
public func readRegularFile(_ path: String, maximumBytes: Int, kind: String) throws -> Data {
    func failure(_ reason: String) -> GraphicsError { .fileError(path: path, reason: reason) }
    func limit() -> String { maximumBytes >= 1 << 20 ? "\(maximumBytes >> 20) MB" : "\(maximumBytes) bytes" }
    let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    var info = stat()
    guard stat(path, &info) == 0 else {
        throw failure(errno == ENOENT ? "cannot read the file (no such file)" : "cannot read the file (\(String(cString: strerror(errno))))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure("it is a folder, not \(article) \(kind) file")
    default: throw failure("it is not a regular file (a device, pipe or socket), so it cannot be \(article) \(kind) file")
    }
    guard Int(info.st_size) <= maximumBytes else {
        throw failure("the file has \(info.st_size) bytes; \(kind) files may have at most \(limit())")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure("cannot read the file (\(String(cString: strerror(errno))))") }
    defer { close(descriptor) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw failure("cannot read the file (\(String(cString: strerror(errno))))")
        }
        if count == 0 { break }
        guard data.count + count <= maximumBytes else {
            throw failure("the file is longer than \(limit()); \(kind) files may have no more")
        }
        data.append(contentsOf: chunk[0..<count])
    }
    return data
}
