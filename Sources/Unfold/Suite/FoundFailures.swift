import Foundation
import Synchronization

/// Failures found on render threads.
final class FoundFailures: Sendable {
    private let found = Mutex<[Int: SceneResult.FrameFailure]>([:])
    func add(_ f: SceneResult.FrameFailure) {
        found.withLock { $0[f.frame] = f }
    }
    var all: [Int: SceneResult.FrameFailure] { found.withLock { $0 } }
}
