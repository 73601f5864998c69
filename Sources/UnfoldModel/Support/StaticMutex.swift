import Synchronization

/// A `Mutex` for a static property, held in an object. Built in release with Swift 6.3.1, the fonts' state in a
/// `Mutex` stored directly in a static property read garbage at its first lock (no fonts, or a crash), while debug
/// builds worked; the same `Mutex` inside an object works in both. A reduced program did not reproduce it, so every
/// static lock takes this form.
package final class StaticMutex<Value>: Sendable {
    package let mutex: Mutex<Value>

    package init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout sending Value) -> sending Result) -> sending Result {
        mutex.withLock(body)
    }
}
