extension SceneDecoder {
    /// Records each view id given to more than one view in `trees` (the
    /// root, or every screen's), at both places: a selector `#id` and an
    /// `expect` name one view, so two views with one id would leave a script
    /// acting on whichever came first.
    func checkUniqueIdentifiers(in trees: [SceneNode]) {
        var first: [String: SourceLocation] = [:]
        func visit(_ node: SceneNode) {
            if let id = node.id {
                let here = node.valueLocations["id"] ?? node.location
                if let earlier = first[id] {
                    record(FileError(here, "the id '\(id)' is already the id of the view at \(earlier.line):\(earlier.column)",
                                     expected: "an id no other view in the scene has"), at: here)
                    record(FileError(earlier, "the id '\(id)' is also the id of the view at \(here.line):\(here.column)",
                                     expected: "an id no other view in the scene has"), at: earlier)
                } else {
                    first[id] = here
                }
            }
            node.children.forEach(visit)
        }
        trees.forEach(visit)
    }
}
