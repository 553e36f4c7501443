/// Why a replay step could not run (besides a `Bezel/ViewSelectorError`).
public enum ReplayError: Error, Equatable, CustomStringConvertible {
    case noFocusedTextField
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .noFocusedTextField: return "no text field is focused: tap one before typing"
        case let .invalidArgument(text): return text
        }
    }
}
