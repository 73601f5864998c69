import Foundation
import Unfold

/// `unfold still`: the frame shown at a time, as one PNG.
enum StillCommand: UnfoldCommand {
    static let at = OptionSpec(["--at"], "SECONDS", .double(0...600), help: "the time", required: true)
    static let output = OptionSpec(["-o", "--output"], "FILE.png", help: "output file (default out/NAME-T.png)")
    static let width = OptionSpec(
        ["--width"], "PX", .int(16...16_384), help: "scale the frame down to PX pixels wide (as render --width)")

    static let spec = CommandSpec(
        name: "still", arguments: "SCENE",
        summary: "Write the frame shown at a time (the same bytes as that frame of a full render).",
        examples: [
            "unfold still scenes/read-more.scene --at 1.0", "unfold still my.scene --at 0.25 -o preview.png",
            "unfold still my.scene --at 1.0 --width 320 -o docs/thumbnail.png",
            "unfold still scenes/read-more.scene --at 1 --accessibility -o out/voiceover.png"
        ],
        positionals: 1...1,
        options: [
            at, output, width, Options.scale, Options.variant, Options.preview, Options.deviceFrame,
            Options.accessibility,
            Options.compression, Options.module
        ])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let seconds = args.double(at)!
        let compression = try Options.compression(args)
        let loaded = try driver.loadScene(args)
        let renderer = try loaded.prepare()
        let i = renderer.timeline.frameIndex(at: seconds)
        let png: [UInt8]
        if args.flag(Options.accessibility) {
            png = try AccessibilityPictures.png(renderer, frame: i)
        } else {
            png = try StillPNG.png(renderer, frame: i, width: args.int(width), compression: compression, label: "still")
        }
        let path = args.text(output) ?? "out/\(loaded.name)-\(args.text(at)!).png"
        try AtomicOutput.file(URL(fileURLWithPath: path), png, cancellation: Interrupts.cancellation)
        return 0
    }
}
