import Foundation
import UnfoldCore
import UnfoldRender

extension Driver {
    func sheet(_ args: ParsedArguments, _ spec: CommandSpec) throws {
        let loaded = try loadScene(args, spec)
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        let every = try args.int("every", 1...100_000, spec: spec) ?? max(1, Int((Double(count) / 12).rounded()))
        var frames = Array(stride(from: 0, to: count, by: every))
        if frames.last != count - 1 && (count - 1) - frames.last! >= every / 2 { frames.append(count - 1) }
        let columns = try args.int("columns", 1...100, spec: spec) ?? min(6, frames.count)
        let width = try args.int("width", 16...2000, spec: spec) ?? 240
        let pngs = try FrameExporter.collect(renderer, frames: frames, jobs: Driver.defaultJobs(), quiet: args.flags.contains("quiet"), label: "sheet")
        var tiles: [ContactSheet.Tile] = []
        for f in frames {
            let image = try PNGCodec.decode(pngs[f]!)
            tiles.append(ContactSheet.Tile(image: image, label: String(format: "%.2f s", renderer.timeline.time(ofFrame: f) / 1e6)))
        }
        let png: [UInt8]
        do {
            png = try ContactSheet.compose(tiles, title: loaded.scene.name, columns: columns, tileWidth: min(width, tiles[0].image.width),
                                           dark: loaded.scene.settings.appearance == .dark)
        } catch let e as RenderError { throw CLIFailure.io(e.message) }
        try AtomicOutput.file(URL(fileURLWithPath: args.values["output"] ?? "out/\(loaded.name)-sheet.png"), png)
    }
}
