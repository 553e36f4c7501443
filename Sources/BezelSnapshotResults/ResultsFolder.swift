import BezelSafeFiles
import Foundation

/// Reads the results files of one folder (see ``ResultsWriter``).
public enum ResultsFolder {
    /// The largest results file read, in bytes: far more than a million records.
    public static let maximumFileSize = 256 << 20

    /// The names of the results files in `folder`, sorted; none when it cannot be listed.
    public static func resultsFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(ResultsWriter.filePrefix) && $0.hasSuffix("." + ResultsWriter.fileExtension) }
            .sorted()
    }

    /// Every record in `folder`'s results files, file by file, line by line.
    ///
    /// A last line without its newline (a process killed while writing it)
    /// is skipped; any other line that is not a record is an error naming
    /// the file and line.
    ///
    /// - Throws: ``ResultsError/noResultsFolder(path:)``, ``ResultsError/cannotRead(path:reason:)``,
    ///   ``ResultsError/badLine(path:line:reason:)``.
    public static func records(in folder: String) throws(ResultsError) -> [SnapshotRecord] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noResultsFolder(path: folder)
        }
        var records: [SnapshotRecord] = []
        for name in resultsFiles(in: folder) {
            records += try self.records(inFile: "\(folder)/\(name)")
        }
        return records
    }

    /// The records of one results file: a regular file, read without
    /// following a link (a FIFO or a link named like a results file is an
    /// error, not a hang or a read elsewhere), at most ``maximumFileSize`` bytes.
    ///
    /// - Throws: ``ResultsError/cannotRead(path:reason:)``, ``ResultsError/badLine(path:line:reason:)``.
    public static func records(inFile path: String) throws(ResultsError) -> [SnapshotRecord] {
        let file = URL(fileURLWithPath: path)
        let data: Data
        do {
            // Not Data(contentsOf:): it follows links, blocks on a FIFO, and leaks 4 KB for an empty file on Linux.
            let folder = try ContainedFolder(root: file.deletingLastPathComponent().path)
            data = try folder.read(RelativePath(file.lastPathComponent, allowingHidden: true), maximumBytes: maximumFileSize)
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
        return try records(parsing: data, file: path)
    }

    /// The records in `data`, the bytes of the results file `path` (named
    /// in errors), as ``records(inFile:)`` reads them: one JSON object a
    /// line, an unfinished last line skipped, every record's paths checked
    /// (``SnapshotRecord/pathProblem``).
    ///
    /// - Throws: ``ResultsError/badLine(path:line:reason:)``.
    public static func records(parsing data: Data, file path: String) throws(ResultsError) -> [SnapshotRecord] {
        let decoder = JSONDecoder()
        var records: [SnapshotRecord] = []
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
            let isUnfinished = index == lines.count - 1
            do {
                let record = try decoder.decode(SnapshotRecord.self, from: Data(line))
                guard record.version <= SnapshotRecord.formatVersion else {
                    throw ResultsError.badLine(path: path, line: index + 1, reason: "format version \(record.version) "
                        + "is newer than this bezel reads (\(SnapshotRecord.formatVersion)); update bezel")
                }
                if let problem = record.pathProblem {
                    throw ResultsError.badLine(path: path, line: index + 1, reason: problem)
                }
                records.append(record)
            } catch let error as ResultsError {
                throw error
            } catch {
                if isUnfinished { continue }
                throw .badLine(path: path, line: index + 1, reason: Self.reason(error))
            }
        }
        return records
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, _): return "no \"\(key.stringValue)\""
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            return "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\": \(context.debugDescription)"
        case let DecodingError.dataCorrupted(context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "not JSON" : "\"\(path)\": \(context.debugDescription)"
        default: return String(describing: error)
        }
    }
}
