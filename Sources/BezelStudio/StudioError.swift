/// Why a studio action could not be recorded.
public enum StudioError: Error, Equatable, CustomStringConvertible {
    /// No view has this identifier.
    case noView(String)
    /// A script too long to keep step by step (``ScriptTimeline/maximumSteps``).
    case tooManySteps(Int)
    /// A step could not act, and was not recorded: why.
    case refused(String)

    public var description: String {
        switch self {
        case let .noView(id): return "no view has the id '\(id)'"
        case let .refused(reason): return reason
        case let .tooManySteps(count): return "the script has \(count) steps; a timeline keeps at most \(ScriptTimeline.maximumSteps)"
        }
    }
}
