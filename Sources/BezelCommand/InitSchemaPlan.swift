import BezelFiles
import BezelReplay
import Foundation

/// Where the schema line of each file `bezel init` writes points, and the
/// schemas it has to write first.
struct SchemaPlan {
    /// The folder the files go into.
    let folder: URL
    /// How that folder is shown in messages (`""` for here, else ending in `/`).
    let shownFolder: String
    /// The schemas to write: none exists for their format yet.
    private(set) var toWrite: [(format: String, path: URL, shown: String, text: String)] = []
    /// What the user should know: a schema found that differs from this `bezel`'s.
    private(set) var notes: [String] = []

    init(folder: URL, shownFolder: String) {
        self.folder = folder
        self.shownFolder = shownFolder
    }

    /// The path, relative to ``folder``, of the `format` schema a file there
    /// names: `Schemas/<format>.schema.json` in the folder or the nearest one
    /// above that holds Bezel's schema of that format, else one in the folder
    /// to be written.
    mutating func path(for format: String) throws -> String {
        let current = JSONSchemas.named(format) ?? ""
        let name = "Schemas/\(format).schema.json"
        var candidate = folder
        while true {
            let url = candidate.appendingPathComponent(name)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                if Self.isBezelSchema(text, format: format) {
                    if text != current {
                        notes.append("\(url.path) differs from this bezel's \(format) schema; `bezel schema \(format) > \(url.path)` updates it")
                    }
                    return Self.relativePath(from: folder, to: url)
                }
                if candidate == folder {
                    throw CommandFailure("\(shownFolder)\(name) exists and is not Bezel's \(format) schema; nothing was written")
                }
            }
            let parent = candidate.deletingLastPathComponent().standardizedFileURL
            if parent.path == candidate.path { break }
            candidate = parent
        }
        let url = folder.appendingPathComponent(name)
        if !toWrite.contains(where: { $0.path == url }) {
            toWrite.append((format, url, shownFolder + name, current))
        }
        return name
    }

    /// Whether `text` is a JSON Schema with Bezel's id for `format`.
    static func isBezelSchema(_ text: String, format: String) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return false }
        return object["$id"] as? String == "urn:bezel:schema:\(format)"
    }

    /// The path of `target` relative to the folder `base` (both absolute).
    static func relativePath(from base: URL, to target: URL) -> String {
        let from = base.standardizedFileURL.pathComponents, to = target.standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }
}
