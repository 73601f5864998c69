/// A time or a duration, in microseconds: every time in the core is one. Whole in the parser and the model, so
/// their sums are exact (a Double holds every whole number below 2⁵³ exactly, and a scene lasts at most 600 s);
/// fractional in the compiler's frame times and curves. Seconds are what users write and read. A whole literal
/// is a time where one is expected; scaling is named (`times`, `divided(by:)`), since a `*` taking a literal
/// made plain arithmetic such as `255 * 0.65` ambiguous wherever the core is imported.
/// Inlinable (see README, "How it is built"): the animation, another target, does this arithmetic per row and frame.
@usableFromInline
package struct Micros: Hashable, Comparable, Sendable, AdditiveArithmetic, ExpressibleByIntegerLiteral {
    /// The number of microseconds.
    @usableFromInline
    package var count: Double

    @inlinable
    package init(_ count: Double) { self.count = count }

    @inlinable
    package init(integerLiteral value: Int64) { count = Double(value) }

    /// `seconds` to the nearest whole microsecond.
    @inlinable
    package init(seconds: Double) { count = (seconds * Self.perSecondCount).rounded() }

    /// This many microseconds in seconds.
    @inlinable
    package var seconds: Double { count / Self.perSecondCount }

    /// A whole time as an integer, for whole-number arithmetic (frame ticks, timescales).
    @inlinable
    package var whole: Int64 { Int64(count.rounded()) }

    /// Microseconds in a second: the one place that converts between microseconds and seconds.
    @usableFromInline static let perSecondCount = 1e6

    @usableFromInline
    package static let perSecond = Micros(perSecondCount)

    @usableFromInline
    package static let zero = Micros(0)

    /// Before and after every time: what a search starts from, or when something never happened.
    @usableFromInline
    package static let distantPast = Micros(-.infinity)
    @usableFromInline
    package static let distantFuture = Micros(.infinity)

    @inlinable
    package static func + (a: Micros, b: Micros) -> Micros { Micros(a.count + b.count) }

    @inlinable
    package static func - (a: Micros, b: Micros) -> Micros { Micros(a.count - b.count) }

    @inlinable
    package static func < (a: Micros, b: Micros) -> Bool { a.count < b.count }

    /// How many of `b` fit in `a`: a progress through a duration, say.
    @inlinable
    package static func / (a: Micros, b: Micros) -> Double { a.count / b.count }

    /// A duration scaled: a fraction of it, or a whole number of intervals.
    @inlinable
    package func times(_ k: Double) -> Micros { Micros(count * k) }

    @inlinable
    package func divided(by k: Double) -> Micros { Micros(count / k) }
}
