/// Where one event stream is: the build it last told of, and whether it has sent its first chunk. The server
/// asks a connection's stream for one chunk at a time, so one stream's cursor is never used by two threads.
final class EventCursor: @unchecked Sendable {
    var seen: Int
    var first = true

    init(seen: Int) { self.seen = seen }
}
