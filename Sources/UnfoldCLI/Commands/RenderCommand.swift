import Foundation
import Unfold

/// `unfold render`: every frame as PNG plus timeline.json.
enum RenderCommand: UnfoldCommand {
    static let output = OptionSpec(
        ["-o", "--output"], "DIR", help: "output folder (default out/NAME), or FILE.gif|.webp|.apng|.mp4|.webm")
    static let format = OptionSpec(
        ["--format"], "gif|webp|apng|mp4|webm|png", help: "the output's format (default: from -o's extension)")
    static let crf = OptionSpec(
        ["--crf"], "N", .int(0...63),
        help: "video: constant quality, lower is better (default: H.264 30, VP9 32; H.264 takes 0…51)")
    static let chroma = OptionSpec(
        ["--chroma"], "420|444", help: "video: 4:2:0 plays everywhere (default); 4:4:4 keeps text sharper")
    static let poster = OptionSpec(["--poster"], "FILE.png", help: "video: also write one frame as a PNG poster")
    static let posterAt = OptionSpec(
        ["--poster-at"], "T", .double(0...600), help: "video: the poster's time in seconds (default: the last frame)")
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
            "unfold render my.scene --frames 40:50", "unfold render my.scene --compression small -o docs/frames",
            "unfold render scenes/read-more.scene -o docs/read-more.gif --width 390",
            "unfold render my.scene -o my.webp", "unfold render my.scene --format apng -o my.png",
            "unfold render my.scene -o docs/my.mp4 --poster docs/my.png",
            "unfold render my.scene -o docs/my.webm --chroma 444 --crf 30"
        ],
        positionals: 0...1,
        options: [
            output, Options.fps, Options.scale, frames, Options.jobs, Options.quiet, format, loop, width, maxFPS,
            colors, quality, crf, chroma, poster, posterAt, Options.variant, Options.preview, Options.allVariants,
            Options.deviceFrame,
            Options.accessibility, Options.compression, Options.module
        ])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        if args.flag(Options.allVariants) { return try renderAllVariants(args, driver) }
        let started = Date()
        let jobs = args.int(Options.jobs) ?? Jobs.available
        // A destination Unfold cannot write, or a setting it does not know, is said before the scene is read.
        let requested = try animatedFormat(args)
        let compression = try Options.compression(args)
        let loaded = try driver.loadScene(args)
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        let range = try frameRange(args.text(frames), count: count)
        let path = args.text(output) ?? "out/\(loaded.name)"
        let quiet = args.flag(Options.quiet)
        let work = driver.work(quiet: quiet)
        if let animated = requested {
            guard args.text(frames) == nil else {
                throw UnfoldFailure.usage(
                    "--frames renders PNG frames; an animated file holds them all", showsUsage: true)
            }
            var export = AnimatedExport(renderer: renderer, format: animated)
            export.loop = args.int(loop) ?? 0
            export.width = args.int(width)
            export.maxFPS = args.int(maxFPS)
            export.colors = args.int(colors) ?? 256
            export.quality = args.double(quality)
            export.crf = args.int(crf)
            export.chroma = try chromaOption(args)
            export.jobs = jobs
            export.work = work
            export.accessibility = args.flag(Options.accessibility)
            try checkVideoOptions(args, animated)
            // Checked before the work: a destination Unfold would refuse is refused at once.
            try OutputGuard.checkFile(path, signature: animated.signature, at: animated.signatureOffset)
            if let file = args.text(poster) { try OutputGuard.checkFile(file, signature: [0x89, 0x50, 0x4E, 0x47]) }
            let bytes = try export.encode()
            var outputs = [(url: URL(fileURLWithPath: path), bytes: bytes)]
            if let file = args.text(poster) {
                let time = args.double(posterAt) ?? renderer.timeline.time(ofFrame: count - 1).seconds
                let picture =
                    args.flag(Options.accessibility)
                    ? try AccessibilityPictures.posterPNG(renderer, at: time, width: args.int(width))
                    : try StillPNG.png(
                        renderer, frame: renderer.timeline.frameIndex(at: time), width: args.int(width),
                        compression: .fast, label: "poster")
                outputs.append((URL(fileURLWithPath: file), picture))
            }
            // The video and its poster go in together or not at all.
            try AtomicOutput.files(outputs, cancellation: work.cancellation)
            let size = String(format: "%.2f MB", Double(bytes.count) / 1_000_000)
            driver.summary("wrote \(path) (\(animated.rawValue.uppercased()), \(size))", since: started, quiet: quiet)
            return 0
        }
        try AtomicOutput.folder(URL(fileURLWithPath: path), cancellation: work.cancellation) { tmp in
            if args.flag(Options.accessibility) {
                try AccessibilityPictures.write(renderer, frames: range, jobs: jobs, work: work, to: tmp)
            } else {
                try FrameExporter.write(
                    renderer, frames: range, jobs: jobs, work: work, compression: compression.setting, to: tmp)
            }
        }
        driver.summary("rendered \(range.count) frames and timeline.json into \(path)/", since: started, quiet: quiet)
        return 0
    }

    /// `--all-variants -o DIR`: DIR/VARIANT/ for every variant, `default` included, all or nothing.
    static func renderAllVariants(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let started = Date()
        guard args.text(Options.variant) == nil else {
            throw UnfoldFailure.usage("--variant and --all-variants exclude each other", showsUsage: true)
        }
        guard try animatedFormat(args) == nil else {
            throw UnfoldFailure.usage(
                "--all-variants writes a folder of frames per variant, not one animated file", showsUsage: true)
        }
        let base = try driver.loadScene(args)
        let path = args.text(output) ?? "out/\(base.name)"
        let jobs = args.int(Options.jobs) ?? Jobs.available
        let compression = try Options.compression(args)
        let work = driver.work(quiet: args.flag(Options.quiet))
        try AtomicOutput.folder(URL(fileURLWithPath: path), cancellation: work.cancellation) { tmp in
            for name in base.variantNames {
                let renderer = try driver.loadVariant(name, of: base).prepare()
                let range = try frameRange(args.text(frames), count: renderer.timeline.frameCount)
                let dir = tmp.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
                try FrameExporter.write(
                    renderer, frames: range, jobs: jobs, work: work, compression: compression.setting, to: dir)
            }
        }
        let what =
            "rendered \(base.variantNames.count) variants (\(base.variantNames.joined(separator: ", "))) into \(path)/"
        driver.summary(what, since: started, quiet: args.flag(Options.quiet))
        return 0
    }

    /// The animated format asked for, by `--format` or by `-o`'s extension; nil for PNG frames in a folder: the
    /// default `out/NAME` (whatever dots the scene's name has), a name with no extension, or an existing folder.
    static func animatedFormat(_ args: ParsedArguments) throws -> AnimatedExport.Format? {
        if let name = args.text(format) {
            if name == "png" { return nil }
            guard let f = AnimatedExport.Format(rawValue: name) else {
                throw UnfoldFailure.usage(
                    "--format takes gif, webp, apng, mp4, webm or png, not '\(name)'", showsUsage: true)
            }
            return f
        }
        guard let path = args.text(output) else { return nil }
        switch OutputFormat.of(path: path) {
        case .frames: return nil
        case .animated(let f): return f
        case .namelessFile(let last):
            // `.mp4` alone is a hidden name to the file system, with no extension; the user meant a file.
            let stem = args.positionals.first.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
            throw UnfoldFailure.usage(
                "-o \(path): a file needs a name before its extension (such as out/\(stem ?? "demo")\(last))",
                showsUsage: true)
        case .unsupported(let ext):
            // A name with an extension is a file the user expects: `-o faq.mp4` must not become a folder of PNGs.
            let still = ext == "png" ? "; one frame as a PNG: unfold still SCENE --at SECONDS -o \(path)" : ""
            throw UnfoldFailure.usage(
                "-o \(path): render writes .gif, .webp, .apng, .mp4 and .webm files, or PNG frames into a folder (a "
                    + "name"
                    + " without an extension, or --format png); .\(ext) is not one of them\(still)", showsUsage: true)
        }
    }

    /// `--chroma 420|444`.
    static func chromaOption(_ args: ParsedArguments) throws -> AnimatedExport.Chroma {
        guard let text = args.text(chroma) else { return .yuv420 }
        guard let value = Int(text).flatMap(AnimatedExport.Chroma.init(rawValue:)) else {
            throw UnfoldFailure.usage("--chroma takes 420 or 444, not '\(text)'", showsUsage: true)
        }
        return value
    }

    /// Video options with a file that is no video say so, as do out-of-range values.
    static func checkVideoOptions(_ args: ParsedArguments, _ format: AnimatedExport.Format) throws {
        let given = [crf, chroma, poster, posterAt].filter { args.text($0) != nil }.map { $0.names[0] }
        if !format.isVideo, let first = given.first {
            throw UnfoldFailure.usage("\(first) is for .mp4 and .webm files, not .\(format.rawValue)", showsUsage: true)
        }
        if format == .mp4, let value = args.int(crf), value > 51 {
            throw UnfoldFailure.usage("--crf for H.264 (.mp4) is 0…51, not \(value)", showsUsage: true)
        }
        if args.text(posterAt) != nil && args.text(poster) == nil {
            throw UnfoldFailure.usage("--poster-at needs --poster FILE.png", showsUsage: true)
        }
    }

    /// `--frames A:B`, checked against the scene's frame count.
    static func frameRange(_ text: String?, count: Int) throws -> Range<Int> {
        guard let text else { return 0..<count }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let a = parts[0], let b = parts[1], a >= 0, a < b else {
            throw UnfoldFailure.usage("--frames takes A:B with 0 ≤ A < B, not '\(text)'", showsUsage: true)
        }
        guard b <= count else {
            throw UnfoldFailure.usage(
                "--frames \(text) is past the last frame (the scene has \(count) frames: 0:\(count))", showsUsage: true)
        }
        return a..<b
    }
}
