import BezelGraphics

extension View {
    /// A one-line summary of the view's own state for ``treeDescription()``;
    /// subclasses add their state (`enabled`, `recessed`, ...) by overriding
    /// ``View/stateDescription``.
    public var summary: String {
        var parts = [String(describing: type(of: self))]
        if let identifier { parts.append("#\(identifier)") }
        parts.append("frame=\(frame)")
        if bounds.origin != .zero { parts.append("bounds=\(bounds)") }
        if isHidden { parts.append("hidden") }
        if alpha < 1 { parts.append("alpha=\(formatted(alpha))") }
        if let backgroundColor { parts.append("background=\(backgroundColor)") }
        if clipsToBounds { parts.append("clips") }
        if cornerRadius > 0 { parts.append("cornerRadius=\(formatted(cornerRadius))") }
        if !isUserInteractionEnabled { parts.append("noninteractive") }
        parts.append(contentsOf: stateDescription)
        return parts.joined(separator: " ")
    }

    /// The whole subtree, one view a line, each indented two spaces per
    /// level below this one: the recursive listing the source blog printed
    /// to inspect how UIKit controls are built.
    ///
    /// ```
    /// View #root frame=(0, 0, 200, 100) background=#FFFFFF
    ///   BezelButton #play frame=(8, 8, 64, 64) enabled mode=toggle recessed=true pushed=false
    /// ```
    public func treeDescription() -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + view.summary)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

/// A number without a trailing ".0", rounded to 3 decimals.
func formatted(_ value: Double) -> String {
    value.compactText(decimals: 3)
}
