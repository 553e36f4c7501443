import BezelGraphics

/// Empty space that takes a share of a stack's spare room (``View/layoutGrow`` 1),
/// never less than `minLength` along the stack's axis.
public final class Spacer: View {
    /// The shortest the spacer may be (negative or NaN reads as 0).
    public var minLength: Double { didSet { setNeedsLayout() } }

    public init(minLength: Double = 0) {
        self.minLength = minLength
        super.init()
        layoutGrow = 1
        isUserInteractionEnabled = false
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        let m = LayoutLimits.nonNegative(minLength)
        return constraints.constrain(Size(width: max(constraints.minWidth, m), height: max(constraints.minHeight, m)))
    }
}
