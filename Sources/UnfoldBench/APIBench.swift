import Foundation
import Unfold

/// Every scene/variant pair of scenes/ checked through the `Unfold` library in this one process against
/// `unfold test` of the same scenes and goldens, side by side in each round (the build excluded).
enum APIBench {
    static func run(unfold: String, rounds: Int) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-api-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try FileManager.default.contentsOfDirectory(atPath: "scenes").filter { $0.hasSuffix(".scene") }
            .sorted().map { "scenes/" + $0 }
        var pairs: [(String, String)] = []
        for file in files {
            for variant in try UnfoldScene(contentsOf: file).variants { pairs.append((file, variant)) }
        }
        let goldens = URL(fileURLWithPath: "Tests/Goldens")
        var apis: [Double] = []
        var tests: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let test = runProcess(
                unfold,
                [
                    "test", "scenes", "--goldens", "Tests/Goldens", "--all-variants", "--report", dir.path + "/report",
                    "--quiet"
                ])
            let start = now()
            var failed = 0
            for (file, variant) in pairs {
                let verdict = try GoldenCheck.check(scene: file, variant: variant, goldens: goldens, record: .never)
                if !verdict.isSuccess { failed += 1 }
            }
            let api = now() - start
            if failed > 0 { print("  \(failed) pairs failed through the API") }
            apis.append(api)
            tests.append(test.wall)
            ratios.append(api / test.wall)
        }
        print("")
        print(
            "\(pairs.count) scene/variant pairs of scenes/ through the Unfold library (one process) against unfold "
                + "test:"
        )
        print(
            String(
                format:
                    "  API %.2f s, unfold test %.2f s, API / test = %.2f× (median of %d paired rounds; target ≤ 1.1×)",
                median(apis), median(tests), median(ratios), rounds))
    }
}
