import Foundation
import Synchronization
import Unfold

/// A golden recorded by an assertion passes the test, but it is not a pass: it is said on standard error,
/// `RECORDED name (variant) (N frames) at FILE:LINE`, so `UNFOLD_RECORD=failed swift test` shows what it wrote.
final class RecordingNotice: Sendable {
    static let shared = RecordingNotice()
    typealias Sink = @Sendable (String) -> Void
    private let sink = Mutex<Sink>({ FileHandle.standardError.write(Data($0.utf8)) })

    /// Where notices go from now on (a test's own list); returns the previous sink.
    @discardableResult
    func redirect(_ to: @escaping Sink) -> Sink {
        sink.withLock { sink in
            let old = sink
            sink = to
            return old
        }
    }

    func say(_ check: SceneCheck, file: String, line: Int) {
        guard check.verdict.status == .recorded else { return }
        let write = sink.withLock { $0 }
        write("\(check.verdict.message) at \(file):\(line)\n")
    }
}
