import BezelGraphics

/// Per-view layout bookkeeping. Each node has its own dirty flag: a change
/// marks the view and its ancestors (whose sizes may depend on it), never
/// its siblings, so the next layout measures only what depends on the change.
struct LayoutState {
    /// The last measurement may be stale (cleared by measuring).
    var needsMeasure = true
    /// The subviews may need placing again (cleared by placing).
    var needsPlacement = true
    var lastMeasure: (constraints: Constraints, size: Size)?
    var measureCount = 0
    var placeCount = 0
    /// Whether the parent's layout used something of this view that its
    /// subviews decide: a size measured from them (under constraints that
    /// leave it room, see ``View/sizeIgnoresSubviews(under:)``) or a
    /// baseline. Once set it stays set: a view that is not a relayout
    /// boundary for some layout is never taken for one.
    var parentUsesSubtree = false
    /// A relayout boundary below this view needs placing, though this view
    /// does not: the next layout goes down to it through the views so marked.
    var subtreeNeedsPlacement = false
}

extension View {
    /// The size this view takes under `constraints`: ``measureSize(_:)``'s
    /// answer, remembered until the view or something in its subtree changes
    /// (or the constraints differ).
    public func size(for constraints: Constraints) -> Size {
        if !layoutState.needsMeasure, let last = layoutState.lastMeasure, last.constraints == constraints {
            return last.size
        }
        layoutState.measureCount += 1
        if !sizeIgnoresSubviews(under: constraints) { layoutState.parentUsesSubtree = true }
        let size = constraints.constrain(measureSize(constraints))
        layoutState.lastMeasure = (constraints, size)
        layoutState.needsMeasure = false
        return size
    }

    /// Marks this view as needing layout, and its ancestors, whose size may
    /// depend on it, up to the first relayout boundary: an ancestor whose
    /// size its subviews cannot change (see ``isRelayoutBoundary``), whose
    /// subviews alone are placed again at the next layout. Called when
    /// something that changes the size or the placement changes (text,
    /// font, image, spacing, subviews...).
    public func setNeedsLayout() {
        var current: View? = self
        while let view = current {
            if view !== self, view.isRelayoutBoundary {
                view.layoutState.needsPlacement = true
                // The way down to it, as far as it is not marked already (marks move with a moved subtree).
                var above = view.superview
                while let ancestor = above, !ancestor.layoutState.subtreeNeedsPlacement {
                    ancestor.layoutState.subtreeNeedsPlacement = true
                    above = ancestor.superview
                }
                break
            }
            let alreadyMarked = view.layoutState.needsMeasure && view.layoutState.needsPlacement && view !== self
            view.layoutState.needsMeasure = true
            view.layoutState.needsPlacement = true
            if alreadyMarked { break }
            current = view.superview
        }
        setNeedsDisplay()
    }

    /// Whether a change inside this view stops here (Flutter's relayout
    /// boundary): it was laid out, and its parent never used anything of it
    /// that its subviews decide. Its subviews are then placed again at the
    /// next ``layout(_:)`` of the root, by themselves: the views above it
    /// only lead the way down, and the views beside it do no work.
    public var isRelayoutBoundary: Bool {
        superview != nil && layoutState.lastMeasure != nil && !layoutState.parentUsesSubtree
    }

    /// `child`'s first baseline, for this view's layout: reading it makes
    /// the layout depend on the child's subtree, so the child is no
    /// relayout boundary from then on.
    func layoutBaseline(of child: View, forHeight height: Double) -> Double? {
        child.layoutState.parentUsesSubtree = true
        return child.firstBaseline(forHeight: height)
    }

    /// Whether the view or something below it changed since the last
    /// layout, up to a relayout boundary: a change below one leaves the
    /// views above it as they were (see ``setNeedsLayout()``).
    public var needsLayout: Bool { layoutState.needsMeasure || layoutState.needsPlacement }

    /// How many times the view measured itself rather than reusing its last
    /// answer (for tests that check layout does no more work than needed).
    public var layoutMeasureCount: Int { layoutState.measureCount }
    /// How many times the view placed its subviews.
    public var layoutPlaceCount: Int { layoutState.placeCount }

    /// Lays the tree out as a root: measures the view under `constraints`
    /// (tight to its current size by default), sets its size, and places
    /// every subtree that needs it. Only nodes marked by
    /// ``setNeedsLayout()`` (or never laid out) do any work.
    ///
    /// - Returns: the size the view took.
    /// - Throws: ``LayoutError/tooDeep(depth:limit:path:)`` for a tree nested
    ///   deeper than ``LayoutLimits/maximumDepth``.
    @discardableResult
    public func layout(_ constraints: Constraints? = nil) throws -> Size {
        try checkDepth()
        let size = self.size(for: constraints ?? .tight(frame.size))
        if frame.size != size { layoutState.needsPlacement = true }
        frame.size = size
        layoutSubtreeIfNeeded()
        return size
    }

    /// Refuses trees deeper than the limit before recursing into them: a
    /// look at the kept ``subtreeHeight``, and a walk only to name the path
    /// of a tree that is too deep.
    private func checkDepth() throws {
        guard subtreeHeight > LayoutLimits.maximumDepth else { return }
        var stack: [(View, Int)] = [(self, 1)]
        while let (view, depth) = stack.popLast() {
            if depth > LayoutLimits.maximumDepth {
                var names: [String] = []
                var current: View? = view
                while let v = current, v !== superview {
                    names.append(String(describing: type(of: v)) + (v.identifier.map { "#\($0)" } ?? ""))
                    current = v.superview
                }
                names.reverse()
                let path = names.count > 6 ? (names.prefix(3) + ["…"] + names.suffix(3)).joined(separator: " > ")
                                           : names.joined(separator: " > ")
                throw LayoutError.tooDeep(depth: depth, limit: LayoutLimits.maximumDepth, path: path)
            }
            for child in view.subviews { stack.append((child, depth + 1)) }
        }
    }

    /// Places this view's subviews (when needed) and recurses. Containers
    /// call it on each child after giving the child its frame.
    /// A view that does not need placing but has a relayout boundary below
    /// that does goes down only to the subviews on the way to it.
    public func layoutSubtreeIfNeeded() {
        if layoutState.needsPlacement {
            layoutState.placeCount += 1
            placeSubviews()
            layoutState.needsPlacement = false
            layoutState.subtreeNeedsPlacement = false
            for subview in subviews { subview.layoutSubtreeIfNeeded() }
        } else if layoutState.subtreeNeedsPlacement {
            layoutState.subtreeNeedsPlacement = false
            for subview in subviews where subview.layoutState.needsPlacement || subview.layoutState.subtreeNeedsPlacement {
                subview.layoutSubtreeIfNeeded()
            }
        }
    }

    /// The constraints to place subviews under: those this view was last
    /// measured with when it got the size it has (so children answer from
    /// their caches), else exactly its current size.
    public var placementConstraints: Constraints {
        if let last = layoutState.lastMeasure, last.size == bounds.size { return last.constraints }
        return .tight(bounds.size)
    }

    /// The size and constraints this view is being laid out at, for an
    /// answer about its subviews' places (a baseline) asked during its
    /// parent's layout: its last measure when that gave `height`, else its
    /// current width at `height`. Its subviews' frames may still be the
    /// ones of the last layout: a container works their places out again
    /// for the size it is asked about.
    func prospectiveLayout(forHeight height: Double) -> (size: Size, constraints: Constraints) {
        if let last = layoutState.lastMeasure, last.size.height == height { return (last.size, last.constraints) }
        let size = Size(width: bounds.width, height: height)
        return (size, .tight(size))
    }

    /// Gives `child` its frame; when its size changed it must place its own
    /// subviews again. A child with a ``View/fixedSize`` keeps that size
    /// whatever `frame` offers: it sits at the offered frame's top, at its
    /// leading edge (left, or right under a right-to-left layout).
    public func place(_ child: View, at frame: Rect) {
        var frame = frame
        if let fixed = child.fixedSize, fixed != frame.size, fixed.width.isFinite, fixed.height.isFinite {
            let x = child.effectiveLayoutDirection == .rightToLeft ? frame.maxX - fixed.width : frame.minX
            frame = Rect(x: x, y: frame.minY, width: fixed.width, height: fixed.height)
        }
        if child.frame.size != frame.size { child.layoutState.needsPlacement = true }
        child.frame = frame
    }
}
