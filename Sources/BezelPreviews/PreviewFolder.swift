import BezelFiles
import BezelGraphics
import Foundation

/// Where `bezel preview` writes, relative to its output folder:
/// `<theme>/tiles/<tile>@<scale>x.png`, `<theme>/scenes/<scene>@<scale>x.png`,
/// `<theme>/contact-sheet@<scale>x.png` and `.pdf`, and `index.html`.
/// Every name is checked before it becomes a path, so nothing is written
/// outside the folder whatever a theme or scene file names itself.
public struct PreviewFolder: Sendable {
    public let root: URL

    public init(_ path: String) {
        root = URL(fileURLWithPath: path).standardizedFileURL
    }

    public var page: URL { root.appendingPathComponent("index.html") }
    public var watchFile: URL { root.appendingPathComponent("watch.js") }

    /// `<theme>/tiles/<name>@2x.png`.
    public static func tile(theme: String, name: String, scale: Double) -> String {
        "\(theme)/tiles/\(name)@\(scaleText(scale)).png"
    }

    /// `<theme>/scenes/<name>@2x.png`.
    public static func scene(theme: String, name: String, scale: Double) -> String {
        "\(theme)/scenes/\(name)@\(scaleText(scale)).png"
    }

    /// `2x`, `1.5x`.
    public static func scaleText(_ scale: Double) -> String {
        (scale == scale.rounded() ? String(Int(scale)) : String(scale)) + "x"
    }

    /// The file at `relative`, after checking each part is a plain name.
    public func url(_ relative: String) throws -> URL {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }) else {
            throw GraphicsError.fileError(path: relative, reason: "not a name inside the preview folder")
        }
        return root.appendingPathComponent(relative)
    }

    /// The file at `relative`, its folders made.
    public func prepare(_ relative: String) throws -> URL {
        let file = try url(relative)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw GraphicsError.fileError(path: file.deletingLastPathComponent().path, reason: "cannot make the folder")
        }
        return file
    }

    /// Writes `data` at `relative`, making its folders.
    public func write(_ data: Data, to relative: String) throws {
        let file = try prepare(relative)
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            throw GraphicsError.fileError(path: file.path, reason: "cannot write it (\(error.localizedDescription))")
        }
    }

    /// Writes `image` as PNG at `relative`.
    public func write(_ image: Image, to relative: String) throws {
        try write(try image.pngData(), to: relative)
    }
}
