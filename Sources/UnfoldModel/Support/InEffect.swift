// Inlinable (see README, "How it is built"): every "value at t" of a frame is read through these.
extension RandomAccessCollection where Index == Int {
    /// The position of the element in effect at `t` in a list of changes sorted by the time each takes
    /// effect (`start`): the last that starts at or before `t`, nil before the first. Every "value at t" of a
    /// compiled timeline is read this way: a motion's list directly, a plain value through `Steps`.
    @inlinable
    package func indexInEffect(at t: Micros, start: (Element) -> Micros) -> Int? {
        let next = partitioningIndex { start($0) > t }
        return next == startIndex ? nil : next - 1
    }

    /// The element in effect at `t` (see `indexInEffect`).
    @inlinable
    package func inEffect(at t: Micros, start: (Element) -> Micros) -> Element? {
        indexInEffect(at: t, start: start).map { self[$0] }
    }
}
