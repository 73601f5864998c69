import Foundation

/// Rendered frames kept for the page, up to a byte budget; the least recently used go first.
final class FrameCache: @unchecked Sendable {
    let budget: Int
    private let lock = NSLock()
    private var entries: [String: [UInt8]] = [:]
    private var order: [String] = []
    private(set) var bytes = 0

    init(budget: Int) { self.budget = budget }

    func get(_ key: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        guard let value = entries[key] else { return nil }
        if let i = order.lastIndex(of: key) { order.remove(at: i) }
        order.append(key)
        return value
    }

    func put(_ key: String, _ value: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        if let old = entries[key] { bytes -= old.count } else { order.append(key) }
        entries[key] = value
        bytes += value.count
        while bytes > budget, let oldest = order.first {
            order.removeFirst()
            bytes -= entries.removeValue(forKey: oldest)?.count ?? 0
        }
    }
}
