import Foundation
import Unfold

/// `unfold check`: a fresh render against a golden folder, or `--record` to write the folder.
enum CheckCommand: UnfoldCommand {
    static let golden = OptionSpec(["--golden"], "DIR", help: "the golden folder", required: true)
    static let record = OptionSpec(["--record"], help: "write the golden folder")
    static let every = OptionSpec(
        ["--every"], "K", .int(1...100_000), help: "with --record: keep every K-th frame and the last (default 10)")
    static let maxDiffPixels = OptionSpec(
        ["--max-diff-pixels"], "N", .int(0...Int.max),
        help: "differing pixels a frame may have and still pass (default 0)")

    static let spec = CommandSpec(
        name: "check", arguments: "SCENE",
        summary: "Compare the frames a golden folder holds with a fresh render; --record writes the folder instead.",
        examples: [
            "unfold check scenes/read-more.scene --golden Tests/Goldens/read-more/default",
            "unfold check my.scene --golden goldens/my --record --every 10 --scale 1"
        ],
        positionals: 1...1,
        options: [golden, record, every, Options.scale, Options.threshold, maxDiffPixels, Options.quiet])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let loaded = try driver.loadScene(args)
        let dirArgument = args.text(golden)!
        let dir = URL(fileURLWithPath: dirArgument)
        // `test` on one scene: its golden folder is DIR itself, and version 1's folders of PNGs still count.
        var options = SuiteOptions(
            goldens: dir, goldensArgument: dirArgument, record: args.flag(record) ? .all : .never,
            comparison: GoldenManifest.Comparison(
                threshold: args.double(Options.threshold), maxDiffPixels: args.int(maxDiffPixels)),
            masks: [], geometryOnly: false, scale: args.int(Options.scale), jobs: Jobs.available)
        options.every = args.int(every) ?? 10
        options.scaleOverridesGoldens = true
        options.readsFramesWithoutManifest = true
        options.recordHint = "--record"
        options.work = driver.work(quiet: args.flag(Options.quiet))
        // `test`'s folder of a scene with variants is never replaced by one scene's frames.
        if args.flag(record), let refusal = variantsInstead(in: dir) { throw refusal }
        let runner = SuiteRunner(options)
        let diffDir = URL(fileURLWithPath: "out/\(loaded.name)-diff")
        if !args.flag(record) { try? FileManager.default.removeItem(at: diffDir) }
        let base = SceneResult(
            scene: loaded.path, name: loaded.name, variant: "default", status: .passed, reason: nil, note: nil,
            keptFrames: [], failures: [], accept: nil)
        let result = try runner.check(loaded, loaded.bytes, in: dir, base)
        let accept = "  to accept the change: \(recordCommand(loaded, args))\n"
        switch result.status {
        case .recorded:
            driver.stdout("recorded \(result.keptFrames.count) frames of \(loaded.name) into \(dir.relativePath)\n")
            return 0
        case .missing, .error:
            // Errors were thrown; missing is the one outcome left with nothing to compare.
            throw missingGoldens(in: dir, loaded, args)
        case .passed:
            if !args.flag(Options.quiet) {
                driver.stdout("check \(loaded.name): \(result.keptFrames.count) frames match\n")
            }
            return 0
        case .failed:
            if let why = result.reason, result.failures.isEmpty {
                driver.stdout("check \(loaded.name): \(why)\n" + accept)
                return 1
            }
            try writeDiffs(result, runner.images, into: diffDir)
            driver.stdout(
                "check \(loaded.name): \(result.failures.count) of \(result.keptFrames.count) frames differ"
                    + " (actual frames and diffs in \(diffDir.relativePath)/)\n")
            for failure in result.failures {
                driver.stdout(lines(failure).map { "  \($0)\n" }.joined())
            }
            driver.stdout(accept)
            return 1
        }
    }

    /// A folder with nothing to compare: how to record it, or, for `test`'s folder of a scene with variants
    /// (one golden folder per variant), the one to give.
    static func missingGoldens(in dir: URL, _ loaded: LoadedScene, _ args: ParsedArguments) -> UnfoldFailure {
        variantsInstead(in: dir)
            ?? .io(
                "\(dir.relativePath) holds no frame-NNNNN.png files; record them with: \(recordCommand(loaded, args))")
    }

    /// A folder that holds a golden folder per variant (as `test` keeps a scene with variants) instead of
    /// frames: the failure that names them and the one to give.
    static func variantsInstead(in dir: URL) -> UnfoldFailure? {
        let variants = GoldenFolder.variantFolders(in: dir)
        guard let first = variants.first else { return nil }
        let pick = variants.contains("default") ? "default" : first
        return .io(
            "\(dir.relativePath) holds a golden folder per variant (\(variants.joined(separator: ", "))),"
                + " not frames: give one, e.g. --golden \(dir.appendingPathComponent(pick).relativePath)")
    }

    /// What check prints of a differing frame: its file and why, then its geometry changes in words.
    static func lines(_ failure: SceneResult.FrameFailure) -> [String] {
        let name = FrameExporter.fileName(failure.frame)
        let why = failure.note ?? (failure.differing > 0 ? failure.pixelsDiffer : nil)
        return (why.map { ["\(name): \($0)"] } ?? []) + failure.geometry
    }

    /// The actual frame and the diff of each failing frame, as `frame-NNNNN.png` and `frame-NNNNN-diff.png`.
    static func writeDiffs(_ result: SceneResult, _ images: [String: [UInt8]], into diffDir: URL) throws {
        do {
            for failure in result.failures {
                let name = FrameExporter.fileName(failure.frame)
                let diffName = name.replacingOccurrences(of: ".png", with: "-diff.png")
                let pictures = [(failure.actual, name), (failure.diff, diffName)]
                for case let (path?, file) in pictures {
                    guard let png = images[path] else { continue }
                    try FileManager.default.createDirectory(at: diffDir, withIntermediateDirectories: true)
                    try FileWriting.write(png, to: diffDir.appendingPathComponent(file).path)
                }
            }
        } catch let failure as UnfoldFailure {
            throw failure
        } catch {
            throw UnfoldFailure.io("cannot write into \(diffDir.path): \(AtomicOutput.reason(error))")
        }
    }

    /// The command that records this scene's goldens, as the user would type it.
    static func recordCommand(_ loaded: LoadedScene, _ args: ParsedArguments) -> String {
        let scene = loaded.isDemo ? "scenes/demo.scene" : loaded.path
        let scale = args.int(Options.scale).map { " --scale \($0)" } ?? ""
        return "unfold check \(scene) --golden \(args.text(golden)!) --record\(scale)"
    }
}
