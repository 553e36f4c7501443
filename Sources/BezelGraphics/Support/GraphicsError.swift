/// What went wrong in the graphics layer, with enough detail to act on.
public enum GraphicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A size that cannot be drawn into: zero, negative, NaN or infinite.
    case invalidSize(Size, what: String)
    /// A pixel size larger than ``ImageSurface/maximumPixelDimension`` on a side.
    case sizeTooLarge(width: Int, height: Int, maximum: Int)
    /// A device scale that is not finite and positive, or larger than allowed.
    case invalidScale(Double)
    /// A colour string that could not be read.
    case invalidColor(String, reason: String)
    /// Image bytes that could not be decoded.
    case invalidImageData(format: String, reason: String)
    /// A file that could not be read or written.
    case fileError(path: String, reason: String)
    /// Cairo refused an operation; `status` is Cairo's own description.
    case cairo(operation: String, status: String)
    /// A font file that could not be loaded into the private font set.
    case fontLoading(path: String)
    /// Compressing image data failed: `operation` is the compressor's
    /// call, `reason` what happened (memory ran out, the output did not fit).
    case compression(operation: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidSize(size, what):
            return "invalid size \(size) for \(what): width and height must be finite and greater than zero"
        case let .sizeTooLarge(width, height, maximum):
            return "\(width)x\(height) pixels is over the maximum of \(maximum) pixels a side"
        case let .invalidScale(scale):
            return "invalid scale \(scale): expected a finite number from 0.1 to \(ImageSurface.maximumScale)"
        case let .invalidColor(text, reason):
            return "invalid colour '\(text)': \(reason)"
        case let .invalidImageData(format, reason):
            return "cannot decode \(format) image: \(reason)"
        case let .fileError(path, reason):
            return "\(path): \(reason)"
        case let .cairo(operation, status):
            return "cairo failed in \(operation): \(status)"
        case let .fontLoading(path):
            return "cannot load font \(path)"
        case let .compression(operation, reason):
            return "cannot compress the image data (\(operation)): \(reason)"
        }
    }
}
