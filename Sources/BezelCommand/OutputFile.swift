import BezelSafeFiles
import Foundation

/// A single file a command writes where the user names it (`bezel render -o
/// timer.png`, `bezel text -o x.png`): written through a temporary file
/// renamed into place, never through a link, and replacing only a file of
/// the same kind (a PNG over a PNG), never someone's other file that happens
/// to carry the name.
enum OutputFile {
    /// What a file of each kind starts with.
    enum Kind: String {
        case png, pdf, svg
        /// JUnit XML (`--junit`): `<?xml` and then `<testsuites` near the top.
        case junit

        /// What the kind is called in messages.
        var name: String { self == .junit ? "JUnit XML" : rawValue.uppercased() }

        func matches(_ head: Data) -> Bool {
            switch self {
            case .junit:
                let text = String(decoding: head.prefix(4_096), as: UTF8.self)
                return text.hasPrefix("<?xml") && text.contains("<testsuites")
            case .png: return head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            case .pdf: return head.starts(with: Array("%PDF-".utf8))
            case .svg:
                let text = String(decoding: head.prefix(1_024), as: UTF8.self)
                return text.hasPrefix("<?xml") || text.hasPrefix("<svg")
            }
        }
    }

    /// Writes `data` to `path`, after checking that whatever is there may be replaced.
    ///
    /// - Throws: ``CommandFailure`` (status 2) naming the option and the reason.
    static func write(_ data: Data, to path: String, kind: Kind, option: String = "-o") throws {
        func refuse(_ reason: String) -> CommandFailure { CommandFailure("\(option) \(path.debugDescription): \(reason)") }
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else { throw refuse("the path is empty (an unset variable?)") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        do {
            // The name is checked before any folder is made, and the folders made are removed when the write is refused.
            guard url.path.utf8.count < Int(PATH_MAX) else { throw refuse("the path is longer than the system takes (\(Int(PATH_MAX) - 1) bytes)") }
            let name = try RelativePath(url.lastPathComponent, allowingHidden: true)
            let (folder, made) = try MadeFolders.open(url.deletingLastPathComponent().path)
            do {
                switch folder.entry(at: name) {
                case .missing: break
                case .file:
                    guard kind.matches(try folder.read(name, maximumBytes: 1 << 30).prefix(4_096)) else {
                        throw refuse("it exists and is not a \(kind.name) file; bezel replaces only its own kind of file")
                    }
                case .link: throw refuse("it is a link; name the real file")
                case .folder, .other: throw refuse("it exists and is not a file")
                }
                try folder.write(data, to: name)
                made.keep()
            } catch {
                made.remove()
                throw error
            }
        } catch let error as SafeFileError {
            throw refuse(error.description)
        }
    }
}
