import BezelGraphics

/// How an ``ImageView`` places and frames its image.
///
/// See also: ``ImageView``, `ContentMode`, ``Theme``.
public struct ImageViewStyle: Hashable, Sendable {
    /// How the image is placed in the bounds: fitted by default, so an image
    /// is never distorted or cropped unless asked.
    public var contentMode: ContentMode = .aspectFit
    /// Whether fitting and filling may scale the image up (yes).
    public var allowsUpscaling = true
    /// Rounds the corners of the view; the image is clipped to them (0: square).
    public var cornerRadius = 0.0
    /// Filled behind the image, and alone when there is none (nothing by default).
    public var backgroundColor: Color?
    /// The opacity the image is drawn at while ``ImageView/isGrayscale`` (1).
    public var grayscaleAlpha = 1.0

    public init() {}

    /// The default style with another content mode.
    public init(contentMode: ContentMode) {
        self.contentMode = contentMode
    }
}
