extension FileError {
    /// "no view in the scene has the id ..." at `location`, listing `ids`
    /// (the scene's view ids) and suggesting the nearest one.
    package static func unknownIdentifier(_ id: String, at location: SourceLocation, among ids: [String]) -> FileError {
        FileError(location, "no view in the scene has the id '\(id)'",
                  expected: ids.isEmpty ? "ids given in the scene" : "one of: " + ids.sorted().joined(separator: ", "),
                  suggestion: closestMatch(to: id, in: ids))
    }
}
