import Foundation

/// `unfold merge-reports`: joins the report folders of several shards into one, as if one job had run them all.
enum MergeReportsCommand: UnfoldCommand {
    static let output = OptionSpec(["-o", "--output"], "DIR", help: "the merged report folder", required: true)

    static let spec = CommandSpec(
        name: "merge-reports", arguments: "DIR...",
        summary: "Join report folders (from `test --shard`) into one report: index.html, results.json, junit.xml.",
        examples: ["unfold merge-reports shard-1 shard-2 shard-3 shard-4 -o out/unfold-report"],
        positionals: 1...10_000, options: [output])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        var results: [SceneResult] = []
        var images: [String: [UInt8]] = [:]
        for dir in args.positionals {
            let url = URL(fileURLWithPath: dir)
            guard let data = FileManager.default.contents(atPath: url.appendingPathComponent("results.json").path)
            else {
                throw CLIFailure.io("\(dir) holds no results.json")
            }
            guard let report = try? JSONDecoder().decode(SuiteReport.self, from: data) else {
                throw CLIFailure.io("\(dir)/results.json is not an Unfold report")
            }
            results += report.results
            for result in report.results {
                for failure in result.failures {
                    for path in [failure.expected, failure.actual, failure.diff].compactMap({ $0 }) {
                        images[path] = [UInt8](
                            FileManager.default.contents(atPath: url.appendingPathComponent(path).path) ?? Data())
                    }
                }
            }
        }
        let suite = SuiteReport(results: results)
        try ReportWriter.write(suite, images: images, to: args.text(output)!)
        driver.stdout("merged \(results.count) results into \(args.text(output)!)/index.html\n")
        return suite.failed ? 1 : 0
    }
}
