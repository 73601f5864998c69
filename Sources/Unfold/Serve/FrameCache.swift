import Foundation
import Synchronization

/// Rendered frames kept for the page, up to a byte budget; the least recently used go first.
final class FrameCache: Sendable {
    let budget: Int
    private struct Entries {
        var values: [String: [UInt8]] = [:]
        var order: [String] = []
        var bytes = 0
    }
    private let entries = Mutex(Entries())

    init(budget: Int) { self.budget = budget }

    var bytes: Int { entries.withLock { $0.bytes } }

    func get(_ key: String) -> [UInt8]? {
        entries.withLock { e in
            guard let value = e.values[key] else { return nil }
            if let i = e.order.lastIndex(of: key) { e.order.remove(at: i) }
            e.order.append(key)
            return value
        }
    }

    func put(_ key: String, _ value: [UInt8]) {
        entries.withLock { e in
            if let old = e.values[key] { e.bytes -= old.count } else { e.order.append(key) }
            e.values[key] = value
            e.bytes += value.count
            while e.bytes > budget, let oldest = e.order.first {
                e.order.removeFirst()
                e.bytes -= e.values.removeValue(forKey: oldest)?.count ?? 0
            }
        }
    }
}
