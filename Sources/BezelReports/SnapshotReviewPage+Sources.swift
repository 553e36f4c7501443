import BezelSafeFiles
import BezelSnapshotResults
import Foundation

extension SnapshotReviewPage {
    /// The folders a review page copies pictures from: references only from
    /// the package's snapshot folders, artifacts only from the results
    /// folders. A record's paths are data: one pointing anywhere else (an
    /// absolute "reference" such as a secret text file) is not read.
    struct SourceFolders {
        /// The package's snapshot folders.
        let references: ReferenceFolders
        /// The results folders, absolute and standardized.
        let results: [String]

        init(references: ReferenceFolders, results: [String]) {
            self.references = references
            self.results = results.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        }

        /// The folder to read `source` through (each file is read from it
        /// without following a link) and its path there; nil when `source`
        /// lies outside every folder the page may read.
        func locate(_ source: String) -> (root: String, path: RelativePath)? {
            let absolute = URL(fileURLWithPath: source).standardizedFileURL.path
            if let path = references.contains(absolute) { return (references.packageRoot, path) }
            for folder in results {
                let prefix = folder == "/" ? "/" : folder + "/"
                guard absolute.hasPrefix(prefix), let path = try? RelativePath(String(absolute.dropFirst(prefix.count)))
                else { continue }
                return (folder, path)
            }
            return nil
        }
    }
}
