import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldSolver
import UnfoldCodecs
import UnfoldModel

/// The PNG encoder table: every encoder, level and filter tried on up to 8 frames spread over each scene in
/// scenes/ (their RGB pixels, drawn once), one thread, median of 5 interleaved rounds. The fastest setting whose
/// average size is at most 1.5× zlib level 6's (the smallest of its filters: unfiltered, on these flat pictures)
/// is the one frames should use (CLI v5).
enum PNGTable {
    static let settings: [PNGCompression] =
        [1, 6].flatMap { level in PNGFilter.allCases.map { PNGCompression(.zlib, level: level, filter: $0) } }
        + [1, 2, 3, 4, 5, 6, 8].flatMap { level in
            [PNGFilter.none, .up].map { PNGCompression(.libdeflate, level: level, filter: $0) }
        }
        + [0, 1, 2, 3].flatMap { level in [PNGFilter.none, .up].map { PNGCompression(.isal, level: level, filter: $0) }
        }

    /// CLI v5: frames may be on average up to 1.5× zlib level 6's size.
    static let sizeBound = 1.5

    /// Frames of every scene, as (width, height, RGB).
    static func frames(_ folder: String) throws -> [(Int, Int, [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scene") }
            .sorted()
        _ = try Fonts.load()
        var out: [(Int, Int, [UInt8])] = []
        for name in names {
            let path = folder + "/" + name
            let data = [UInt8](FileManager.default.contents(atPath: path)!)
            // Scenes whose images or strings files need the CLI's loading are read with their folder as base.
            guard case .success(let scene) = SceneParser.parse(data, defaultName: name) else { continue }
            let images = ImageStore.load(scene.imageReferences, base: URL(fileURLWithPath: folder)).store
            guard let renderer = try? SceneRenderer.prepare(scene, images: images, solver: GLPKConstraintSolver())
            else { continue }
            let canvas = try renderer.makeCanvas()
            let count = renderer.timeline.frameCount
            for k in 0..<min(8, count) {
                try renderer.draw(frame: k * count / min(8, count), on: canvas)
                var rgb: [UInt8] = []
                try canvas.rgb(into: &rgb)
                out.append((canvas.pixelWidth, canvas.pixelHeight, rgb))
            }
        }
        return out
    }

    static func run(folder: String = "scenes") throws {
        let frames = try frames(folder)
        print(
            "PNG encoders on \(frames.count) frames of the scenes in \(folder)/ (one thread, median of 5 interleaved "
                + "rounds):"
        )
        var times = Array(repeating: [Double](), count: settings.count)
        var sizes = Array(repeating: 0, count: settings.count)
        for _ in 0..<5 {
            for (k, setting) in settings.enumerated() {
                let start = now()
                var bytes = 0
                for (w, h, rgb) in frames {
                    bytes += try rgb.withUnsafeBufferPointer {
                        try PNGCodec.encodeRGB($0, width: w, height: h, compression: setting)
                    }.count
                }
                times[k].append((now() - start) / Double(frames.count))
                sizes[k] = bytes / max(1, frames.count)
            }
        }
        let zlib6 = settings.indices.filter { settings[$0].engine == .zlib && settings[$0].level == 6 }
        let reference = zlib6.min { sizes[$0] < sizes[$1] }!
        let fits = settings.indices.filter { Double(sizes[$0]) <= Double(sizes[reference]) * sizeBound }
        let pick = fits.min { median(times[$0]) < median(times[$1]) }!
        for k in settings.indices {
            let mark =
                k == pick
                ? "  ← fastest at most 1.5× zlib 6's size" : (k == reference ? "  (the size bound ÷ 1.5)" : "")
            print(
                String(
                    format: "  %@ %6.2f ms  %7d bytes a frame%@",
                    settings[k].label.padding(toLength: 36, withPad: " ", startingAt: 0), median(times[k]) * 1000,
                    sizes[k], mark))
        }
    }
}
