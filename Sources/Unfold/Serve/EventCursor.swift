import Synchronization

/// Where one event stream is: the build it last told of, and whether it has sent its first chunk. The server
/// asks a connection's stream for one chunk at a time; the Mutex makes that rule checked rather than assumed.
final class EventCursor: Sendable {
    private let state: Mutex<(seen: Int, first: Bool)>

    init(seen: Int) { state = Mutex((seen, true)) }

    /// True the first time only: the stream opens with its retry interval.
    func takeFirst() -> Bool {
        state.withLock { cursor in
            defer { cursor.first = false }
            return cursor.first
        }
    }

    var seen: Int {
        get { state.withLock { $0.seen } }
        set { state.withLock { $0.seen = newValue } }
    }
}
