import Foundation
import UnfoldCore

/// `unfold render`: every frame as PNG plus timeline.json.
enum RenderCommand: UnfoldCommand {
    static let output = OptionSpec(["-o", "--output"], "DIR", help: "output folder (default out/NAME)")
    static let frames = OptionSpec(["--frames"], "A:B", help: "render frames A … B−1 only")

    static let spec = CommandSpec(
        name: "render", arguments: "[SCENE]",
        summary: "Render every frame as PNG, plus timeline.json. With no SCENE, renders the built-in demo.",
        examples: [
            "unfold render", "unfold render scenes/read-more.scene -o out/read-more --jobs 2",
            "unfold render my.scene --frames 40:50"
        ],
        positionals: 0...1,
        options: [output, Options.fps, Options.scale, frames, Options.jobs, Options.quiet])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let started = Date()
        let jobs = args.int(Options.jobs) ?? Driver.defaultJobs()
        let loaded = try driver.loadScene(args)
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        let range = try frameRange(args.text(frames), count: count)
        let path = args.text(output) ?? "out/\(loaded.name)"
        let quiet = args.flag(Options.quiet)
        try AtomicOutput.folder(URL(fileURLWithPath: path)) { tmp in
            try FrameExporter.write(renderer, frames: range, jobs: jobs, quiet: quiet, to: tmp)
        }
        driver.summary("rendered \(range.count) frames and timeline.json into \(path)/", since: started, quiet: quiet)
        return 0
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
