import Foundation

/// How an update's progress maps to its values' progress.
package enum TimingCurve: Sendable, Equatable {
    case linear
    case bezier(Double, Double, Double, Double)
    /// SwiftUI's `spring(response:dampingFraction:)`.
    case spring(response: Double, damping: Double)
    /// UIKit's `usingSpringWithDamping: damping, initialSpringVelocity: velocity` in an animation of `duration`
    /// seconds: a spring of that damping ratio whose response makes it settle (by `Spring.settleTime`'s rule)
    /// exactly at the duration, starting at `velocity` times the whole distance per second.
    case uikitSpring(damping: Double, velocity: Double, duration: Double)

    package static let easeIn = TimingCurve.bezier(0.42, 0, 1, 1)
    package static let easeOut = TimingCurve.bezier(0, 0, 0.58, 1)
    package static let easeInOut = TimingCurve.bezier(0.42, 0, 0.58, 1)
    package static let `default` = TimingCurve.bezier(0.25, 0.1, 0.25, 1)

    /// The eased progress for linear progress `p` in 0…1 (for a spring: from rest, normalised to its settle time).
    package func value(at p: Double) -> Double {
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        switch self {
        case .linear: return p
        case let .bezier(x1, y1, x2, y2): return UnitBezier(x1, y1, x2, y2).solve(p)
        case .spring, .uikitSpring:
            let (s, v) = spring!
            // One whole distance to go, and the starting velocity towards the target.
            return 1 - s.displacement(at: p * s.settleTime, from: 1, velocity: -v)
        }
    }

    /// The settle time of a spring, which replaces the written duration.
    package var springDuration: Double? { spring?.spring.settleTime }

    /// A spring curve's spring, and its starting velocity in whole distances per second (SwiftUI's: 0).
    package var spring: (spring: Spring, velocity: Double)? {
        switch self {
        case let .spring(r, d): return (Spring(response: r, damping: d), 0)
        case let .uikitSpring(d, v, duration): return (Spring(damping: d, settlingIn: duration), v)
        default: return nil
        }
    }
}

/// A cubic Bézier timing function solved for x as WebKit's UnitBezier does: Newton's method, then bisection.
struct UnitBezier: Sendable {
    let cx, bx, ax, cy, by, ay: Double

    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    func solveCurveX(_ x: Double, epsilon: Double = 1e-9) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = sampleX(t) - x
            if abs(err) < epsilon { return t }
            let d = derivativeX(t)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo = 0.0
        var hi = 1.0
        t = x
        if t < lo { return lo }
        if t > hi { return hi }
        while lo < hi {
            let v = sampleX(t)
            if abs(v - x) < epsilon { return t }
            if x > v { lo = t } else { hi = t }
            t = (hi - lo) / 2 + lo
            if hi - lo < 1e-15 { break }
        }
        return t
    }

    package func solve(_ x: Double) -> Double { sampleY(solveCurveX(x)) }
}

/// A damped spring of mass 1, stiffness (2π/R)² and damping 4πD/R, in closed form.
package struct Spring: Sendable {
    package let omega: Double
    package let zeta: Double

    package init(response: Double, damping: Double) {
        omega = 2 * Double.pi / response
        zeta = damping
    }

    /// The spring of damping ratio `damping` that settles exactly `duration` seconds after it starts: UIKit's
    /// spring animations last their duration.
    package init(damping: Double, settlingIn duration: Double) {
        zeta = damping
        omega = Self.settleUnits(damping) / duration
    }

    /// Seconds until the envelope falls below 0.001; from then on the value is at its target.
    package var settleTime: Double { Self.settleUnits(zeta) / omega }

    /// ω × the settle time, which depends on the damping ratio alone.
    static func settleUnits(_ zeta: Double) -> Double {
        if zeta < 1 { return log(1000) / zeta }
        // (1 + ωt)e^(−ωt) = 0.001, solved for u = ωt by Newton's method.
        var u = 10.0
        for _ in 0..<50 {
            let f = (1 + u) * exp(-u) - 0.001
            let df = -u * exp(-u)
            u -= f / df
        }
        return u
    }

    /// Displacement from the target after `t` seconds, starting at `x0` with velocity `v0`.
    package func displacement(at t: Double, from x0: Double, velocity v0: Double) -> Double {
        if t >= settleTime { return 0 }
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = x0
            let b = (v0 + zeta * omega * x0) / wd
            return exp(-zeta * omega * t) * (a * cos(wd * t) + b * sin(wd * t))
        }
        return exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
    }
}
