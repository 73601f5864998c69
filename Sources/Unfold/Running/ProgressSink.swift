/// How far a long piece of work (frames of `render`, tiles of a sheet, frames a check compares) has come.
public struct ProgressReport: Sendable, Equatable {
    /// What the work is: `render`, `gif`, `mp4`, …, `sheet`, `check`.
    public var label: String
    /// Steps done: 0 when the work starts, then one more each step, up to `total`.
    public var done: Int
    public var total: Int

    public init(label: String, done: Int, total: Int) {
        self.label = label
        self.done = done
        self.total = total
    }
}

/// Where the library reports progress; the caller draws it (the command line's progress bar) or keeps it. Reports
/// of one piece of work come in order, one at a time, from any thread.
public protocol ProgressSink: Sendable {
    func report(_ progress: ProgressReport)
}
