/// Why a replay step could not run (besides a `Bezel/ViewSelectorError`).
public enum ReplayError: Error, Equatable, CustomStringConvertible {
    case noFocusedTextField
    case invalidArgument(String)
    /// A `settle` step reached its limit with these still busy (`timer alarm`, `animation fade`).
    case stillBusy(after: Double, pending: [String])

    public var description: String {
        switch self {
        case .noFocusedTextField: return "no text field is focused: tap one before typing"
        case let .stillBusy(limit, pending):
            let seconds = limit == limit.rounded() && abs(limit) < 1e9 ? String(Int(limit)) : String(limit)
            return "still busy after \(seconds) s: " + pending.joined(separator: ", ")
        case let .invalidArgument(text): return text
        }
    }
}
