import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldSolver
import UnfoldCodecs
import UnfoldModel

/// The pipeline's stages timed in-process, and the encode floor.
struct Stages {
    var frames = 0
    var parse = 0.0, prepass = 0.0
    /// Per frame, one thread.
    var raster = 0.0, encode = 0.0, write = 0.0
    /// Per frame, one thread: Cairo's ARGB words to packed RGB bytes (`FrameRenderer.swizzleRow`), the canvas
    /// already drawn.
    var swizzle = 0.0
    var floor = 0.0
    /// The frames' RGB pixels, kept to measure the encode floor again.
    var pixels: [[UInt8]] = []
    var width = 0, height = 0
    /// Encoder settings tried: which, seconds and bytes a frame.
    var settings: [(PNGCompression, Double, Int)] = []

    static func measure(scene path: String, runs: Int, threads: Int, settings: Bool = false) throws -> Stages {
        var samples: [Stages] = []
        for k in 0..<runs { samples.append(try once(path, threads: threads, withSettings: settings && k == 0)) }
        var s = Stages()
        s.frames = samples[0].frames
        s.parse = median(samples.map(\.parse))
        s.prepass = median(samples.map(\.prepass))
        s.raster = median(samples.map(\.raster))
        s.encode = median(samples.map(\.encode))
        s.write = median(samples.map(\.write))
        s.swizzle = median(samples.map(\.swizzle))
        s.floor = median(samples.map(\.floor))
        s.settings = samples[0].settings
        s.pixels = samples[0].pixels
        s.width = samples[0].width
        s.height = samples[0].height
        return s
    }

    /// Seconds to encode every frame's pixels alone, on `threads` threads, with the renderer's settings.
    func encodeFloor(threads: Int, zlib: Bool = false) -> Double {
        let shared = pixels
        let w = width
        let h = height
        let t = now()
        DispatchQueue.concurrentPerform(iterations: threads) { k in
            for i in stride(from: k, to: shared.count, by: threads) {
                _ = try? shared[i].withUnsafeBufferPointer {
                    try PNGCodec.encodeRGB(
                        $0, width: w, height: h, compression: zlib ? PNGCompression(.zlib, level: 1) : .fast)
                }
            }
        }
        return now() - t
    }

    static func once(_ path: String, threads: Int, withSettings: Bool) throws -> Stages {
        var s = Stages()
        let data = [UInt8](FileManager.default.contents(atPath: path)!)
        var t = now()
        guard case .success(let scene) = SceneParser.parse(data, defaultName: "bench") else {
            throw RenderError.unusable(path: path, problem: "has errors")
        }
        s.parse = now() - t
        _ = try Fonts.load()
        t = now()
        let renderer = try SceneRenderer.prepare(scene, images: ImageStore(), solver: GLPKConstraintSolver())
        s.prepass = now() - t
        let count = renderer.timeline.frameCount
        s.frames = count
        let canvas = try renderer.makeCanvas()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-stages-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var pixels: [[UInt8]] = []
        for i in 0..<count {
            // Bands are drawn as they are encoded; the raster stage is timed by drawing them once alone,
            // and the encode stage is the rest of producing the PNG.
            t = now()
            try renderer.draw(frame: i, on: canvas)
            try canvas.rasterize()
            let raster = now() - t
            s.raster += raster
            t = now()
            let png = try canvas.png()
            s.encode += max(0, now() - t - raster)
            t = now()
            let fd = open(
                dir.appendingPathComponent(String(format: "frame-%05d.png", i)).path, O_WRONLY | O_CREAT | O_TRUNC,
                0o644)
            png.withUnsafeBytes { _ = Foundation.write(fd, $0.baseAddress, $0.count) }
            close(fd)
            s.write += now() - t
            var rgb: [UInt8] = []
            try canvas.rgb(into: &rgb)
            t = now()
            try canvas.rgb(into: &rgb)
            s.swizzle += now() - t
            pixels.append(rgb)
        }
        s.raster /= Double(count)
        s.encode /= Double(count)
        s.write /= Double(count)
        s.swizzle /= Double(count)
        // The floor: encoding the same pixels alone, on every core.
        let w = canvas.pixelWidth
        let h = canvas.pixelHeight
        let shared = pixels
        s.pixels = pixels
        s.width = w
        s.height = h
        s.floor = s.encodeFloor(threads: threads)
        if withSettings { s.settings = try encoderSettings(shared, width: w, height: h) }
        return s
    }

    /// Seconds and bytes a frame for each encoder setting tried, over the first 10 frames.
    static func encoderSettings(_ shared: [[UInt8]], width w: Int, height h: Int) throws -> [(
        PNGCompression, Double, Int
    )] {
        let options: [PNGCompression] =
            [PNGCompression(.zlib, level: 1), PNGCompression(.zlib, level: 9)]
            + [1, 2, 3, 4, 5, 6, 8, 10, 12].map { PNGCompression(.libdeflate, level: $0) }
            + [0, 1, 2, 3].map { PNGCompression(.isal, level: $0) }
        var times = Array(repeating: [Double](), count: options.count)
        var sizes = Array(repeating: 0, count: options.count)
        // Interleaved rounds, so a busy moment on a shared machine does not fall on one setting alone.
        for _ in 0..<3 {
            for (k, option) in options.enumerated() {
                let start = now()
                var bytes = 0
                for p in shared.prefix(10) {
                    bytes += try p.withUnsafeBufferPointer {
                        try PNGCodec.encodeRGB($0, width: w, height: h, compression: option)
                    }.count
                }
                times[k].append((now() - start) / 10)
                sizes[k] = bytes / 10
            }
        }
        return options.enumerated().map { k, option in (option, median(times[k]), sizes[k]) }
    }
}
