import Foundation
import Testing
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldModel

/// `uikit-spring D V`: UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:), a spring
/// that settles exactly at the animation's duration, against its closed form computed here independently.
@Suite struct UIKitSpringTests {
    /// ω × settle time for a critically damped spring: (1 + u)e^(−u) = 0.001, by bisection.
    static func criticalUnits() -> Double {
        var low = 1.0
        var high = 30.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if (1 + mid) * exp(-mid) > 0.001 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The fraction of the way done at `t` seconds, for a spring from rest at 0 to 1 with initial velocity `v`
    /// (whole distances per second) settling at `duration`.
    static func closedForm(damping z: Double, velocity v: Double, duration: Double, at t: Double) -> Double {
        if t >= duration { return 1 }
        if z < 1 {
            let w = log(1000) / (z * duration)
            let wd = w * (1 - z * z).squareRoot()
            let x = exp(-z * w * t) * (cos(wd * t) + (z * w - v) / wd * sin(wd * t))
            return 1 - x
        }
        let w = criticalUnits() / duration
        return 1 - exp(-w * t) * (1 + (w - v) * t)
    }

    @Test(arguments: [1.0, 0.7, 0.4], [0.0, 1.0])
    func followsItsClosedFormAndEndsAtItsDuration(damping: Double, velocity: Double) {
        let duration = 0.5
        let curve = TimingCurve.uikitSpring(damping: damping, velocity: velocity, duration: duration)
        #expect(curve.springDuration.map { abs($0 - duration) < 1e-12 } == true)
        for k in 1...10 {
            let t = duration * Double(k) / 10
            let want = Self.closedForm(damping: damping, velocity: velocity, duration: duration, at: t)
            let got = curve.value(at: Double(k) / 10)
            #expect(abs(got - want) < 1e-9, "D \(damping) V \(velocity) at \(t) s: \(got), closed form \(want)")
        }
        #expect(curve.value(at: 1) == 1)
    }

    /// A 0.5 s `uikit-spring 1 1` moves until 0.5 s and is at rest from then on; a SwiftUI `spring 0.5 1` (what a
    /// user would guess) lasts about 0.75 s.
    @Test func lastsItsDurationInTheTimeline() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "0.4 linear", with: "0.5 uikit-spring 1 1") + "timeline\n  tap a")
        let heights = (0..<tl.frameCount).map { row(tl.state(frame: $0), "a")!.height }
        let lastMoving = heights.lastIndex { $0 != 120 }!
        #expect(lastMoving == 29)
        #expect(tl.frameIndex(at: 0.5) == 30 && heights[30] == 120)
        #expect(abs(TimingCurve.spring(response: 0.5, damping: 1).springDuration! - 0.7348) < 0.001)
        // Velocity 1 starts faster than velocity 0.
        let still = try compile(
            boxes.replacingOccurrences(of: "0.4 linear", with: "0.5 uikit-spring 1 0") + "timeline\n  tap a")
        #expect(row(tl.state(frame: 3), "a")!.height > row(still.state(frame: 3), "a")!.height)
    }

    @Test func worksOnScrollsAndRoundTrips() throws {
        let text =
            boxes.replacingOccurrences(of: "0.4 linear", with: "0.4 uikit-spring 0.7 2")
            + "timeline\n  scroll by 40 over 0.3 uikit-spring 1 0"
        let scene = try parseOK(text)
        #expect(
            scene.settings.animation
                == AnimationSpec(duration: 400_000, curve: .uikitSpring(damping: 0.7, velocity: 2, duration: 0.4)))
        #expect(scene.sceneText.contains("animation 0.4 uikit-spring 0.7 2"))
        #expect(scene.sceneText.contains("scroll by 40 over 0.3 uikit-spring 1 0"))
    }
}

@Suite struct UIKitSpringErrorTests {
    func error(_ text: String) -> String {
        parseErrors(text).map { "\($0.location.line):\($0.location.column): \($0.message)" }.first ?? ""
    }

    @Test func badValuesAreErrorsAtTheirColumn() {
        #expect(
            error("animation 0.5 uikit-spring 1.5 1") == "1:28: uikit-spring damping 1.5 is out of range (0 < D ≤ 1)")
        #expect(error("animation 0.5 uikit-spring 0 1") == "1:28: uikit-spring damping 0 is out of range (0 < D ≤ 1)")
        #expect(error("animation 0 uikit-spring 1 1").hasPrefix("1:13: a uikit-spring lasts the animation's duration"))
        #expect(error("animation 0.5 uikit-spring 1 fast").hasPrefix("1:30: expected uikit-spring initial velocity"))
        #expect(
            error("animation 0.5 uikit-sprung 1 1")
                == "1:15: unknown curve 'uikit-sprung'; did you mean 'uikit-spring'?")
    }
}

/// `content-animation DURATION CURVE` on a cell line: the cell's content moves on its own timing while the row's
/// height follows the update's, as seed 001's setSelected animation runs beside beginUpdates/endUpdates.
@Suite struct ContentAnimationTests {
    static func scene(_ own: String) -> String {
        """
        fps 60
        animation 0.4 linear
        highlight none
        cell c\(own)
          vstack
            box id bar height 60/120
            text note visible expanded
        rows c
          a note "More"
        timeline
          tap a
        """
    }

    func element(_ tl: Timeline, _ id: String, at seconds: Double) -> ElementPresentation {
        let f = row(tl.state(at: seconds), "a")!
        let template = tl.scene.template(ofRow: f.row)
        return f.layers.last!.elements.first { template.ids[$0.index] == id }!
    }

    @Test func theContentRunsOnItsOwnCurveBesideTheRowsHeight() throws {
        let tl = try compile(Self.scene(" content-animation 0.2 linear"))
        // At 0.1 s the row is a quarter of the way (0.4 s), its content half (0.2 s).
        #expect(row(tl.state(at: 0.1), "a")!.height == 60 + (120 + 20 - 60) * 0.25)
        #expect(element(tl, "bar", at: 0.1).frame.height == 90)
        #expect(element(tl, "note", at: 0.1).alpha == 0.5)
        // At 0.2 s the content is done, the row is half way.
        #expect(element(tl, "bar", at: 0.2).frame.height == 120 && element(tl, "note", at: 0.2).alpha == 1)
        #expect(row(tl.state(at: 0.2), "a")!.height == 60 + (120 + 20 - 60) * 0.5)
        // Without it the content follows the row.
        let together = try compile(Self.scene(""))
        #expect(element(together, "bar", at: 0.1).frame.height == 75)
    }

    @Test func aLongerContentAnimationEndsWhenItsDurationSays() throws {
        let tl = try compile(Self.scene(" content-animation 0.6 ease-in-out"))
        #expect(row(tl.state(at: 0.4), "a")!.height == 140)
        #expect(element(tl, "bar", at: 0.4).frame.height < 120)
        let heights = (0..<tl.frameCount).map { element(tl, "bar", at: Double($0) / 60).frame.height }
        #expect(heights.lastIndex { $0 != 120 } == 35)
        #expect(
            try parseOK(Self.scene(" content-animation 0.6 ease-in-out")).sceneText.contains(
                "cell c content-animation 0.6 ease-in-out"))
    }
}
