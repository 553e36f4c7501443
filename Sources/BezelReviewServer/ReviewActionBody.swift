import BezelSnapshotResults
import Foundation

/// The JSON bodies of the actions the page posts, read into typed, bounded
/// fields before anything is done; a body that is not exactly one of them
/// is refused with ``Invalid`` (400).
///
/// | Path | Body |
/// |------|------|
/// | `/accept` | ``Accept``: `{"name": "Suite/name.ext"}`, `{"group": "ID"}` or `{"suite": "Suite"}` |
/// | `/prune` | ``Prune``: `{}` or nothing |
public enum ReviewActionBody {
    /// What `/accept` is asked: one thing, named by one key whose value is
    /// a string of 1 to ``maximumText`` bytes. Another key, a second key or
    /// a value of another type is refused.
    public struct Accept: Codable, Sendable, Equatable {
        /// What ``text`` names.
        public enum Kind: String, Codable, Sendable, CaseIterable {
            /// A snapshot: `Suite/name.ext`, `Suite/name` or a bare `name`.
            case name
            /// A change group, by its id.
            case group
            /// Every failure of a suite.
            case suite
        }

        /// The longest text read, in bytes: more than any suite, name and
        /// extension of a reference hold (a name is at most
        /// `ReferenceName.maximumLength` bytes).
        public static let maximumText = 512

        /// What the text names.
        public let kind: Kind
        /// The name, group id or suite.
        public let text: String

        /// A request for `text` as `kind`.
        ///
        /// - Throws: ``Invalid`` when `text` is empty or longer than ``maximumText`` bytes.
        public init(_ kind: Kind, _ text: String) throws(Invalid) {
            guard !text.isEmpty else { throw Invalid("the \(kind.rawValue) to accept is empty") }
            guard text.utf8.count <= Self.maximumText else {
                throw Invalid("the \(kind.rawValue) to accept is \(text.utf8.count) bytes long; the maximum is \(Self.maximumText)")
            }
            self.kind = kind
            self.text = text
        }

        /// What acceptance is asked for.
        public var selector: ReferenceAcceptance.Selector {
            switch kind {
            case .name: return .name(text)
            case .group: return .group(text)
            case .suite: return .suite(text)
            }
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first, let kind = Kind(rawValue: key.stringValue),
                  let text = try? container.decode(String.self, forKey: key) else { throw Invalid.acceptShape }
            try self.init(kind, text)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(text, forKey: Key(kind.rawValue))
        }

        /// Reads `body`.
        ///
        /// - Throws: ``Invalid`` saying what an accept body is.
        public init(reading body: Data) throws(Invalid) {
            self = try ReviewActionBody.decode(Accept.self, from: body)
        }
    }

    /// What `/prune` is asked: nothing (the orphans it deletes are the
    /// ones the page lists that are still orphans), as `{}` or an empty body.
    public struct Prune: Codable, Sendable, Equatable {
        /// The one prune request.
        public init() {}

        public init(from decoder: any Decoder) throws {
            guard try decoder.container(keyedBy: Key.self).allKeys.isEmpty else { throw Invalid("/prune takes no parameters: send {}") }
        }

        public func encode(to encoder: any Encoder) throws {
            _ = encoder.container(keyedBy: Key.self)
        }

        /// Reads `body` (empty, or `{}`).
        ///
        /// - Throws: ``Invalid`` when it is anything else.
        public init(reading body: Data) throws(Invalid) {
            self = body.isEmpty ? Prune() : try ReviewActionBody.decode(Prune.self, from: body)
        }
    }

    /// Why a body was refused, in words for the page.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String

        /// A refusal saying `description`.
        public init(_ description: String) {
            self.description = description
        }

        static let notAnObject = Invalid("the body is not a JSON object")
        static let acceptShape = Invalid(#"the body names one thing to accept: {"name": "Suite/name.ext"}, {"group": "ID"} or {"suite": "Suite"}"#)
    }

    /// Any key of a JSON object.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// `body` as a `Body`; what is not a JSON object, or not one `Body` reads, is ``Invalid``.
    static func decode<Body: Decodable>(_ type: Body.Type, from body: Data) throws(Invalid) -> Body {
        do {
            return try JSONDecoder().decode(Body.self, from: body)
        } catch let invalid as Invalid {
            throw invalid
        } catch {
            throw .notAnObject
        }
    }
}
