import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldModel

/// Writing files as `unfold render`, `still` and `sheet` write them: the same bytes, written atomically (an
/// existing file or folder is replaced whole, or left as it was).
extension CompiledScene {
    /// PNG frames and `timeline.json` into `folder` (all frames unless given), deflated as `unfold render
    /// --compression` says. Each frame written is reported to `progress`; `cancellation` stops the writing, and
    /// the folder is then left as it was.
    public func writeFrames(
        to folder: String, frames: Range<Int>? = nil, jobs: Int? = nil, compression: FrameCompression = .fast,
        progress: (any ProgressSink)? = nil, cancellation: Cancellation? = nil
    ) throws {
        let work = Work(progress: progress, cancellation: cancellation ?? Cancellation())
        let range = frames ?? 0..<frameCount
        guard range.lowerBound >= 0, range.upperBound <= frameCount, !range.isEmpty else {
            throw UnfoldError.framesOutOfRange(range, frameCount: frameCount)
        }
        do {
            try AtomicOutput.folder(URL(fileURLWithPath: folder), cancellation: work.cancellation) { tmp in
                try FrameExporter.write(
                    renderer, frames: range, jobs: jobs ?? Jobs.available, work: work,
                    compression: compression.setting, to: tmp)
            }
        } catch { throw UnfoldError(error) }
    }

    /// The frame shown at `seconds`, as `unfold still` writes it.
    public func writeStill(at seconds: Double, to path: String) throws {
        let png = try png(frame: renderer.timeline.frameIndex(at: seconds))
        do { try AtomicOutput.file(URL(fileURLWithPath: path), png) } catch { throw UnfoldError(error) }
    }

    /// A GIF, APNG, WebP, MP4 or WebM of the whole scene, chosen by the file's extension as `unfold render -o`
    /// chooses it (`.apng` for APNG; `.png` is one frame, `writeStill`'s); `width` scales it down. Each frame
    /// encoded is reported to `progress`; `cancellation` stops the encoding, and no file is written.
    public func writeAnimated(
        to path: String, width: Int? = nil, progress: (any ProgressSink)? = nil, cancellation: Cancellation? = nil
    ) throws {
        let work = Work(progress: progress, cancellation: cancellation ?? Cancellation())
        guard case .animated(let format) = OutputFormat.of(path: path) else {
            throw UnfoldError.unsupportedOutput(path: path)
        }
        var export = AnimatedExport(renderer: renderer, format: format)
        export.width = width
        export.jobs = Jobs.available
        export.work = work
        do {
            try AtomicOutput.file(URL(fileURLWithPath: path), try export.encode(), cancellation: work.cancellation)
        } catch { throw UnfoldError(error) }
    }

    /// A contact sheet of the scene's frames (every `every`-th and the last), as `unfold sheet` draws it; each
    /// tile is reported to `progress`, and `cancellation` stops it before any file is written.
    public func writeSheet(
        to path: String, every: Int? = nil, columns: Int? = nil, width: Int? = nil,
        progress: (any ProgressSink)? = nil, cancellation: Cancellation? = nil
    ) throws {
        let work = Work(progress: progress, cancellation: cancellation ?? Cancellation())
        let scene = renderer.timeline.scene
        do {
            let (png, _) = try SheetExport.sheet(
                [(scene.variant, renderer)], title: scene.name, dark: scene.settings.appearance == .dark, every: every,
                columns: columns, width: width, work: work)
            try AtomicOutput.file(URL(fileURLWithPath: path), png, cancellation: work.cancellation)
        } catch { throw UnfoldError(error) }
    }
}

/// How PNG frames are deflated, as `unfold render --compression`.
public enum FrameCompression: Sendable {
    /// ISA-L: many times faster, files about 1.4× the size (CLI v5's default).
    case fast
    /// libdeflate level 6: version 4's encoder and size.
    case small

    package var setting: PNGCompression { self == .fast ? .fast : .small }
}
