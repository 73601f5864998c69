import Foundation

/// Ctrl-C, SIGTERM and SIGHUP: stop rendering, remove the temporary output, exit 128 + the signal.
package enum Interrupts {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Shared with the signal handlers' thread, so every access takes the lock.
    final class State: @unchecked Sendable {
        let lock = NSLock()
        var cleanup: String?
        /// What a stop says when no output is under way (a server's "stopped serving …").
        var farewell: String?
        var signal: Int32?
        var sources: [DispatchSourceSignal] = []
    }
    static let state = State()

    /// Reads or writes the shared state under its lock.
    static func locked<T>(_ body: (State) -> T) -> T {
        state.lock.lock()
        defer { state.lock.unlock() }
        return body(state)
    }

    static var cleanup: String? {
        get { locked { $0.cleanup } }
        set { locked { $0.cleanup = newValue } }
    }

    /// Set by the servers, whose files (an Accept's goldens) are written whole as they go: stopping one
    /// loses nothing, so it must not say "nothing was written".
    package static var farewell: String? {
        get { locked { $0.farewell } }
        set { locked { $0.farewell = newValue } }
    }

    /// The signal that stopped the work, if one did.
    static var received: Int32? {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.signal
    }

    static var interrupted: Bool { received != nil }

    package static func install() {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard state.sources.isEmpty else { return }
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handle(number) }
            source.resume()
            state.sources.append(source)
        }
    }

    static func handle(_ number: Int32) {
        state.lock.lock()
        let pending = state.cleanup
        let farewell = state.farewell
        if state.signal == nil { state.signal = number }
        state.lock.unlock()
        // With no output under way there is nothing to undo: stop at once, even mid pre-pass.
        guard let path = pending else {
            let words = farewell ?? "interrupted; nothing was written"
            FileHandle.standardError.write(Data("\nunfold: \(words)\n".utf8))
            _exit(128 + number)
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    package static func check() throws {
        if let number = received { throw UnfoldFailure.interrupted(signal: number) }
    }
}
