import Foundation
import UnfoldCore
import UnfoldRender

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
            "unfold check scenes/read-more.scene --golden Tests/Goldens/read-more --scale 1",
            "unfold check my.scene --golden goldens/my --record --every 10 --scale 1"
        ],
        positionals: 1...1,
        options: [golden, record, every, Options.scale, Options.threshold, maxDiffPixels, Options.quiet])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        var loaded = try driver.loadScene(args)
        let dir = URL(fileURLWithPath: args.text(golden)!)
        // `--record` replaces the folder whatever it holds; a comparison reads it first.
        let manifest = args.flag(record) ? nil : try GoldenFolder.manifest(in: dir, record: "--record")
        // golden.json says the scale the goldens were recorded at: no flag has to be repeated.
        if !args.flag(record), let manifest, args.int(Options.scale) == nil {
            loaded.overrides.scale = manifest.recordedScale
        }
        let renderer = try loaded.prepare()
        if args.flag(record) { return try recordGoldens(args, loaded, renderer, into: dir, driver) }
        if let manifest, let why = manifest.mismatch(with: renderer.timeline, sceneScale: loaded.scene.settings.scale) {
            driver.stdout("check \(loaded.name): \(why)\n  to accept the change: \(recordCommand(loaded, args))\n")
            return 1
        }
        return try compare(args, loaded, renderer, with: dir, driver)
    }

    static func recordGoldens(
        _ args: ParsedArguments, _ loaded: LoadedScene, _ renderer: SceneRenderer,
        into dir: URL, _ driver: Driver
    ) throws -> Int32 {
        let count = renderer.timeline.frameCount
        let frames = GoldenManifest.keptFrames(count: count, every: args.int(every) ?? 10)
        let pngs = try FrameExporter.collect(
            renderer, frames: frames, jobs: Driver.defaultJobs(), quiet: args.flag(Options.quiet),
            label: "record", output: .png(level: PNGCodec.compactLevel))
        try AtomicOutput.folder(dir) { tmp in
            for f in frames {
                try FileWriting.write(pngs[f]!, to: tmp.appendingPathComponent(FrameExporter.fileName(f)).path)
            }
        }
        driver.stdout("recorded \(frames.count) frames of \(loaded.name) into \(dir.relativePath)\n")
        return 0
    }

    /// The frame numbers a golden folder holds.
    static func goldenFrames(in dir: URL) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.compactMap { n -> Int? in
            guard n.hasPrefix("frame-"), n.hasSuffix(".png") else { return nil }
            return Int(n.dropFirst(6).dropLast(4))
        }.sorted()
    }

    /// The command that records this scene's goldens, as the user would type it.
    static func recordCommand(_ loaded: LoadedScene, _ args: ParsedArguments) -> String {
        let scene = loaded.isDemo ? "scenes/demo.scene" : loaded.path
        let scale = args.int(Options.scale).map { " --scale \($0)" } ?? ""
        return "unfold check \(scene) --golden \(args.text(golden)!) --record\(scale)"
    }

    static func compare(
        _ args: ParsedArguments, _ loaded: LoadedScene, _ renderer: SceneRenderer,
        with dir: URL, _ driver: Driver
    ) throws -> Int32 {
        let count = renderer.timeline.frameCount
        let wanted = goldenFrames(in: dir)
        guard !wanted.isEmpty else {
            throw CLIFailure.io(
                "\(dir.relativePath) holds no frame-NNNNN.png files; record them with: \(recordCommand(loaded, args))")
        }
        let comparison = GoldenManifest.Comparison(
            threshold: args.double(Options.threshold) ?? 0.1, maxDiffPixels: args.int(maxDiffPixels) ?? 0,
            maxDiffRatio: 0)
        let comparer = GoldenComparer(
            dir: dir, diffDir: URL(fileURLWithPath: "out/\(loaded.name)-diff"),
            comparer: FrameComparer(comparison: comparison),
            width: renderer.pixelWidth, height: renderer.pixelHeight)
        try? FileManager.default.removeItem(at: comparer.diffDir)
        // Frames are compared in memory as they are drawn; only failing ones are encoded and written.
        try FrameExporter.run(
            renderer, frames: wanted.filter { $0 < count }, jobs: Driver.defaultJobs(),
            progress: Progress(total: wanted.count, label: "check", quiet: args.flag(Options.quiet)),
            output: .rgba(width: nil)
        ) { i, rgba in try comparer.compare(frame: i, rgba) }
        var failures = comparer.failures
        for f in wanted where f >= count { failures[f] = "the scene has only \(count) frames" }
        if failures.isEmpty {
            if !args.flag(Options.quiet) { driver.stdout("check \(loaded.name): \(wanted.count) frames match\n") }
            return 0
        }
        let diffPath = comparer.diffDir.relativePath
        driver.stdout(
            "check \(loaded.name): \(failures.count) of \(wanted.count) frames differ (actual frames and diffs in \(diffPath)/)\n"
        )
        for (f, why) in failures.sorted(by: { $0.key < $1.key }) {
            driver.stdout("  \(FrameExporter.fileName(f)): \(why)\n")
        }
        driver.stdout("  to accept the change: \(recordCommand(loaded, args))\n")
        return 1
    }
}
