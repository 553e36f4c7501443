/// Keeps one observer registered: the observation ends when ``cancel()`` is
/// called or when the token is released, whichever comes first.
///
/// Keep the token for as long as you want to hear from the subject
/// (in a property, or an array of tokens); a token that is not kept is
/// released at once and its observer never runs:
///
/// ```swift
/// final class Log {
///     var lines: [String] = []
///     private var tokens: [ObservationToken] = []
///     init(window: Window) {
///         tokens.append(window.addEventObserver { [weak self] event in self?.lines.append("\(event)") })
///     }
/// }
/// ```
///
/// The token holds the subject weakly: it keeps neither the subject nor,
/// once cancelled, the observer's closure alive. Cancelling twice, or after
/// the subject is gone, does nothing.
///
/// See also: ``Window/addEventObserver(_:)``, ``VirtualClock/addTimerObserver(_:)``,
/// ``ScrollView/addScrollObserver(_:)``.
public final class ObservationToken {
    private var removal: (() -> Void)?

    init(removal: @escaping () -> Void) {
        self.removal = removal
    }

    /// Whether the observation has ended.
    public var isCancelled: Bool { removal == nil }

    /// Ends the observation: the observer is not called again (not even
    /// later in a notification already under way).
    public func cancel() {
        let remove = removal
        removal = nil
        remove?()
    }

    deinit { cancel() }
}
