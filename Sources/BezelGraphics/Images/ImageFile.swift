import Foundation

/// The largest image file read, in bytes: far above any image of
/// ``ImageSurface/maximumPixelDimension`` pixels a side that compresses at all.
let maximumImageFileBytes = 256 << 20

/// The bytes of an image file, read only when it is a regular file of at
/// most ``maximumImageFileBytes`` (see ``readRegularFile(_:maximumBytes:kind:)``).
func readImageFile(_ path: String) throws -> Data {
    try readRegularFile(path, maximumBytes: maximumImageFileBytes, kind: "image")
}
