import Foundation

/// Why a studio action could not be recorded.
public enum StudioError: Error, Equatable, CustomStringConvertible {
    /// No view has this identifier.
    case noView(String)
    /// A script too long to keep step by step (``ScriptTimeline/maximumSteps``).
    case tooManySteps(Int)
    /// A step could not act, and was not recorded: why.
    case refused(String)
    /// A step number outside the script (the number, the script's step count).
    case noStep(Int, of: Int)

    /// `error` as a sentence for the page: its description when it has one
    /// (every error of Bezel's does), a Foundation error's localized
    /// description, never a debug dump of a type.
    public static func sentence(_ error: any Error) -> String {
        let isFoundationError = error is CocoaError || error is POSIXError || type(of: error) is NSError.Type
        if isFoundationError { return (error as NSError).localizedDescription }
        if let described = (error as Any) as? CustomStringConvertible { return described.description }
        return "it failed with an error that says nothing more (\(String(describing: type(of: error))))"
    }

    public var description: String {
        switch self {
        case let .noView(id): return "no view has the id '\(id)'"
        case let .refused(reason): return reason
        case let .noStep(number, count):
            return count == 0 ? "there is no step \(number): no steps yet" : "there is no step \(number): the steps are 1 to \(count)"
        case let .tooManySteps(count): return "the script has \(count) steps; a timeline keeps at most \(ScriptTimeline.maximumSteps)"
        }
    }
}
