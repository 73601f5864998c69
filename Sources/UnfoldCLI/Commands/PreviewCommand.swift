import Foundation
import Unfold

/// `unfold preview`: a live page while writing a scene.
enum PreviewCommand: UnfoldCommand {
    static let goldens = OptionSpec(["--goldens"], "DIR", help: "golden folders, for the golden, wipe and diff views")

    static let spec = CommandSpec(
        name: "preview", arguments: "[SCENE]",
        summary:
            "Serve a live page of the scene on 127.0.0.1: a scrubber, play, variants, outlines; it reloads on save.",
        examples: [
            "unfold preview scenes/read-more.scene", "unfold preview my.scene --port 8080 --goldens Tests/Goldens"
        ],
        positionals: 0...1, options: [ShowReportCommand.port, Options.variant, Options.preview, goldens, Options.module]
    )

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let file = args.positionals.first
        if let file, !FileManager.default.fileExists(atPath: file) {
            throw UnfoldFailure.io("\(file): no such scene file")
        }
        // A Swift file's preview is the scene `FILE.swift/NAME`.
        let path = file.map { f in args.text(Options.preview).map { f + "/" + $0 } ?? f }
        let server: PreviewServer
        do {
            let asked = args.int(ShowReportCommand.port)
            server = try PreviewServer(
                path: path, variant: args.text(Options.variant) ?? "default", goldens: args.text(goldens),
                port: asked ?? 7700, tries: asked == nil ? 100 : 1)
        } catch let e as ServerStartFailure {
            throw UnfoldFailure.io(e.message)
        }
        // As everywhere, an unknown variant is a usage error that lists the scene's own.
        if let asked = args.text(Options.variant), let built = server.current.0, !built.variants.contains(asked) {
            server.stop()
            let names = built.variants.joined(separator: ", ")
            throw UnfoldFailure.usage(
                "\(path ?? "the demo") has no variant '\(asked)'; its variants are: \(names)", showsUsage: true)
        }
        // Set before the address is printed: a stop may come as soon as it is read.
        Interrupts.farewell = TerminalText.safe("stopped previewing \(path ?? "the demo")")
        driver.stdout(
            TerminalText.safe("unfold: previewing \(path ?? "the demo") at \(server.address) (Ctrl-C stops)") + "\n")
        while true {
            try Interrupts.check()
            Thread.sleep(forTimeInterval: 0.2)
        }
    }
}
