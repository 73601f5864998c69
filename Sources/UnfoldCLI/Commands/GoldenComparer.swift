import Foundation
import UnfoldCore
import UnfoldRender

/// Compares rendered frames with their goldens, from any thread; writes the actual frame and a diff for failures.
final class GoldenComparer: @unchecked Sendable {
    let dir: URL
    let diffDir: URL
    let comparer: FrameComparer
    let width: Int
    let height: Int
    private let lock = NSLock()
    private var found: [Int: String] = [:]

    init(dir: URL, diffDir: URL, comparer: FrameComparer, width: Int, height: Int) {
        self.dir = dir
        self.diffDir = diffDir
        self.comparer = comparer
        self.width = width
        self.height = height
    }

    var failures: [Int: String] {
        lock.lock()
        defer { lock.unlock() }
        return found
    }

    func compare(frame: Int, _ rgba: [UInt8]) throws {
        let name = FrameExporter.fileName(frame)
        let expected = try PNGCodec.decode(file: dir.appendingPathComponent(name).path)
        let actual = RGBAImage(width: width, height: height, pixels: rgba)
        switch comparer.compare(golden: expected, actual: rgba, width: width, height: height) {
        case .match:
            return
        case .sizeDiffers:
            let why =
                "size differs: golden \(expected.width)×\(expected.height), actual \(width)×\(height)"
                + " (were the goldens recorded with another --scale?)"
            try fail(frame, why, actual: actual, diff: nil)
        case let .differs(pixels, diff):
            let picture = RGBAImage(width: width, height: height, pixels: diff)
            try fail(frame, "\(pixels) pixels differ", actual: actual, diff: picture)
        }
    }

    func fail(_ frame: Int, _ why: String, actual: RGBAImage, diff: RGBAImage?) throws {
        let name = FrameExporter.fileName(frame)
        do {
            try FileManager.default.createDirectory(at: diffDir, withIntermediateDirectories: true)
            try FileWriting.write(try PNGCodec.encodeRGBA(actual), to: diffDir.appendingPathComponent(name).path)
            if let diff {
                let diffName = name.replacingOccurrences(of: ".png", with: "-diff.png")
                try FileWriting.write(try PNGCodec.encodeRGBA(diff), to: diffDir.appendingPathComponent(diffName).path)
            }
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure.io("cannot write into \(diffDir.path): \(AtomicOutput.reason(error))")
        }
        lock.lock()
        found[frame] = why
        lock.unlock()
    }
}
