import Foundation
import Unfold

/// `unfold merge-reports`: joins the report folders of several shards into one, as if one job had run them all.
/// Shard folders come from other machines: their `results.json` is validated, their image paths stay inside
/// them, and two shards that both hold a scene and variant are a conflict, not a silent pick.
enum MergeReportsCommand: UnfoldCommand {
    static let output = OptionSpec(["-o", "--output"], "DIR", help: "the merged report folder", required: true)

    static let spec = CommandSpec(
        name: "merge-reports", arguments: "DIR...",
        summary: "Join report folders (from `test --shard`) into one report: index.html, results.json, junit.xml.",
        examples: ["unfold merge-reports shard-1 shard-2 shard-3 shard-4 -o out/unfold-report"],
        positionals: 1...10_000, options: [output])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        try refuseRepeats(args.positionals)
        try OutputGuard.checkFolder(args.text(output)!)
        var results: [SceneResult] = []
        var images: [String: [UInt8]] = [:]
        // (scene, variant) → the shard that holds it.
        var holder: [String: (dir: String, status: SceneResult.Status)] = [:]
        // The shards together are bounded as one report is: the merged report is one.
        var budget = SuiteReport.maxBytes
        for dir in args.positionals {
            let (report, size) = try SuiteReport.read(folder: dir, budget: budget)
            budget -= size
            for result in report.results {
                let key = result.scene + "\u{0}" + result.variant
                if let first = holder[key] {
                    throw UnfoldFailure.io(
                        "\(result.scene) (variant \(result.variant)) is in two reports: \(first.status.rawValue) in"
                            + " \(first.dir), \(result.status.rawValue) in \(dir); shards of one suite never share a"
                            + " scene and variant")
                }
                holder[key] = (dir, result.status)
            }
            results += report.results
            let url = URL(fileURLWithPath: dir)
            for result in report.results {
                for failure in result.failures {
                    for path in [failure.expected, failure.actual, failure.diff].compactMap({ $0 }) {
                        images[path] = try ReportImages.read(path, in: url)
                    }
                }
            }
        }
        let suite = SuiteReport(results: results)
        try ReportWriter.write(suite, images: images, to: args.text(output)!, cancellation: Interrupts.cancellation)
        driver.stdout("merged \(results.count) results into \(args.text(output)!)/index.html\n")
        return suite.failed ? 1 : 0
    }

    /// The same folder given twice (under any spelling) would count every scene twice.
    static func refuseRepeats(_ dirs: [String]) throws {
        var seen: [String: String] = [:]
        for dir in dirs {
            let key = URL(fileURLWithPath: dir).standardizedFileURL.resolvingSymlinksInPath().path
            if let first = seen[key] {
                throw UnfoldFailure.usage(
                    first == dir ? "\(dir) is given twice" : "\(first) and \(dir) are the same folder", showsUsage: true
                )
            }
            seen[key] = dir
        }
    }
}
