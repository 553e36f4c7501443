/// The observers of one kind of notification, called in the order they were
/// added. Each registration returns an ``ObservationToken``; an observer
/// removed while a notification is under way is not called by it, and one
/// added during it is called from the next one.
final class ObserverList<Value> {
    private var entries: [(id: Int, handler: (Value) -> Void)] = []
    private var nextID = 0

    /// Registers `handler` until the returned token is cancelled or released.
    func add(_ handler: @escaping (Value) -> Void) -> ObservationToken {
        nextID += 1
        let id = nextID
        entries.append((id, handler))
        return ObservationToken { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    /// Whether no observer is registered.
    var isEmpty: Bool { entries.isEmpty }

    /// How many observers are registered.
    var count: Int { entries.count }

    /// Calls every observer registered now with `value`, in order.
    func notify(_ value: Value) {
        guard !entries.isEmpty else { return }
        let current = entries
        for entry in current {
            // Skip an observer that an earlier one in this notification removed.
            guard entries.contains(where: { $0.id == entry.id }) else { continue }
            entry.handler(value)
        }
    }
}
