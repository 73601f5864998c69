import Foundation

/// `unfold audit` over scenes/ with every variant against `unfold test` of the same scenes and goldens, side by
/// side in each round: the audit compiles and walks rest frames but never renders or encodes a pixel.
enum AuditBench {
    static func run(unfold: String, rounds: Int) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-audit-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        var audits: [Double] = []
        var tests: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let audit = runProcess(
                unfold, ["audit", "scenes", "--all-variants", "--json", dir.path + "/audit.json", "--quiet"])
            let test = runProcess(
                unfold,
                [
                    "test", "scenes", "--goldens", "Tests/Goldens", "--all-variants", "--report", dir.path + "/report",
                    "--quiet"
                ])
            audits.append(audit.wall)
            tests.append(test.wall)
            ratios.append(audit.wall / test.wall)
        }
        print("")
        print("unfold audit on scenes/ with --all-variants against unfold test of the same scenes and variants:")
        print(
            String(
                format: "  audit %.2f s, test %.2f s, audit / test = %.2f× (median of %d paired rounds)",
                median(audits), median(tests), median(ratios), rounds))
    }
}
