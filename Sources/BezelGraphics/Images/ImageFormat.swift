import Foundation

/// The encoded image formats Bezel reads and writes.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// PNG: lossless, with alpha.
    case png = "PNG"
    /// JPEG: lossy, opaque.
    case jpeg = "JPEG"

    /// The format `data` is in, told from its first bytes (the PNG signature,
    /// or the JPEG start-of-image marker followed by another marker), or nil
    /// when it is neither. Only the signature is checked, not the rest.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(8))
        if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            self = .png
        } else if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// The usual file name extension, without the dot.
    public var fileExtension: String { self == .png ? "png" : "jpg" }

    /// The format's name, as used in error messages (`"PNG"`, `"JPEG"`).
    public var description: String { rawValue }
}

extension Image {
    /// Decodes PNG or JPEG data, telling which from its signature (see
    /// ``ImageFormat/init(sniffing:)``).
    ///
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` (format
    ///   `"image"` when the data is empty or neither format; otherwise the
    ///   format's own errors), ``GraphicsError/sizeTooLarge(width:height:maximum:)``,
    ///   ``GraphicsError/invalidScale(_:)``.
    public convenience init(data: Data, scale: Double = 1) throws {
        switch ImageFormat(sniffing: data) {
        case .png:
            try self.init(pngData: data, scale: scale)
        case .jpeg:
            try self.init(jpegData: data, scale: scale)
        case nil:
            let reason = data.isEmpty ? "the data is empty" : "the data starts with neither the PNG nor the JPEG signature"
            throw GraphicsError.invalidImageData(format: "image", reason: reason)
        }
    }

    /// Reads and decodes a PNG or JPEG file, telling which from its first
    /// bytes rather than its name.
    ///
    /// - Throws: ``GraphicsError/fileError(path:reason:)`` naming the path
    ///   when the file cannot be read or does not decode,
    ///   ``GraphicsError/sizeTooLarge(width:height:maximum:)``, ``GraphicsError/invalidScale(_:)``.
    public convenience init(contentsOf path: String, scale: Double = 1) throws {
        let data = try readImageFile(path)
        do {
            try self.init(data: data, scale: scale)
        } catch let GraphicsError.invalidImageData(format, reason) {
            throw GraphicsError.fileError(path: path, reason: invalidImageReason(format: format, reason))
        }
    }
}

/// "not a valid PNG image: …", or "not a valid image: …" when the format is unknown.
func invalidImageReason(format: String, _ reason: String) -> String {
    format == "image" ? "not a valid image: \(reason)" : "not a valid \(format) image: \(reason)"
}
