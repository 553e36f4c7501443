import Bezel
import BezelGraphics

/// Decodes the nodes of one scene file into ``SceneNode`` values,
/// collecting every problem rather than stopping at the first: a value that
/// does not read is recorded and left at its default, so the rest of the
/// file is still checked in the same pass. It makes no view.
///
/// See also: ``SceneDocument``, ``SceneNodeType``.
final class SceneDecoder {
    /// Where image paths lead.
    let images: SceneImages
    /// Every problem found so far, in the order found.
    private(set) var errors: [FileError] = []

    init(images: SceneImages) {
        self.images = images
    }

    /// Records `error`: file errors as they are, anything else at `location`.
    func record(_ error: Error, at location: SourceLocation) {
        switch error {
        case let error as FileError: errors.append(error)
        case let error as FileErrors: errors.append(contentsOf: error.errors)
        default: errors.append(FileError(location, "\(error)"))
        }
    }

    /// Runs `body`, recording what it throws; nil when it threw.
    func attempt<T>(at location: SourceLocation, _ body: () throws -> T) -> T? {
        do { return try body() } catch {
            record(error, at: location)
            return nil
        }
    }

    /// The value of `key` read by `read`; nil when absent, null or wrong (then recorded).
    func read<T>(_ map: YAMLMapping, _ key: String, _ read: (YAMLNode) throws -> T) -> T? {
        guard let node = map[key] else { return nil }
        if case .null = node.kind { return nil }
        return attempt(at: node.location) { try read(node) }
    }

    /// Records every key of `map` not in `allowed`, each with a suggestion.
    func checkKeys(_ map: YAMLMapping, allowed: [String]) {
        for entry in map.entries where !allowed.contains(entry.key) {
            errors.append(.unknownKey(entry.key, at: entry.keyLocation, in: map.what, allowed: allowed))
        }
    }

    /// A mapping, or nil (recorded) when `node` is something else.
    func mapping(_ node: YAMLNode, _ what: String, allowed: [String]? = nil) -> YAMLMapping? {
        guard let map = attempt(at: node.location, { try node.mapping(what) }) else { return nil }
        if let allowed { checkKeys(map, allowed: allowed) }
        return map
    }

    /// A list, or an empty one (recorded) when `node` is something else.
    func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode] {
        attempt(at: node.location) { try node.sequence(what) } ?? []
    }

    /// The image at the path `node` holds, relative to the scene's folder.
    func image(_ node: YAMLNode) throws -> Image {
        try images.image(at: try node.string("image path"), location: node.location)
    }
}
