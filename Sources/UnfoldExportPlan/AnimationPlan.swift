import UnfoldModel

/// Which scene frame each frame of an animated file shows, and when, so that every frame starts within one
/// unit of the format's clock of its time in the scene, with no drift, and the file lasts the scene's `end`.
package struct AnimationPlan: Sendable, Equatable {
    /// One frame of the file: the scene frame it shows, over [start, end) in the file's rate.
    package struct Frame: Sendable, Equatable {
        package var sceneFrame: Int
        /// Its start as a count of file-rate ticks (k / rate seconds).
        package var tick: Int
        /// How many ticks it lasts; the last frame's length is `lastDuration` instead.
        package var ticks: Int
    }

    /// The file's frame rate: the scene's, capped by the format and `--max-fps`.
    package var rate: Int
    package var frames: [Frame]
    /// The scene's length, in whole microseconds.
    package var endMicros: Micros

    /// `still`'s rule: file tick k shows the largest scene frame i with i / fps ≤ k / rate.
    package init(frameCount: Int, fps: Int, endMicros: Micros, cap: Int?) {
        rate = min(fps, cap ?? fps)
        self.endMicros = endMicros
        var frames: [Frame] = []
        var k = 0
        // File ticks up to the last scene frame's start; i / fps ≤ k / rate ⇔ i · rate ≤ k · fps.
        while k == 0
            || (Int64(k) * Micros.perSecond.whole < endMicros.whole * Int64(rate) && (k * fps) / rate < frameCount)
        {
            let scene = min(frameCount - 1, (k * fps) / rate)
            if let last = frames.last, last.sceneFrame == scene {
                frames[frames.count - 1].ticks += 1
            } else {
                frames.append(Frame(sceneFrame: scene, tick: k, ticks: 1))
            }
            k += 1
        }
        self.frames = frames
    }

    /// Merges frame n into the one before it (their pictures are identical).
    package mutating func merge(_ n: Int) {
        frames[n - 1].ticks += frames[n].ticks
        frames.remove(at: n)
    }

    /// Start of frame n rounded to the nearest unit of a clock with `unitsPerSecond` units.
    package func start(_ n: Int, unitsPerSecond: Int) -> Int64 {
        tickStart(frames[n].tick, unitsPerSecond: unitsPerSecond)
    }

    /// Start of file tick k (k / rate seconds) rounded to the nearest unit of that clock.
    package func tickStart(_ k: Int, unitsPerSecond: Int) -> Int64 {
        roundedDivision(Int64(k) * Int64(unitsPerSecond), Int64(rate))
    }

    /// How many ticks the file has before its end.
    package var tickCount: Int { frames.last.map { $0.tick + $0.ticks } ?? 0 }

    /// The file's end on that clock.
    package func end(unitsPerSecond: Int) -> Int64 {
        roundedDivision(endMicros.whole * Int64(unitsPerSecond), Micros.perSecond.whole)
    }

    /// Each frame's length on that clock: differences of rounded starts, so rounding never accumulates.
    package func durations(unitsPerSecond: Int) -> [Int64] {
        frames.indices.map { n in
            let next =
                n + 1 < frames.count
                ? start(n + 1, unitsPerSecond: unitsPerSecond) : end(unitsPerSecond: unitsPerSecond)
            return next - start(n, unitsPerSecond: unitsPerSecond)
        }
    }

    /// Each frame's exact length as a fraction of a second (APNG's delay_num / delay_den, both at most 65,535).
    package func exactDurations() -> [(numerator: Int, denominator: Int)] {
        frames.indices.map { n in
            if n + 1 < frames.count { return reduced(Int64(frames[n].ticks), Int64(rate)) }
            // The last frame runs to `end`: (end · rate − tick · 10⁶) / (10⁶ · rate) seconds.
            return reduced(
                endMicros.whole * Int64(rate) - Int64(frames[n].tick) * Micros.perSecond.whole,
                Micros.perSecond.whole * Int64(rate))
        }
    }

    func reduced(_ numerator: Int64, _ denominator: Int64) -> (numerator: Int, denominator: Int) {
        let g = gcd(max(1, numerator), denominator)
        var n = max(0, numerator) / g
        var d = denominator / g
        // Not representable exactly: the nearest millisecond, within one unit of a 1 ms clock; a frame over
        // 65.535 s (a scene's times reach 600 s) takes the finest of centiseconds, tenths and seconds that fits.
        for clock: Int64 in [1000, 100, 10, 1] where n > 65_535 || d > 65_535 {
            n = roundedDivision(max(0, numerator) * clock, denominator)
            d = clock
            let g2 = gcd(max(1, n), d)
            n /= g2
            d /= g2
        }
        return (Int(n), Int(d))
    }
}

func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }

/// a / b rounded half up, for b > 0.
func roundedDivision(_ a: Int64, _ b: Int64) -> Int64 { (2 * a + b).quotientAndRemainder(dividingBy: 2 * b).quotient }
