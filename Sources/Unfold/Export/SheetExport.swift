import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldModel

/// A contact sheet: every K-th frame of one or more variants, each tile labelled with its time.
package enum SheetExport {
    /// The contact sheet of one row of tiles per renderer (a variant), the same frames in each: the PNG and
    /// its number of tiles. The `sheet` command and the Swift library both make sheets here.
    package static func sheet(
        _ renderers: [(String, SceneRenderer)], title: String, dark: Bool, every: Int?, columns: Int?, width: Int?,
        work: Work, accessibility: Bool = false
    ) throws -> ([UInt8], Int) {
        let names = renderers.map(\.0)
        let count = renderers[0].1.timeline.frameCount
        let step = every ?? max(1, Int((Double(count) / 12).rounded()))
        var frames = Array(stride(from: 0, to: count, by: step))
        if frames.last != count - 1 && (count - 1) - frames.last! >= step / 2 { frames.append(count - 1) }
        var tiles: [(renderer: SceneRenderer, frame: Int, label: String)] = []
        for (name, renderer) in renderers {
            for f in frames where f < renderer.timeline.frameCount {
                let time = String(format: "%.2f s", renderer.timeline.time(ofFrame: f).seconds)
                tiles.append((renderer, f, names.count > 1 ? "\(name) · \(time)" : time))
            }
        }
        // With --accessibility each tile is its frame's accessibility picture, legend included, drawn first to
        // know its size.
        var pictures: [Int: FrameRenderer] = [:]
        if accessibility {
            // One measurer per set of fonts: the tiles may be of scenes with font files of their own.
            var measurers: [FontSet: PangoMeasurer] = [:]
            for (n, tile) in tiles.enumerated() {
                let fonts = tile.renderer.fonts
                let measurer = try measurers[fonts] ?? PangoMeasurer(fonts: fonts)
                measurers[fonts] = measurer
                pictures[n] = try AccessibilityPictures.canvas(tile.renderer, frame: tile.frame, measurer: measurer)
            }
        }
        let sizes = tiles.indices.map { n in
            pictures[n].map { ($0.pixelWidth, $0.pixelHeight) }
                ?? (tiles[n].renderer.pixelWidth, tiles[n].renderer.pixelHeight)
        }
        let narrowest = sizes.map(\.0).min()!
        let layout = ContactSheet.Layout(
            frameSizes: sizes,
            columns: columns ?? (names.count > 1 ? frames.count : min(6, frames.count)),
            tileWidth: min(width ?? 240, narrowest))
        try checkSize(layout, step: step)
        let progress = work.counter(total: tiles.count, label: "sheet")
        // Frames are drawn one at a time, band by band, straight into their scaled-down tile.
        let sheet = try ContactSheet(layout, title: title, dark: dark)
        var canvases: [Int: FrameRenderer] = [:]
        for (n, tile) in tiles.enumerated() {
            try work.cancellation.check()
            if let picture = pictures[n] {
                try sheet.place(picture, at: n, label: tile.label)
                pictures[n] = nil
                progress.step()
                continue
            }
            let key = renderers.firstIndex { $0.1.timeline.scene.variant == tile.renderer.timeline.scene.variant }!
            let canvas = try canvases[key] ?? tile.renderer.makeCanvas()
            canvases[key] = canvas
            try tile.renderer.draw(frame: tile.frame, on: canvas)
            try sheet.place(canvas, at: n, label: tile.label)
            progress.step()
        }
        return (try sheet.png(), tiles.count)
    }

    /// Cairo makes no surface wider or taller than 32,767 pixels, and a sheet's surface stays under the
    /// memory bound (4 bytes a pixel): a bigger sheet is a usage error that says how to make it smaller.
    static let sideLimit = 32_767
    static let pixelLimit = 160_000_000

    static func checkSize(_ layout: ContactSheet.Layout, step: Int) throws {
        let (w, h) = (layout.width, layout.height)
        guard w > sideLimit || h > sideLimit || w * h > pixelLimit else { return }
        throw UnfoldFailure.usage(
            "the sheet would be \(w)×\(h) px, over the limit of \(sideLimit) px a side and \(pixelLimit / 1_000_000)"
                + " million pixels; keep fewer frames (--every more than \(step)), use more --columns, a smaller"
                + " --width, or fewer variants", showsUsage: true)
    }
}
