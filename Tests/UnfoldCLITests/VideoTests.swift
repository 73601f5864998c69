import Foundation
import Testing
import UnfoldTestSupport
@testable import Unfold
@testable import UnfoldCLI
@testable import UnfoldRender
@testable import UnfoldCodecs

/// MP4 and WebM files checked by FFmpeg's own tools (ffprobe, ffmpeg), as a player would read them.
@Suite struct VideoTests {
    static let ffprobe = "/usr/bin/ffprobe"
    static let ffmpeg = "/usr/bin/ffmpeg"

    /// Runs a tool; its standard output.
    func tool(_ path: String, _ args: [String]) throws -> Data {
        try #require(FileManager.default.isExecutableFile(atPath: path), "\(path) is installed by make test")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return data
    }

    struct Probe {
        var codec: String
        var profile: String
        var pixelFormat: String
        var width: Int
        var height: Int
        var duration: Double
        var times: [Double]
    }

    func probe(_ file: String) throws -> Probe {
        let json = try tool(
            Self.ffprobe,
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries",
                "stream=codec_name,profile,pix_fmt,width,height:format=duration:frame=best_effort_timestamp_time",
                "-of", "json", file
            ])
        let root = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let stream = try #require((root["streams"] as? [[String: Any]])?.first)
        let frames = (root["frames"] as? [[String: Any]]) ?? []
        return Probe(
            codec: stream["codec_name"] as? String ?? "", profile: stream["profile"] as? String ?? "",
            pixelFormat: stream["pix_fmt"] as? String ?? "", width: stream["width"] as? Int ?? 0,
            height: stream["height"] as? Int ?? 0,
            duration: Double((root["format"] as? [String: Any])?["duration"] as? String ?? "") ?? 0,
            times: frames.compactMap { Double($0["best_effort_timestamp_time"] as? String ?? "") })
    }

    /// The decoded frames as RGB, by FFmpeg.
    func decodedFrames(_ file: String, width: Int, height: Int) throws -> [[UInt8]] {
        let raw = [UInt8](
            try tool(
                Self.ffmpeg,
                ["-v", "error", "-i", file, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        let size = width * height * 3
        return stride(from: 0, to: raw.count - size + 1, by: size).map { Array(raw[$0..<($0 + size)]) }
    }

    /// Mean over frames of the luma PSNR (BT.709 weights) of decoded frames against the PNG frames.
    func meanLumaPSNR(_ decoded: [[UInt8]], _ pngs: [RGBAImage]) -> Double {
        var total = 0.0
        for (d, p) in zip(decoded, pngs) {
            var error = 0.0
            let count = p.width * p.height
            for i in 0..<count {
                let a = 0.2126 * Double(d[i * 3]) + 0.7152 * Double(d[i * 3 + 1]) + 0.0722 * Double(d[i * 3 + 2])
                let b =
                    0.2126 * Double(p.pixels[i * 4]) + 0.7152 * Double(p.pixels[i * 4 + 1]) + 0.0722
                    * Double(p.pixels[i * 4 + 2])
                error += (a - b) * (a - b)
            }
            let mse = error / Double(count)
            total += mse == 0 ? 100 : 10 * log10(255 * 255 / mse)
        }
        return total / Double(min(decoded.count, pngs.count))
    }

    /// A scene, its PNG frames and its timeline.
    func rendered() throws -> (dir: URL, scene: String, frames: [RGBAImage], fps: Int, end: Double) {
        let dir = tempDir("video")
        let scene = write(smallScene + "\n  at 1.2 tap b", to: dir.appendingPathComponent("s.scene"))
        let folder = dir.appendingPathComponent("frames")
        #expect(unfold("render", scene, "-o", folder.path, "--quiet").code == 0)
        let names = files(folder).filter { $0.hasSuffix(".png") }
        let frames = try names.map { try PNGCodec.decode(file: folder.appendingPathComponent($0).path) }
        let timeline = try #require(
            try JSONSerialization.jsonObject(with: bytes(folder.appendingPathComponent("timeline.json")))
                as? [String: Any])
        let fps = timeline["fps"] as? Int ?? 0
        let loaded = try SceneDocument.read(path: scene).load()
        let end = try loaded.prepare().timeline.end
        return (dir, scene, frames, fps, end)
    }

    @Test(arguments: [("mp4", "h264"), ("webm", "vp9")])
    func aVideoShowsEveryFrameAtItsTime(_ ext: String, _ codec: String) throws {
        let r = try rendered()
        let file = r.dir.appendingPathComponent("s.\(ext)").path
        // Small text at @1x: a lower CRF than the default (the demo's default-settings PSNR is tested below).
        #expect(unfold("render", r.scene, "-o", file, "--quiet", "--crf", "18").code == 0)
        let p = try probe(file)
        #expect(p.codec == codec && p.pixelFormat == "yuv420p" && p.width == 200 && p.height == 300)
        #expect(p.times.count == r.frames.count, "\(p.times.count) frames for \(r.frames.count)")
        for (i, t) in p.times.enumerated() { #expect(abs(t - Double(i) / Double(r.fps)) <= 1.0 / Double(r.fps)) }
        #expect(abs(p.duration - r.end) < 0.002, "\(p.duration) for \(r.end)")
        let psnr = meanLumaPSNR(try decodedFrames(file, width: 200, height: 300), r.frames)
        #expect(psnr > 40, "mean luma PSNR \(psnr)")
    }

    /// The demo at default settings: mean luma PSNR over 40 dB against its PNG frames (FFmpeg's psnr filter).
    @Test(arguments: ["mp4", "webm"])
    func theDemoAtDefaultSettingsKeepsItsText(_ ext: String) throws {
        let dir = tempDir("video-demo")
        let frames = dir.appendingPathComponent("frames")
        let file = dir.appendingPathComponent("demo.\(ext)").path
        #expect(unfold("render", "-o", frames.path, "--quiet").code == 0)
        #expect(unfold("render", "-o", file, "--quiet").code == 0)
        let stats = String(
            decoding: try tool(
                Self.ffmpeg,
                [
                    "-v", "error", "-i", file, "-framerate", "30", "-i",
                    frames.appendingPathComponent("frame-%05d.png").path,
                    "-lavfi",
                    "[0:v]setpts=N/(30*TB),format=yuv444p[a];[1:v]setpts=N/(30*TB),format=yuv444p[b];[a][b]psnr=shortest=1:stats_file=-",
                    "-f", "null", "-"
                ]), as: UTF8.self)
        let values = stats.split(separator: "\n").compactMap { line -> Double? in
            guard let field = line.split(separator: " ").first(where: { $0.hasPrefix("psnr_y:") }) else { return nil }
            let v = field.dropFirst(7)
            return v == "inf" ? 100 : Double(v)
        }
        #expect(values.count == 164)
        let mean = values.reduce(0, +) / Double(max(1, values.count))
        #expect(mean >= 40, "mean luma PSNR \(mean)")
    }

    @Test(arguments: [("mp4", "High 4:4:4 Predictive"), ("webm", "Profile 1")])
    func chroma444AndOddSizes(_ ext: String, _ profile: String) throws {
        let r = try rendered()
        let file = r.dir.appendingPathComponent("s.\(ext)").path
        #expect(unfold("render", r.scene, "-o", file, "--chroma", "444", "--quiet").code == 0)
        let p = try probe(file)
        #expect(p.pixelFormat == "yuv444p" && p.profile == profile, "\(p.pixelFormat) \(p.profile)")
        let odd = r.dir.appendingPathComponent("odd.\(ext)").path
        // 101 px wide: 151.5 → 152 high; the width is made even by one more column.
        #expect(unfold("render", r.scene, "-o", odd, "--width", "101", "--quiet").code == 0)
        let q = try probe(odd)
        #expect(q.width == 102 && q.height == 152, "\(q.width)×\(q.height)")
        #expect(unfold("render", r.scene, "-o", odd, "--crf", "64").code == 2)
        if ext == "mp4" { #expect(unfold("render", r.scene, "-o", odd, "--crf", "52").code == 2) }
        #expect(unfold("render", r.scene, "-o", r.dir.appendingPathComponent("x.gif").path, "--crf", "20").code == 2)
        #expect(unfold("render", r.scene, "-o", odd, "--chroma", "422").code == 2)
    }

    @Test(arguments: ["mp4", "webm"])
    func theSameBytesEveryRunAndWithAnyJobs(_ ext: String) throws {
        let r = try rendered()
        var outputs: [Data] = []
        for (k, jobs) in ["1", "2", "2"].enumerated() {
            let file = r.dir.appendingPathComponent("s\(k).\(ext)")
            #expect(unfold("render", r.scene, "-o", file.path, "--jobs", jobs, "--quiet").code == 0)
            outputs.append(bytes(file))
        }
        #expect(!outputs[0].isEmpty)
        #expect(outputs[0] == outputs[1], "jobs 1 and 2: \(outputs[0].count) and \(outputs[1].count) bytes")
        #expect(outputs[1] == outputs[2], "two runs: \(outputs[1].count) and \(outputs[2].count) bytes")
    }

    @Test func thePosterIsTheFrameStillPicks() throws {
        let r = try rendered()
        let poster = r.dir.appendingPathComponent("poster.png").path
        let file = r.dir.appendingPathComponent("s.mp4").path
        #expect(unfold("render", r.scene, "-o", file, "--poster", poster, "--poster-at", "0.5", "--quiet").code == 0)
        let still = r.dir.appendingPathComponent("still.png").path
        #expect(unfold("still", r.scene, "--at", "0.5", "-o", still).code == 0)
        #expect(bytes(URL(fileURLWithPath: poster)) == bytes(URL(fileURLWithPath: still)))
        // By default the last frame.
        #expect(unfold("render", r.scene, "-o", file, "--poster", poster, "--quiet").code == 0)
        #expect(try PNGCodec.decode(file: poster) == r.frames.last!)
        #expect(unfold("render", r.scene, "-o", file, "--poster-at", "1").code == 2)
    }

    @Test func embedGivesFourSnippetsForEachKindOfFile() throws {
        let r = try rendered()
        for ext in ["gif", "webp", "apng", "mp4", "webm"] {
            let file = r.dir.appendingPathComponent("demo.\(ext)").path
            #expect(unfold("render", r.scene, "-o", file, "--quiet").code == 0)
            let e = unfold("embed", file, "--alt", "Rows \"that\" unfold")
            #expect(e.code == 0)
            let kind = ["mp4", "webm"].contains(ext) ? "video" : "image"
            let seconds = String(format: "%.3f", r.end)
            #expect(e.out.hasPrefix("\(file): \(kind), 200×300 px, 200×300 pt, \(seconds) s\n"), "\(e.out)")
            let alt = #"Rows "that" unfold"#
            let video = """
                <video src="\(file)" width="200" height="300" autoplay loop muted playsinline aria-label="Rows &quot;that&quot; unfold"></video>
                """
            let snippets =
                kind == "video"
                ? """
                Markdown (GitHub README, a link: GitHub does not play repository videos inline):
                [▶ \(alt) (\(seconds) s)](\(file))

                HTML:
                \(video)

                DocC:
                @Video(source: "demo.\(ext)", alt: "Rows \\"that\\" unfold")

                MkDocs:
                \(video)

                """
                : """
                Markdown (GitHub README):
                ![\(alt)](\(file))

                HTML:
                <img src="\(file)" width="200" height="300" alt="Rows &quot;that&quot; unfold">

                DocC:
                @Image(source: "demo.\(ext)", alt: "Rows \\"that\\" unfold")

                MkDocs:
                ![\(alt)](\(file)){ width="200" }

                """
            #expect(e.out == "\(file): \(kind), 200×300 px, 200×300 pt, \(seconds) s\n\n" + snippets)
        }
        let poster = r.dir.appendingPathComponent("demo.png").path
        #expect(unfold("still", r.scene, "--at", "1", "-o", poster).code == 0)
        let withPoster = unfold("embed", r.dir.appendingPathComponent("demo.mp4").path, "--poster", poster)
        let mp4 = r.dir.appendingPathComponent("demo.mp4").path
        let video = """
            <video src="\(mp4)" width="200" height="300" poster="\(poster)" autoplay loop muted playsinline aria-label="Small"></video>
            """
        #expect(
            withPoster.out == """
                \(mp4): video, 200×300 px, 200×300 pt, \(String(format: "%.3f", r.end)) s

                Markdown (GitHub README, a link: GitHub does not play repository videos inline):
                [![Small](\(poster))](\(mp4))

                HTML:
                \(video)

                DocC:
                @Video(source: "demo.mp4", poster: "demo.png", alt: "Small")

                MkDocs:
                \(video)

                """)
        #expect(unfold("embed", r.dir.appendingPathComponent("nothing.mp4").path).code == 3)
        #expect(unfold("embed", r.scene).code == 3)
    }
}

/// PNG frames go through libdeflate: for every scene, frames decode to exactly the pixels zlib's do.
@Suite struct PNGDeflateTests {
    init() { registerSwiftSources() }

    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../scenes")
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []).filter { $0.hasSuffix(".scene") }
            .sorted()
    }

    @Test(arguments: PNGDeflateTests.names)
    func isalAndLibdeflateFramesDecodeToZlibsPixels(_ name: String) throws {
        let loaded = try SceneDocument.read(path: PNGDeflateTests.scenes.appendingPathComponent(name).path).load()
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        let frames = Array(Set([0, count / 2, count - 1])).sorted()
        let pixels = try FrameExporter.collect(
            renderer, frames: frames, jobs: 2, work: .silent, label: "", output: .rgba(width: nil))
        let (w, h) = (renderer.pixelWidth, renderer.pixelHeight)
        for f in frames {
            let rgba = pixels[f]!
            var rgb = [UInt8](repeating: 0, count: w * h * 3)
            for p in 0..<(w * h) {
                rgb[p * 3] = rgba[p * 4]
                rgb[p * 3 + 1] = rgba[p * 4 + 1]
                rgb[p * 3 + 2] = rgba[p * 4 + 2]
            }
            let deflated = try rgb.withUnsafeBufferPointer { try PNGCodec.encodeRGB($0, width: w, height: h) }
            let zlib = try rgb.withUnsafeBufferPointer {
                try PNGCodec.encodeRGB($0, width: w, height: h, level: 1, zlib: true)
            }
            let fast = try rgb.withUnsafeBufferPointer {
                try PNGCodec.encodeRGB($0, width: w, height: h, compression: .fast)
            }
            let a = try PNGCodec.decode(deflated)
            let b = try PNGCodec.decode(zlib)
            let c = try PNGCodec.decode(fast)
            #expect(a == b, "\(name) frame \(f)")
            #expect(c == b, "\(name) frame \(f)")
            #expect(a.pixels == rgba, "\(name) frame \(f)")
            // The frame a render writes is the ISA-L file, byte for byte (compared as a Bool: the bytes are long).
            let written = try FrameExporter.collect(renderer, frames: [f], jobs: 1, work: .silent, label: "")[f]!
            if !written.elementsEqual(fast) {
                // Which differs, the pixels drawn again or only their deflated bytes: the first is a drawing
                // that is not deterministic, the second an encoder that is not.
                let again = try PNGCodec.decode(written)
                let same = again.pixels == rgba ? "are" : "are not"
                let at = zip(written, fast).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
                let sizes = "\(written.count) against \(fast.count) bytes, first at \(at)"
                Issue.record("\(name) frame \(f): the written file differs (\(sizes)); its pixels \(same) those drawn")
            }
        }
    }
}
