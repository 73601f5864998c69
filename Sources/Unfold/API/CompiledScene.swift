import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCompare
import UnfoldGoldens
import UnfoldAnimation
import UnfoldAccessibility
import UnfoldModel

/// A compiled scene: any frame's state, `timeline.json` record, display list and pixels, each a pure function
/// of the frame index, so frames may be asked for in any order and from any thread.
public struct CompiledScene: Sendable {
    let renderer: SceneRenderer

    public var frameCount: Int { renderer.timeline.frameCount }
    public var fps: Int { renderer.timeline.fps }
    /// The scene's length in seconds.
    public var duration: Double { renderer.timeline.end }
    public var pixelWidth: Int { renderer.pixelWidth }
    public var pixelHeight: Int { renderer.pixelHeight }

    /// Rows, headers and content offset at frame `i`.
    public func state(frame i: Int) -> FrameState { renderer.timeline.state(frame: i) }

    /// `timeline.json` for the given frames, byte for byte what `unfold render` writes.
    public func timelineJSON(frames: Range<Int>? = nil) -> String {
        TimelineJSON.encode(renderer.timeline, frames: frames ?? 0..<frameCount)
    }

    /// What VoiceOver reads in frame `i`: its accessibility elements in reading order.
    public func accessibility(frame i: Int) -> [AccessibilityElement] { renderer.timeline.accessibility(frame: i) }

    /// The drawing commands of frame `i`.
    public func displayList(frame i: Int) -> [DrawCommand] { renderer.commands(frame: i) }

    /// Frame `i` as 8-bit RGBA pixels.
    public func rgba(frame i: Int) throws -> RGBAImage {
        let canvas = try renderer.makeCanvas()
        try renderer.draw(frame: i, on: canvas)
        return RGBAImage(width: canvas.pixelWidth, height: canvas.pixelHeight, pixels: try canvas.rgba())
    }

    /// Frame `i` as a PNG file's bytes, the same bytes as that frame of `unfold render`.
    public func png(frame i: Int) throws -> [UInt8] {
        let canvas = try renderer.makeCanvas()
        try renderer.draw(frame: i, on: canvas)
        return try canvas.png()
    }
}
