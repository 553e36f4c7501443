import Foundation

/// The largest image file read, in bytes: far above any image of
/// ``ImageSurface/maximumPixelDimension`` pixels a side that compresses at all.
let maximumImageFileBytes = 256 << 20

/// The bytes of an image file, read only when it is a regular file (not a
/// folder, device, pipe or socket, which would block or never end) of at
/// most ``maximumImageFileBytes``.
///
/// - Throws: ``GraphicsError/fileError(path:reason:)`` naming the path and
///   saying what is wrong in the user's terms.
func readImageFile(_ path: String) throws -> Data {
    func failure(_ reason: String) -> GraphicsError { .fileError(path: path, reason: reason) }
    var info = stat()
    guard stat(path, &info) == 0 else {
        throw failure(errno == ENOENT ? "cannot read the file (no such file)" : "cannot read the file (\(String(cString: strerror(errno))))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure("it is a folder, not an image file")
    default: throw failure("it is not a regular file (a device, pipe or socket), so it cannot be an image")
    }
    guard Int(info.st_size) <= maximumImageFileBytes else {
        throw failure("the file has \(info.st_size) bytes; image files may have at most \(maximumImageFileBytes >> 20) MB")
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
        guard data.count + count <= maximumImageFileBytes else {
            throw failure("the file is longer than \(maximumImageFileBytes >> 20) MB; image files may have no more")
        }
        data.append(contentsOf: chunk[0..<count])
    }
    return data
}
