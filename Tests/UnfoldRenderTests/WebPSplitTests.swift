import Foundation
import Testing
import UnfoldTestSupport
import UnfoldCore
@testable import UnfoldRender
@testable import UnfoldCodecs
@testable import UnfoldExportPlan
import UnfoldModel

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
    static let cases: [(String, @Sendable (Int) -> UInt8)] = [
        ("every frame differs", { UInt8($0 * 20) }),
        ("the frames after the shared one repeat it", { (5...7).contains($0) ? 100 : UInt8($0 * 20) }),
        ("the whole second half repeats the shared frame", { $0 >= 5 ? 100 : UInt8($0 * 20) }),
        ("the whole first half is one picture", { $0 <= 5 ? 100 : UInt8($0 * 20) }),
        ("one picture throughout", { _ in 100 })
    ]

    @Test(arguments: 0..<cases.count) func theJoinedFileShowsEveryFrameAtItsTime(_ k: Int) throws {
        let red = Self.cases[k].1
        let plan = AnimationPlan(frameCount: 12, fps: 10, endMicros: Micros(1_200_000), cap: nil)
        let writer = try WebPWriter(
            AnimationOptions(width: Self.side, height: Self.side, loop: 0, plan: plan), quality: nil, method: 1)
        #expect(writer.split == 6)
        let order = writer.order(frameCount: 12)
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

    /// Frames drawn from three pictures that differ in small squares at different places, in 40 seeded
    /// orders of 8 to 23 frames, so that sub-rectangles, blending and merged frames fall on either side of
    /// the join. Every frame must decode exactly, at its time.
    @Test func randomSequencesDecodeExactly() throws {
        let (width, height) = (24, 24)
        let pictures: [[UInt8]] = (0..<3).map { k in
            (0..<(width * height)).flatMap { p -> [UInt8] in
                let (x, y) = (p % width, p / width)
                let inSquare = (x / 6 == k + 1) && (y / 6 == (k * 2) % 4)
                return inSquare ? [UInt8(40 * k), 90, 200, 255] : [250, 250, 250, 255]
            }
        }
        var seed: UInt64 = 12_345
        for round in 0..<40 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = 8 + Int(seed >> 60)
            var picks: [Int] = []
            for _ in 0..<count {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                picks.append(Int(seed >> 33) % 3)
            }
            let plan = AnimationPlan(
                frameCount: count, fps: 10, endMicros: Micros(100_000).times(Double(count)), cap: nil)
            let writer = try WebPWriter(
                AnimationOptions(width: width, height: height, loop: 0, plan: plan), quality: nil, method: 1)
            for n in writer.order(frameCount: count) {
                try writer.add(AnimatedFrame(rgba: pictures[picks[n]], index: n))
            }
            let file = tempDir("webp-random").appendingPathComponent("r.webp")
            try Data(try writer.finish()).write(to: file)
            let webp = try decodeWebP(file.path)
            #expect(webp.end == count * 100, "round \(round)")
            for n in 0..<count {
                let shown = try #require(webp.frames.last { $0.start <= n * 100 })
                let exact = shown.rgb == PNGChunks.rgb(pictures[picks[n]])
                #expect(exact, "round \(round), frame \(n) of \(picks)")
            }
        }
    }
}
