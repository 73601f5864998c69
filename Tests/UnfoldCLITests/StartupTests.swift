import Foundation
import Testing

@testable import UnfoldRender
@testable import UnfoldCodecs

/// CLI v5, "Speed where users wait": a command that writes no video does not load the video libraries, and font
/// coverage is built once per font file. Each command runs as its own process, under strace where what it opens
/// is counted, with a cache folder of its own.
@Suite struct StartupTests {
    /// Two rows and a tap: text to draw, frames that differ (CompressionOptionTests renders it too).
    static let scene = """
        canvas 200x120 @1x
        fps 10
        cell c
          text t
        rows c
          a t "Hello"
          b t "World"
        timeline
          at 0.1 tap a
        """

    /// `unfold ARGS` run in `dir` under strace; returns its exit status and every path it opened.
    func opened(_ args: [String], in dir: URL, cache: URL) throws -> (status: Int32, paths: [String]) {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "Debian's strace is needed")
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("unfold")
        let log = dir.appendingPathComponent("strace.log")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: strace)
        p.arguments = ["-f", "-e", "trace=openat", "-o", log.path, binary.path] + args
        p.currentDirectoryURL = dir
        p.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let text = try String(contentsOf: log, encoding: .utf8)
        // Only opens that succeeded: a library looked for in several folders fails in all but one.
        let paths = text.split(separator: "\n").filter { !$0.contains("= -1") }.compactMap { line -> String? in
            guard let start = line.firstIndex(of: "\""),
                let end = line[line.index(after: start)...].firstIndex(of: "\"")
            else { return nil }
            return String(line[line.index(after: start)..<end])
        }
        return (p.terminationStatus, paths)
    }

    static func isPoppler(_ path: String) -> Bool { path.contains("libpoppler") }

    static func isVideoLibrary(_ path: String) -> Bool {
        ["libavformat", "libavcodec", "libswscale", "libavutil", "libx264", "libvpx"].contains { path.contains($0) }
    }

    @Test func lintStillAndFramesOpenNoVideoLibraryAndVideoDoes() throws {
        let dir = tempDir("startup")
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("cache")
        _ = write(Self.scene, to: dir.appendingPathComponent("s.scene"))
        for args in [
            ["lint", "s.scene"], ["--version"], ["still", "s.scene", "--at", "0.2", "-o", "s.png"],
            ["render", "s.scene", "-o", "frames", "--quiet"]
        ] {
            let run = try opened(args, in: dir, cache: cache)
            #expect(run.status == 0, "\(args)")
            #expect(run.paths.filter(Self.isVideoLibrary) == [], "\(args)")
            #expect(run.paths.filter(Self.isPoppler) == [], "\(args)")
        }
        // The same trace sees them when a video is written: the check above can fail.
        let video = try opened(["render", "s.scene", "-o", "s.mp4", "--quiet"], in: dir, cache: cache)
        #expect(video.status == 0)
        #expect(video.paths.contains { $0.contains("libavformat") })
        #expect(video.paths.contains { $0.contains("libx264") })
    }

    /// poppler is opened by a scene that draws a PDF, and draws it; a scene without one never opens it (above).
    @Test func aPDFImageOpensPopplerAndDrawsIt() throws {
        let dir = tempDir("startup-pdf")
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = dir.appendingPathComponent("Assets.xcassets/Disc.imageset")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: dir.appendingPathComponent("Assets.xcassets/Contents.json"))
        try VectorAssetTests.discPDF.write(to: root.appendingPathComponent("disc.pdf"))
        try VectorAssetTests.imageSet("disc.pdf", preserves: true).write(
            to: root.appendingPathComponent("Contents.json"))
        _ = write(VectorAssetTests.oneImage("Disc", scale: 2), to: dir.appendingPathComponent("pdf.scene"))
        let run = try opened(
            ["still", "pdf.scene", "--at", "0", "-o", "pdf.png"], in: dir, cache: dir.appendingPathComponent("cache"))
        #expect(run.status == 0)
        #expect(run.paths.contains(where: Self.isPoppler))
        // The disc's black reaches the middle of the 80 × 80 picture.
        let image = try PNGCodec.decode([UInt8](bytes(dir.appendingPathComponent("pdf.png"))))
        let middle = (40 * image.width + 40) * 4
        #expect(Array(image.pixels[middle..<(middle + 3)]) == [0, 0, 0])
    }

    /// The first process scans the font files and keeps their faces; the next opens the kept faces instead of
    /// scanning, and draws the same bytes.
    @Test func fontCoverageIsKeptAndGivesTheSameFrame() throws {
        let dir = tempDir("coverage")
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("cache")
        _ = write(Self.scene, to: dir.appendingPathComponent("s.scene"))
        let cold = try opened(["still", "s.scene", "--at", "0.2", "-o", "cold.png"], in: dir, cache: cache)
        #expect(cold.status == 0)
        let kept = try FileManager.default.contentsOfDirectory(
            atPath: cache.appendingPathComponent("unfold/font-coverage").path
        ).filter { $0.hasSuffix(".faces") }
        // Every pinned file but Material Design Icons, whose empty language set does not survive fontconfig's
        // text form, so it is scanned each time.
        #expect(kept.count == PinnedFonts.pins.count - 1)
        let warm = try opened(["still", "s.scene", "--at", "0.2", "-o", "warm.png"], in: dir, cache: cache)
        #expect(warm.status == 0)
        #expect(warm.paths.filter { $0.hasSuffix(".faces") }.count == kept.count)
        #expect(bytes(dir.appendingPathComponent("cold.png")) == bytes(dir.appendingPathComponent("warm.png")))
        #expect(bytes(dir.appendingPathComponent("cold.png")).count > 100)
    }
}
