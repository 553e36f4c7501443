import BezelGraphics

extension View {
    /// The gesture recognizers attached to this view, in the order they were
    /// added: at `began`, the recognizers of the view hit and of its
    /// ancestors compete for the touch (see ``GestureTouch``).
    public var gestureRecognizers: [GestureRecognizer] { attachedGestureRecognizers }

    /// Attaches `recognizer` after the view's other recognizers, taking it
    /// from the view it was attached to first. Attaching it again to the
    /// same view does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`. It leaves the touches it is competing for
    /// (and hears ``GestureRecognizer/rejectGesture(_:)`` for each), and
    /// hears nothing more of a touch it had won.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        window?.gestureRecognizerWasRemoved(recognizer)
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Called by `deinit`: a recognizer that outlives its view (held
    /// elsewhere) no longer names it (``GestureRecognizer/view`` is nil).
    /// Every recognizer in the list names this view: adding one sets its
    /// view, removing one takes it out of the list.
    func detachGestureRecognizers() {
        for recognizer in attachedGestureRecognizers { recognizer.view = nil }
    }
}
