import Foundation

/// How an update's progress maps to its values' progress.
package enum TimingCurve: Sendable, Equatable {
    case linear
    case bezier(Double, Double, Double, Double)
    /// SwiftUI's `spring(response:dampingFraction:)`.
    case spring(response: Double, damping: Double)

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
        case let .spring(r, d):
            let s = Spring(response: r, damping: d)
            return 1 - s.displacement(at: p * s.settleTime, from: 1, velocity: 0)
        }
    }

    /// The settle time of a spring, which replaces the written duration.
    package var springDuration: Double? {
        if case let .spring(r, d) = self { return Spring(response: r, damping: d).settleTime }
        return nil
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

    /// Seconds until the envelope falls below 0.001; from then on the value is at its target.
    package var settleTime: Double {
        if zeta < 1 { return log(1000) / (zeta * omega) }
        // (1 + ωt)e^(−ωt) = 0.001, solved for u = ωt by Newton's method.
        var u = 10.0
        for _ in 0..<50 {
            let f = (1 + u) * exp(-u) - 0.001
            let df = -u * exp(-u)
            u -= f / df
        }
        return u / omega
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
