import BezelGraphics

/// Where a drag started: the finger in window coordinates and the content offset.
struct ScrollDrag {
    let startPoint: Point
    let startOffset: Point
}

extension ScrollView {
    /// Whether a finger that went down at `start` and is now at `point`
    /// (window coordinates) has moved more than ``dragThreshold`` along the
    /// directions this view scrolls in.
    public func isDragBeyondThreshold(from start: Point, to point: Point) -> Bool {
        let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
        switch axis {
        case .vertical: return dy > Self.dragThreshold
        case .horizontal: return dx > Self.dragThreshold
        case .both: return (dx * dx + dy * dy).squareRoot() > Self.dragThreshold
        }
    }

    /// Drags the content with the finger: the offset moves opposite to the
    /// finger (dragging up scrolls down), along the scroll axis only,
    /// clamped to the content; the lift-off point counts as the last move.
    /// There is no deceleration: the content stops where the finger lifts. Points are read in window coordinates, since
    /// this view's own coordinates move with the content.
    func handleDrag(_ touch: Touch, phase: TouchPhase) {
        let point = convert(touch.location, to: nil)
        switch phase {
        case .began:
            drag = ScrollDrag(startPoint: point, startOffset: contentOffset)
        case .moved, .ended:
            guard let drag else { return }
            var offset = drag.startOffset
            if axis != .vertical { offset.x -= point.x - drag.startPoint.x }
            if axis != .horizontal { offset.y -= point.y - drag.startPoint.y }
            setContentOffset(offset)
            if phase == .ended { self.drag = nil }
        case .stationary:
            break
        case .cancelled:
            drag = nil
        }
    }
}
