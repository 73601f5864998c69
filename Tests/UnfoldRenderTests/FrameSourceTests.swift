import Foundation
import Testing
import UnfoldTestSupport
import UnfoldCore

@testable import UnfoldRender
@testable import UnfoldCodecs
@testable import UnfoldExportPlan
import UnfoldModel

/// Writers pull their frames from a source in the order they choose, each frame once.
@Suite struct FrameSourceTests {
    /// Pictures of one colour per frame, recording the order they are asked for.
    final class Recording: FrameSource {
        var asked: [Int] = []
        func frames(_ order: [Int], _ body: (AnimatedFrame) throws -> Void) throws {
            for n in order {
                asked.append(n)
                try body(
                    AnimatedFrame(rgba: Array(repeating: UInt8(truncatingIfNeeded: n * 20), count: 4 * 4 * 4), index: n)
                )
            }
        }
    }

    func options(_ count: Int) -> AnimationOptions {
        AnimationOptions(
            width: 4, height: 4, loop: 0,
            plan: AnimationPlan(frameCount: count, fps: 10, endMicros: Micros(100_000).times(Double(count)), cap: nil))
    }

    @Test func apngAndGIFTakeThePlansOrder() throws {
        let source = Recording()
        var apng = APNGWriter(options(5))
        _ = try apng.write(from: source)
        #expect(source.asked == [0, 1, 2, 3, 4])
    }

    /// WebP's two encoders are fed interleaved, the shared frame (the first half's last) first: the split is
    /// the writer's business, not the exporter's.
    @Test func webPPullsItsHalvesInterleaved() throws {
        let source = Recording()
        let webp = try WebPWriter(options(10), quality: nil, method: 1, threads: 2)
        let bytes = try webp.write(from: source)
        #expect(source.asked == [4, 0, 5, 1, 6, 2, 7, 3, 8, 9])
        #expect(Array(bytes.prefix(4)) == Array("RIFF".utf8))
        // The same frames fed one by one in plan order make the same file.
        let inOrder = Recording()
        let single = try WebPWriter(options(10), quality: nil, method: 1, threads: 1)
        try inOrder.frames(Array(0..<10)) { try single.add($0) }
        #expect(try single.finish() == bytes)
    }
}
