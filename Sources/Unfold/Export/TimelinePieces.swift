import Foundation
import Synchronization
import UnfoldCore
import UnfoldGoldens
import UnfoldAnimation
import UnfoldModel

/// `timeline.json` for a range of frames, handed over a few frames at a time as it is made: joined, the
/// pieces are `TimelineJSON.encode`'s bytes, and no more than a piece is ever held (the preview streams them,
/// `render` writes them). A frame listing a million rows (the start of an update that inserts them) is
/// hundreds of megabytes of text: it is handed over a few thousand rows at a time.
final class TimelinePieces: Sendable {
    static let framesPerPiece = 8
    /// Rows written at once: enough for each core to take a share of at least `ConcurrentMap.minimum`.
    static let rowsPerPiece = 16384
    let timeline: Timeline
    let frames: Range<Int>

    /// Where the writing is: the next frame, the frame whose rows are being written and the next of them,
    /// and whether the tail is written.
    private struct Progress {
        var next: Int
        var open: (state: FrameState, row: Int)? = nil
        var done = false
    }

    private let state: Mutex<Progress>

    init(_ timeline: Timeline, frames: Range<Int>? = nil) {
        self.timeline = timeline
        let range = frames ?? 0..<timeline.frameCount
        self.frames = range
        state = Mutex(Progress(next: range.lowerBound))
    }

    /// The next piece, or nil once the file is whole.
    func next() -> [UInt8]? {
        state.withLock { state in
            if state.done { return nil }
            var out: [UInt8] = []
            if state.next == frames.lowerBound && state.open == nil { out += TimelineJSON.head(timeline).utf8 }
            var written = 0
            while written < Self.framesPerPiece && state.next < frames.upperBound {
                if state.open == nil {
                    let (start, frame) = TimelineJSON.frameStart(
                        timeline, state.next, first: state.next == frames.lowerBound)
                    out += start.utf8
                    state.open = (frame, 0)
                }
                let (frame, row) = state.open!
                let end = min(frame.rows.count, row + Self.rowsPerPiece)
                out += TimelineJSON.rowBytes(timeline, frame, from: row..<end)
                if end < frame.rows.count {
                    state.open = (frame, end)
                    return out
                }
                out += TimelineJSON.frameEnd(frame).utf8
                state.open = nil
                state.next += 1
                written += 1
            }
            if state.next == frames.upperBound {
                out += TimelineJSON.tail(empty: frames.isEmpty).utf8
                state.done = true
            }
            return out
        }
    }
}
