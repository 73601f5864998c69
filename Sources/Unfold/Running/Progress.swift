import Foundation
import Synchronization

/// A progress bar on standard error: frames done, frames per second and time left. Silent off a terminal.
final class Progress: Sendable {
    let total: Int
    let label: String
    let enabled: Bool
    let start = Date()
    /// Frames done, and when the bar was last drawn.
    private let drawn = Mutex<(done: Int, at: Date)>((0, .distantPast))

    init(total: Int, label: String, quiet: Bool) {
        self.total = total
        self.label = label
        enabled = !quiet && isatty(2) != 0 && total > 1
    }

    func step() {
        guard enabled else { return }
        drawn.withLock { drawn in
            drawn.done += 1
            let now = Date()
            guard drawn.done == total || now.timeIntervalSince(drawn.at) > 0.1 else { return }
            drawn.at = now
            draw(done: drawn.done, now: now)
        }
    }

    /// One line of the bar; called under the lock, so lines never interleave.
    private func draw(done: Int, now: Date) {
        let elapsed = now.timeIntervalSince(start)
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        let left = fps > 0 ? Double(total - done) / fps : 0
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = String(format: "\r%@ %@ %d/%d  %.1f fps  %.1fs left ", label, bar, done, total, fps, left)
        FileHandle.standardError.write(line.data(using: .utf8)!)
        if done == total { FileHandle.standardError.write("\n".data(using: .utf8)!) }
    }
}
