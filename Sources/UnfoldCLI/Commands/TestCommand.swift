import Foundation
import Unfold

/// `unfold test`: a visual regression suite over scenes and their self-describing golden folders.
enum TestCommand: UnfoldCommand {
    static let goldens = OptionSpec(["--goldens"], "DIR", help: "golden folders, one per scene (default goldens/)")
    static let record = OptionSpec(
        ["--record"], "missing|failed|all|never",
        help: "what to record (default missing; never when CI is set; or UNFOLD_RECORD)")
    static let report = OptionSpec(["--report"], "DIR", help: "report folder (default out/unfold-report/)")
    static let junit = OptionSpec(["--junit"], "FILE", help: "a copy of the report's junit.xml")
    static let shard = OptionSpec(["--shard"], "I/N", help: "run the I-th of N equal parts of the suite")
    static let maxDiffPixels = OptionSpec(
        ["--max-diff-pixels"], "N", .int(0...Int.max), help: "differing pixels a frame may have")
    static let maxDiffRatio = OptionSpec(
        ["--max-diff-ratio"], "R", .double(0...1), help: "share of a frame's pixels that may differ")
    static let mask = OptionSpec(
        ["--mask"], "ID[.ELEMENT]", help: "ignore a row or element, as it moves", repeatable: true)
    static let geometryOnly = OptionSpec(["--geometry-only"], help: "compare rows' and elements' frames, not pixels")
    static let audit = OptionSpec(
        ["--audit"], help: "also audit each scene: record its findings as a baseline, fail on new ones")
    static let accessibility = OptionSpec(
        ["--accessibility"],
        help: "also keep each kept frame's accessibility elements in golden.json and fail when they change")
    static let scale = OptionSpec(
        ["--scale"], "N", .int(1...3), help: "record at this scale (default: the golden's, else the scene's)")
    static let strict = OptionSpec(
        ["--strict"], help: "fail a scene that has any warning, or whose source changed where Unfold does not read")
    static let verbose = OptionSpec(["--verbose"], help: "each warning at its line, under every scene")

    static let spec = CommandSpec(
        name: "test", arguments: "[SCENE|DIR]...",
        summary: "Check scenes against their golden folders (geometry first, then pixels) and write a report.",
        examples: [
            "unfold test", "unfold test scenes --goldens Tests/Goldens --junit out/junit.xml",
            "CI=true unfold test scenes --shard 2/4", "unfold test scenes/read-more.scene --record failed",
            "unfold test scenes/read-more.scene --accessibility"
        ],
        positionals: 0...10_000,
        options: [
            goldens, record, report, junit, shard, Options.variant, Options.preview, Options.allVariants,
            Options.threshold,
            maxDiffPixels, maxDiffRatio, mask, geometryOnly, scale, audit, accessibility, strict, verbose,
            Options.jobs, Options.quiet, Options.module
        ])

    /// `--record`, else what the environment sets; a name that is no mode is a usage error naming its source.
    static func recordMode(_ flag: String?, _ environment: [String: String]) throws -> RecordMode {
        do {
            if let flag {
                guard let mode = RecordMode(rawValue: flag) else { throw RecordMode.Unknown(value: flag) }
                return mode
            }
            return try RecordMode.resolve(environment: environment)
        } catch let unknown as RecordMode.Unknown {
            let source = flag == nil ? "UNFOLD_RECORD" : "--record"
            throw UnfoldFailure.usage(
                "\(source) takes \(RecordMode.Unknown.choices), not '\(unknown.value)'", showsUsage: true)
        }
    }

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let started = Date()
        let goldensPath = args.text(goldens) ?? "goldens"
        var options = SuiteOptions(
            goldens: URL(fileURLWithPath: goldensPath), goldensArgument: goldensPath,
            record: try recordMode(args.text(record), driver.environment),
            comparison: GoldenManifest.Comparison(
                threshold: args.double(Options.threshold), maxDiffPixels: args.int(maxDiffPixels),
                maxDiffRatio: args.double(maxDiffRatio)),
            masks: args.all(mask).map(GeometryComparison.Mask.init), geometryOnly: args.flag(geometryOnly),
            scale: args.int(scale), jobs: args.int(Options.jobs) ?? Jobs.available, audit: args.flag(audit),
            accessibility: args.flag(accessibility))
        options.recordHint = "--record all"
        options.work = Work(progress: nil, cancellation: Interrupts.cancellation)
        options.strict = args.flag(strict)
        let scenes = try sceneList(
            args.positionals.isEmpty ? ["scenes"] : args.positionals, preview: args.text(Options.preview))
        // One runner reads each scene file once: for its variants here, and for every pair below.
        let runner = SuiteRunner(options)
        var pairs = try variantPairs(scenes, args, variantsOf: runner.variants(of:))
        if let text = args.text(shard) { pairs = try Shard.parse(text).select(pairs) }
        let reportDir = args.text(report) ?? "out/unfold-report"
        // Refused destinations are refused before the work, not after it.
        let inputs = [(goldensPath, "goldens folder")] + scenes.map { ($0, "scene") }
        try OutputGuard.refuseOverlap(output: reportDir, what: "report", inputs: inputs)
        try OutputGuard.checkFolder(reportDir)
        var results: [SceneResult] = []
        for (path, variant) in pairs {
            try Interrupts.check()
            let result = runner.run(scene: path, variant: variant)
            if !args.flag(Options.quiet) || result.status != .passed {
                driver.stdout(
                    TerminalText.safe(result.summary(report: reportDir, verbose: args.flag(verbose))) + "\n")
            }
            results.append(result)
        }
        for command in SceneResult.acceptCommands(
            results, goldens: goldensPath, audit: options.audit, accessibility: options.accessibility)
        {
            driver.stdout(TerminalText.safe("to accept: \(AcceptWords.words(command))\n"))
        }
        let suite = SuiteReport(results: results)
        try ReportWriter.write(suite, images: runner.images, to: reportDir, cancellation: Interrupts.cancellation)
        if let copy = args.text(junit) {
            try AtomicOutput.file(
                URL(fileURLWithPath: copy), Array(JUnitReport.xml(suite).utf8), mark: JUnitReport.mark,
                cancellation: Interrupts.cancellation)
        }
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        let line = SceneResult.Status.allCasesInOrder.compactMap { s in counts[s].map { "\($0) \(s.rawValue)" } }
        let tested = testedCount(results)
        // Zero scenes have no counts to list.
        let counted = line.isEmpty ? "" : ": " + line.joined(separator: ", ")
        driver.stdout("unfold test: \(tested)\(counted) (report: \(reportDir)/index.html)\n")
        driver.summary("tested \(tested); report in \(reportDir)/", since: started, quiet: args.flag(Options.quiet))
        if runner.hadIOFailure { return 3 }
        return suite.failed ? 1 : 0
    }

    /// `2 scenes, 6 variants`: scenes and (scene, variant) pairs counted apart.
    static func testedCount(_ results: [SceneResult]) -> String {
        let scenes = Set(results.map(\.scene)).count
        let noun = scenes == 1 ? "1 scene" : "\(scenes) scenes"
        return results.count == scenes ? noun : "\(noun), \(results.count) variants"
    }

    /// The (scene, variant) pairs to check, sorted bytewise: `default` only, `--variant NAME` (for scenes that
    /// have it), or every variant with `--all-variants`.
    static func variantPairs(
        _ scenes: [String], _ args: ParsedArguments, spec: CommandSpec = spec,
        variantsOf: (String) -> [String]
    ) throws -> [(String, String)] {
        if args.flag(Options.allVariants) && args.text(Options.variant) != nil {
            throw UnfoldFailure.usage("--variant and --all-variants exclude each other", showsUsage: true)
        }
        var pairs: [(String, String)] = []
        for scene in scenes {
            let declared = variantsOf(scene)
            if args.flag(Options.allVariants) {
                pairs += (["default"] + declared).map { (scene, $0) }
            } else if let name = args.text(Options.variant) {
                if name == "default" || declared.contains(name) { pairs.append((scene, name)) }
            } else {
                pairs.append((scene, "default"))
            }
        }
        func key(_ p: (String, String)) -> [UInt8] { Array(p.0.utf8) + [0] + Array(p.1.utf8) }
        return pairs.sorted { key($0).lexicographicallyPrecedes(key($1)) }
    }

    /// Scene files named, or the `*.scene` files of folders named, sorted bytewise, each once. A Swift file is a
    /// folder of scenes, one per preview (`FILE.swift/NAME`; only `preview` when it is given), and a folder's
    /// `*.swift` files that hold previews are taken with its scenes.
    static func sceneList(_ paths: [String], preview: String? = nil) throws -> [String] {
        var out: Set<String> = []
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                throw UnfoldFailure.io("\(path): no such scene file or folder")
            }
            if isDir.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for n in names where n.hasSuffix(".scene") { out.insert((path as NSString).appendingPathComponent(n)) }
                for n in names where n.hasSuffix(".swift") {
                    out.formUnion(SwiftPreviews.paths((path as NSString).appendingPathComponent(n)))
                }
            } else if path.hasSuffix(".swift") {
                // Its previews, or the file itself, which then says why it has none to read.
                let previews = preview.map { [path + "/" + $0] } ?? SwiftPreviews.paths(path)
                if previews.isEmpty { out.insert(path) } else { out.formUnion(previews) }
            } else {
                out.insert(path)
            }
        }
        return out.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

extension SceneResult.Status {
    static let allCasesInOrder: [SceneResult.Status] = [.passed, .failed, .recorded, .missing, .error]
}

/// `--shard I/N`: the pair at 0-based position p (sorted bytewise) belongs to shard p mod N + 1.
struct Shard {
    var index: Int
    var count: Int

    static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, (1...n).contains(i) else {
            throw UnfoldFailure.usage("--shard takes I/N with 1 ≤ I ≤ N, not '\(text)'", showsUsage: true)
        }
        return Shard(index: i, count: n)
    }

    func select<T>(_ items: [T]) -> [T] { items.enumerated().filter { $0.offset % count + 1 == index }.map(\.element) }
}
