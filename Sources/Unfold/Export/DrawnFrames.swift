import Foundation
import Synchronization

/// A count of frames drawn, from any thread: what an export cost, checked by its tests.
final class DrawnFrames: Sendable {
    private let count = Atomic<Int>(0)

    func add(_ n: Int) {
        count.add(n, ordering: .relaxed)
    }

    var total: Int { count.load(ordering: .relaxed) }
}
