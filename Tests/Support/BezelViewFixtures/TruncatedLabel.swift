import Bezel
import BezelGraphics

/// Views the text-finding tests of several targets share.
public enum ViewFixtures {
    /// A 120×20 label, `greeting`, whose one line is too short for its text:
    /// it is cut with an ellipsis, a text finding under every policy.
    public static func truncatedGreeting() -> Label {
        let label = Label("Good morning, everyone, and welcome back", frame: Rect(x: 0, y: 0, width: 120, height: 20))
        label.identifier = "greeting"
        label.wrapping = .none
        label.ellipsis = .end
        return label
    }
}
