import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldModel

@Suite(.serialized) struct OutputTests {
    @Test func reusingHeldFramesGivesTheSameBytes() throws {
        let dir = tempDir("reuse")
        let path = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let loaded = try SceneDocument.read(path: path).load()
        let renderer = try loaded.prepare()
        let frames = Array(0..<renderer.timeline.frameCount)
        final class Box: @unchecked Sendable {
            var a: [Int: [UInt8]] = [:]
            var b: [Int: [UInt8]] = [:]
            let lock = NSLock()
        }
        let box = Box()
        try FrameExporter.run(
            renderer, frames: frames, jobs: 1, progress: nil, cancellation: Cancellation(), reuse: true
        ) { i, png in
            box.lock.lock()
            box.a[i] = png
            box.lock.unlock()
        }
        try FrameExporter.run(
            renderer, frames: frames, jobs: 2, progress: nil, cancellation: Cancellation(), reuse: false
        ) { i, png in
            box.lock.lock()
            box.b[i] = png
            box.lock.unlock()
        }
        #expect(box.a.keys.sorted() == box.b.keys.sorted())
        for i in box.a.keys.sorted() where box.a[i] != box.b[i] {
            // Says whether the drawing or the deflate differs, so a recurrence tells the two apart.
            let same = (try? PNGCodec.decode(box.a[i]!).pixels) == (try? PNGCodec.decode(box.b[i]!).pixels)
            let sizes = "\(box.a[i]!.count) and \(box.b[i]!.count) bytes"
            Issue.record("frame \(i): \(same ? "the same pixels, deflated differently" : "other pixels") (\(sizes))")
        }
        // The scene holds still before its first tap, so reuse had something to do.
        #expect(renderer.commands(frame: 0) == renderer.commands(frame: 5))
    }

    @Test func sliceTimelineEqualsTheFullOne() throws {
        let dir = tempDir("slicejson")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        #expect(unfold("render", scene, "-o", dir.appendingPathComponent("full").path).code == 0)
        #expect(
            unfold("render", scene, "-o", dir.appendingPathComponent("part").path, "--frames", "10:20", "--jobs", "2")
                .code == 0)
        func frames(_ name: String) throws -> [NSDictionary] {
            let json =
                try JSONSerialization.jsonObject(
                    with: bytes(dir.appendingPathComponent(name).appendingPathComponent("timeline.json")))
                as! [String: Any]
            return (json["frames"] as! [[String: Any]]).map { $0 as NSDictionary }
        }
        #expect(try Array(frames("full")[10..<20]) == frames("part"))
        let again = dir.appendingPathComponent("again")
        #expect(unfold("render", scene, "-o", again.path).code == 0)
        #expect(
            bytes(again.appendingPathComponent("timeline.json"))
                == bytes(dir.appendingPathComponent("full").appendingPathComponent("timeline.json")))
    }

    @Test func renderEndsWithOneSummaryLineWhenNotOnATerminal() {
        let dir = tempDir("quiet")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let out = dir.appendingPathComponent("o").path
        let r = unfold("render", scene, "-o", out)
        #expect(r.code == 0 && r.out.isEmpty)
        #expect(r.err.hasPrefix("unfold: rendered 51 frames and timeline.json into \(out)/ in "))
        #expect(r.err.hasSuffix(" s\n") && r.err.filter { $0 == "\n" }.count == 1)
        let quiet = unfold("render", scene, "-o", out, "--quiet")
        #expect(quiet.code == 0 && quiet.out.isEmpty && quiet.err.isEmpty)
    }

    /// SIGINT, SIGTERM and SIGHUP mid-render: exit 128 + the signal, the previous output as it was, no temporary folder.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalLeavesTheOutputAsItWas(_ signal: Int32) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "unfold")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no unfold binary beside the tests")
        let dir = tempDir("signal")
        let out = dir.appendingPathComponent("keep")
        let small = write(smallScene, to: dir.appendingPathComponent("small.scene"))
        #expect(unfold("render", small, "-o", out.path, "--frames", "0:2", "--quiet").code == 0)
        let before = files(out).map { bytes(out.appendingPathComponent($0)) }
        let scene = write(
            "fps 240\ncanvas 390x844 @3x\nend 20\ncell c\n  text t\nrows c\n  repeat 40 r{i} t \"Row {i}\"\ntimeline\n  scroll by 600 over 19 linear",
            to: dir.appendingPathComponent("long.scene"))
        let p = Process()
        p.executableURL = binary
        p.arguments = ["render", scene, "-o", out.path, "--jobs", "2"]
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Wait until rendering has started writing frames, then send the signal.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline,
            !files(dir).contains(where: { $0.contains(".tmp-") && !files(dir.appendingPathComponent($0)).isEmpty })
        { usleep(20_000) }
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationStatus == 128 + signal)
        #expect(files(out) == ["frame-00000.png", "frame-00001.png", "timeline.json"])
        #expect(files(out).map { bytes(out.appendingPathComponent($0)) } == before)
        #expect(files(dir).sorted() == ["keep", "long.scene", "small.scene"])
    }
}

@Suite struct FullDiskTests {
    @Test func aFullDiskIsAnIOErrorThatSaysSo() {
        // Linux always has /dev/full; a machine without it must not pass this test silently.
        try? #require(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this machine")
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        do {
            try FileWriting.write([UInt8](repeating: 1, count: 100_000), to: "/dev/full")
            Issue.record("writing to /dev/full succeeded")
        } catch UnfoldFailure.io(let message) {
            #expect(message == "cannot write /dev/full: No space left on device")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

/// Issue 36.7: the frame an expand of many children starts at lists every child at height 0. `timeline.json`
/// hands such a frame over a few thousand rows at a time, and a picture leaves the rows of no area out.
@Suite(.serialized) struct ManyListedRowsTests {
    static func text(children: Int) -> String {
        """
        canvas 200x300 @1x
        fps 30
        cell c
          text name
        rows c
          p name "P"
            repeat \(children) k{i} name "K{i}"
        timeline
          at 0.1 tap p
        """
    }

    @Test func piecesSplitABigFrameAndJoinToTheWholeFile() throws {
        let dir = tempDir("many-rows")
        let children = 2 * TimelinePieces.rowsPerPiece + 808
        let path = write(Self.text(children: children), to: dir.appendingPathComponent("s.scene"))
        let renderer = try SceneDocument.read(path: path).load().prepare()
        let timeline = renderer.timeline
        // Frame 3 is at 0.1 s: P and its children, each at height 0.
        let frames = 2..<5
        #expect(timeline.state(frame: 3).rows.count == children + 1)
        let pieces = TimelinePieces(timeline, frames: frames)
        var joined: [UInt8] = []
        var sizes: [Int] = []
        while let piece = pieces.next() {
            joined += piece
            sizes.append(piece.count)
        }
        #expect(joined == Array(TimelineJSON.encode(timeline, frames: frames).utf8))
        // The head with frame 2 and frame 3's first piece of rows, its next piece, then the rest with frame 4.
        #expect(sizes.count == 3)
        // Written with each piece made while the one before is written: the same bytes, in the same order.
        let file = dir.appendingPathComponent("timeline.json")
        try FrameExporter.writeTimeline(timeline, frames: frames, to: file.path)
        #expect(bytes(file) == Data(joined))
    }

    @Test func aPictureLeavesOutRowsOfNoAreaAndDrawsTheSamePixels() throws {
        let dir = tempDir("many-rows-drawn")
        let path = write(Self.text(children: 900), to: dir.appendingPathComponent("s.scene"))
        let renderer = try SceneDocument.read(path: path).load().prepare()
        let listed = renderer.commands(frame: 3)
        let drawn = renderer.drawnCommands(frame: 3)
        let empty = renderer.timeline.state(frame: 3).rows.filter { $0.height == 0 }.count
        #expect(empty == 900)
        // Each row of no area is a clip and an unclip, and nothing between.
        #expect(listed.count - drawn.count == 2 * empty)
        let canvas = try renderer.makeCanvas()
        try canvas.draw(listed)
        let all = try canvas.rgba()
        try canvas.draw(drawn)
        #expect(try canvas.rgba() == all)
    }
}
