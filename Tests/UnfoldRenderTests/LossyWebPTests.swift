import Foundation
import Testing
import UnfoldTestSupport
import UnfoldCore
@testable import UnfoldRender
@testable import UnfoldCodecs
@testable import UnfoldExportPlan
import UnfoldModel

/// A lossy WebP keeps up with a slow fade (see `LossyDrift`), decoded by libwebp's decoder.
@Suite struct LossyWebPTests {
    @Test func aSlowFadeBesideAFastChangeReachesItsEnd() throws {
        // The left half fades from grey to white 3 levels a frame, less than libwebp's tolerance at quality 75
        // (5 levels), while the right half flips between black and white, so no frame is left out. 24 frames
        // of 100 ms, so the writer also splits the file.
        let (width, height) = (32, 16)
        let level = { (n: Int) in min(255, 195 + 3 * n) }
        let plan = AnimationPlan(frameCount: 24, fps: 10, endMicros: Micros(2_400_000), cap: nil)
        let writer = try WebPWriter(
            AnimationOptions(width: width, height: height, loop: 0, plan: plan), quality: 75, method: 4)
        #expect(LossyDrift(quality: 75).tolerance == 5)
        for n in writer.order(frameCount: 24) {
            let rgba = (0..<(width * height)).flatMap { p -> [UInt8] in
                let v = p % width < width / 2 ? UInt8(level(n)) : UInt8(n % 2 * 255)
                return [v, v, v, 255]
            }
            try writer.add(AnimatedFrame(rgba: rgba, index: n))
        }
        let file = tempDir("webp-lossy").appendingPathComponent("fade.webp")
        try Data(try writer.finish()).write(to: file)
        let webp = try decodeWebP(file.path)
        #expect(webp.end == 2400)
        for n in 0..<24 {
            let shown = try #require(webp.frames.last { $0.start <= n * 100 })
            // The middle of the fading half: within the tolerance, plus a level or two of lossy coding.
            let v = Int(shown.rgb[(height / 2 * width + width / 4) * 3])
            #expect(abs(v - level(n)) <= 7, "frame \(n) shows \(v), not \(level(n))")
        }
    }
}
