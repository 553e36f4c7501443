import BezelSafeFiles
import BezelSnapshotResults
import Foundation

extension SnapshotReviewPage {
    /// The `images` folder of a review page: a copy of every file the page
    /// shows, at `images/<Suite>/<name>.<kind>.<ext>`, so that the page
    /// needs nothing outside its folder.
    ///
    /// Names come from records, which are input: every part of a path is
    /// made a single file name here (no `/`, no leading `.`), so no copy can
    /// land outside the folder whatever a record says.
    struct ReviewImages {
        /// Which picture of a snapshot a copy is; also the middle of its file name.
        enum Kind: String {
            case reference, actual, diff
            /// A reference no check touched.
            case orphaned
        }

        /// What the page shows for one source file.
        enum Shown: Equatable, Sendable {
            /// A PNG copied to `path` (relative to the page) of `width` × `height` pixels.
            case image(path: String, width: Int, height: Int)
            /// A text file copied to `path`, with its first characters to show (`isCut` when there is more).
            case text(path: String, excerpt: String, isCut: Bool)
            /// A file copied to `path` that is neither a PNG nor text.
            case file(path: String)
            /// The source was not copied; `note` says why and names it ("file missing: /path").
            case note(String)
        }

        /// The folder's name beside the page.
        static let folderName = "images"
        /// The largest file copied, in bytes.
        static let largestFile = 64 << 20
        /// How many characters of a text snapshot the page shows.
        static let textShown = 20_000

        /// The page's folder.
        let folder: String
        /// Writes into the page's folder, noting each file in its mark.
        let writer: OutputWriter
        /// The destinations used so far (relative to `folder`), so that no two copies share one.
        private var used: Set<String> = []

        /// The copies written so far, relative to `folder`, sorted.
        var written: [String] { used.sorted() }

        /// Takes `folder` as the review's output folder (see `OutputFolder`):
        /// new, empty, or an earlier review page's holding nothing else, whose
        /// files are removed first.
        ///
        /// - Throws: ``ResultsError/cannotWrite(path:reason:)`` when the folder
        ///   is refused (it holds other files, is a link, a project's folder…)
        ///   or cannot be made.
        init(folder: String) throws(ResultsError) {
            do {
                let output = try OutputFolder.claim(folder, command: SnapshotReviewPage.command)
                writer = try output.openForWriting(clearingEarlierOutput: true)
                self.folder = output.path
            } catch {
                throw .cannotWrite(path: folder, reason: error.description)
            }
        }

        /// Copies `source`, the `kind` picture of snapshot `suite/name`, to
        /// `images/<suite>/<name>.<kind>.<ext>` and says how the page shows it.
        ///
        /// A source outside `sources` (a reference outside the package's
        /// snapshot folders, an artifact outside the results folders), one
        /// reached through a link, missing, not a regular file, too large, or
        /// not a PNG where a PNG is expected is not copied: the result is a note.
        ///
        /// - Throws: ``ResultsError/cannotRead(path:reason:)`` when the source exists but cannot be read,
        ///   ``ResultsError/cannotWrite(path:reason:)`` when the copy cannot be written.
        mutating func copy(_ source: String, from sources: SourceFolders, suite: String, name: String, kind: Kind,
                           pathExtension: String) throws(ResultsError) -> Shown {
            let data: Data
            switch try Self.read(source, from: sources) {
            case .bytes(let bytes): data = bytes
            case .note(let note): return .note(note)
            }
            let sourceExtension = (source as NSString).pathExtension
            let fileExtension = Self.isPlainExtension(sourceExtension) ? sourceExtension : Self.fileName(pathExtension)
            let isPNG = fileExtension.lowercased() == "png"
            let size = isPNG ? Self.pngSize(data) : nil
            if isPNG && size == nil { return .note("not a PNG image: \(source)") }
            let path = try write(data, to: destination(suite: suite, name: name, kind: kind, fileExtension: fileExtension))
            if let size { return .image(path: path, width: size.width, height: size.height) }
            guard let text = String(data: data, encoding: .utf8) else { return .file(path: path) }
            return .text(path: path, excerpt: String(text.prefix(Self.textShown)), isCut: text.count > Self.textShown)
        }

        /// Copies an orphaned reference, `<folder>/<Suite>/<name>.<ext>`, to `images/<Suite>/<name>.orphaned.<ext>`.
        mutating func copyOrphan(_ source: String, from sources: SourceFolders) throws(ResultsError) -> Shown {
            let file = source as NSString
            let suite = (file.deletingLastPathComponent as NSString).lastPathComponent
            let name = (file.lastPathComponent as NSString).deletingPathExtension
            return try copy(source, from: sources, suite: suite, name: name, kind: .orphaned, pathExtension: file.pathExtension)
        }

        // MARK: Reading

        /// What reading a source gave.
        enum Read {
            case bytes(Data)
            /// The text the page shows instead.
            case note(String)
        }

        /// The bytes of `source`, or the note the page shows instead when it
        /// is outside `sources`, reached through a link, missing or unusable.
        static func read(_ source: String, from sources: SourceFolders) throws(ResultsError) -> Read {
            guard let (root, path) = sources.locate(source) else {
                return .note("not shown: \(source) is outside the package's snapshot folders and the results folder")
            }
            let folder: ContainedFolder
            do {
                folder = try ContainedFolder(root: root)
            } catch {
                return .note("file missing: \(source)")
            }
            switch folder.entry(at: path) {
            case .missing: return .note("file missing: \(source)")
            case .link: return .note("not shown: \(source) is a link, or a folder on its way is")
            case .folder, .other: return .note("not a regular file: \(source)")
            case .file(let size) where size > largestFile: return .note("too large to show (\(size) bytes): \(source)")
            case .file: break
            }
            do {
                return .bytes(try folder.read(path, maximumBytes: largestFile))
            } catch {
                throw .cannotRead(path: source, reason: error.reason)
            }
        }

        /// The width and height a PNG's header gives, or nil when `data` is not a PNG.
        static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
            let bytes = [UInt8](data.prefix(24))
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
                return nil
            }
            let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
            let (width, height) = (number(16), number(20))
            guard (1...1 << 20).contains(width), (1...1 << 20).contains(height) else { return nil }
            return (width, height)
        }

        // MARK: Writing

        /// `images/<suite>/<name>.<kind>.<ext>` (relative to the page), each part a
        /// single file name, made unique among the copies of this page.
        mutating func destination(suite: String, name: String, kind: Kind, fileExtension: String) -> String {
            let folder = "\(Self.folderName)/\(Self.fileName(suite))"
            let stem = Self.fileName(name)
            var path = "\(folder)/\(stem).\(kind.rawValue).\(fileExtension)"
            var number = 2
            while used.contains(path) {
                path = "\(folder)/\(stem)-\(number).\(kind.rawValue).\(fileExtension)"
                number += 1
            }
            used.insert(path)
            return path
        }

        /// Writes `data` to `relative` inside the page's folder; returns `relative`.
        func write(_ data: Data, to relative: String) throws(ResultsError) -> String {
            let path = "\(folder)/\(relative)"
            guard relative.hasPrefix(Self.folderName + "/") || relative == SnapshotReviewPage.pageName
            else { throw .cannotWrite(path: path, reason: "not inside the review's images folder") }
            do {
                try writer.write(data, to: try RelativePath(relative))
            } catch {
                throw .cannotWrite(path: path, reason: error.reason)
            }
            return relative
        }

        /// `text` as one file name: `/`, `\` and control characters become `_`,
        /// a leading `.` or an empty name gets a `_`, and it is cut to 160 bytes.
        static func fileName(_ text: String) -> String {
            var name = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
                scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F ? "_" : scalar
            }))
            while name.utf8.count > 160 { name.removeLast() }
            if name.isEmpty || name.hasPrefix(".") { name = "_" + name }
            return name
        }

        /// True for an extension such as `png` or `txt`: 1 to 8 ASCII letters and digits.
        static func isPlainExtension(_ text: String) -> Bool {
            (1...8).contains(text.count) && text.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
        }
    }
}
