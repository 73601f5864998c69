import UnfoldModel

/// Something that runs for a while: an update, a scroll, a list edit, a long press, a highlight's fade.
struct Activity: Sendable, Equatable {
    var start: Micros
    var end: Micros
    /// Whether its end makes a rest frame (a highlight's fade only keeps others from resting).
    var isEvent: Bool
}

extension Timeline {
    /// The frames at rest, as the audit looks at them: frame 0, the first frame after each update, scroll, list
    /// edit or long press (with its growth) has ended with nothing else running, and the last frame.
    package var restFrames: [Int] {
        let sorted = activities.sorted { $0.start < $1.start }
        // The latest end among the activities started at or before each one: what runs at a time is then one
        // binary search away.
        var reach: [Micros] = []
        reach.reserveCapacity(sorted.count)
        for a in sorted { reach.append(max(reach.last ?? .distantPast, a.end)) }
        /// The end of everything running at `t` (nil when nothing runs).
        func runningUntil(_ t: Micros) -> Micros? {
            let started = sorted.partitioningIndex { $0.start > t }
            guard started > 0, reach[started - 1] > t else { return nil }
            return reach[started - 1]
        }
        var frames: Set<Int> = [0, max(0, frameCount - 1)]
        for a in activities where a.isEvent {
            var i = firstFrame(atOrAfter: a.end)
            while i < frameCount, let until = runningUntil(time(ofFrame: i)) {
                i = max(i + 1, firstFrame(atOrAfter: until))
            }
            if i < frameCount { frames.insert(i) }
        }
        return frames.sorted()
    }

    /// The first frame whose time is at or after `t`.
    func firstFrame(atOrAfter t: Micros) -> Int { clock.firstFrame(atOrAfter: t) }
}
