import Foundation
import Synchronization
import Unfold

/// Ctrl-C, SIGTERM and SIGHUP: the command line cancels the library's work (which removes its temporary output
/// and stops at its next check), and exits 128 + the signal.
package enum Interrupts {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The one cancellation every command gives the library.
    package static let cancellation = Cancellation()

    /// Shared with the signal handlers' thread, so every access takes the lock.
    struct State {
        /// What a stop says when no output is under way (a server's "stopped serving …").
        var farewell: String?
        var signal: Int32?
        var sources: [DispatchSourceSignal] = []
    }
    /// A class around the lock: a `Mutex` stored in a static itself read garbage in release builds.
    final class Shared: Sendable {
        let lock = Mutex(State())
    }
    static let shared = Shared()

    /// Set by the servers, whose files (an Accept's goldens) are written whole as they go: stopping one
    /// loses nothing, so it must not say "nothing was written".
    package static var farewell: String? {
        get { shared.lock.withLock { $0.farewell } }
        set { shared.lock.withLock { $0.farewell = newValue } }
    }

    /// The signal that stopped the work, if one did.
    static var received: Int32? { shared.lock.withLock { $0.signal } }

    package static func install() {
        shared.lock.withLock { state in
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
        let farewell = shared.lock.withLock { state in
            if state.signal == nil { state.signal = number }
            return state.farewell
        }
        // With no output under way there is nothing to undo: stop at once, even mid pre-pass.
        guard !cancellation.cancel() else { return }
        let words = farewell ?? "interrupted; nothing was written"
        FileHandle.standardError.write(Data("\nunfold: \(words)\n".utf8))
        _exit(128 + number)
    }

    /// Throws the interruption once a signal came (between the scenes of a suite, in a server's loop).
    package static func check() throws {
        try cancellation.check()
    }
}
