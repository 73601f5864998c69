import Foundation
import Testing
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldCLI

/// An animated file draws each frame it shows once: the GIF palette's samples are kept and shown, not drawn
/// again, and frames merged as identical are not drawn at all.
@Suite struct ExportDrawsOnceTests {
    static let scene = """
        canvas 200x160 @1x
        fps 20
        cell c
          vstack padding 8
            text t lines 1/0
        rows c
          a t "One two three four five six seven eight nine ten eleven twelve thirteen"
          b t "Second row"
        timeline
          at 0.2 tap a
          at 1.5 tap a
        """

    @Test(arguments: [AnimatedExport.Format.gif, .apng, .webp])
    func eachShownFrameIsDrawnOnce(_ format: AnimatedExport.Format) throws {
        let compiled = try UnfoldScene(text: Self.scene, name: "once").compiled()
        var export = AnimatedExport(renderer: compiled.renderer, format: format)
        export.jobs = 2
        export.work = .silent
        let plan = export.plan()
        let bytes = try export.encode()
        #expect(!bytes.isEmpty)
        // Frames in the file: some of the 40 are still (before the taps, after each animation) and merge.
        #expect(plan.frames.count < compiled.frameCount)
        #expect(plan.frames.count > 12)
        #expect(export.drawn.total == plan.frames.count)
    }
}
