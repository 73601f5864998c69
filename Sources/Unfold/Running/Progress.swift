import Synchronization

/// Counts the steps of one piece of work and reports each to the caller's sink, in order (under the lock).
final class Progress: Sendable {
    let total: Int
    let label: String
    let sink: (any ProgressSink)?
    private let done = Mutex(0)

    /// Reports the start (0 done) at once, so the sink knows when the work began.
    init(total: Int, label: String, sink: (any ProgressSink)?) {
        self.total = total
        self.label = label
        self.sink = sink
        sink?.report(ProgressReport(label: label, done: 0, total: total))
    }

    func step() {
        guard let sink else { return }
        done.withLock { done in
            done += 1
            sink.report(ProgressReport(label: label, done: done, total: total))
        }
    }
}
