import Foundation
import UnfoldCore

/// `unfold render`: every frame as PNG plus timeline.json.
enum RenderCommand: UnfoldCommand {
    static let output = OptionSpec(
        ["-o", "--output"], "DIR", help: "output folder (default out/NAME), or FILE.gif|.webp|.apng")
    static let format = OptionSpec(
        ["--format"], "gif|webp|apng|png", help: "the output's format (default: from -o's extension)")
    static let loop = OptionSpec(
        ["--loop"], "N", .int(0...65_535), help: "animated files: plays in all (default 0, forever)")
    static let width = OptionSpec(
        ["--width"], "PX", .int(16...16_384), help: "animated files: scale frames down to PX wide")
    static let maxFPS = OptionSpec(["--max-fps"], "N", .int(1...240), help: "animated files: at most N frames a second")
    static let colors = OptionSpec(["--colors"], "N", .int(2...256), help: "GIF: palette size (default 256)")
    static let quality = OptionSpec(
        ["--quality"], "Q", .double(0...100), help: "WebP: lossy at quality Q (default lossless)")
    static let frames = OptionSpec(["--frames"], "A:B", help: "render frames A … B−1 only")

    static let spec = CommandSpec(
        name: "render", arguments: "[SCENE]",
        summary: "Render every frame as PNG, plus timeline.json. With no SCENE, renders the built-in demo.",
        examples: [
            "unfold render", "unfold render scenes/read-more.scene -o out/read-more --jobs 2",
            "unfold render my.scene --frames 40:50",
            "unfold render scenes/read-more.scene -o docs/read-more.gif --width 390",
            "unfold render my.scene -o my.webp", "unfold render my.scene --format apng -o my.png"
        ],
        positionals: 0...1,
        options: [
            output, Options.fps, Options.scale, frames, Options.jobs, Options.quiet, format, loop, width, maxFPS,
            colors,
            quality, Options.variant, Options.allVariants
        ])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        if args.flag(Options.allVariants) { return try renderAllVariants(args, driver) }
        let started = Date()
        let jobs = args.int(Options.jobs) ?? Driver.defaultJobs()
        let loaded = try driver.loadScene(args)
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        let range = try frameRange(args.text(frames), count: count)
        let path = args.text(output) ?? "out/\(loaded.name)"
        let quiet = args.flag(Options.quiet)
        if let animated = try animatedFormat(args, path: path) {
            guard args.text(frames) == nil else {
                throw CLIFailure.usage("--frames renders PNG frames; an animated file holds them all", spec)
            }
            var export = AnimatedExport(renderer: renderer, format: animated)
            export.loop = args.int(loop) ?? 0
            export.width = args.int(width)
            export.maxFPS = args.int(maxFPS)
            export.colors = args.int(colors) ?? 256
            export.quality = args.double(quality)
            export.jobs = jobs
            export.quiet = quiet
            // Checked before the work: a destination Unfold would refuse is refused at once.
            try OutputGuard.checkFile(path, signature: animated.signature)
            let bytes = try export.encode()
            try AtomicOutput.file(URL(fileURLWithPath: path), bytes)
            let size = String(format: "%.2f MB", Double(bytes.count) / 1_000_000)
            driver.summary("wrote \(path) (\(animated.rawValue.uppercased()), \(size))", since: started, quiet: quiet)
            return 0
        }
        try AtomicOutput.folder(URL(fileURLWithPath: path)) { tmp in
            try FrameExporter.write(renderer, frames: range, jobs: jobs, quiet: quiet, to: tmp)
        }
        driver.summary("rendered \(range.count) frames and timeline.json into \(path)/", since: started, quiet: quiet)
        return 0
    }

    /// `--all-variants -o DIR`: DIR/VARIANT/ for every variant, `default` included, all or nothing.
    static func renderAllVariants(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let started = Date()
        guard args.text(Options.variant) == nil else {
            throw CLIFailure.usage("--variant and --all-variants exclude each other", spec)
        }
        let base = try driver.loadScene(args)
        let path = args.text(output) ?? "out/\(base.name)"
        guard try animatedFormat(args, path: path) == nil else {
            throw CLIFailure.usage("--all-variants writes a folder of frames per variant, not one animated file", spec)
        }
        let jobs = args.int(Options.jobs) ?? Driver.defaultJobs()
        try AtomicOutput.folder(URL(fileURLWithPath: path)) { tmp in
            for name in base.variantNames {
                let renderer = try driver.loadScene(args, variant: name).prepare()
                let range = try frameRange(args.text(frames), count: renderer.timeline.frameCount)
                let dir = tmp.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
                try FrameExporter.write(renderer, frames: range, jobs: jobs, quiet: args.flag(Options.quiet), to: dir)
            }
        }
        let what =
            "rendered \(base.variantNames.count) variants (\(base.variantNames.joined(separator: ", "))) into \(path)/"
        driver.summary(what, since: started, quiet: args.flag(Options.quiet))
        return 0
    }

    /// The animated format asked for, by `--format` or by `-o`'s extension; nil for PNG frames in a folder.
    static func animatedFormat(_ args: ParsedArguments, path: String) throws -> AnimatedExport.Format? {
        if let name = args.text(format) {
            if name == "png" { return nil }
            guard let f = AnimatedExport.Format(rawValue: name) else {
                throw CLIFailure.usage("--format takes gif, webp, apng or png, not '\(name)'", spec)
            }
            return f
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if ext.isEmpty { return nil }
        guard let f = AnimatedExport.Format(rawValue: ext) else {
            // A name with an extension is a file the user expects: `-o faq.mp4` must not become a folder of PNGs.
            let still = ext == "png" ? "; one frame as a PNG: unfold still SCENE --at SECONDS -o \(path)" : ""
            throw CLIFailure.usage(
                "-o \(path): render writes .gif, .webp and .apng files, or PNG frames into a folder (a name"
                    + " without an extension, or --format png); .\(ext) is not one of them\(still)", spec)
        }
        return f
    }

    /// `--frames A:B`, checked against the scene's frame count.
    static func frameRange(_ text: String?, count: Int) throws -> Range<Int> {
        guard let text else { return 0..<count }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let a = parts[0], let b = parts[1], a >= 0, a < b else {
            throw CLIFailure.usage("--frames takes A:B with 0 ≤ A < B, not '\(text)'", spec)
        }
        guard b <= count else {
            throw CLIFailure.usage(
                "--frames \(text) is past the last frame (the scene has \(count) frames: 0:\(count))", spec)
        }
        return a..<b
    }
}
