import Foundation
import UnfoldCore
import UnfoldRender

/// `--accessibility`: a frame drawn with its accessibility elements and their legend (CLI v4).
package enum AccessibilityPictures {
    /// Frame `i`'s accessibility picture drawn on a canvas of its own size.
    package static func canvas(_ renderer: SceneRenderer, frame i: Int, measurer: TextMeasuring) throws
        -> FrameRenderer
    {
        let settings = renderer.settings
        let overlay = AccessibilityOverlay(settings: settings, measurer: measurer)
        let picture = overlay.picture(
            frame: renderer.commands(frame: i), elements: renderer.timeline.accessibility(frame: i))
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
