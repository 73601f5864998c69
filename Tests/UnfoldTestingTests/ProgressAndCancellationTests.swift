import Foundation
import Synchronization
import Testing
import Unfold

/// The library reports progress to the caller's sink and honours the caller's cancellation (issue 56, point 3).
@Suite struct ProgressAndCancellationTests {
    static let text = """
        scene "Progress"
        canvas 200x120 @1x
        fps 10
        end 0.6
        cell c
          text t
        rows c
          a t "A"
          b t "B"
        timeline
          at 0.1 tap a
        """

    /// Keeps every report; cancels its cancellation at `cancelAt` steps done when given one.
    final class Recorder: ProgressSink {
        let reports = Mutex<[ProgressReport]>([])
        let cancellation: Cancellation?
        let cancelAt: Int
        init(cancelling cancellation: Cancellation? = nil, at cancelAt: Int = 0) {
            self.cancellation = cancellation
            self.cancelAt = cancelAt
        }
        func report(_ progress: ProgressReport) {
            reports.withLock { $0.append(progress) }
            // A negative step: the last.
            if progress.done == (cancelAt < 0 ? progress.total : cancelAt) { cancellation?.cancel() }
        }
        var all: [ProgressReport] { reports.withLock { $0 } }
    }

    func compiled() throws -> CompiledScene {
        try UnfoldScene(text: Self.text).compiled()
    }

    func folder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-progress-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func framesAreReportedOneByOneInOrder() throws {
        let scene = try compiled()
        let recorder = Recorder()
        try scene.writeFrames(to: try folder("frames").appendingPathComponent("out").path, jobs: 3, progress: recorder)
        let count = scene.frameCount
        // 0.6 s at 10 fps: frames at 0, 0.1, … 0.5.
        #expect(count == 6)
        #expect(recorder.all == (0...count).map { ProgressReport(label: "render", done: $0, total: count) })
    }

    @Test func animatedFilesAndSheetsReportUnderTheirOwnLabels() throws {
        let scene = try compiled()
        let dir = try folder("animated")
        let gif = Recorder()
        try scene.writeAnimated(to: dir.appendingPathComponent("a.gif").path, progress: gif)
        #expect(gif.all.map(\.label) == Array(repeating: "gif", count: gif.all.count))
        #expect(gif.all.first?.done == 0 && gif.all.last?.done == gif.all.last?.total)
        #expect(gif.all.map(\.done) == Array(0..<gif.all.count))
        let sheet = Recorder()
        try scene.writeSheet(to: dir.appendingPathComponent("s.png").path, every: 2, progress: sheet)
        // Frames 0, 2, 4 and the last (6).
        #expect(sheet.all == (0...4).map { ProgressReport(label: "sheet", done: $0, total: 4) })
    }

    @Test func aCancelledWriteThrowsAndLeavesTheFolderAsItWas() throws {
        let scene = try compiled()
        let dir = try folder("cancel")
        let out = dir.appendingPathComponent("out")
        // An earlier render's folder, which the stopped one must leave whole.
        try scene.writeFrames(to: out.path, frames: 0..<2)
        let before = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let cancellation = Cancellation()
        let recorder = Recorder(cancelling: cancellation, at: 2)
        var caught: UnfoldError?
        do {
            try scene.writeFrames(to: out.path, jobs: 1, progress: recorder, cancellation: cancellation)
        } catch let error as UnfoldError {
            caught = error
        }
        #expect(caught == .interrupted)
        #expect(cancellation.isCancelled)
        // Stopped at the frame it was asked at, not at the end.
        #expect(recorder.all.count < scene.frameCount)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(left == ["out"])
        #expect(before == ["frame-00000.png", "frame-00001.png", "timeline.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == before)
    }

    @Test func aCancellationGivenCancelledWritesNothing() throws {
        let scene = try compiled()
        let dir = try folder("before")
        let cancellation = Cancellation()
        // Nothing is being written: there is nothing to undo.
        #expect(cancellation.cancel() == false)
        var caught: UnfoldError?
        do {
            try scene.writeAnimated(to: dir.appendingPathComponent("a.webp").path, cancellation: cancellation)
        } catch let error as UnfoldError {
            caught = error
        }
        #expect(caught == .interrupted)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// A stop after the last frame, while the encoder finishes its file (which the stop removed), is the stop: not
    /// an encoder failure, and no file.
    @Test func aStopWhileAVideoIsFinishedIsAnInterruption() throws {
        let scene = try compiled()
        let dir = try folder("finish")
        let cancellation = Cancellation()
        // The GIF's and the video's last report comes after the last frame is handed over.
        let recorder = Recorder(cancelling: cancellation, at: -1)
        var caught: UnfoldError?
        do {
            try scene.writeAnimated(
                to: dir.appendingPathComponent("a.mp4").path, progress: recorder, cancellation: cancellation)
        } catch let error as UnfoldError {
            caught = error
        }
        #expect(cancellation.isCancelled)
        #expect(caught == .interrupted)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
