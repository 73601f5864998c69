import Foundation
import UnfoldCore
import UnfoldRender

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
        let canvas = try FrameRenderer(
            width: picture.width, height: picture.height, scale: settings.scale, images: renderer.images)
        try canvas.draw(picture.commands)
        return canvas
    }

    /// `render --accessibility -o DIR`: each frame's picture as `frame-NNNNN.png`, and `timeline.json`. Frames
    /// are made one at a time (each picture has its own size); every file is the same bytes on every run.
    package static func write(_ renderer: SceneRenderer, frames: Range<Int>, quiet: Bool, to dir: URL) throws {
        let progress = Progress(total: frames.count, label: "render", quiet: quiet)
        let measurer = try PangoMeasurer()
        for i in frames {
            try Interrupts.check()
            let picture = try png(canvas(renderer, frame: i, measurer: measurer))
            try FileWriting.write(picture, to: dir.appendingPathComponent(FrameExporter.fileName(i)).path)
            progress.step()
        }
        try FrameExporter.writeTimeline(
            renderer.timeline, frames: frames, to: dir.appendingPathComponent("timeline.json").path)
    }

    /// `--poster` beside an animated `--accessibility` file: the frame at `time` as its picture, scaled down to
    /// `width` pixels when given.
    package static func posterPNG(_ renderer: SceneRenderer, at time: Double, width: Int?) throws -> [UInt8] {
        let canvas = try canvas(renderer, frame: renderer.timeline.frameIndex(at: time), measurer: try PangoMeasurer())
        guard let px = width, px < canvas.pixelWidth else { return try png(canvas) }
        let height = FrameRenderer.scaledHeight(canvas.pixelHeight, canvas.pixelWidth, px)
        return try PNGCodec.encodeRGBA(RGBAImage(width: px, height: height, pixels: try canvas.rgba(width: px)))
    }

    /// Frame `i`'s accessibility picture as a PNG.
    package static func png(_ renderer: SceneRenderer, frame i: Int) throws -> [UInt8] {
        try png(canvas(renderer, frame: i, measurer: try PangoMeasurer()))
    }

    /// A drawn picture's pixels as a PNG.
    static func png(_ canvas: FrameRenderer) throws -> [UInt8] {
        var rgb: [UInt8] = []
        try canvas.rgb(into: &rgb)
        return try rgb.withUnsafeBufferPointer {
            try PNGCodec.encodeRGB($0, width: canvas.pixelWidth, height: canvas.pixelHeight, level: PNGCodec.compactLevel)
        }
    }
}
