import BezelGraphics
import Foundation

/// Reading Bezel's YAML files (scenes, scripts, themes) from disk: only
/// regular files of at most ``maximumBytes``, as UTF-8 text. A file named
/// by another file's content (a script's `scene:`, a theme's `extends:`) is
/// hostile until checked, like any image.
public enum TextFile {
    /// The largest scene, script or theme file read (a 10,000-step script
    /// is about 200 KB).
    public static let maximumBytes = 64 << 20

    /// The file's text; `kind` names it in messages ("scene", "script", "theme").
    ///
    /// - Throws: ``FileError`` at the file's first line saying what is wrong.
    public static func read(_ path: String, kind: String) throws -> String {
        let place = SourceLocation(file: path, line: 1, column: 1)
        let data: Data
        do {
            data = try readRegularFile(path, maximumBytes: maximumBytes, kind: kind)
        } catch let GraphicsError.fileError(_, reason) {
            throw FileError(place, reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileError(place, "the \(kind) file is not UTF-8 text")
        }
        return text
    }
}
