import Foundation
import Testing
import UnfoldCore
@testable import UnfoldRender

/// The WebP writer encodes the two halves of a file on two threads and joins them with libwebp's muxer. These
/// check the join where libwebp merges unchanged frames on either side of it, decoded by libwebp's decoder.
@Suite struct WebPSplitTests {
    static let side = 16

    /// Opaque frames whose red channel is `red`; the other channels stay white.
    static func picture(_ red: UInt8) -> [UInt8] {
        var rgba = [UInt8](repeating: 255, count: side * side * 4)
        for p in 0..<(side * side) { rgba[p * 4] = red }
        return rgba
    }

    /// Which frames look alike: each case gives frame n's red value, for 12 frames of 100 ms split at 6
    /// (the first half takes frames 0–5, the second 5–11).
    static let cases: [(String, (Int) -> UInt8)] = [
        ("every frame differs", { UInt8($0 * 20) }),
        ("the frames after the shared one repeat it", { (5...7).contains($0) ? 100 : UInt8($0 * 20) }),
        ("the whole second half repeats the shared frame", { $0 >= 5 ? 100 : UInt8($0 * 20) }),
        ("the whole first half is one picture", { $0 <= 5 ? 100 : UInt8($0 * 20) }),
        ("one picture throughout", { _ in 100 })
    ]

    @Test(arguments: 0..<cases.count) func theJoinedFileShowsEveryFrameAtItsTime(_ k: Int) throws {
        let red = Self.cases[k].1
        let plan = AnimationPlan(frameCount: 12, fps: 10, endMicros: 1_200_000, cap: nil)
        let writer = try WebPWriter(
            AnimationOptions(width: Self.side, height: Self.side, loop: 0, plan: plan), quality: nil, method: 1)
        #expect(writer.split == 6)
        let order = writer.feedOrder(frameCount: 12)
        #expect(order.sorted() == Array(0..<12))
        for n in order { try writer.add(AnimatedFrame(rgba: Self.picture(red(n)), index: n)) }
        let file = tempDir("webp-split").appendingPathComponent("x.webp")
        try Data(try writer.finish()).write(to: file)
        let webp = try decodeWebP(file.path)
        #expect(webp.end == 1200, "\(Self.cases[k].0)")
        for n in 0..<12 {
            let shown = try #require(webp.frames.last { $0.start <= n * 100 })
            #expect(shown.rgb[0] == red(n), "\(Self.cases[k].0): frame \(n) shows \(shown.rgb[0])")
        }
    }
}
