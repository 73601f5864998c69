import Foundation
import UnfoldCore

/// A compiled scene ready to render: its timeline, display-list builder and images. Shared read-only by threads.
public struct SceneRenderer: Sendable {
    public let timeline: Timeline
    public let images: ImageStore
    let displayList: DisplayList

    public init(timeline: Timeline, images: ImageStore) {
        self.timeline = timeline
        self.images = images
        displayList = DisplayList(scene: timeline.scene)
    }

    /// Compiles a scene with Pango measurement.
    public static func prepare(_ scene: Scene, images: ImageStore, overrides: CompileOverrides = CompileOverrides())
        throws -> SceneRenderer
    {
        let measurer = try PangoMeasurer()
        return SceneRenderer(
            timeline: Timeline.compile(scene, measurer: measurer, overrides: overrides), images: images)
    }

    public var settings: Settings { timeline.scene.settings }
    public var pixelWidth: Int { Int((settings.width * Double(settings.scale)).rounded()) }
    public var pixelHeight: Int { Int((settings.height * Double(settings.scale)).rounded()) }

    /// A canvas for one thread.
    public func makeCanvas() throws -> FrameRenderer {
        try FrameRenderer(width: settings.width, height: settings.height, scale: settings.scale, images: images)
    }

    public func commands(frame i: Int) -> [DrawCommand] { displayList.commands(for: timeline.state(frame: i)) }

    /// Draws frame `i` on `canvas`.
    public func draw(frame i: Int, on canvas: FrameRenderer) throws { try canvas.draw(commands(frame: i)) }
}
