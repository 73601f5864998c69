import Foundation
import Testing

@testable import Unfold

/// A scroll that names only a curve takes the scene's `animation` duration (and one that names only a duration,
/// its curve): a variant that changes the animation changes them the same whether it is read alone or with the
/// other variants (`render --variant slow` wrote 66 frames, `--all-variants` 30).
@Suite struct VariantScrollTimingTests {
    static func scene(_ scroll: String) -> String {
        """
        canvas 200x300 @1x
        fps 30
        animation 0.3 linear
        variant slow animation 1.5 linear
        variant springy animation 0.6 ease-in-out
        cell c
          text t
        rows c
          repeat 40 r{i} t "Row {i}"
        timeline
          at 0.2 \(scroll)
        """
    }

    @Test(arguments: [
        "scroll by 300 ease-out", "scroll by 300 over 1", "scroll to r30 top ease-in", "scroll by 300",
        "scroll by 300 over 0.5 ease-out"
    ])
    func aVariantsAnimationReachesItsScrollsBothWays(_ scroll: String) throws {
        let dir = tempDir("variant-scroll")
        let path = write(Self.scene(scroll), to: dir.appendingPathComponent("s.scene"))
        let document = try SceneDocument.read(path: path)
        let whole = try document.check().0
        for variant in ["slow", "springy"] {
            let alone = try document.load(variant: variant).prepare().timeline
            let applied = try #require(try whole?.variant(variant)).prepare().timeline
            #expect(alone.frameCount == applied.frameCount, "\(scroll) in \(variant)")
            #expect(
                TimelineJSON.encode(alone, frames: 0..<alone.frameCount)
                    == TimelineJSON.encode(applied, frames: 0..<applied.frameCount), "\(scroll) in \(variant)")
        }
        // The slow variant's scroll takes its 1.5 s where it leaves the duration out: 1.2 s (36 frames) longer.
        if !scroll.contains("over") {
            let slow = try document.load(variant: "slow").prepare().timeline.frameCount
            let plain = try document.load(variant: "default").prepare().timeline.frameCount
            #expect(slow == plain + 36, "\(slow) frames against \(plain)")
        }
    }
}
