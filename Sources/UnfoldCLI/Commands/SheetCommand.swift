import Foundation
import UnfoldCore
import UnfoldRender

/// `unfold sheet`: a contact sheet of every K-th frame.
enum SheetCommand: UnfoldCommand {
    static let output = OptionSpec(["-o", "--output"], "FILE.png", help: "output file (default out/NAME-sheet.png)")
    static let every = OptionSpec(
        ["--every"], "K", .int(1...100_000), help: "keep every K-th frame (default: about 12 frames)")
    static let columns = OptionSpec(["--columns"], "N", .int(1...100), help: "frames per row of the sheet")
    static let width = OptionSpec(
        ["--width"], "PX", .int(16...2000), help: "width of each frame on the sheet, in pixels (default 240)")

    static let spec = CommandSpec(
        name: "sheet", arguments: "SCENE",
        summary: "Write a contact sheet: every K-th frame, each labelled with its time.",
        examples: ["unfold sheet scenes/read-more.scene", "unfold sheet my.scene --every 6 --columns 5 -o docs/my.png"],
        positionals: 1...1,
        options: [output, every, columns, width, Options.quiet])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let started = Date()
        let loaded = try driver.loadScene(args)
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        let step = args.int(every) ?? max(1, Int((Double(count) / 12).rounded()))
        var frames = Array(stride(from: 0, to: count, by: step))
        if frames.last != count - 1 && (count - 1) - frames.last! >= step / 2 { frames.append(count - 1) }
        let layout = ContactSheet.Layout(
            frameWidth: renderer.pixelWidth, frameHeight: renderer.pixelHeight, count: frames.count,
            columns: args.int(columns) ?? min(6, frames.count),
            tileWidth: min(args.int(width) ?? 240, renderer.pixelWidth))
        let labels = frames.map { String(format: "%.2f s", renderer.timeline.time(ofFrame: $0) / 1e6) }
        let progress = Progress(total: frames.count, label: "sheet", quiet: args.flag(Options.quiet))
        let png: [UInt8]
        do {
            // Frames are drawn one at a time, band by band, straight into their scaled-down tile.
            let sheet = try ContactSheet(
                layout, title: loaded.scene.name, dark: loaded.scene.settings.appearance == .dark)
            let canvas = try renderer.makeCanvas()
            for (n, frame) in frames.enumerated() {
                try Interrupts.check()
                try renderer.draw(frame: frame, on: canvas)
                try sheet.place(canvas, at: n, label: labels[n])
                progress.step()
            }
            png = try sheet.png()
        } catch {
            throw CLIFailure.from(error)
        }
        let path = args.text(output) ?? "out/\(loaded.name)-sheet.png"
        try AtomicOutput.file(URL(fileURLWithPath: path), png)
        driver.summary(
            "wrote a sheet of \(frames.count) frames into \(path)", since: started, quiet: args.flag(Options.quiet))
        return 0
    }
}
