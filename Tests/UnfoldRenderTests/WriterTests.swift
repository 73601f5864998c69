import Foundation
import Testing
import UnfoldTestSupport
import UnfoldCore

@testable import UnfoldRender
@testable import UnfoldCodecs
@testable import UnfoldExportPlan
import UnfoldModel

/// GIFWriter and APNGWriter on their own, with three small synthetic frames, decoded by giflib and by
/// Pillow: what each frame shows, when, and how often the file loops.
@Suite struct WriterTests {
    static let width = 40
    static let height = 30

    /// Red; then a blue square at (5, 5)–(15, 15); then also a green one at (25, 10)–(35, 20).
    static func frames() -> [[UInt8]] {
        func picture(_ squares: [(Int, Int, (UInt8, UInt8, UInt8))]) -> [UInt8] {
            var px = [UInt8](repeating: 255, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    var c: (UInt8, UInt8, UInt8) = (220, 40, 40)
                    for (sx, sy, colour) in squares where x >= sx && x < sx + 10 && y >= sy && y < sy + 10 {
                        c = colour
                    }
                    let i = (y * width + x) * 4
                    (px[i], px[i + 1], px[i + 2]) = c
                }
            }
            return px
        }
        let blue = (5, 5, (UInt8(30), UInt8(60), UInt8(220)))
        let green = (25, 10, (UInt8(40), UInt8(200), UInt8(60)))
        return [picture([]), picture([blue]), picture([blue, green])]
    }

    static func rgb(at x: Int, _ y: Int, in rgb: [UInt8]) -> [UInt8] {
        let i = (y * width + x) * 3
        return Array(rgb[i..<(i + 3)])
    }

    static let options = AnimationOptions(
        width: width, height: height, loop: 2,
        plan: AnimationPlan(frameCount: 3, fps: 10, endMicros: Micros(300_000), cap: nil))

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-writers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aGIFShowsEachFrameAtItsTimeAndLoopsAsAsked() throws {
        let frames = Self.frames()
        let palette = try GIFPalette(samples: frames, width: Self.width, height: Self.height, colors: 16, speed: 1)
        let writer = try GIFWriter(Self.options, palette: palette)
        for (k, f) in frames.enumerated() { try writer.add(AnimatedFrame(rgba: f, index: k)) }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a.gif")
        try Data(try writer.finish()).write(to: file)
        let gif = try decodeGIF(file.path)
        #expect(gif.width == 40 && gif.height == 30)
        #expect(gif.frames.map(\.start) == [0, 10, 20])
        #expect(gif.end == 30)
        // NETSCAPE2.0 counts repeats after the first play: twice in all is one repeat.
        #expect(gif.loops == 1)
        // Four colours, so the palette keeps each exactly.
        #expect(Self.rgb(at: 1, 1, in: gif.frames[0].rgb) == [220, 40, 40])
        #expect(Self.rgb(at: 8, 8, in: gif.frames[0].rgb) == [220, 40, 40])
        #expect(Self.rgb(at: 8, 8, in: gif.frames[1].rgb) == [30, 60, 220])
        #expect(Self.rgb(at: 30, 15, in: gif.frames[1].rgb) == [220, 40, 40])
        #expect(Self.rgb(at: 30, 15, in: gif.frames[2].rgb) == [40, 200, 60])
        #expect(Self.rgb(at: 8, 8, in: gif.frames[2].rgb) == [30, 60, 220])
    }

    @Test func anAPNGShowsEachFrameExactlyWithExactDelays() throws {
        let frames = Self.frames()
        var writer = APNGWriter(Self.options)
        for (k, f) in frames.enumerated() { try writer.add(AnimatedFrame(rgba: f, index: k)) }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a.png")
        try Data(try writer.finish()).write(to: file)
        let apng = try decodeAPNG(file.path, into: dir)
        #expect(apng.frames.count == 3)
        #expect(apng.loops == 2)
        #expect(apngDelays(try Data(contentsOf: file)).map { Double($0.0) / Double($0.1) } == [0.1, 0.1, 0.1])
        // Lossless: every pixel of every frame is the frame's own.
        for (k, f) in frames.enumerated() {
            let expected = stride(from: 0, to: f.count, by: 4).flatMap { f[$0..<($0 + 3)] }
            #expect(apng.frames[k].rgb == expected)
        }
    }
}
