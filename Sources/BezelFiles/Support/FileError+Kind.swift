extension FileError {
    /// A problem a caller may say more about in its own terms: the `bezel`
    /// command, say, names the option that allows it.
    public enum Kind: Hashable, Sendable {
        /// An image path that leads outside the scene's folder, which the
        /// caller may allow (`allowImagesOutside`).
        case imageOutsideFolder
    }
}
