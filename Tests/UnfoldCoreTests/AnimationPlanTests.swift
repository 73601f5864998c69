import Testing
@testable import UnfoldCore
@testable import UnfoldExportPlan
@testable import UnfoldModel

@Suite struct AnimationPlanTests {
    @Test func thirtyFPSStartsRoundToCentisecondsWithoutDrift() {
        let plan = AnimationPlan(frameCount: 90, fps: 30, endMicros: Micros(3_000_000), cap: 50)
        #expect(plan.rate == 30 && plan.frames.count == 90)
        let delays = plan.durations(unitsPerSecond: 100)
        #expect(Array(delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(delays.reduce(0, +) == 300)
        for n in plan.frames.indices {
            let exact = Double(n) * 100 / 30
            #expect(abs(Double(plan.start(n, unitsPerSecond: 100)) - exact) <= 0.5)
        }
    }

    @Test func sixtyFPSBecomesFiftyWithTheFrameStillWouldPick() {
        let plan = AnimationPlan(frameCount: 120, fps: 60, endMicros: Micros(2_000_000), cap: 50)
        #expect(plan.rate == 50 && plan.frames.count == 100)
        // File frame k at k/50 s shows the largest i with i/60 ≤ k/50.
        #expect(plan.frames.prefix(7).map(\.sceneFrame) == [0, 1, 2, 3, 4, 6, 7])
        #expect(plan.durations(unitsPerSecond: 100).allSatisfy { $0 == 2 })
    }

    @Test func mergedFramesSumTheirDurationsAndTheLastRunsToTheEnd() {
        var plan = AnimationPlan(frameCount: 10, fps: 30, endMicros: Micros(333_333), cap: nil)
        plan.merge(1)
        plan.merge(1)
        #expect(plan.frames.count == 8)
        #expect(plan.frames[0].ticks == 3)
        let exact = plan.exactDurations()
        #expect(exact[0].numerator == 1 && exact[0].denominator == 10)
        #expect(exact[1].numerator == 1 && exact[1].denominator == 30)
        // The last frame starts at 9/30 s and ends at 0.333333 s: 33,333 µs.
        // 33,333/1,000,000 does not fit 16 bits: the nearest millisecond, 33/1000.
        #expect(exact.last!.numerator == 33 && exact.last!.denominator == 1000)
        #expect(plan.durations(unitsPerSecond: 1000).reduce(0, +) == 333)
    }

    /// A still scene with `end 70.001` is one frame of 70.001 s: 70,001 ms does not fit APNG's 16 bits (it
    /// trapped), so it is 7,000 centiseconds, 70/1; 600 s, a scene's longest, is 600/1.
    @Test func aFrameOverSixtyFiveSecondsTakesACoarserClock() {
        let long = AnimationPlan(frameCount: 1, fps: 30, endMicros: Micros(70_001_000), cap: nil).exactDurations()
        #expect(long.count == 1 && long[0].numerator == 70 && long[0].denominator == 1)
        let longest = AnimationPlan(frameCount: 1, fps: 30, endMicros: Micros(600_000_000), cap: nil).exactDurations()
        #expect(longest[0].numerator == 600 && longest[0].denominator == 1)
        let odd = AnimationPlan(frameCount: 1, fps: 30, endMicros: Micros(65_537_000), cap: nil).exactDurations()
        #expect(odd[0].numerator == 3_277 && odd[0].denominator == 50)
        for plan in [long, longest, odd] {
            #expect(plan.allSatisfy { $0.numerator <= 65_535 && $0.denominator <= 65_535 })
        }
    }
}
