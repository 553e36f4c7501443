import Dispatch
import Foundation

/// `transform` of every item, `width` at a time on the machine's threads, in the items' order.
public func concurrentMap<Item: Sendable, Mapped: Sendable>(_ items: [Item], width: Int = ProcessInfo.processInfo.activeProcessorCount,
                                                     _ transform: @Sendable (Item) -> Mapped) -> [Mapped] {
    let results = PthreadLocked([Mapped?](repeating: nil, count: items.count))
    let next = PthreadLocked(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(width, items.count))) { _ in
        while true {
            let index = next.withLock { value -> Int in
                defer { value += 1 }
                return value
            }
            guard index < items.count else { return }
            let mapped = transform(items[index])
            results.withLock { $0[index] = mapped }
        }
    }
    return results.withLock { $0.compactMap { $0 } }
}
