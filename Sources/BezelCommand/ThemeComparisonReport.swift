import BezelReports
import BezelSnapshotResults

/// `bezel preview --compare … --json`: what differs between two themes,
/// format ``formatVersion``. A key whose value is unknown is left out.
///
/// ```json
/// {"version": 1, "before": "default", "after": "dark", "page": "/tmp/out/index.html", "unchanged": 2,
///  "changed": [{"name": "button.selected", "scale": 1, "control": "button", "state": "selected",
///               "differingPixels": 812, "values": ["button.selected.fillTop"], "contrastFindings": []}],
///  "differences": [{"path": "background", "before": "#FFFFFF", "after": "#1E1E1E", "afterLocation": "Themes/dark.yaml:3:13"}],
///  "newContrastFindings": []}
/// ```
struct ThemeComparisonReport: Codable, Equatable {
    /// 1: the first versioned shape (before it, the same keys without `version`, and unknown values written as `null`).
    static let formatVersion = 1

    /// A tile that looks different.
    struct ChangedTile: Codable, Equatable {
        var name: String
        var scale: Double
        var control: String
        var state: String
        /// Pixels that differ, when the two images have one size.
        var differingPixels: Int?
        /// The theme values behind the change.
        var values: [String]
        /// Texts of the after theme under the contrast minimum.
        var contrastFindings: [String]
    }

    /// A theme value that differs.
    struct Difference: Codable, Equatable {
        var path: String
        var before: String
        var after: String
        /// `file:line:column` of each side, when it comes from a file.
        var beforeLocation: String?
        var afterLocation: String?
    }

    /// ``formatVersion`` when written.
    var version = Self.formatVersion
    /// The two themes' labels.
    var before: String
    var after: String
    /// The comparison page's path.
    var page: String
    var changed: [ChangedTile]
    /// How many tiles look the same.
    var unchanged: Int
    var differences: [Difference]
    /// Contrast findings the after theme has and the before theme has not.
    var newContrastFindings: [String]

    /// The report of `page`, written at `pagePath`.
    init(_ page: ThemeComparisonPage, pagePath: String) {
        before = page.before.label
        after = page.after.label
        self.page = pagePath
        changed = page.changed.map {
            ChangedTile(name: $0.name, scale: $0.scale, control: $0.control, state: $0.state,
                        differingPixels: $0.pixels?.differingPixelCount, values: $0.differences.map(\.path),
                        contrastFindings: $0.afterFindings.map(\.description))
        }
        unchanged = page.unchanged.count
        differences = page.differences.map {
            Difference(path: $0.path, before: $0.before, after: $0.after, beforeLocation: $0.beforeLocation?.description,
                       afterLocation: $0.afterLocation?.description)
        }
        newContrastFindings = page.newFindings.map(\.description)
    }
}
