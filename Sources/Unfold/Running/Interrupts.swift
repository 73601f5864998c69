import Foundation
import Synchronization
import UnfoldRender

/// Ctrl-C, SIGTERM and SIGHUP: stop rendering, remove the temporary output, exit 128 + the signal.
package enum Interrupts {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Shared with the signal handlers' thread, so every access takes the lock.
    struct State {
        var cleanup: String?
        /// What a stop says when no output is under way (a server's "stopped serving …").
        var farewell: String?
        var signal: Int32?
        var sources: [DispatchSourceSignal] = []
    }
    static let state = StaticMutex(State())

    static var cleanup: String? {
        get { state.withLock { $0.cleanup } }
        set { state.withLock { $0.cleanup = newValue } }
    }

    /// Set by the servers, whose files (an Accept's goldens) are written whole as they go: stopping one
    /// loses nothing, so it must not say "nothing was written".
    package static var farewell: String? {
        get { state.withLock { $0.farewell } }
        set { state.withLock { $0.farewell = newValue } }
    }

    /// The signal that stopped the work, if one did.
    static var received: Int32? { state.withLock { $0.signal } }

    static var interrupted: Bool { received != nil }

    package static func install() {
        state.withLock { state in
            guard state.sources.isEmpty else { return }
            for number in signals {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { handle(number) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    static func handle(_ number: Int32) {
        let (pending, farewell) = state.withLock { state in
            if state.signal == nil { state.signal = number }
            return (state.cleanup, state.farewell)
        }
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
