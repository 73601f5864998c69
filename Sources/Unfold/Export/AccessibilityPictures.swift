import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldCompare
import UnfoldDisplay
import UnfoldModel

/// `--accessibility`: a frame drawn with its accessibility elements and their legend (CLI v4).
package enum AccessibilityPictures {
    /// Frame `i`'s accessibility picture: its commands and size in points, at least `atLeast`.
    package static func picture(
        _ renderer: SceneRenderer, frame i: Int, measurer: TextMeasuring,
        atLeast: (width: Double, height: Double) = (0, 0)
    ) -> (commands: [DrawCommand], width: Double, height: Double) {
        let overlay = AccessibilityOverlay(settings: renderer.settings, measurer: measurer)
        return overlay.picture(
            frame: renderer.commands(frame: i), elements: renderer.timeline.accessibility(frame: i), atLeast: atLeast)
    }

    /// Frame `i`'s accessibility picture drawn on a canvas of its own size (or `atLeast`, when larger).
    package static func canvas(
        _ renderer: SceneRenderer, frame i: Int, measurer: TextMeasuring,
        atLeast: (width: Double, height: Double) = (0, 0)
    ) throws -> FrameRenderer {
        let settings = renderer.settings
        let picture = picture(renderer, frame: i, measurer: measurer, atLeast: atLeast)
        try checkSize(width: picture.width, height: picture.height, scale: settings.scale)
        let canvas = try FrameRenderer(
            width: picture.width, height: picture.height, scale: settings.scale, images: renderer.images,
            fonts: renderer.fonts)
        try canvas.draw(picture.commands)
        return canvas
    }

    /// A legend of very long labels makes a very tall picture: past the limits a sheet has, it is refused in
    /// words before anything is drawn, as `sheet` and the animated files refuse theirs.
    static func checkSize(width: Double, height: Double, scale: Int) throws {
        let w = Int((width * Double(scale)).rounded(.up))
        let h = Int((height * Double(scale)).rounded(.up))
        guard w > SheetExport.sideLimit || h > SheetExport.sideLimit || w * h > SheetExport.pixelLimit else { return }
        throw UnfoldFailure.usage(
            "the accessibility picture would be \(w)×\(h) px, over the limit of \(SheetExport.sideLimit) px a side"
                + " and \(SheetExport.pixelLimit / 1_000_000) million pixels; its legend lists every element's label:"
                + " shorten the labels, or draw at --scale 1", showsUsage: false)
    }

    /// `render --accessibility -o DIR`: each frame's picture as `frame-NNNNN.png`, and `timeline.json`, drawn on
    /// `jobs` threads; every file is the same bytes on every run and with any `--jobs`.
    package static func write(
        _ renderer: SceneRenderer, frames: Range<Int>, jobs: Int, work: Work, to dir: URL
    ) throws {
        let progress = work.counter(total: frames.count, label: "render")
        try FrameExporter.run(
            renderer, frames: Array(frames), jobs: jobs, progress: progress, cancellation: work.cancellation,
            picture: .accessibility(atLeast: Size(width: 0, height: 0))
        ) { i, png in
            try FileWriting.write(png, to: dir.appendingPathComponent(FrameExporter.fileName(i)).path)
        }
        try FrameExporter.writeTimeline(
            renderer.timeline, frames: frames, to: dir.appendingPathComponent("timeline.json").path)
    }

    /// `--poster` beside an animated `--accessibility` file: the frame at `time` as its picture, scaled down to
    /// `width` pixels when given.
    package static func posterPNG(_ renderer: SceneRenderer, at time: Double, width: Int?) throws -> [UInt8] {
        let canvas = try canvas(
            renderer, frame: renderer.timeline.frameIndex(at: time), measurer: try PangoMeasurer(fonts: renderer.fonts))
        guard let px = width, px < canvas.pixelWidth else { return try png(canvas) }
        let height = FrameRenderer.scaledHeight(canvas.pixelHeight, canvas.pixelWidth, px)
        return try PNGCodec.encodeRGBA(RGBAImage(width: px, height: height, pixels: try canvas.rgba(width: px)))
    }

    /// Frame `i`'s accessibility picture as a PNG.
    package static func png(_ renderer: SceneRenderer, frame i: Int) throws -> [UInt8] {
        try png(canvas(renderer, frame: i, measurer: try PangoMeasurer(fonts: renderer.fonts)))
    }

    /// A drawn picture's pixels as a PNG, encoded as frames are.
    static func png(_ canvas: FrameRenderer) throws -> [UInt8] { try canvas.png() }
}
