import Dispatch
import Synchronization

/// The next piece of `timeline.json`, made on a queue of its own while the caller writes the one before: at most
/// one piece is made ahead, so no more than two are ever held.
final class PieceAhead: Sendable {
    private let pieces: TimelinePieces
    private let made = Mutex<[UInt8]?>(nil)
    private let group = DispatchGroup()
    private let queue = DispatchQueue(label: "unfold.timeline-pieces")

    init(_ pieces: TimelinePieces) {
        self.pieces = pieces
        start()
    }

    private func start() {
        queue.async(group: group) { [self] in
            let piece = pieces.next()
            made.withLock { $0 = piece }
        }
    }

    /// The piece made ahead (waited for), after starting the one after it; nil once the file is whole.
    func take() -> [UInt8]? {
        group.wait()
        let piece = made.withLock { made in
            let piece = made
            made = nil
            return piece
        }
        if piece != nil { start() }
        return piece
    }

    /// Waits for a piece still being made, so that nothing runs after the file is closed or given up.
    func finish() { group.wait() }
}
