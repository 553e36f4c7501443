import Foundation

/// A value guarded by an `NSLock` (a pthread mutex), with the same
/// `withLock` as the standard library's `Mutex`. Every module of Bezel uses
/// it, and only it, for state that threads share (it lives in the lowest
/// module, BezelSafeFiles; BezelGraphics re-exports the name): ThreadSanitizer understands pthread mutexes,
/// while on Linux it does not see the futex inside `Mutex` and reports false
/// races, in Bezel's tests and in users' alike.
///
/// ```swift
/// let counts = PthreadLocked([String: Int]())
/// counts.withLock { $0["renders", default: 0] += 1 }
/// ```
public final class PthreadLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; what `body` throws is thrown as it is.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
