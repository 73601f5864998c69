import Testing
import UnfoldCoreTestSupport

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldModel

/// Scene time is a `Micros`: whole microseconds from what users write, fractional ones for frame times and
/// curves, seconds in what they read.
@Suite struct MicrosTests {
    @Test func secondsRoundToTheNearestMicrosecond() {
        #expect(Micros(seconds: 0.3) == 300_000)
        #expect(Micros(seconds: 0.000_000_4) == 0)
        #expect(Micros(seconds: 0.000_000_6) == 1)
        #expect(Micros(seconds: 600) == SceneParser.maxTime)
        #expect(Micros(2_500_000).seconds == 2.5)
        #expect(Micros.perSecond == 1_000_000)
        #expect(Micros.perSecond.whole == 1_000_000)
    }

    @Test func wholeTimesAddExactly() {
        // 0.1 s written 6,000 times is exactly 600 s: whole microseconds are whole numbers in a Double.
        var clock: Micros = 0
        for _ in 0..<6_000 { clock += Micros(seconds: 0.1) }
        #expect(clock == SceneParser.maxTime)
        #expect(clock.whole == 600_000_000)
        #expect((clock - Micros(seconds: 599.999_999)).count == 1)
    }

    @Test func arithmetic() {
        let t0: Micros = 1_000_000
        let d: Micros = 300_000
        // A progress through a duration is a plain number.
        #expect((Micros(1_150_000) - t0) / d == 0.5)
        // Frame times: i / fps seconds, fractional microseconds kept.
        #expect(Micros.perSecond.times(1).divided(by: 60).count == 1_000_000.0 / 60)
        #expect(d.times(2) == 600_000)
        #expect(d.times(0.5) == 150_000)
        // Plain numbers stay plain where the core is imported.
        let dimmed = 255 * 0.65
        #expect(dimmed == 165.75)
        #expect(max(t0, d) == t0)
        #expect(Micros.distantPast < 0 && Micros.distantFuture > SceneParser.maxTime)
        #expect(Micros(1_234_567.4).whole == 1_234_567)
    }

    @Test func framesOfATimeline() throws {
        let text = "fps 60\nend 1\ncell c\n  text title\n\nrows c\n  a title \"x\"\n"
        let scene = try SceneParser.parse(text).get()
        let timeline = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        #expect(timeline.time(ofFrame: 30) == 500_000)
        #expect(timeline.time(ofFrame: 1).count == 1_000_000.0 / 60)
        #expect(timeline.frameIndex(at: 0.5) == 30)
        #expect(timeline.endMicros == 1_000_000)
        #expect(timeline.frameCount == 60)
    }
}
