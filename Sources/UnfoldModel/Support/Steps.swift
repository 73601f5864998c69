/// Values that each take effect at a time and hold until the next: a selection, a row's cell, a row in or out of
/// the list. Every plain "value in effect at t" of a compiled timeline is one of these; motions, whose value moves
/// between two times, are read from their own lists (`inEffect`).
/// Inlinable (see README, "How it is built"): the animation reads a step per row and frame.
@usableFromInline
package struct Steps<Value: Sendable>: Sendable {
    /// Ascending times, each with the value from then on. One array, so a million rows' steps cost one
    /// allocation each.
    @usableFromInline var steps: [(t: Micros, value: Value)] = []

    @inlinable
    package init() {}

    @inlinable
    package var isEmpty: Bool { steps.isEmpty }

    /// The latest step decided so far.
    @inlinable
    package var last: (t: Micros, value: Value)? { steps.last }

    /// The value in effect at `t`: the last step at or before `t`; nil before the first.
    @inlinable
    package func value(at t: Micros) -> Value? { steps.inEffect(at: t) { $0.t }?.value }

    /// A value from `t` on; `t` is not before the last step's.
    @inlinable
    package mutating func append(_ value: Value, at t: Micros) { steps.append((t, value)) }

    /// Drops the steps at or after `t`: changes planned for then no longer happen.
    @inlinable
    package mutating func removeSteps(from t: Micros) {
        while let last = steps.last, last.t >= t { steps.removeLast() }
    }
}
