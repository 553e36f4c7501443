extension TraceEntry {
    /// The kind of a written entry: the second column of `trace.txt` and
    /// the `kind` of a `trace.jsonl` line.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A script step started (`tap #start`, `wait 3`...).
        case step
        /// A touch phase delivered to a view.
        case touch
        /// Control events sent to a control's actions, in the order they fired.
        case event
        /// A tapped link.
        case link
        /// A scroll view took a touch over.
        case scroll
        /// A view controller lifecycle call.
        case lifecycle
        /// A timer fired on the virtual clock.
        case timer
        /// A view's tree-dump words changed during the step (or it appeared).
        case state
        /// A property the tree dump does not show changed during the step
        /// (`hidden`, `alpha`...).
        case property
        /// A memory warning, background or foreground.
        case app
        /// A frame was captured.
        case frame
        /// What the screen reader said, or its boundary sound.
        case speech
    }

    /// The written kind.
    public var kind: Kind {
        switch event {
        case .step: return .step
        case .touch: return .touch
        case .controlEvents: return .event
        case .linkTapped: return .link
        case .scrollTookOver: return .scroll
        case .lifecycle: return .lifecycle
        case .timerFired: return .timer
        case .stateChanged: return .state
        case .propertyChanged: return .property
        case .memoryWarning, .background, .foreground, .settingsChanged: return .app
        case .frameCaptured: return .frame
        case .spoken, .readerBoundary: return .speech
        }
    }
}
