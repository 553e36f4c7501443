import Bezel
import BezelGraphics

/// One combination of the bezel button's states: mode × recessed × pushed ×
/// enabled, 24 in all. Snapshot tests, previews and benchmarks walk
/// ``all`` so they cover every state the same way and name files the same.
public struct BezelButtonState: Hashable, Sendable, CustomStringConvertible {
    public var mode: BezelButton.Mode
    public var recessed: Bool
    public var pushed: Bool
    public var enabled: Bool

    public init(mode: BezelButton.Mode, recessed: Bool, pushed: Bool, enabled: Bool) {
        self.mode = mode
        self.recessed = recessed
        self.pushed = pushed
        self.enabled = enabled
    }

    /// Every combination, modes outermost, then recessed, pushed, enabled
    /// (false before true except enabled, true first).
    public static let all: [BezelButtonState] = BezelButton.Mode.allCases.flatMap { mode in
        [false, true].flatMap { recessed in
            [false, true].flatMap { pushed in
                [true, false].map { enabled in
                    BezelButtonState(mode: mode, recessed: recessed, pushed: pushed, enabled: enabled)
                }
            }
        }
    }

    /// The state as `key=value` pairs in a fixed order, for file names:
    /// `mode=toggle.recessed=true.pushed=false.enabled=true`.
    public var parameters: [(String, String)] {
        [("mode", mode.rawValue), ("recessed", String(recessed)), ("pushed", String(pushed)), ("enabled", String(enabled))]
    }

    public var description: String { parameters.map { "\($0.0)=\($0.1)" }.joined(separator: ".") }

    /// Puts `button` in this state.
    public func apply(to button: BezelButton) {
        button.mode = mode
        button.recessed = recessed
        button.isEnabled = enabled
        button.isPushed = pushed
    }

    /// A button of `size` in this state, styled from `theme`.
    public func makeButton(size: Size = Size(width: 64, height: 64), image: Image?, theme: Theme = .default) -> BezelButton {
        let button = BezelButton(frame: Rect(size: size), image: image, style: theme.bezelButton)
        apply(to: button)
        return button
    }
}
