import Foundation

/// `unfold test` over scenes/ against the time to render the same scenes, side by side in each round.
enum SuiteBench {
    static func run(unfold: String, rounds: Int) {
        let scenes = ((try? FileManager.default.contentsOfDirectory(atPath: "scenes")) ?? []).filter {
            $0.hasSuffix(".scene")
        }.sorted()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-suite-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        var tests: [Double] = []
        var renders: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let test = runProcess(
                unfold, ["test", "scenes", "--goldens", "Tests/Goldens", "--report", dir.path + "/report", "--quiet"])
            var render = 0.0
            for scene in scenes {
                render += runProcess(unfold, ["render", "scenes/" + scene, "-o", dir.path + "/frames", "--quiet"]).wall
            }
            tests.append(test.wall)
            renders.append(render)
            ratios.append(test.wall / render)
        }
        print("")
        print(
            "unfold test on scenes/ (\(scenes.count) scenes, goldens at @1x) against unfold render of the same scenes:")
        print(
            String(
                format: "  test %.2f s, render %.2f s, test / render = %.2f× (median of %d paired rounds)",
                median(tests), median(renders), median(ratios), rounds))
    }
}
