import BezelGraphics

/// A tap on a link of a ``LinkLabel``: a touch that begins on a link (inside
/// its glyphs, as ``LinkLabel/link(at:)`` decides) and ends on the same link.
/// It then claims the touch and, on winning it, records
/// ``WindowEvent/linkTapped(_:_:)`` and calls ``LinkLabel/onLinkTapped``.
/// A touch that ends anywhere else gives up; one that a scroll view takes
/// over, or that is cancelled, taps nothing.
///
/// Every link label installs one (``LinkLabel/linkTapRecognizer``); it joins
/// only touches that land on its label. As before recognizers, the label
/// remembers one pressed link: a touch that begins on the label replaces
/// the link another finger pressed.
///
/// See also: ``GestureRecognizer``, ``GestureTouch``.
public final class LinkTapRecognizer: GestureRecognizer {
    /// The label it reports taps of (its view).
    public var label: LinkLabel? { view as? LinkLabel }

    /// The link under the finger when the touch began.
    private var pressedLink: LinkLabel.Link?
    /// The link of the tap being claimed, reported when it wins.
    private var tappedLink: LinkLabel.Link?

    /// Joins the touches that land on its label itself.
    public override func shouldJoin(_ touch: GestureTouch) -> Bool {
        label != nil && touch.hitView === view
    }

    public override func handleTouch(_ touch: GestureTouch) {
        guard let label else { return }
        switch touch.phase {
        case .began:
            pressedLink = label.link(at: touch.location(in: label))
        case .ended:
            let pressed = pressedLink
            pressedLink = nil
            if let pressed, label.link(at: touch.location(in: label)) == pressed {
                tappedLink = pressed
                claim(touch)
                tappedLink = nil
            } else {
                giveUp(touch)
            }
        case .cancelled:
            pressedLink = nil
        case .moved, .stationary:
            break
        }
    }

    public override func acceptGesture(_ touch: GestureTouch, takingOverFrom previous: View?) {
        guard let label, let link = tappedLink else { return }
        label.window?.record(.linkTapped(label, link))
        label.onLinkTapped?(link)
    }

    public override func rejectGesture(_ touch: GestureTouch) {
        pressedLink = nil
    }
}
