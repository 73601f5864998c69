import Foundation
import Synchronization
import Unfold

/// The progress bar on standard error: steps done, steps per second and time left, drawn at most every tenth of a
/// second and at the end. The library reports; this draws.
final class ProgressBar: ProgressSink {
    private struct State {
        var start = Date()
        var drawnAt = Date.distantPast
    }
    private let state = Mutex(State())
    private let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.write = write
    }

    func report(_ progress: ProgressReport) {
        // One step is no work to wait for.
        guard progress.total > 1 else { return }
        let now = Date()
        let line: String? = state.withLock { state in
            if progress.done == 0 {
                state = State(start: now)
                return nil
            }
            guard progress.done == progress.total || now.timeIntervalSince(state.drawnAt) > 0.1 else { return nil }
            state.drawnAt = now
            return ProgressBar.line(progress, elapsed: now.timeIntervalSince(state.start))
        }
        if let line { write(line) }
    }

    /// One line of the bar, from the line's start (`\r`); the last ends the line.
    static func line(_ progress: ProgressReport, elapsed: Double) -> String {
        let (done, total) = (progress.done, progress.total)
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        let left = fps > 0 ? Double(total - done) / fps : 0
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let text = String(
            format: "\r%@ %@ %d/%d  %.1f fps  %.1fs left ", progress.label, bar, done, total, fps, left)
        return done == total ? text + "\n" : text
    }
}
