import Foundation

/// A value that could not be encoded as JSON: its type, where in it the
/// encoder stopped and why (a number that is not finite, a key the encoder
/// refuses). Nothing is written when it is thrown: no file, no line, no `{}`.
public struct JSONEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The type of the value being written, with its module (`BezelGraphics.RenderingStack`).
    public var type: String
    /// The path of keys and indices to the value the encoder refused (`counts.matched`, `failing.3`); empty for the value itself.
    public var path: String
    /// Why, in the encoder's words.
    public var reason: String

    /// An error as given.
    public init(type: String, path: String = "", reason: String) {
        self.type = type
        self.path = path
        self.reason = reason
    }

    /// `error` (an `EncodingError`, or anything an `encode(to:)` threw) in words, for a value of `type`.
    public init(type: Any.Type, _ error: any Error) {
        self.type = String(reflecting: type)
        switch error {
        case let EncodingError.invalidValue(_, context):
            path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            reason = context.debugDescription
        default:
            path = ""
            reason = String(describing: error)
        }
    }

    public var description: String {
        "\(type) could not be encoded as JSON" + (path.isEmpty ? "" : " (at \(path))") + ": \(reason)"
    }

    /// `value` encoded by `encoder`, or the error saying why it cannot be.
    public static func encode<Value: Encodable>(_ value: Value, with encoder: JSONEncoder) throws(JSONEncodingError) -> Data {
        do {
            return try encoder.encode(value)
        } catch {
            throw JSONEncodingError(type: Value.self, error)
        }
    }
}
