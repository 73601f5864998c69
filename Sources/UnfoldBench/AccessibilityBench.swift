import Foundation
import Unfold
import UnfoldCore
import UnfoldAccessibility
import UnfoldModel

/// Issue 40's targets, side by side in each round: the accessibility elements of every frame of
/// `bench/expand.scene` against rendering it (under 2 %), and `render --accessibility -o DIR` against a plain
/// `render -o DIR` of the same scene (within 1.3×).
enum AccessibilityBench {
    static func run(unfold: String, rounds: Int, scene: String = "bench/expand.scene") throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-a11y-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let timeline = try SceneDocument.read(path: scene).load().prepare().timeline
        let frames = timeline.frameCount
        // The frames' states are the render's own work: only reading the elements from them is timed.
        let states = (0..<frames).map { timeline.state(frame: $0) }
        let reader = AccessibilityReader(scene: timeline.scene)
        var elementTimes: [Double] = []
        var plains: [Double] = []
        var pictures: [Double] = []
        var shares: [Double] = []
        var ratios: [Double] = []
        var count = 0
        for _ in 0..<rounds {
            let plain = runProcess(unfold, ["render", scene, "-o", dir.path + "/plain", "--quiet"])
            let drawn = runProcess(unfold, ["render", scene, "--accessibility", "-o", dir.path + "/a11y", "--quiet"])
            let start = now()
            count = 0
            for state in states { count += reader.elements(state).count }
            let elements = now() - start
            elementTimes.append(elements)
            plains.append(plain.wall)
            pictures.append(drawn.wall)
            shares.append(elements / plain.wall)
            ratios.append(drawn.wall / plain.wall)
        }
        print("")
        print(
            "Accessibility on \(scene) (\(frames) frames, \(count) elements in all; medians of \(rounds) paired "
                + "rounds):"
        )
        print(
            String(
                format: "  elements of every frame %.1f ms, plain render %.2f s: %.2f %% of the render (target < 2 %%)",
                median(elementTimes) * 1000, median(plains), median(shares) * 100))
        print(
            String(
                format: "  render --accessibility %.2f s against plain render %.2f s: %.2f× (target ≤ 1.3×)",
                median(pictures), median(plains), median(ratios)))
    }
}
