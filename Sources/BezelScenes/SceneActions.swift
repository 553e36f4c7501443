import Bezel
import BezelFiles
import BezelGraphics

/// A scene's ``SceneActionRule``s attached to one built tree: control rules
/// become control actions, scroll rules follow the scroll view's
/// ``ScrollView/didScroll``. Targets are found by id in the tree when an
/// action runs; timers run on the window's ``VirtualClock`` under their
/// names, so the replay trace shows them.
///
/// The controls and scroll views hold the attachment (through their actions
/// and scroll observers); it holds the tree weakly and its observation
/// tokens, so nothing is kept alive in a cycle.
final class SceneActions {
    private weak var root: View?
    /// Timers started by `after`, by name, while they wait.
    private var timers: [String: VirtualTimer] = [:]
    /// The scroll observations of `scroll` rules, which end with the attachment.
    private var observations: [ObservationToken] = []

    private init(root: View) {
        self.root = root
    }

    /// Attaches `rules` to the views of `root` they name. Rules whose view
    /// is not in `root` (the scene was checked, so none) are left out.
    static func attach(_ rules: [SceneActionRule], to root: View) {
        guard !rules.isEmpty else { return }
        let attachment = SceneActions(root: root)
        for rule in rules {
            guard let view = root.view(withIdentifier: rule.id) else { continue }
            switch rule.trigger {
            case let .control(events):
                (view as? Control)?.addAction(for: events) { control, _ in
                    attachment.run(rule.actions, clock: control.window?.clock, scroll: nil)
                }
            case .scroll:
                guard let scroll = view as? ScrollView else { continue }
                attachment.observations.append(scroll.addScrollObserver { scroll in
                    attachment.run(rule.actions, clock: scroll.window?.clock, scroll: scroll)
                })
            }
        }
    }

    /// Runs `actions` in order; `scroll` is the scroll view of a scroll rule.
    private func run(_ actions: [SceneAction], clock: VirtualClock?, scroll: ScrollView?) {
        guard let root else { return }
        for action in actions {
            switch action {
            case let .set(id, properties):
                guard let view = root.view(withIdentifier: id) else { continue }
                for property in properties { property.apply(to: view) }
            case let .after(seconds, name, later):
                timers[name]?.invalidate()
                guard let clock else { continue }
                let delay: Double
                switch seconds {
                case let .constant(value): delay = value
                case let .slider(id): delay = (root.view(withIdentifier: id) as? Slider)?.value ?? 0
                }
                // The clock holds this closure until it fires: holding the
                // clock strongly here was a cycle that leaked the clock, the
                // pending actions and the attachment of every window closed
                // with an `after` still waiting.
                timers[name] = clock.schedule(after: delay, name: name) { [weak self, weak clock] _ in
                    self?.timers[name] = nil
                    self?.run(later, clock: clock, scroll: scroll)
                }
            case let .cancel(name):
                timers.removeValue(forKey: name)?.invalidate()
            case let .fade(id, distance):
                guard let scroll, let view = root.view(withIdentifier: id) else { continue }
                view.alpha = min(max(scroll.contentOffset.y / distance, 0), 1)
            }
        }
    }
}
