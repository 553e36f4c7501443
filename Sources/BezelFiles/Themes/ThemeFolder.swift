import Foundation

/// The YAML files of a themes folder (`Themes/`, `--themes-dir`): the one
/// listing that finding themes (``ThemeFile/availableThemes(in:)``) and
/// watching them (`bezel preview --watch`) share.
///
/// ```swift
/// ThemeFolder.yamlFiles(in: "Themes")   // ["Themes/dark.yaml", "Themes/high-contrast.yml", …]
/// ```
public enum ThemeFolder {
    /// The `.yaml` and `.yml` files directly in `directory` (not in
    /// subfolders), as paths inside it, sorted by name; at most `limit`,
    /// so a huge folder costs little. Empty when it cannot be read.
    public static func yamlFiles(in directory: String, limit: Int = 1_000) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().prefix(max(limit, 0))
            .map { (directory as NSString).appendingPathComponent($0) }
    }
}
