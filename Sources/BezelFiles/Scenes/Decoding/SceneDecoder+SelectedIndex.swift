import BezelGraphics

/// `selected` means one thing in every file: a control's yes/no state
/// (UIKit's `isSelected`). The index a segmented control or a list selects
/// has a name of its own (`selectedSegment`, `selectedRow`, as UIKit's
/// `selectedSegmentIndex` and `indexPathForSelectedRow`); a number given as
/// `selected` on either is answered with that name, as the suggestion.
extension SceneDecoder {
    /// The error for `selected: N` on a type that selects an index, when
    /// `node` is a number; nil otherwise (then `selected` is read as usual).
    static func selectedIndexError(_ node: YAMLNode, on type: SceneNodeType) -> FileError? {
        guard let indexKey = type.selectedIndexKey, case let .scalar(text) = node.kind, Int(text) != nil else { return nil }
        return FileError(node.location, "'selected' must be true or false, not \(node.shownValue): "
                         + "the index a \(type.words) selects has a key of its own", suggestion: indexKey)
    }
}
