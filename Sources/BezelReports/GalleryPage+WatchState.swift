import BezelSnapshotResults

extension GalleryPage {
    /// What `watch.js` hands a watched page, format ``formatVersion``
    /// (``GalleryPage/watchScript(version:reload:imageVersions:errors:)``).
    ///
    /// ```json
    /// {"format": 1, "version": 4, "reload": false, "images": {"default/tiles/button.selected@2x.png": 4}, "errors": []}
    /// ```
    struct WatchState: Codable, Equatable {
        /// 1: the first versioned shape (before it, the same keys without `format`; `version` is the render count).
        static let formatVersion = 1

        /// ``formatVersion`` when written.
        var format = Self.formatVersion
        /// How many renders the watch has made.
        var version: Int
        /// Whether the page must reload: tiles were added or removed.
        var reload: Bool
        /// The render at which each re-rendered image last changed, by its percent-encoded path relative to the page.
        var images: [String: Int]
        /// The errors to show.
        var errors: [String]
    }
}
