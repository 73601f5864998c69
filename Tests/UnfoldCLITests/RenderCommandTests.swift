import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI
@testable import UnfoldRender
@testable import UnfoldCodecs

@Suite(.serialized) struct RenderCommandTests {
    @Test func jobsGiveIdenticalBytes() throws {
        let dir = tempDir("jobs")
        let scene = write(smallScene, to: dir.appendingPathComponent("small.scene"))
        let one = dir.appendingPathComponent("one")
        let two = dir.appendingPathComponent("two")
        #expect(unfold("render", scene, "-o", one.path, "--jobs", "1").code == 0)
        #expect(unfold("render", scene, "-o", two.path, "--jobs", "2", "--quiet").code == 0)
        let names = files(one)
        #expect(names.count == 52)
        #expect(names == files(two))
        for n in names { expectSameBytes(n, in: one, two) }
        // Frames differ while the row moves: the render is not trivially constant.
        #expect(
            bytes(one.appendingPathComponent("frame-00006.png")) != bytes(one.appendingPathComponent("frame-00012.png"))
        )
    }

    @Test func framesSliceMatchesTheFullRender() throws {
        let dir = tempDir("slice")
        let scene = write(smallScene, to: dir.appendingPathComponent("small.scene"))
        let full = dir.appendingPathComponent("full")
        let part = dir.appendingPathComponent("part")
        #expect(unfold("render", scene, "-o", full.path).code == 0)
        #expect(unfold("render", scene, "-o", part.path, "--frames", "10:20").code == 0)
        let names = files(part).filter { $0.hasPrefix("frame-") }
        #expect(names == (10..<20).map { String(format: "frame-%05d.png", $0) })
        for n in names { #expect(bytes(full.appendingPathComponent(n)) == bytes(part.appendingPathComponent(n))) }
        let json =
            try JSONSerialization.jsonObject(with: bytes(part.appendingPathComponent("timeline.json")))
            as! [String: Any]
        let frames = json["frames"] as! [[String: Any]]
        #expect(frames.map { $0["index"] as! Int } == Array(10..<20))
    }

    /// The whole screen mid-scroll (the large title cut by the bar, the inline title fading in, content under the
    /// translucent bar): the same bytes with one job or two, and a slice is the full render's frames.
    @Test func theScreenSceneGivesTheSameBytesWithJobsAndSlices() throws {
        let dir = tempDir("screen-jobs")
        let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/settings-large-title.scene").path
        let one = dir.appendingPathComponent("one")
        let two = dir.appendingPathComponent("two")
        let part = dir.appendingPathComponent("part")
        #expect(unfold("render", scene, "-o", one.path, "--scale", "1", "--frames", "10:40", "--jobs", "1").code == 0)
        #expect(unfold("render", scene, "-o", two.path, "--scale", "1", "--frames", "10:40", "--jobs", "2").code == 0)
        #expect(unfold("render", scene, "-o", part.path, "--scale", "1", "--frames", "20:30", "--jobs", "2").code == 0)
        let names = files(one)
        #expect(names.filter { $0.hasPrefix("frame-") }.count == 30)
        #expect(names == files(two))
        for n in names { expectSameBytes(n, in: one, two) }
        #expect(files(part).filter { $0.hasPrefix("frame-") } == (20..<30).map { String(format: "frame-%05d.png", $0) })
        for n in files(part) where n.hasPrefix("frame-") {
            #expect(bytes(part.appendingPathComponent(n)) == bytes(one.appendingPathComponent(n)), "\(n)")
        }
        // The scroll moves the bars: frames differ while it runs.
        #expect(
            bytes(one.appendingPathComponent("frame-00015.png")) != bytes(one.appendingPathComponent("frame-00025.png"))
        )
    }

    @Test func stillEqualsTheFrameOfAFullRender() throws {
        let dir = tempDir("still")
        let scene = write(smallScene, to: dir.appendingPathComponent("small.scene"))
        let full = dir.appendingPathComponent("full")
        #expect(unfold("render", scene, "-o", full.path).code == 0)
        let still = dir.appendingPathComponent("s.png")
        #expect(unfold("still", scene, "--at", "1.0", "-o", still.path).code == 0)
        #expect(bytes(still) == bytes(full.appendingPathComponent("frame-00030.png")))
    }

    @Test func canvasScaleGivesPixels() throws {
        let dir = tempDir("scale")
        let scene = write(
            "canvas 375x667 @3x\nend 0.1\ncell c\n  text t\nrows c\n  a t \"Hi\"",
            to: dir.appendingPathComponent("s.scene"))
        let out = dir.appendingPathComponent("o")
        #expect(unfold("render", scene, "-o", out.path).code == 0)
        let img = try PNGCodec.decode(file: out.appendingPathComponent("frame-00000.png").path)
        #expect(img.width == 1125 && img.height == 2001)
    }

    @Test func failedRenderLeavesTheFolderUntouched() throws {
        let dir = tempDir("atomic")
        let out = dir.appendingPathComponent("keep")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: out.appendingPathComponent("note.txt"))
        let scene = write(
            "cell c\n  image pic height 40\nrows c\n  a pic \"missing.png\"",
            to: dir.appendingPathComponent("bad.scene"))
        let r = unfold("render", scene, "-o", out.path)
        #expect(r.code == 2)
        #expect(r.out == "")
        #expect(
            r.err == "\(scene):4:9: error: image missing.png does not exist (looked for \(dir.path)/missing.png)\n"
                + "  a pic \"missing.png\"\n        ^\n")
        #expect(files(out) == ["note.txt"])
        // Nothing was started, so there is no temporary folder to clean up; the signal tests check cleanup mid-write.
        let broken = write(
            "cell c\n  text t\nrows c\n  a t \"x\"\ntimeline\n  tap zz", to: dir.appendingPathComponent("broken.scene"))
        let r2 = unfold("render", broken, "-o", out.path)
        #expect(r2.code == 2)
        #expect(r2.err == "\(broken):6:7: error: unknown row 'zz'\n  tap zz\n      ^\n")
        #expect(files(out) == ["note.txt"])
    }

    @Test func corruptImageIsASceneErrorAtItsRow() throws {
        let dir = tempDir("corrupt")
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("bad.png"))
        let scene = write(
            "cell c\n  image pic height 40\nrows c\n  a pic \"bad.png\"", to: dir.appendingPathComponent("s.scene"))
        let r = unfold("render", scene, "-o", dir.appendingPathComponent("o").path)
        #expect(r.code == 2)
        #expect(
            r.err == "\(scene):4:9: error: image bad.png cannot be read: it does not start with a PNG signature\n"
                + "  a pic \"bad.png\"\n        ^\n")
        // A valid header over a broken body is found when decoding, and reported the same way.
        var truncated = PNGHeader.signature
        truncated += [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(truncated).write(to: dir.appendingPathComponent("bad.png"))
        let body = unfold("render", scene, "-o", dir.appendingPathComponent("o").path)
        #expect(body.code == 2)
        #expect(
            body.err == """
                \(scene):4:9: error: image bad.png is not a readable PNG (\(dir.path)/bad.png: libspng could not decode the PNG: invalid chunk checksum)
                  a pic "bad.png"
                        ^

                """)
    }

    @Test func unwritableOutputIsAnIOError() throws {
        let dir = tempDir("unwritable")
        let scene = write(smallScene, to: dir.appendingPathComponent("small.scene"))
        let blocker = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let r = unfold("render", scene, "-o", blocker.appendingPathComponent("sub").path)
        #expect(r.code == 3)
        // The reason after the path is Foundation's own words, which differ between its versions.
        #expect(r.err.hasPrefix("unfold: error: cannot create folder \(blocker.path): "), "\(r.err)")
        #expect(r.err.hasSuffix("\n") && r.err.split(separator: "\n").count == 1, "\(r.err)")
        let onFile = unfold("render", scene, "-o", blocker.path)
        #expect(onFile.code == 3)
        #expect(
            onFile.err == "unfold: error: \(blocker.path) exists and is not a folder; Unfold leaves it alone (choose"
                + " another output with -o)\n")
        #expect(bytes(blocker) == Data("x".utf8))
    }

    @Test func rendersTheBuiltInDemo() throws {
        let out = tempDir("demo").appendingPathComponent("demo")
        #expect(unfold("render", "-o", out.path, "--frames", "0:3").code == 0)
        #expect(files(out) == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "timeline.json"])
    }

    @Test func timelineJSONReadsBack() throws {
        let dir = tempDir("json")
        let scene = write(smallScene, to: dir.appendingPathComponent("small.scene"))
        let out = dir.appendingPathComponent("o")
        #expect(unfold("render", scene, "-o", out.path).code == 0)
        let json =
            try JSONSerialization.jsonObject(with: bytes(out.appendingPathComponent("timeline.json"))) as! [String: Any]
        #expect(json["version"] as? Int == 3 && json["scene"] as? String == "Small" && json["fps"] as? Int == 30)
        let canvas = json["canvas"] as! [String: Any]
        #expect(canvas["width"] as? Double == 200 && canvas["height"] as? Double == 300 && canvas["scale"] as? Int == 1)
        let frames = json["frames"] as! [[String: Any]]
        #expect(frames.count == files(out).count - 1)
        var previousHeight = 0.0
        for (i, f) in frames.enumerated() {
            #expect(f["index"] as? Int == i)
            #expect(abs((f["time"] as! Double) - Double(i) / 30) < 1e-6)
            let offset = f["contentOffset"] as! Double
            let rows = f["rows"] as! [[String: Any]]
            var y = 0.0
            for r in rows {
                let ry = r["y"] as! Double
                let h = r["height"] as! Double
                #expect(abs(ry - y) < 1e-5)
                #expect(ry < offset + 300 && ry + h > offset)
                #expect((0...1).contains(r["highlight"] as! Double))
                y += h
            }
            if i == 12 { #expect(rows[0]["expanded"] as? Bool == true) }
            previousHeight = f["contentHeight"] as! Double
        }
        #expect(previousHeight > 0)
        let rowA = frames.map { ($0["rows"] as! [[String: Any]])[0]["height"] as! Double }
        #expect(rowA[6] == rowA[0] && rowA[10] > rowA[6] && rowA[18] == rowA[30])
        #expect(
            String(decoding: bytes(out.appendingPathComponent("timeline.json")), as: UTF8.self).contains(
                "\"contentOffset\": 0.000000"))
    }
}

/// File `name` is the same bytes in folders `one` and `two`; when it is not, a PNG says whether its pixels differ
/// too (a drawing or a deflate that depends on more than the scene).
func expectSameBytes(_ name: String, in one: URL, _ two: URL) {
    let (a, b) = (bytes(one.appendingPathComponent(name)), bytes(two.appendingPathComponent(name)))
    #expect(a == b, "\(name)")
    if a != b, name.hasSuffix(".png") {
        let pixels = (try? PNGCodec.decode([UInt8](a)).pixels) == (try? PNGCodec.decode([UInt8](b)).pixels)
        #expect(Bool(false), "\(name): \(pixels ? "the same pixels, deflated differently" : "other pixels")")
    }
}
