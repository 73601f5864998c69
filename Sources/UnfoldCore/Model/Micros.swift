/// Whole microseconds: all scene times are kept this way so sums are exact.
package typealias Micros = Int64

/// Microseconds in a second: the one place that converts between a scene's times (microseconds, whole in the
/// parser and the model, fractional in the compiler's curves) and seconds (what users write and read).
package let microsPerSecond = 1e6

extension Micros {
    /// `seconds` to the nearest whole microsecond.
    package init(seconds: Double) { self.init((seconds * microsPerSecond).rounded()) }
    /// This many microseconds in seconds.
    package var seconds: Double { Double(self) / microsPerSecond }
}

extension Micros {
    /// Microseconds in a second, for whole-number arithmetic (frame ticks, timescales).
    package static let perSecond: Micros = 1_000_000
}
