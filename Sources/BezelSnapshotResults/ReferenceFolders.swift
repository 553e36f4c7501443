import BezelSafeFiles
import Foundation

/// The folders of a package that hold its references: `Snapshots/`, and
/// any others its Swift tests name as their `snapshotDirectory` (given to
/// `bezel snapshots accept --snapshots DIR`), each a folder inside the package.
///
/// The reference a record stands for is derived from them,
/// `<folder>/<suite>/<name>.<ext>`, never taken from the record: a results
/// file is data, and the only files an accept may write are references of
/// this form (``reference(of:)``).
///
/// ```swift
/// let folders = try ReferenceFolders(packageRoot: "/work/app", additional: ["Tests/AppTests/__Snapshots__"])
/// folders.reference(of: record)   // .reference(Snapshots/Button/bezel-button@2x.png), or .refused(why)
/// ```
public struct ReferenceFolders: Sendable, Equatable {
    /// The snapshot folder every package has: `Snapshots`.
    public static let defaultFolder = "Snapshots"

    /// The reference a record stands for, or why it stands for none.
    public enum Derived: Sendable, Equatable {
        /// The reference file, relative to the package root.
        case reference(RelativePath)
        /// The record does not name a reference of the package; the reason says why.
        case refused(String)
    }

    /// The package root, absolute and standardized.
    public let packageRoot: String
    /// The snapshot folders, relative to the package root: ``defaultFolder`` first, then those given.
    public let folders: [RelativePath]

    /// The snapshot folders of the package at `packageRoot`: `Snapshots/` and `additional`.
    ///
    /// - Parameter additional: more snapshot folders, relative to the package
    ///   root (or absolute, inside it).
    /// - Throws: ``ResultsError/badSnapshotFolder(_:reason:)`` for a folder
    ///   that is empty, the package root itself, or outside the package.
    public init(packageRoot: String, additional: [String] = []) throws(ResultsError) {
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
        self.packageRoot = root
        // "Snapshots" is always a valid path.
        var folders = (try? RelativePath(Self.defaultFolder)).map { [$0] } ?? []
        for given in additional {
            guard !given.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw .badSnapshotFolder(given, reason: "the path is empty")
            }
            let absolute = URL(fileURLWithPath: given.hasPrefix("/") ? given : "\(root)/\(given)").standardizedFileURL.path
            guard absolute != root else { throw .badSnapshotFolder(given, reason: "it is the package root itself") }
            let prefix = root == "/" ? "/" : root + "/"
            guard absolute.hasPrefix(prefix) else {
                throw .badSnapshotFolder(given, reason: "it is outside the package \(root); bezel writes references only inside it")
            }
            do {
                let folder = try RelativePath(String(absolute.dropFirst(prefix.count)), allowingHidden: true)
                if !folders.contains(folder) { folders.append(folder) }
            } catch {
                throw .badSnapshotFolder(given, reason: error.reason)
            }
        }
        self.folders = folders
    }

    /// The reference file `record` stands for: `<folder>/<suite>/<name>.<ext>`
    /// in one of the snapshot folders, which must be exactly the record's
    /// `reference`. Refused: a suite or name that is not a single reference
    /// name (see ``ReferenceName``), an extension other than `png` and `txt`,
    /// and a `reference` that is anything else (`./Package.swift`, an
    /// absolute path, a file in another folder).
    public func reference(of record: SnapshotRecord) -> Derived {
        if let problem = ReferenceName.problem(with: record.suite) {
            return .refused("its suite \(record.suite.debugDescription) is not a reference folder name: \(problem)")
        }
        if let problem = ReferenceName.problem(with: record.name) {
            return .refused("its name \(record.name.debugDescription) is not a reference name: \(problem)")
        }
        guard ReferenceName.extensions.contains(record.pathExtension) else {
            return .refused("its extension \(record.pathExtension.debugDescription) is not one of a reference ("
                + ReferenceName.extensions.sorted().joined(separator: ", ") + ")")
        }
        var candidates: [RelativePath] = []
        for folder in folders {
            guard let path = try? folder.appending(record.suite).appending("\(record.name).\(record.pathExtension)") else {
                return .refused("its suite and name do not make a file name")
            }
            if path.description == record.reference { return .reference(path) }
            candidates.append(path)
        }
        return .refused("its reference \(record.reference.debugDescription) is not the file the package's snapshot folders "
            + "give it (\(candidates.map(\.description).joined(separator: " or "))); bezel writes only there")
    }

    /// `path` (absolute) relative to the package root when it lies inside one of the snapshot folders, else nil.
    public func contains(_ path: String) -> RelativePath? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = packageRoot == "/" ? "/" : packageRoot + "/"
        guard absolute.hasPrefix(prefix), let relative = try? RelativePath(String(absolute.dropFirst(prefix.count)), allowingHidden: true),
              folders.contains(where: { relative.parts.count > $0.parts.count && Array(relative.parts.prefix($0.parts.count)) == $0.parts })
        else { return nil }
        return relative
    }
}
