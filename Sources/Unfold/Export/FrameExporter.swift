import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldAnimation
import UnfoldDisplay
import UnfoldModel

/// Renders frames on several threads, each with its own canvas, and hands each encoded frame to `sink`.
package enum FrameExporter {
    /// The chunks not yet taken, and the first failure, which stops every thread.
    final class Queue: Sendable {
        struct State {
            var chunks: [ArraySlice<Int>]
            var failure: Error?
        }
        let state: Mutex<State>
        let cancellation: Cancellation
        init(_ chunks: [ArraySlice<Int>], cancellation: Cancellation) {
            state = Mutex(State(chunks: chunks.reversed()))
            self.cancellation = cancellation
        }
        var failure: Error? { state.withLock { $0.failure } }
        func next() -> ArraySlice<Int>? {
            state.withLock { $0.failure == nil && !cancellation.isCancelled ? $0.chunks.popLast() : nil }
        }
        func fail(_ e: Error) {
            state.withLock { if $0.failure == nil { $0.failure = e } }
        }
    }

    /// Contiguous chunks let a thread reuse the previous frame's bytes when nothing moved.
    static func chunks(_ frames: [Int], jobs: Int) -> [ArraySlice<Int>] {
        let size = max(1, min(16, frames.count / max(1, jobs * 4)))
        return stride(from: 0, to: frames.count, by: size).map { frames[$0..<min($0 + size, frames.count)] }
    }

    /// What each frame is handed on as.
    package enum Output {
        case png(PNGCompression)
        /// Straight RGBA pixels, for comparing in memory; scaled down to a width when one is given.
        case rgba(width: Int?)
    }

    /// What a frame is drawn as: the scene's frame, or its accessibility picture on a canvas of at least the given
    /// size in points (each picture's own size when smaller).
    package enum Picture: Sendable {
        case frame
        case accessibility(atLeast: Size)
    }

    static func run(
        _ renderer: SceneRenderer, frames: [Int], jobs: Int, progress: Progress?, cancellation: Cancellation,
        output: Output = .png(.fast), reuse: Bool = true, picture: Picture = .frame,
        sink: @escaping @Sendable (Int, [UInt8]) throws -> Void
    ) throws {
        let queue = Queue(chunks(frames, jobs: jobs), cancellation: cancellation)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, frames.count))) { _ in
            do {
                var canvas = try renderer.makeCanvas()
                // Each thread measures the legend's text with its own measurer.
                let measurer: PangoMeasurer? =
                    if case .accessibility = picture {
                        try PangoMeasurer(fonts: renderer.fonts)
                    } else {
                        nil
                    }
                var last: ([DrawCommand], [UInt8])? = nil
                while let chunk = queue.next() {
                    for i in chunk {
                        var commands: [DrawCommand]
                        if case .accessibility(let least) = picture, let measurer {
                            let drawn = AccessibilityPictures.picture(
                                renderer, frame: i, measurer: measurer, atLeast: (least.width, least.height))
                            commands = drawn.commands
                            let scale = renderer.settings.scale
                            try AccessibilityPictures.checkSize(width: drawn.width, height: drawn.height, scale: scale)
                            let pixels = [drawn.width, drawn.height].map { Canvas.pixels($0, scale: scale) }
                            if [canvas.pixelWidth, canvas.pixelHeight] != pixels {
                                canvas = try FrameRenderer(
                                    width: drawn.width, height: drawn.height, scale: scale, images: renderer.images,
                                    fonts: renderer.fonts)
                            }
                        } else {
                            // Identical commands give identical pixels, so leaving out rows that draw nothing
                            // changes no byte, even where a frame is taken for the one before it.
                            commands = renderer.drawnCommands(frame: i)
                        }
                        let bytes: [UInt8]
                        if reuse, let last, last.0 == commands {
                            bytes = last.1
                        } else {
                            try canvas.draw(commands)
                            switch output {
                            case .png(let compression): bytes = try canvas.png(compression)
                            case .rgba(let width): bytes = try width.map { try canvas.rgba(width: $0) } ?? canvas.rgba()
                            }
                            last = (commands, bytes)
                        }
                        try sink(i, bytes)
                        progress?.step()
                    }
                }
            } catch {
                queue.fail(error)
            }
        }
        try cancellation.check()
        if let e = queue.failure { throw e }
    }

    package static func fileName(_ i: Int) -> String { String(format: "frame-%05d.png", i) }

    /// Writes frames and timeline.json into `dir`.
    package static func write(
        _ renderer: SceneRenderer, frames: Range<Int>, jobs: Int, work: Work, compression: PNGCompression = .fast,
        to dir: URL
    ) throws {
        let progress = work.counter(total: frames.count, label: "render")
        try run(
            renderer, frames: Array(frames), jobs: jobs, progress: progress, cancellation: work.cancellation,
            output: .png(compression)
        ) { i, png in
            try FileWriting.write(png, to: dir.appendingPathComponent(fileName(i)).path)
        }
        try writeTimeline(renderer.timeline, frames: frames, to: dir.appendingPathComponent("timeline.json").path)
    }

    /// `timeline.json`, written a few frames at a time: the same bytes as `TimelineJSON.encode`, never held whole.
    /// Each piece is made while the one before it is written: a frame listing a million rows is 470 MB, and its
    /// writing alone took a second and a half of one core.
    static func writeTimeline(_ timeline: Timeline, frames: Range<Int>, to path: String) throws {
        let pieces = TimelinePieces(timeline, frames: frames)
        let ahead = PieceAhead(pieces)
        defer { ahead.finish() }
        try FileWriting.write(to: path) { ahead.take() }
    }

    /// Renders the given frames and returns their PNG bytes by index.
    package static func collect(
        _ renderer: SceneRenderer, frames: [Int], jobs: Int, work: Work, label: String,
        output: Output = .png(.fast), picture: Picture = .frame
    ) throws -> [Int: [UInt8]] {
        let out = Mutex<[Int: [UInt8]]>([:])
        let progress = work.counter(total: frames.count, label: label)
        try run(
            renderer, frames: frames, jobs: jobs, progress: progress, cancellation: work.cancellation, output: output,
            picture: picture
        ) { i, png in
            out.withLock { $0[i] = png }
        }
        return out.withLock { $0 }
    }
}
