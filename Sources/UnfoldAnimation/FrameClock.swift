import UnfoldModel

/// A scene's frames in time: its frame rate, each frame's time, which frame shows a time, and how many frames a
/// length holds. Every such number is derived here, once, and the clock is passed down to what needs it.
struct FrameClock: Sendable, Equatable {
    let fps: Int

    init(fps: Int) {
        self.fps = fps
    }

    /// The time of frame i: i / fps, in microseconds.
    func time(ofFrame i: Int) -> Micros { Micros.perSecond.times(Double(i)).divided(by: Double(fps)) }

    /// How many frames a scene of this length shows: its length in frames, rounded, and at least one.
    func frameCount(end: Micros) -> Int {
        max(1, Int((end.seconds * Double(fps) + 0.5).rounded(.down)))
    }

    /// The index of the frame shown at `seconds` among `count` frames: the largest i with i / fps ≤ T.
    func frameIndex(at seconds: Double, count: Int) -> Int {
        var i = Int((seconds * Double(fps)).rounded(.down))
        while i + 1 < count, time(ofFrame: i + 1) <= Micros.perSecond.times(seconds) + Micros(1e-6) { i += 1 }
        return max(0, min(count - 1, i))
    }

    /// How many frames a span of `seconds` reaches over, rounded up.
    func frames(spanning seconds: Double) -> Int { Int((seconds * Double(fps)).rounded(.up)) }

    /// The seconds from frame `a` to frame `b`.
    func seconds(fromFrame a: Int, to b: Int) -> Double { Double(b - a) / Double(fps) }

    /// The first frame whose time is at or after `t`.
    func firstFrame(atOrAfter t: Micros) -> Int {
        var i = Int((t.times(Double(fps)) / Micros.perSecond).rounded(.up))
        // Rounding may land one frame late when t is a frame's time written inexactly.
        if i > 0 && time(ofFrame: i - 1) >= t - Micros(1e-6) { i -= 1 }
        return max(0, i)
    }
}
