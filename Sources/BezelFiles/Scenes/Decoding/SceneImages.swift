import BezelGraphics
import Foundation

/// Finds and decodes the images a scene names, relative to the scene's
/// folder. A path may not lead out of that folder — by `..` or through a
/// symbolic link — unless the caller allows it; a name ending in `@2x` or
/// `@3x` (before the extension) gives the image that scale. Each file is
/// decoded once per scene.
///
/// See also: ``SceneDocument/load(path:allowImagesOutside:themesDirectory:)``.
final class SceneImages {
    /// The scene file's folder.
    let baseDirectory: String
    /// Whether paths may lead outside ``baseDirectory``.
    let allowOutside: Bool
    private var cache: [String: Image] = [:]
    /// Every image file the scene named, as absolute standard paths (links
    /// not resolved, as the scene names them), in the order first named.
    private(set) var files: [String] = []

    init(baseDirectory: String, allowOutside: Bool) {
        self.baseDirectory = baseDirectory
        self.allowOutside = allowOutside
    }

    /// The image at `path`, or a ``FileError`` at `location` naming why not.
    func image(at path: String, location: SourceLocation) throws -> Image {
        guard !path.isEmpty else { throw FileError(location, "the image path is empty") }
        let base = URL(fileURLWithPath: baseDirectory).standardizedFileURL
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL
                                      : base.appendingPathComponent(path).standardizedFileURL
        let outside = FileError(location, "the image '\(path)' is outside the scene's folder",
                                expected: "a path inside \(base.path)", kind: .imageOutsideFolder)
        if !allowOutside, !Self.isInside(url.path, base.path) { throw outside }
        if !files.contains(url.path) { files.append(url.path) }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw FileError(location, "the image '\(path)' does not exist", expected: "a PNG or JPEG file at \(url.path)")
        }
        let resolved = url.resolvingSymlinksInPath().path
        if !allowOutside, !Self.isInside(resolved, base.resolvingSymlinksInPath().path) { throw outside }
        if let cached = cache[resolved] { return cached }
        do {
            let image = try Image(contentsOf: resolved, scale: Self.scale(ofName: url.lastPathComponent))
            cache[resolved] = image
            return image
        } catch let error as GraphicsError {
            throw FileError(location, "the image '\(path)' cannot be used: \(error)")
        }
    }

    /// Whether `path` lies inside the folder `folder` (both absolute and normalised).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix)
    }

    /// 2 or 3 for names like `play@2x.png`, else 1.
    static func scale(ofName name: String) -> Double {
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }
}
