import Foundation

/// A count of frames drawn, from any thread: what an export cost, checked by its tests.
final class DrawnFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add(_ n: Int) {
        lock.lock()
        count += n
        lock.unlock()
    }

    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
