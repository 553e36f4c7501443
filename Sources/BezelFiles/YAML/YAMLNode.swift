import Foundation
import Yams

/// A YAML value with the place it came from, so every error can name
/// `file:line:column`. Made by ``YAMLNode/parse(_:file:)`` or `YAMLNode/load(path:)`.
public struct YAMLNode: Sendable {
    public indirect enum Kind: Sendable {
        case scalar(String)
        case mapping([(key: String, keyLocation: SourceLocation, value: YAMLNode)])
        case sequence([YAMLNode])
        case null
    }

    public let kind: Kind
    public let location: SourceLocation

    /// The most values a file may expand to: its length in bytes, and at
    /// least this many. Written-out YAML spends at least a byte a value; only
    /// aliases (`&name` … `*name`) repeat values without writing them, and a
    /// kilobyte of nested aliases ("billion laughs") would otherwise expand
    /// to billions of values, for minutes and gigabytes, before any check.
    public static let minimumValueBudget = 10_000

    /// Parses YAML text; `file` names it in errors.
    ///
    /// - Throws: ``FileError`` at the place the YAML stops making sense, or
    ///   for duplicate keys, anchors and tags Bezel does not accept, or when
    ///   aliases expand the file past its value budget (see ``minimumValueBudget``).
    public static func parse(_ text: String, file: String) throws -> YAMLNode {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, text: text, file: file)
        }
        guard let node else { return YAMLNode(kind: .null, location: SourceLocation(file: file, line: 1, column: 1)) }
        var budget = max(minimumValueBudget, text.utf8.count)
        return try convert(node, file: file, budget: &budget)
    }

    /// Reads and parses a YAML file (a regular file of at most
    /// ``TextFile/maximumBytes``); `kind` names it in messages.
    public static func load(path: String, kind: String = "YAML") throws -> YAMLNode {
        try parse(TextFile.read(path, kind: kind), file: path)
    }

    private static func convert(_ node: Node, file: String, budget: inout Int) throws -> YAMLNode {
        let here = node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
            ?? SourceLocation(file: file, line: 1, column: 1)
        budget -= 1
        guard budget >= 0 else {
            throw FileError(here, "the file expands to more values than it has bytes: aliases (&name and *name) "
                + "repeat this value too often. Bezel's files need no aliases; write the values out")
        }
        switch node {
        case let .scalar(scalar):
            if scalar.style == .plain, ["~", "null", "Null", "NULL", ""].contains(scalar.string) {
                return YAMLNode(kind: .null, location: here)
            }
            return YAMLNode(kind: .scalar(scalar.string), location: here)
        case let .sequence(sequence):
            var items: [YAMLNode] = []
            for item in sequence { items.append(try convert(item, file: file, budget: &budget)) }
            return YAMLNode(kind: .sequence(items), location: here)
        case let .mapping(mapping):
            var entries: [(String, SourceLocation, YAMLNode)] = []
            var seen: [String: SourceLocation] = [:]
            for (key, value) in mapping {
                let keyNode = try convert(key, file: file, budget: &budget)
                guard case let .scalar(name) = keyNode.kind else {
                    throw FileError(keyNode.location, "a key must be a plain name")
                }
                if let first = seen[name] {
                    throw FileError(keyNode.location, "duplicate key '\(name)' (first at line \(first.line))")
                }
                seen[name] = keyNode.location
                entries.append((name, keyNode.location, try convert(value, file: file, budget: &budget)))
            }
            return YAMLNode(kind: .mapping(entries.map { (key: $0.0, keyLocation: $0.1, value: $0.2) }), location: here)
        case .alias:
            throw FileError(here, "aliases are not supported; write the value out")
        }
    }

    /// `error` said at its place: a tab where YAML wants spaces named as
    /// such, a key given twice at its second place (Yams gives the first,
    /// and the whole file as its context), anything else as Yams words it.
    private static func syntaxError(_ error: YamlError, text: String, file: String) -> FileError {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if case let .duplicatedKeysInMapping(duplicates, context) = error, let name = duplicates.first {
            let first = SourceLocation(file: file, line: context.mark.line, column: context.mark.column)
            // Block keys of one mapping share a column: the next line at that column naming the key is the second.
            let column = max(0, context.mark.column - 1)
            for number in min(max(0, context.mark.line), lines.count)..<lines.count {
                let line = lines[number].utf8
                guard line.count > column else { continue }
                let rest = Substring(lines[number]).utf8.dropFirst(column)
                if String(decoding: rest, as: UTF8.self).hasPrefix(name + ":"),
                   line.prefix(column).allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }) {
                    return FileError(SourceLocation(file: file, line: number + 1, column: column + 1),
                                     "duplicate key '\(name)' (first at line \(first.line))")
                }
            }
            return FileError(first, "the key '\(name)' is given twice in this mapping")
        }
        let place = location(of: error, file: file)
        if case .scanner = error, place.line >= 1, place.line <= lines.count {
            let line = Array(lines[place.line - 1])
            let index = place.column - 1
            if line.indices.contains(index), line[index] == "\t" || line[..<index].contains("\t") || (index == 0 && line.first == "\t") {
                return FileError(place, "a tab in the indentation: YAML indents with spaces only", expected: "spaces")
            }
        }
        return FileError(place, "this is not valid YAML: \(reason(of: error))")
    }

    private static func location(of error: YamlError, file: String) -> SourceLocation {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
            return SourceLocation(file: file, line: mark.line, column: mark.column)
        default:
            return SourceLocation(file: file, line: 1, column: 1)
        }
    }

    private static func reason(of error: YamlError) -> String {
        switch error {
        case let .scanner(context, problem, _, _), let .parser(context, problem, _, _), let .composer(context, problem, _, _):
            return [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
        default:
            return "\(error)"
        }
    }
}
