import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldExportPlan
import UnfoldModel

/// `render -o FILE.gif|webp|apng`: one animated file for documentation.
package struct AnimatedExport {
    package enum Format: String, CaseIterable {
        case gif, webp, apng, mp4, webm
        /// The bytes every file of the format has at `signatureOffset` (an existing file is replaced only if it
        /// has them).
        package var signature: [UInt8] {
            switch self {
            case .gif: return Array("GIF8".utf8)
            case .webp: return Array("RIFF".utf8)
            case .apng: return [0x89, 0x50, 0x4E, 0x47]
            case .mp4: return Array("ftyp".utf8)
            case .webm: return [0x1A, 0x45, 0xDF, 0xA3]
            }
        }
        /// MP4 starts with its first box's size, then `ftyp`.
        package var signatureOffset: Int { self == .mp4 ? 4 : 0 }
        package var isVideo: Bool { self == .mp4 || self == .webm }
        /// GIF caps the rate: browsers show delays under 2/100 s as 1/10 s. Video plays at most 60 frames a
        /// second, each at its time.
        var maxFPS: Int? {
            switch self {
            case .gif: return 50
            case .mp4, .webm: return 60
            default: return nil
            }
        }
    }

    var renderer: SceneRenderer
    var format: Format
    package var loop = 0
    package var width: Int?
    package var maxFPS: Int?
    package var colors = 256
    package var quality: Double?
    package var crf: Int?
    /// A video's chroma sampling, as `--chroma 420|444` names it.
    package typealias Chroma = VideoWriter.Chroma
    package var chroma = Chroma.yuv420
    package var jobs = 1
    /// Where the frames written report progress, and the cancellation that stops the encoding.
    package var work = Work.silent
    /// `--accessibility`: each frame's accessibility picture, all on the canvas of the largest (in points; set
    /// by `encode`).
    package var accessibility = false
    var pictureCanvas: (width: Double, height: Double)?

    package init(renderer: SceneRenderer, format: Format) {
        self.renderer = renderer
        self.format = format
    }

    /// How many scene frames this export has drawn: each frame the file shows is drawn once.
    let drawn = DrawnFrames()

    /// Frames rendered ahead of the writer, per thread: enough to keep the threads busy, few enough for memory.
    static let batchPerJob = 2

    /// The frames' own size in pixels: the scene's canvas, or the accessibility pictures' shared one.
    var drawnSize: (width: Int, height: Int) {
        guard let canvas = pictureCanvas else { return (renderer.pixelWidth, renderer.pixelHeight) }
        let scale = Double(renderer.settings.scale)
        return (Int((canvas.width * scale).rounded()), Int((canvas.height * scale).rounded()))
    }

    var outputSize: (width: Int, height: Int) {
        let drawn = drawnSize
        let w = min(width ?? drawn.width, drawn.width)
        return (w, FrameRenderer.scaledHeight(drawn.height, drawn.width, w))
    }

    /// Which scene frame each file frame shows; consecutive frames that draw the same are one frame. Rows of no
    /// area are left out (they draw nothing): the frame that starts an outline's million rows lists them all.
    func plan() -> AnimationPlan {
        plan { renderer.drawnCommands(frame: $0) }
    }

    /// `drawn(i)`: what scene frame `i` shows; consecutive frames that show the same are one frame of the file.
    func plan(_ drawn: (Int) -> [DrawCommand]) -> AnimationPlan {
        let timeline = renderer.timeline
        let cap = [maxFPS, format.maxFPS].compactMap { $0 }.min()
        let end = timeline.endMicros
        var plan = AnimationPlan(frameCount: timeline.frameCount, fps: timeline.fps, endMicros: end, cap: cap)
        var n = 1
        var previous = drawn(plan.frames[0].sceneFrame)
        while n < plan.frames.count {
            let commands = drawn(plan.frames[n].sceneFrame)
            if commands == previous {
                plan.merge(n)
            } else {
                previous = commands
                n += 1
            }
        }
        return plan
    }

    package func encode() throws -> [UInt8] {
        guard accessibility else { return try encode(plan: plan()) }
        // Every picture on the largest shown one's canvas: the legend's length changes with the elements shown.
        // One pass measures the pictures and merges the frames that show the same one (pictures that are equal
        // unpadded are equal padded).
        let measurer = try PangoMeasurer(fonts: renderer.fonts)
        var canvas = (width: 0.0, height: 0.0)
        let plan = plan { i in
            let picture = AccessibilityPictures.picture(renderer, frame: i, measurer: measurer)
            canvas = (max(canvas.width, picture.width), max(canvas.height, picture.height))
            return picture.commands
        }
        var export = self
        export.pictureCanvas = canvas
        return try export.encode(plan: plan)
    }

    func encode(plan: AnimationPlan) throws -> [UInt8] {
        let size = outputSize
        if let refusal = EncoderMemory.refusal(format, chroma: chroma, size: size) {
            throw UnfoldFailure.frameTooLarge(refusal)
        }
        let scene = renderer.timeline.scene
        let points = (Int(scene.settings.width.rounded()), Int(scene.settings.height.rounded()))
        let options = AnimationOptions(
            width: size.width, height: size.height, loop: loop, plan: plan,
            about: FileAbout(points: points, scene: scene.name))
        var writer: AnimationWriter
        // Frames already drawn (the GIF palette's samples), handed to the writer when their turn comes.
        var held: [Int: [UInt8]] = [:]
        switch format {
        case .apng: writer = APNGWriter(options)
        case .webp:
            writer = try WebPWriter(options, quality: quality, method: quality == nil ? 1 : 4, threads: jobs)
        case .gif:
            let (palette, samples) = try palette(plan)
            held = samples
            writer = try GIFWriter(options, palette: palette)
        case .mp4: writer = try VideoWriter(options, codec: .h264, crf: crf, chroma: chroma)
        case .webm: writer = try VideoWriter(options, codec: .vp9, crf: crf, chroma: chroma)
        }
        // A signal mid-encode removes the encoder's private file before the process exits.
        if let video = writer as? VideoWriter { work.cancellation.writing(video.temporaryPath) }
        defer { work.cancellation.writing(nil) }
        let progress = work.counter(total: plan.frames.count, label: format.rawValue)
        let source = RenderedFrames(export: self, plan: plan, held: held, progress: progress)
        do {
            return try writer.write(from: source)
        } catch {
            // A stop removes the encoder's file: what fails after it is the stop, not the disk.
            if work.cancellation.isCancelled { throw UnfoldFailure.interrupted }
            throw error
        }
    }

    /// Renders scene frames on every thread; the writer then takes them in order.
    func render(_ frames: [Int]) throws -> [Int: [UInt8]] {
        let unique = Array(Set(frames)).sorted()
        drawn.add(unique.count)
        let picture = pictureCanvas.map {
            FrameExporter.Picture.accessibility(atLeast: Size(width: $0.width, height: $0.height))
        }
        return try FrameExporter.collect(
            renderer, frames: unique, jobs: jobs, work: work.quiet, label: "",
            output: .rgba(width: width.map { min($0, drawnSize.width) }), picture: picture ?? .frame)
    }

    /// One palette from up to 12 frames spread over the file, and those frames (by scene frame), which the
    /// file then shows without drawing them again.
    func palette(_ plan: AnimationPlan) throws -> (GIFPalette, [Int: [UInt8]]) {
        let count = plan.frames.count
        let picks = Set((0..<min(12, count)).map { $0 * count / min(12, count) }).sorted()
        let samples = try render(picks.map { plan.frames[$0].sceneFrame })
        let size = outputSize
        let palette = try GIFPalette(
            samples: samples.keys.sorted().map { samples[$0]! }, width: size.width, height: size.height,
            colors: colors, speed: 6)
        return (palette, samples)
    }
}

/// Frames rendered on a background queue, to be collected in order.
final class RenderAhead: Sendable {
    let group = DispatchGroup()
    let result = Mutex<Result<[Int: [UInt8]], Error>>(.success([:]))

    init(_ export: AnimatedExport, _ frames: [Int]) {
        group.enter()
        DispatchQueue.global().async {
            let rendered = Result { try export.render(frames) }
            self.result.withLock { $0 = rendered }
            self.group.leave()
        }
    }

    func wait() throws -> [Int: [UInt8]] {
        group.wait()
        return try result.withLock { $0 }.get()
    }
}
