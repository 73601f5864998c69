import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldExportPlan
import UnfoldModel

/// The frames of an export, drawn in batches in the order the writer pulls them: the next batch is drawn on
/// the other threads while the writer encodes this one. Frames drawn before (the GIF palette's samples) are
/// handed over instead of drawn again.
final class RenderedFrames: FrameSource {
    let export: AnimatedExport
    let plan: AnimationPlan
    /// Already drawn, by scene frame; each is taken once.
    var held: [Int: [UInt8]]
    let progress: Progress

    init(export: AnimatedExport, plan: AnimationPlan, held: [Int: [UInt8]], progress: Progress) {
        self.export = export
        self.plan = plan
        self.held = held
        self.progress = progress
    }

    func frames(_ order: [Int], _ body: (AnimatedFrame) throws -> Void) throws {
        // Large frames: fewer at a time, so memory does not grow with the number of cores.
        let frameBytes = max(1, export.outputSize.width * export.outputSize.height * 4)
        let batch = max(1, min(export.jobs * AnimatedExport.batchPerJob, EncoderMemory.batchBytes / frameBytes))
        let batches = stride(from: 0, to: order.count, by: batch).map {
            Array(order[$0..<min($0 + batch, order.count)])
        }
        let toDraw = { (indices: [Int]) in
            indices.map { self.plan.frames[$0].sceneFrame }.filter { self.held[$0] == nil }
        }
        var ahead = RenderAhead(export, batches.first.map(toDraw) ?? [])
        for (b, indices) in batches.enumerated() {
            let pixels = try ahead.wait()
            if b + 1 < batches.count { ahead = RenderAhead(export, toDraw(batches[b + 1])) }
            for n in indices {
                try export.work.cancellation.check()
                let scene = plan.frames[n].sceneFrame
                try body(AnimatedFrame(rgba: pixels[scene] ?? held.removeValue(forKey: scene)!, index: n))
                progress.step()
            }
        }
    }
}
