import Testing

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldModel

/// Issue 56, point 5: frame times and counts come from one `FrameClock`, points and pixels from one `Canvas`.
@Suite struct FrameClockAndCanvasTests {
    @Test func framesTimesAndCounts() {
        let clock = FrameClock(fps: 30)
        #expect(clock.time(ofFrame: 0) == Micros(0))
        #expect(clock.time(ofFrame: 3) == Micros(100_000))
        // 1 s holds 30 frames; 1.01 s rounds to 30, 1.02 s to 31; nothing is still one frame.
        #expect(clock.frameCount(end: Micros(1_000_000)) == 30)
        #expect(clock.frameCount(end: Micros(1_010_000)) == 30)
        #expect(clock.frameCount(end: Micros(1_020_000)) == 31)
        #expect(clock.frameCount(end: Micros(0)) == 1)
        // The frame shown at a time is the last that started by it, within the scene's frames.
        #expect(clock.frameIndex(at: 0.1, count: 30) == 3)
        #expect(clock.frameIndex(at: 0.099, count: 30) == 2)
        #expect(clock.frameIndex(at: 5, count: 30) == 29)
        #expect(clock.frameIndex(at: -1, count: 30) == 0)
        #expect(clock.firstFrame(atOrAfter: Micros(100_000)) == 3)
        #expect(clock.firstFrame(atOrAfter: Micros(100_001)) == 4)
        // Each frame's own time, however inexactly a third or a seventh is written, lands on that frame.
        for fps in [3, 7, 24, 30, 60, 120] {
            let other = FrameClock(fps: fps)
            let wrong = (0..<200).filter { other.firstFrame(atOrAfter: other.time(ofFrame: $0)) != $0 }
            #expect(wrong.isEmpty, "\(fps) fps: \(wrong)")
        }
    }

    @Test func pointsAndPixels() {
        let canvas = Canvas(width: 390, height: 844.5, scale: 3)
        #expect(canvas.pixelWidth == 1170)
        #expect(canvas.pixelHeight == 2534)
        #expect(canvas.onePixel == 1.0 / 3)
        #expect(canvas.pixelFloor(10.5) == 31.0 / 3)
        #expect(Canvas.pixels(0.4, scale: 1) == 0)
        var settings = Settings()
        settings.width = 200
        settings.height = 100
        settings.scale = 2
        #expect(settings.canvas == Canvas(width: 200, height: 100, scale: 2))
    }
}
