import Foundation
import UnfoldCore
import UnfoldRender

/// The pipeline's stages timed in-process, and the encode floor.
struct Stages {
    var frames = 0
    var parse = 0.0, prepass = 0.0
    /// Per frame, one thread.
    var raster = 0.0, encode = 0.0, write = 0.0
    var floor = 0.0

    static func measure(scene path: String, runs: Int, threads: Int) throws -> Stages {
        var samples: [Stages] = []
        for _ in 0..<runs { samples.append(try once(path, threads: threads)) }
        var s = Stages()
        s.frames = samples[0].frames
        s.parse = median(samples.map(\.parse)); s.prepass = median(samples.map(\.prepass))
        s.raster = median(samples.map(\.raster)); s.encode = median(samples.map(\.encode)); s.write = median(samples.map(\.write))
        s.floor = median(samples.map(\.floor))
        return s
    }

    static func once(_ path: String, threads: Int) throws -> Stages {
        var s = Stages()
        let data = [UInt8](FileManager.default.contents(atPath: path)!)
        var t = now()
        guard case .success(let scene) = SceneParser.parse(data, defaultName: "bench") else { throw RenderError("scene error in \(path)") }
        s.parse = now() - t
        _ = try Fonts.load()
        t = now()
        let renderer = try SceneRenderer.prepare(scene, images: ImageStore())
        s.prepass = now() - t
        let count = renderer.timeline.frameCount
        s.frames = count
        let canvas = try renderer.makeCanvas()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-stages-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var pixels: [[UInt8]] = []
        for i in 0..<count {
            t = now()
            try renderer.draw(frame: i, on: canvas)
            s.raster += now() - t
            t = now()
            let png = try canvas.png()
            s.encode += now() - t
            t = now()
            let fd = open(dir.appendingPathComponent(String(format: "frame-%05d.png", i)).path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            png.withUnsafeBytes { _ = Foundation.write(fd, $0.baseAddress, $0.count) }
            close(fd)
            s.write += now() - t
            var rgb: [UInt8] = []
            canvas.rgb(into: &rgb)
            pixels.append(rgb)
        }
        s.raster /= Double(count); s.encode /= Double(count); s.write /= Double(count)
        // The floor: encoding the same pixels alone, on every core.
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        let shared = pixels
        t = now()
        DispatchQueue.concurrentPerform(iterations: threads) { k in
            for i in stride(from: k, to: shared.count, by: threads) {
                _ = try? shared[i].withUnsafeBufferPointer { try PNGCodec.encodeRGB($0, width: w, height: h) }
            }
        }
        s.floor = now() - t
        return s
    }
}
