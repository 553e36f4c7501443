import Bezel
import BezelGraphics

/// The layout keys every node accepts; nil where the file leaves a key out.
///
/// The builder applies them by wrapping the node's view, in this order: a
/// padding view for ``padding``, a frame for ``width``/``height``, one for
/// ``minWidth``…``maxHeight``; the outermost gets ``frame`` and ``grow``,
/// then the appearance keys (``SceneKeys/appearance``: hidden, alpha,
/// background…), so a background covers the padding and a hidden node
/// takes no room.
public struct SceneLayout: Sendable, Equatable {
    public var padding: ScenePadding?
    public var width: Double?
    public var height: Double?
    /// `minWidth`…`maxHeight`; a maximum may be infinity.
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    /// The place in a container.
    public var frame: Rect?
    public var grow: Double?

    public init() {}

    /// The layout and appearance a node's `values` hold.
    public init(_ values: SceneValues) {
        typealias K = SceneKeys
        padding = values[K.padding]
        width = values[K.width]
        height = values[K.height]
        minWidth = values[K.minWidth]
        maxWidth = values[K.maxWidth]
        minHeight = values[K.minHeight]
        maxHeight = values[K.maxHeight]
        frame = values[K.frame]
        grow = values[K.grow]
    }

    /// Whether any of the four limits is given.
    public var hasLimits: Bool { [minWidth, maxWidth, minHeight, maxHeight].contains { $0 != nil } }
}
