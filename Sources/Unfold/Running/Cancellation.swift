import Foundation
import Synchronization

/// A stop the caller asks for (the command line asks on Ctrl-C): work under way checks it between frames and
/// stops with `UnfoldError.interrupted`, and the temporary file or folder being written when it comes is removed,
/// so nothing half-written is left.
public final class Cancellation: Sendable {
    private struct State {
        var cancelled = false
        /// The temporary file or folder being written now.
        var writing: String?
    }
    private let state = Mutex(State())

    public init() {}

    /// Asks the work to stop. Returns whether an output was being written: its temporary copy is removed now
    /// and the work stops at its next check. False: nothing is under way that a stop could leave half-written.
    @discardableResult
    public func cancel() -> Bool {
        let writing = state.withLock { state in
            state.cancelled = true
            return state.writing
        }
        guard let writing else { return false }
        try? FileManager.default.removeItem(atPath: writing)
        return true
    }

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Throws the interruption once a stop was asked for.
    package func check() throws {
        if isCancelled { throw UnfoldFailure.interrupted }
    }

    /// Names the temporary output being written (nil: none now), which a stop removes.
    package func writing(_ path: String?) {
        state.withLock { $0.writing = path }
    }
}
