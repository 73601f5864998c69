/// A map that keeps its last `limit` keys used: inserting past the limit lets the least recently used go, and
/// hands them back for the caller to release.
struct RecentlyUsed<Key: Hashable, Value> {
    let limit: Int
    private var values: [Key: Value] = [:]
    /// Keys from the least to the most recently used.
    private var order: [Key] = []

    init(limit: Int) { self.limit = limit }

    var count: Int { values.count }

    /// The value for `key`, which becomes the most recently used.
    subscript(key: Key) -> Value? {
        mutating get {
            guard let value = values[key] else { return nil }
            touch(key)
            return value
        }
    }

    /// Keeps `value` for `key` as the most recently used; returns the values let go to stay within the limit.
    mutating func insert(_ value: Value, for key: Key) -> [Value] {
        values[key] = value
        touch(key)
        var released: [Value] = []
        while order.count > limit {
            let oldest = order.removeFirst()
            if let gone = values.removeValue(forKey: oldest) { released.append(gone) }
        }
        return released
    }

    private mutating func touch(_ key: Key) {
        if let i = order.firstIndex(of: key) { order.remove(at: i) }
        order.append(key)
    }
}
