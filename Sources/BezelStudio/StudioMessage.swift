import Bezel
import BezelReplay
import BezelFiles
import BezelGraphics
import Foundation

/// What the studio page sends: one JSON object a WebSocket text message,
/// read and checked by ``init(json:)`` before anything acts on it.
///
/// ```json
/// {"type":"pointer","phase":"began","x":60,"y":130,"finger":0}
/// {"type":"key","text":"butter"}
/// {"type":"erase"}
/// {"type":"advance","seconds":0.5}
/// {"type":"settings","textSize":"AX3"}
/// {"type":"screenReader","gesture":"next"}
/// {"type":"expect","id":"remaining"}
/// {"type":"inspect"}
/// {"type":"select","x":60,"y":130}
/// {"type":"timeline"}
/// {"type":"moment","step":4}
/// {"type":"truncate","steps":4}
/// {"type":"display","theme":"dark","scale":3}
/// ```
///
/// Every field is bounded: a message is at most ``maximumBytes``, a point
/// within ±``coordinateLimit``, a finger 0…9, seconds 0…3600, a text at most
/// ``maximumTextLength`` characters, a name in the script's snapshot-name
/// characters. Anything else is a ``StudioMessageError`` naming the field.
public enum StudioMessage: Equatable, Sendable {
    case pointer(TouchPhase, Point, finger: Int)
    case key(String)
    /// The delete key, this many times (1 when not given).
    case erase(Int)
    case advance(Double)
    case settle(Double)
    case memoryWarning
    case background
    case foreground
    case settings(TraitChange)
    case screenReader(ScreenReaderGesture)
    case snapshot(String)
    case expect(id: String)
    case undo
    /// The view tree, for the inspector.
    case inspect
    /// Which view is under a point (window coordinates).
    case select(Point)
    /// Save the recorded script where the command line said.
    case save
    /// The recorded script's steps, summed up (``ScriptTimeline``).
    case timeline
    /// A step of the timeline made again: the window before and after it, its touches and entries, the tree it left.
    case moment(step: Int)
    /// Keep the first N recorded steps, drop the rest (carry on from a step).
    case truncate(steps: Int)
    /// Show the scene in another theme (nil: the scene's own; "" in the message) and/or at another scale (1, 2 or 3).
    case display(theme: String??, scale: Int?)

    /// The message types, as the `type` field names them.
    public static let types = ["pointer", "key", "erase", "advance", "settle", "memoryWarning", "background", "foreground", "settings",
                               "screenReader", "snapshot", "expect", "undo", "inspect", "select", "save", "timeline", "moment",
                               "truncate", "display"]

    /// The largest message read, in bytes.
    public static let maximumBytes = 64 * 1024
    /// The largest text or identifier read, in characters.
    public static let maximumTextLength = 10_000
    /// How far from the window's origin a point may be, in points.
    public static let coordinateLimit = 1_000_000.0

    /// The message in `json`.
    ///
    /// - Throws: ``StudioMessageError`` for anything that is not one
    ///   message of the table above with every field in its bounds.
    public init(json: Data) throws {
        guard json.count <= Self.maximumBytes else { throw StudioMessageError("the message has \(json.count) bytes; at most \(Self.maximumBytes)") }
        let message: Fields
        do { message = try JSONDecoder().decode(Fields.self, from: json) } catch let DecodingError.typeMismatch(_, context)
            where !context.codingPath.isEmpty {
            throw StudioMessageError("'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type: "
                                     + "texts are strings, numbers numbers")
        } catch {
            throw StudioMessageError("the message is not a JSON object with the studio's fields")
        }
        let type = try message.text("type")
        switch type {
        case "pointer":
            let phase = try message.text("phase")
            guard let touchPhase = TouchPhase(rawValue: phase) else {
                throw StudioMessageError("'phase' is \(phase.prefix(40)); expected one of: " + TouchPhase.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let x = try message.number("x", in: -Self.coordinateLimit...Self.coordinateLimit)
            let y = try message.number("y", in: -Self.coordinateLimit...Self.coordinateLimit)
            self = .pointer(touchPhase, Point(x: x, y: y), finger: Int(try message.number("finger", in: Self.range(TouchStep.fingers), default: 0, whole: true)))
        case "key": self = .key(try message.text("text"))
        case "erase": self = .erase(Int(try message.number("count", in: Self.range(EraseStep.presses), default: 1, whole: true)))
        case "advance": self = .advance(try message.number("seconds", in: WaitStep.seconds))
        case "settle": self = .settle(try message.number("limit", in: WaitStep.seconds, default: SettleStep.defaultLimit))
        case "memoryWarning": self = .memoryWarning
        case "background": self = .background
        case "foreground": self = .foreground
        case "settings":
            var change = TraitChange()
            for setting in TraitSetting.all {
                guard let word = try message.optionalText(setting.name) else { continue }
                guard let named = setting.change(word) else {
                    throw StudioMessageError("'\(setting.name)' is \(word.prefix(40)); expected "
                                             + (setting.words.map { "one of: " + $0.joined(separator: ", ") } ?? setting.expected))
                }
                change = change.merged(with: named)
            }
            // A script's `settings` step needs one (an empty one was recorded, and the saved script did not read).
            guard change != TraitChange() else { throw StudioMessageError("'settings' needs at least one of " + TraitSetting.names.joined(separator: ", ")) }
            self = .settings(change)
        case "screenReader":
            let word = try message.text("gesture")
            if word == "focus" {
                let x = try message.number("x", in: -Self.coordinateLimit...Self.coordinateLimit)
                let y = try message.number("y", in: -Self.coordinateLimit...Self.coordinateLimit)
                self = .screenReader(.focus(.point(Point(x: x, y: y))))
            } else if let gesture = ScreenReaderGesture.named.first(where: { $0.name == word })?.gesture {
                self = .screenReader(gesture)
            } else {
                throw StudioMessageError("'gesture' is \(word.prefix(40)); expected one of: "
                                         + (ScreenReaderGesture.named.map(\.name) + ["focus"]).joined(separator: ", "))
            }
        case "snapshot":
            let name = try message.text("name")
            guard ScriptFile.isUsableSnapshotName(name) else {
                throw StudioMessageError("'name' must be letters, digits, '-', '_', '.' and '@', not starting with '.', at most 100")
            }
            self = .snapshot(name)
        case "expect": self = .expect(id: try message.text("id"))
        case "undo": self = .undo
        case "inspect": self = .inspect
        case "save": self = .save
        case "select":
            self = .select(Point(x: try message.number("x", in: -Self.coordinateLimit...Self.coordinateLimit),
                                 y: try message.number("y", in: -Self.coordinateLimit...Self.coordinateLimit)))
        case "timeline": self = .timeline
        case "moment": self = .moment(step: Int(try message.number("step", in: 1...Double(ScriptTimeline.maximumSteps), whole: true)))
        case "truncate": self = .truncate(steps: Int(try message.number("steps", in: 0...Double(ScriptTimeline.maximumSteps), whole: true)))
        case "display":
            let theme = try message.optionalText("theme").map { $0.isEmpty ? nil : $0 }
            let scale = try message.optionalNumber("scale", in: 1...3, whole: true).map(Int.init)
            guard theme != nil || scale != nil else { throw StudioMessageError("'display' needs a 'theme' or a 'scale'") }
            self = .display(theme: theme, scale: scale)
        default:
            throw StudioMessageError("'type' is \(type.prefix(40)); expected one of: " + Self.types.joined(separator: ", "))
        }
    }

    /// A step's whole-number bounds as JSON numbers are read.
    private static func range(_ range: ClosedRange<Int>) -> ClosedRange<Double> { Double(range.lowerBound)...Double(range.upperBound) }

    /// A message's fields as JSON gives them (a field of the wrong JSON
    /// type fails the decoding), then read with their bounds.
    private struct Fields: Decodable {
        /// The fields read as text: the message's own and every reader's setting (``TraitSetting``).
        static let textKeys = ["type", "phase", "text", "gesture", "name", "id", "theme"] + TraitSetting.names
        /// The fields read as numbers.
        static let numberKeys = ["x", "y", "finger", "seconds", "limit", "step", "steps", "scale", "count"]

        var texts: [String: String] = [:]
        var numbers: [String: Double] = [:]

        private struct Key: CodingKey {
            let stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        /// The known fields, each of its JSON type (a field of the wrong type fails the decoding); others are ignored.
        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for key in Self.textKeys { texts[key] = try container.decodeIfPresent(String.self, forKey: Key(stringValue: key)) }
            for key in Self.numberKeys { numbers[key] = try container.decodeIfPresent(Double.self, forKey: Key(stringValue: key)) }
        }

        func text(_ key: String) throws -> String {
            guard let text = try optionalText(key) else { throw StudioMessageError("'\(key)' is missing") }
            return text
        }

        func optionalText(_ key: String) throws -> String? {
            guard let value = texts[key] else { return nil }
            guard value.count <= StudioMessage.maximumTextLength else {
                throw StudioMessageError("'\(key)' has \(value.count) characters; at most \(StudioMessage.maximumTextLength)")
            }
            return value
        }

        func number(_ key: String, in range: ClosedRange<Double>, default fallback: Double? = nil, whole: Bool = false) throws -> Double {
            guard let value = try optionalNumber(key, in: range, whole: whole) else {
                if let fallback { return fallback }
                throw StudioMessageError("'\(key)' is missing")
            }
            return value
        }

        func optionalNumber(_ key: String, in range: ClosedRange<Double>, whole: Bool = false) throws -> Double? {
            guard let value = numbers[key] else { return nil }
            guard value.isFinite, range.contains(value), !whole || value == value.rounded() else {
                throw StudioMessageError("'\(key)' is \(value); expected \(whole ? "a whole number" : "a number") from "
                                         + "\(range.lowerBound.compactText(decimals: 3)) to \(range.upperBound.compactText(decimals: 3))")
            }
            return value
        }
    }
}

/// Why a studio message was refused: sent back to the page as an error reply.
public struct StudioMessageError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
