import BezelFiles
import BezelGraphics
import BezelSafeFiles
import Foundation

/// Where `bezel preview` writes, relative to its output folder:
/// `<theme>/tiles/<tile>@<scale>x.png`, `<theme>/scenes/<scene>@<scale>x.png`,
/// `<theme>/contact-sheet@<scale>x.png` and `.pdf`, and `index.html`.
///
/// A variant's words (``PreviewVariant/nameParts``, each after a dot) go
/// after the tile's, scene's or sheet's name and before the scale or
/// extension: `dark/tiles/button.normal.direction=rtl.textSize=AX3@2x.png`,
/// `dark/contact-sheet.language=ar.pdf`. Without trait options there are none.
///
/// The folder is an ``OutputFolder`` of `bezel preview`: it must be new,
/// empty, or an earlier preview's holding nothing else (its `.bezel-output`
/// mark lists every file written), whose files are removed first. Every
/// name is checked before it becomes a path and written without following
/// links, so nothing is written outside the folder whatever a theme or
/// scene file names itself.
public struct PreviewFolder: Sendable {
    /// The command whose folders these are.
    public static let command = "bezel preview"

    public let root: URL
    private let writer: OutputWriter

    /// Takes `path` as the preview's output folder, removing an earlier preview's files.
    ///
    /// - Throws: `SafeFileError` when the folder holds anything else, or is
    ///   one that is never an output folder (see ``OutputFolder``).
    public init(claiming path: String) throws {
        let output = try OutputFolder.claim(path, command: Self.command)
        writer = try output.openForWriting(clearingEarlierOutput: true)
        root = URL(fileURLWithPath: output.path)
    }

    public var page: URL { root.appendingPathComponent("index.html") }
    public var watchFile: URL { root.appendingPathComponent("watch.js") }

    /// `<theme>/tiles/<name>@2x.png`, `<theme>/tiles/<name>.direction=rtl@2x.png`.
    public static func tile(theme: String, name: String, scale: Double, variant: PreviewVariant = .unchanged) -> String {
        "\(theme)/tiles/\(name)\(variant.fileNameSuffix)@\(scaleText(scale)).png"
    }

    /// `<theme>/scenes/<name>@2x.png`, `<theme>/scenes/<name>.textSize=AX3@2x.png`.
    public static func scene(theme: String, name: String, scale: Double, variant: PreviewVariant = .unchanged) -> String {
        "\(theme)/scenes/\(name)\(variant.fileNameSuffix)@\(scaleText(scale)).png"
    }

    /// `<theme>/contact-sheet@2x.png`, `<theme>/contact-sheet.direction=rtl@2x.png`.
    public static func sheet(theme: String, scale: Double, variant: PreviewVariant = .unchanged) -> String {
        "\(theme)/contact-sheet\(variant.fileNameSuffix)@\(scaleText(scale)).png"
    }

    /// `<theme>/contact-sheet.pdf`, `<theme>/contact-sheet.direction=rtl.pdf`.
    public static func sheetPDF(theme: String, variant: PreviewVariant = .unchanged) -> String {
        "\(theme)/contact-sheet\(variant.fileNameSuffix).pdf"
    }

    /// `2x`, `1.5x` (the scale as ``BezelGraphics/Swift/Double/formattedAsScale`` writes it).
    public static func scaleText(_ scale: Double) -> String {
        scale.formattedAsScale + "x"
    }

    /// The file at `relative`, after checking each part is a plain name.
    public func url(_ relative: String) throws -> URL {
        root.appendingPathComponent(try checked(relative).description)
    }

    /// Writes `data` at `relative`, making its folders.
    public func write(_ data: Data, to relative: String) throws {
        let path = try checked(relative)
        do {
            try writer.write(data, to: path)
        } catch {
            throw GraphicsError.fileError(path: root.appendingPathComponent(relative).path, reason: error.reason)
        }
    }

    /// Writes `image` as PNG at `relative`.
    public func write(_ image: Image, to relative: String) throws {
        try write(try image.pngData(), to: relative)
    }

    private func checked(_ relative: String) throws -> RelativePath {
        do {
            return try RelativePath(relative)
        } catch {
            throw GraphicsError.fileError(path: relative, reason: "not a name inside the preview folder")
        }
    }
}
