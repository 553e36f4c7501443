import Bezel
import BezelFiles
import BezelGraphics

extension SceneProperty {
    /// Sets this property on `view`. The scene was checked against the
    /// node's type when it was read, so `view` is of a type that has it;
    /// a view of another type is left as it is.
    public func apply(to view: View) {
        switch self {
        case let .hidden(value): view.isHidden = value
        case let .alpha(value): view.alpha = value
        case let .enabled(value): (view as? Control)?.isEnabled = value
        case let .highlighted(value): (view as? Control)?.isHighlighted = value
        case let .selected(value): (view as? Control)?.isSelected = value
        case let .selectedSegment(index): (view as? SegmentedControl)?.selectedSegmentIndex = index
        case let .text(text):
            if let label = view as? Label { label.text = text }
            (view as? TextField)?.text = text
        case let .title(text): (view as? Button)?.title = text
        case let .placeholder(text): (view as? TextField)?.placeholder = text
        case let .on(value): (view as? Switch)?.isOn = value
        case let .value(value):
            (view as? Slider)?.value = value
            (view as? ProgressView)?.progress = value
        case let .recessed(value): (view as? BezelButton)?.recessed = value
        case let .pushed(value): (view as? BezelButton)?.isPushed = value
        }
    }
}
