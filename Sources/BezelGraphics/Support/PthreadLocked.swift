import Foundation

/// A value guarded by an `NSLock` (a pthread mutex), with the same
/// `withLock` as the standard library's `Mutex`. Used where threads contend
/// in practice: ThreadSanitizer understands pthread mutexes, while on Linux
/// it does not see the futex inside `Mutex` and reports false races.
final class PthreadLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
