import Foundation
import UnfoldAnimation
import UnfoldDisplay
import UnfoldModel

/// A compiled scene ready to render: its timeline, display-list builder and images. Shared read-only by threads.
package struct SceneRenderer: Sendable {
    package let timeline: Timeline
    package let images: ImageStore
    let displayList: DisplayList
    /// The canvas every frame is drawn on, computed once.
    package let canvas: Canvas
    /// The scene's own font files: with the pinned ones, what its texts are measured and drawn with.
    package let fonts: FontSet

    package init(timeline: Timeline, images: ImageStore, fonts: FontSet = .pinned) {
        self.timeline = timeline
        self.images = images
        self.fonts = fonts
        displayList = DisplayList(scene: timeline.scene)
        canvas = timeline.scene.settings.canvas
    }

    /// Compiles a scene with Pango measurement and the caller's constraint solver (Interface Builder cells).
    package static func prepare(
        _ scene: Scene, images: ImageStore, solver: any ConstraintSolving,
        overrides: CompileOverrides = CompileOverrides(), fonts: FontSet = .pinned
    ) throws -> SceneRenderer {
        let measurer = try PangoMeasurer(fonts: fonts)
        return SceneRenderer(
            timeline: Timeline.compile(scene, measurer: measurer, solver: solver, overrides: overrides),
            images: images, fonts: fonts)
    }

    package var settings: Settings { timeline.scene.settings }
    package var pixelWidth: Int { canvas.pixelWidth }
    package var pixelHeight: Int { canvas.pixelHeight }

    /// A canvas for one thread.
    package func makeCanvas() throws -> FrameRenderer {
        try FrameRenderer(canvas, images: images, fonts: fonts)
    }

    package func commands(frame i: Int) -> [DrawCommand] { displayList.commands(for: timeline.state(frame: i)) }

    /// What frame `i` draws, without rows of no area (see `DisplayList.commands`): the same pixels, for a
    /// caller that only draws them.
    package func drawnCommands(frame i: Int) -> [DrawCommand] {
        displayList.commands(for: timeline.drawnState(frame: i), drawnOnly: true)
    }

    /// Draws frame `i` on `canvas`.
    package func draw(frame i: Int, on canvas: FrameRenderer) throws { try canvas.draw(drawnCommands(frame: i)) }
}
