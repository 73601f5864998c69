import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldGoldens
import UnfoldCompare
import UnfoldModel

/// A format-2 golden folder's frames: each kept frame's RGBA compressed with Zstandard against the first kept
/// frame (a row that moved is a long match into it), or on its own where that is smaller; a frame equal to an
/// earlier one names that one's file. On the repository's goldens the frames take under a quarter of version 4's PNGs.
enum GoldenPictures {
    static let recordsFile = "records.zst"
    /// The most a records file may hold once decompressed.
    static let maxRecordBytes = 512 * 1024 * 1024

    static func fileName(_ frame: Int) -> String { "frame-\(String(format: "%05d", frame)).zst" }

    /// The kept frames of `renderer`, drawn and compressed: the files to write and how `golden.json` names them.
    static func record(_ renderer: SceneRenderer, kept: [Int], jobs: Int, work: Work) throws -> (
        GoldenManifest.Pictures, files: [String: [UInt8]]
    ) {
        let width = renderer.pixelWidth
        let height = renderer.pixelHeight
        let first = kept[0]
        let reference = try FrameExporter.collect(
            renderer, frames: [first], jobs: 1, work: work.quiet, label: "record", output: .rgba(width: nil))[first]!
        let referenceFile = fileName(first)
        let alone = try ZstdCodec.compress(reference)
        let compressed = Mutex<[Int: GoldenManifest.Pictures.StoredFrame]>([:])
        let bytes = Mutex<[Int: [UInt8]]>([first: alone])
        try FrameExporter.run(
            renderer, frames: Array(kept.dropFirst()), jobs: jobs, progress: nil, cancellation: work.cancellation,
            output: .rgba(width: nil)
        ) { f, rgba in
            let (data, referenced) = try compress(rgba, against: reference, referenceSize: alone.count)
            compressed.withLock { $0[f] = .init(file: fileName(f), reference: referenced ? referenceFile : nil) }
            bytes.withLock { $0[f] = data }
        }
        var stored = compressed.withLock { $0 }
        stored[first] = .init(file: referenceFile, reference: nil)
        let data = bytes.withLock { $0 }
        // The same pixels compress to the same bytes: the earliest frame's file stands for later equal ones.
        var files: [String: [UInt8]] = [:]
        var frames: [GoldenManifest.Pictures.StoredFrame] = []
        var byContent: [[UInt8]: [String?: String]] = [:]
        for f in kept {
            let entry = stored[f]!
            let content = data[f]!
            if let earlier = byContent[content]?[entry.reference] {
                frames.append(.init(file: earlier, reference: entry.reference))
                continue
            }
            byContent[content, default: [:]][entry.reference] = entry.file
            files[entry.file] = content
            frames.append(entry)
        }
        return (GoldenManifest.Pictures(width: width, height: height, frames: frames, records: recordsFile), files)
    }

    /// A frame compressed against the reference, or on its own when that is smaller; and which it is.
    static func compress(_ rgba: [UInt8], against reference: [UInt8], referenceSize: Int) throws -> ([UInt8], Bool) {
        let referenced = try ZstdCodec.compress(rgba, prefix: reference)
        // A frame that shares little with the reference (a scene scrolled far) is tried on its own too.
        guard referenced.count * 2 > referenceSize else { return (referenced, true) }
        let alone = try ZstdCodec.compress(rgba)
        return alone.count < referenced.count ? (alone, false) : (referenced, true)
    }

    /// Reads a format-2 folder's frames, each on demand and from any thread; a reference frame is decompressed
    /// once.
    final class Reader: Sendable {
        let dir: URL
        let pictures: GoldenManifest.Pictures
        /// Reads one of the folder's files by name, at most so many bytes (the servers read without links).
        let fetch: @Sendable (String, Int) throws -> [UInt8]
        private let references = Mutex<[String: [UInt8]]>([:])

        init(
            dir: URL, pictures: GoldenManifest.Pictures,
            fetch: (@Sendable (String, Int) throws -> [UInt8])? = nil
        ) {
            self.dir = dir
            self.pictures = pictures
            self.fetch =
                fetch ?? { name, limit in try GoldenPictures.read(dir.appendingPathComponent(name).path, limit: limit) }
        }

        var size: Int { pictures.width * pictures.height * 4 }

        /// Kept frame number `k` (its place among the kept frames) as RGBA.
        func frame(at k: Int) throws -> RGBAImage {
            let stored = pictures.frames[k]
            let prefix = try stored.reference.map { try referencePixels($0) }
            let pixels = try decompress(stored.file, prefix: prefix)
            return RGBAImage(width: pictures.width, height: pictures.height, pixels: pixels)
        }

        func referencePixels(_ file: String) throws -> [UInt8] {
            if let known = references.withLock({ $0[file] }) { return known }
            let pixels = try decompress(file, prefix: nil)
            references.withLock { $0[file] = pixels }
            return pixels
        }

        func decompress(_ file: String, prefix: [UInt8]?) throws -> [UInt8] {
            // A compressed frame is never larger than zstd's bound on its pixels.
            let data = try fetch(file, size + size / 128 + 1024)
            do {
                return try ZstdCodec.decompress(data, size: size, prefix: prefix)
            } catch let error as RenderError {
                throw GoldenFolder.DamagedGolden(
                    message: "\(dir.appendingPathComponent(file).relativePath): \(error.description)",
                    saysHowToRecord: false)
            }
        }
    }

    /// A file of the folder, read as a regular file of at most `limit` bytes, never through a link: goldens
    /// travel between machines, and a link would read whatever it points at.
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        switch RegularFile.read(path, limit: limit, followsLinks: false) {
        case .success(let bytes): return bytes
        case .failure(let problem):
            let shown = URL(fileURLWithPath: path).relativePath
            throw GoldenFolder.DamagedGolden(message: "\(shown) \(problem.words)")
        }
    }

    /// A records file, decompressed: its declared size is checked before anything is allocated.
    static func records(in dir: URL, _ name: String) throws -> Data {
        try records(try read(dir.appendingPathComponent(name).path, limit: maxRecordBytes), name)
    }

    static func records(_ data: [UInt8], _ name: String) throws -> Data {
        let size = ZstdCodec.declaredSize(data)
        guard let size, size <= maxRecordBytes else {
            throw JSONProblem.Failure("'\(name)' is not a Zstandard file of at most \(maxRecordBytes) bytes")
        }
        do {
            return Data(try ZstdCodec.decompress(data, size: size))
        } catch let error as RenderError {
            throw JSONProblem.Failure("'\(name)': \(error.description)")
        }
    }
}
