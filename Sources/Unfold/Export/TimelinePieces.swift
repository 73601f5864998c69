import Foundation
import Synchronization
import UnfoldCore

/// `timeline.json` for a range of frames, handed over a few frames at a time as it is made: joined, the
/// pieces are `TimelineJSON.encode`'s bytes, and no more than a piece is ever held (the preview streams them,
/// `render` writes them; one frame listing a million rows is hundreds of megabytes).
final class TimelinePieces: Sendable {
    static let framesPerPiece = 8
    let timeline: Timeline
    let frames: Range<Int>
    /// The next frame to write, and whether the tail is written.
    private let state: Mutex<(next: Int, done: Bool)>

    init(_ timeline: Timeline, frames: Range<Int>? = nil) {
        self.timeline = timeline
        let range = frames ?? 0..<timeline.frameCount
        self.frames = range
        state = Mutex((range.lowerBound, false))
    }

    /// The next piece, or nil once the file is whole.
    func next() -> [UInt8]? {
        state.withLock { state in
            if state.done { return nil }
            var out = state.next == frames.lowerBound ? TimelineJSON.head(timeline) : ""
            let end = min(frames.upperBound, state.next + Self.framesPerPiece)
            for i in state.next..<end { out += TimelineJSON.frame(timeline, i, first: i == frames.lowerBound) }
            state.next = end
            if end == frames.upperBound {
                out += TimelineJSON.tail(empty: frames.isEmpty)
                state.done = true
            }
            return Array(out.utf8)
        }
    }
}
