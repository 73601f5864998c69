import Foundation

/// `unfold still`: the frame shown at a time, as one PNG.
enum StillCommand: UnfoldCommand {
    static let at = OptionSpec(["--at"], "SECONDS", .double(0...600), help: "the time", required: true)
    static let output = OptionSpec(["-o", "--output"], "FILE.png", help: "output file (default out/NAME-T.png)")

    static let spec = CommandSpec(
        name: "still", arguments: "SCENE",
        summary: "Write the frame shown at a time (the same bytes as that frame of a full render).",
        examples: ["unfold still scenes/read-more.scene --at 1.0", "unfold still my.scene --at 0.25 -o preview.png"],
        positionals: 1...1,
        options: [at, output, Options.scale, Options.variant])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let seconds = args.double(at)!
        let loaded = try driver.loadScene(args)
        let renderer = try loaded.prepare()
        let i = renderer.timeline.frameIndex(at: seconds)
        let png = try FrameExporter.collect(renderer, frames: [i], jobs: 1, quiet: true, label: "still")[i]!
        let path = args.text(output) ?? "out/\(loaded.name)-\(args.text(at)!).png"
        try AtomicOutput.file(URL(fileURLWithPath: path), png)
        return 0
    }
}
