import Foundation
import Testing
import UnfoldTestSupport
@testable import Unfold
@testable import UnfoldCLI
@testable import UnfoldRender
@testable import UnfoldCodecs

/// Animated files checked with independent decoders against the PNG frames of the same scene.
@Suite struct AnimatedFileTests {
    struct Reference {
        var fps: Int
        var endMicros: Int64
        var frames: [[UInt8]]
    }

    /// The scene's PNG frames as RGB, and its timing.
    func reference(_ scene: String, in dir: URL) throws -> Reference {
        let out = dir.appendingPathComponent("frames")
        #expect(unfold("render", scene, "-o", out.path, "--quiet").code == 0)
        let timeline = try SceneDocument.read(path: scene).load().prepare().timeline
        var frames: [[UInt8]] = []
        for i in 0..<timeline.frameCount {
            let rgba = try PNGCodec.decode(file: out.appendingPathComponent(FrameExporter.fileName(i)).path).pixels
            frames.append(PNGChunks.rgb(rgba))
        }
        return Reference(fps: timeline.fps, endMicros: timeline.endMicros.whole, frames: frames)
    }

    /// Renders `scene` to `dir/NAME` with `extra` options and returns the file's path.
    func animate(_ scene: String, to name: String, in dir: URL, _ extra: String...) -> String {
        let file = dir.appendingPathComponent(name).path
        #expect(unfold(["render", scene, "-o", file, "--quiet"] + extra).code == 0)
        return file
    }

    /// Checks every shown frame: it starts within one clock unit of the scene frame it shows, stands for the
    /// scene frames until the next one starts, and matches each of them (exactly, or above a PSNR).
    func check(
        _ shown: [ShownFrame], end: Int, unitsPerSecond: Int, against ref: Reference, rate: Int? = nil,
        minimumPSNR: Double? = nil
    ) {
        let rate = rate ?? ref.fps
        var total = 0.0
        var count = 0
        for (k, frame) in shown.enumerated() {
            let tick = Int((Double(frame.start) * Double(rate) / Double(unitsPerSecond)).rounded())
            let exact = Double(tick) * Double(unitsPerSecond) / Double(rate)
            #expect(abs(Double(frame.start) - exact) <= 1, "frame \(k) starts at \(frame.start), expected \(exact)")
            let nextStart = k + 1 < shown.count ? shown[k + 1].start : end
            let nextTick = Int((Double(nextStart) * Double(rate) / Double(unitsPerSecond)).rounded())
            for t in tick..<max(tick + 1, nextTick) {
                let scene = min(ref.frames.count - 1, t * ref.fps / rate)
                if let minimumPSNR {
                    let value = psnr(frame.rgb, ref.frames[scene])
                    #expect(value >= minimumPSNR - 10, "frame \(k) vs scene frame \(scene): \(value) dB")
                    total += value
                    count += 1
                } else {
                    let exact = frame.rgb == ref.frames[scene]
                    #expect(exact, "frame \(k) differs from scene frame \(scene)")
                }
            }
        }
        if let minimumPSNR { #expect(total / Double(count) >= minimumPSNR) }
        let expectedEnd = Int((Double(ref.endMicros) * Double(unitsPerSecond) / 1e6).rounded())
        #expect(end == expectedEnd)
    }

    @Test func losslessWebPShowsEveryFrameExactlyAtItsTime() throws {
        let dir = tempDir("webp")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let ref = try reference(scene, in: dir)
        let file = animate(scene, to: "s.webp", in: dir)
        let webp = try decodeWebP(file)
        #expect(webp.width == 200 && webp.height == 300 && webp.loops == 0)
        // Identical frames are merged: fewer frames than the scene has.
        #expect(webp.frames.count < ref.frames.count)
        check(webp.frames, end: webp.end, unitsPerSecond: 1000, against: ref)
    }

    /// A scene whose picture never changes is one frame; libwebp alone would write it as a still image with
    /// no duration, and the file must last the scene's `end` in every format.
    @Test func aSceneThatNeverChangesLastsItsEnd() throws {
        let dir = tempDir("anim-still")
        let text = smallScene.components(separatedBy: "timeline")[0].replacingOccurrences(
            of: "fps 30\n", with: "fps 30\nend 0.7\n")
        let scene = write(text, to: dir.appendingPathComponent("s.scene"))
        let ref = try reference(scene, in: dir)
        #expect(ref.endMicros == 700_000)
        let webp = try decodeWebP(animate(scene, to: "s.webp", in: dir))
        check(webp.frames, end: webp.end, unitsPerSecond: 1000, against: ref)
        let gif = try decodeGIF(animate(scene, to: "s.gif", in: dir))
        #expect(gif.frames.count == 1)
        check(gif.frames, end: gif.end, unitsPerSecond: 100, against: ref, minimumPSNR: 40)
        let apng = try decodeAPNG(animate(scene, to: "s.apng", in: dir), into: dir)
        #expect(apng.frames.count == 1 && apng.durations.count == 1)
        #expect(apng.durations.first.map { Double($0.0) / Double($0.1) } == 0.7)
        #expect(apng.frames.first?.rgb == ref.frames[0])
    }

    @Test func apngIsLosslessWithExactFractions() throws {
        let dir = tempDir("apng")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let ref = try reference(scene, in: dir)
        let file = animate(scene, to: "s.apng", in: dir, "--loop", "3")
        let decoded = try decodeAPNG(file, into: dir)
        #expect(decoded.loops == 3)
        // Exact starts: sums of the fractions, in 1/30 s ticks (the last frame runs to `end`).
        var shown: [ShownFrame] = []
        var ticks = 0
        for (k, frame) in decoded.frames.enumerated() {
            shown.append(ShownFrame(start: ticks * 1_000_000 / 30, rgb: frame.rgb))
            let (n, d) = decoded.durations[k]
            if k + 1 < decoded.frames.count {
                #expect(d == 30 || 30 % d == 0)
                ticks += n * 30 / d
            } else {
                let end = Double(ticks) / 30 + Double(n) / Double(d)
                #expect(abs(end - Double(ref.endMicros) / 1e6) < 1e-9)
            }
        }
        check(shown, end: Int(ref.endMicros), unitsPerSecond: 1_000_000, against: ref)
        // The default image is frame 0, for viewers without APNG support.
        let still = try PNGCodec.decode(file: file)
        #expect(PNGChunks.rgb(still.pixels) == ref.frames[0])
    }

    @Test func gifIsWithinTheQuantisationErrorAtItsTimes() throws {
        let dir = tempDir("gif")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let ref = try reference(scene, in: dir)
        let file = animate(scene, to: "s.gif", in: dir)
        let gif = try decodeGIF(file)
        #expect(gif.loops == 0)
        check(gif.frames, end: gif.end, unitsPerSecond: 100, against: ref, minimumPSNR: 40)
        #expect(unfold("render", scene, "-o", file, "--quiet", "--loop", "1").code == 0)
        #expect(try decodeGIF(file).loops == nil)
        #expect(unfold("render", scene, "-o", file, "--quiet", "--loop", "4").code == 0)
        #expect(try decodeGIF(file).loops == 3)
    }

    @Test func aSixtyFPSSceneIsAFiftyFPSGIF() throws {
        let dir = tempDir("gif60")
        let scene = write(
            smallScene.replacingOccurrences(of: "fps 30", with: "fps 60"), to: dir.appendingPathComponent("s.scene"))
        let ref = try reference(scene, in: dir)
        let file = animate(scene, to: "s.gif", in: dir)
        let gif = try decodeGIF(file)
        var previous = 0
        for frame in gif.frames.dropFirst() {
            #expect(frame.start - previous >= 2)
            previous = frame.start
        }
        #expect(gif.end - previous >= 2)
        check(gif.frames, end: gif.end, unitsPerSecond: 100, against: ref, rate: 50, minimumPSNR: 40)
        // --max-fps lowers the rate the same way, for every format.
        let webp = dir.appendingPathComponent("s.webp").path
        #expect(unfold("render", scene, "-o", webp, "--quiet", "--max-fps", "20").code == 0)
        let decoded = try decodeWebP(webp)
        check(decoded.frames, end: decoded.end, unitsPerSecond: 1000, against: ref, rate: 20)
    }

    @Test func theSameSceneGivesTheSameBytesWithAnyJobs() throws {
        let dir = tempDir("anim-determinism")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        for format in ["gif", "webp", "apng"] {
            var outputs: [Data] = []
            for (k, jobs) in ["1", "2", "2"].enumerated() {
                let file = dir.appendingPathComponent("\(k).\(format)")
                #expect(unfold("render", scene, "-o", file.path, "--jobs", jobs, "--quiet").code == 0)
                outputs.append(bytes(file))
            }
            #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2], "\(format) differs between runs")
        }
    }

    @Test func formatWidthAndRefusals() throws {
        let dir = tempDir("anim-options")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let png = dir.appendingPathComponent("x.png")
        #expect(unfold("render", scene, "--format", "apng", "-o", png.path, "--quiet").code == 0)
        #expect(apngDelays(bytes(png)).count > 1)
        let small = dir.appendingPathComponent("small.webp").path
        #expect(unfold("render", scene, "-o", small, "--width", "100", "--quiet").code == 0)
        let decoded = try decodeWebP(small)
        #expect(decoded.width == 100 && decoded.height == 150)
        // A file of another format is not replaced.
        let notes = write("mine", to: dir.appendingPathComponent("notes.gif"))
        let r = unfold("render", scene, "-o", notes, "--quiet")
        #expect(r.code == 3 && bytes(URL(fileURLWithPath: notes)) == Data("mine".utf8))
        #expect(unfold("render", scene, "--format", "tiff", "-o", small).code == 2)
        #expect(unfold("render", scene, "-o", small, "--colors", "300").code == 2)
    }

    /// For a video too: the encoder's private file goes with the interrupt.
    @Test(arguments: ["gif", "webm"])
    func anInterruptedWriteLeavesTheFileAsItWas(_ ext: String) throws {
        let dir = tempDir("anim-interrupt")
        let small = write(smallScene, to: dir.appendingPathComponent("small.scene"))
        let file = dir.appendingPathComponent("out.\(ext)")
        #expect(unfold("render", small, "-o", file.path, "--quiet").code == 0)
        let before = bytes(file)
        let long = write(
            "fps 60\ncanvas 390x844 @3x\nanimation 59 linear\ncell c\n  vstack\n    box height 10/800 color red\n    text t\n"
                + "rows c\n  repeat 40 r{i} t \"Row {i}\"\ntimeline\n  toggle r0\n  toggle r1",
            to: dir.appendingPathComponent("long.scene"))
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "unfold")
        let p = Process()
        p.executableURL = binary
        p.arguments = ["render", long, "-o", file.path]
        p.standardError = FileHandle.nullDevice
        try p.run()
        usleep(1_500_000)
        // Still encoding a minute of frames that all change.
        #expect(p.isRunning)
        kill(p.processIdentifier, SIGTERM)
        p.waitUntilExit()
        #expect(p.terminationStatus == 143)
        #expect(bytes(file) == before)
        #expect(!files(dir).contains { $0.contains(".tmp-") })
        let temporary = files(FileManager.default.temporaryDirectory).filter {
            $0.hasPrefix("unfold-video-\(p.processIdentifier)-")
        }
        #expect(temporary.isEmpty, "\(temporary)")
    }
}
