import BezelGraphics

extension View {
    /// ``accessibility`` over ``defaultAccessibility``.
    public var resolvedAccessibility: AccessibilitySemantics { accessibility.over(defaultAccessibility) }

    /// The screen-reader elements of this view's subtree in the order
    /// VoiceOver reads them.
    ///
    /// - Hidden views (``isHidden``, alpha 0) and subtrees marked hidden from
    ///   accessibility give none; a visible modal view hides its siblings.
    /// - A view that is an element stands for its subtree; a segmented
    ///   control gives one element per segment and a link label one for its
    ///   text and one per link.
    /// - Order: top to bottom, and within a row (elements whose vertical
    ///   middles fall in the row's span) leading to trailing, right to left
    ///   under a right-to-left layout; a view that groups its children is
    ///   read whole where it falls; a view's ``AccessibilitySemantics/order``
    ///   puts the named elements first in that order, and keeps its subtree
    ///   together as a group does.
    public func accessibilityElements() -> [AccessibilityElement] {
        accessibilityUnits().flatMap { $0.elements }
    }

    /// The elements in reading order as text, one line each (a text snapshot).
    public func accessibilityDescription() -> String {
        accessibilityElements().map(\.description).joined(separator: "\n")
    }

    // MARK: Collecting

    /// A run of elements read together: one element, or a group.
    struct AccessibilityUnit {
        var elements: [AccessibilityElement]
        var frame: Rect
        var identifiers: [String?]
    }

    private func accessibilityUnits() -> [AccessibilityUnit] {
        guard !isHidden, alpha > 0 else { return [] }
        let semantics = resolvedAccessibility
        if semantics.isHidden == true { return [] }
        let own = ownAccessibilityElements(semantics)
        if !own.isEmpty { return own.map { AccessibilityUnit(elements: [$0], frame: $0.frame, identifiers: [$0.identifier]) } }
        // A visible modal subview hides its siblings.
        let children = subviews.last(where: { !$0.isHidden && $0.resolvedAccessibility.isModal == true }).map { [$0] } ?? subviews
        var units: [AccessibilityUnit] = []
        for child in children {
            let childUnits = child.accessibilityUnits()
            if child.resolvedAccessibility.groupsChildren == true, !childUnits.isEmpty {
                let elements = childUnits.flatMap(\.elements)
                let frame = elements.dropFirst().reduce(elements[0].frame) { $0.union($1.frame) }
                units.append(AccessibilityUnit(elements: elements, frame: frame, identifiers: elements.map(\.identifier)))
            } else {
                units += childUnits
            }
        }
        var ordered = Self.readingOrder(units, direction: effectiveLayoutDirection)
        if let order = semantics.order, !order.isEmpty {
            let named = order.compactMap { id in ordered.firstIndex { $0.identifiers.contains(id) } }
            var seen = Set<Int>()
            let first = named.filter { seen.insert($0).inserted }.map { ordered[$0] }
            ordered = first + ordered.indices.filter { !seen.contains($0) }.map { ordered[$0] }
            // An order of its own keeps the subtree together, as UIKit's
            // accessibilityElements does: the views around do not reshuffle it.
            let elements = ordered.flatMap(\.elements)
            guard let head = elements.first else { return [] }
            let frame = elements.dropFirst().reduce(head.frame) { $0.union($1.frame) }
            return [AccessibilityUnit(elements: elements, frame: frame, identifiers: elements.map(\.identifier))]
        }
        return ordered
    }

    /// The elements this view is itself (none for a container).
    private func ownAccessibilityElements(_ semantics: AccessibilitySemantics) -> [AccessibilityElement] {
        let frame = windowFrame
        if let control = self as? SegmentedControl, semantics.isElement != true {
            let disabled: AccessibilityTraits = control.isEnabled ? [] : .notEnabled
            let words = VoiceOverVocabulary(language: traitCollection.language)
            return control.titles.indices.compactMap { index in
                guard let segment = control.segmentFrame(at: index) else { return nil }
                let selected: AccessibilityTraits = control.selectedSegmentIndex == index ? .selected : []
                return AccessibilityElement(view: self, part: "segment \(index)", label: control.localizedForDisplay(control.titles[index]),
                                            traits: [.button, selected, disabled],
                                            frame: segment.offsetBy(dx: frame.minX, dy: frame.minY),
                                            position: words.position(index + 1, of: control.titles.count), language: semantics.language)
            }
        }
        guard semantics.isElement == true || (semantics.isElement == nil && semantics.label != nil && semantics.traits?.contains(.image) == true)
        else { return [] }
        let element = AccessibilityElement(view: self, label: semantics.label, value: semantics.value, hint: semantics.hint,
                                           traits: semantics.traits ?? [], frame: frame, language: semantics.language)
        guard let links = self as? LinkLabel, accessibility.isElement == nil else { return [element] }
        let linkElements = links.links.enumerated().compactMap { index, link -> AccessibilityElement? in
            let boxes = links.boxes(for: link)
            guard let first = boxes.first else { return nil }
            let box = boxes.dropFirst().reduce(first) { $0.union($1) }
            return AccessibilityElement(view: self, part: "link \(index)", label: link.text, traits: .link,
                                        frame: box.offsetBy(dx: frame.minX, dy: frame.minY),
                                        regions: boxes.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }, language: semantics.language)
        }
        return [element] + linkElements
    }

    /// The view's bounds in window (root) coordinates.
    var windowFrame: Rect {
        let origin = convert(Point(x: bounds.minX, y: bounds.minY), to: nil)
        return Rect(origin: origin, size: bounds.size)
    }

    /// VoiceOver's order: rows top to bottom, each row leading to trailing.
    /// A unit joins the row above when its vertical middle lies within
    /// that row's span.
    static func readingOrder(_ units: [AccessibilityUnit], direction: LayoutDirection) -> [AccessibilityUnit] {
        let byTop = units.enumerated().sorted { a, b in
            a.element.frame.minY != b.element.frame.minY ? a.element.frame.minY < b.element.frame.minY : a.offset < b.offset
        }.map(\.element)
        var rows: [(span: ClosedRange<Double>, units: [AccessibilityUnit])] = []
        for unit in byTop {
            let middle = unit.frame.midY
            if let last = rows.indices.last, rows[last].span.contains(middle) {
                rows[last].units.append(unit)
                rows[last].span = rows[last].span.lowerBound...max(rows[last].span.upperBound, unit.frame.maxY)
            } else {
                rows.append((unit.frame.minY...max(unit.frame.minY, unit.frame.maxY), [unit]))
            }
        }
        return rows.flatMap { row in
            row.units.enumerated().sorted { a, b in
                let ax = direction == .rightToLeft ? -a.element.frame.maxX : a.element.frame.minX
                let bx = direction == .rightToLeft ? -b.element.frame.maxX : b.element.frame.minX
                return ax != bx ? ax < bx : a.offset < b.offset
            }.map(\.element)
        }
    }
}
