import Foundation

/// Failures found on render threads.
final class FoundFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [Int: SceneResult.FrameFailure] = [:]
    func add(_ f: SceneResult.FrameFailure) {
        lock.lock()
        found[f.frame] = f
        lock.unlock()
    }
    var all: [Int: SceneResult.FrameFailure] {
        lock.lock()
        defer { lock.unlock() }
        return found
    }
}
