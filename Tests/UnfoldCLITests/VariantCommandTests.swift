import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI
@testable import UnfoldRender
@testable import UnfoldCodecs

@Suite struct VariantCommandTests {
    let scene = """
        scene "V"
        canvas 390x400 @1x
        fps 10
        variant big content-size ax3
        variant small content-size xs
        variant rtl direction rtl
        variant se device iphone-se
        cell c
          vstack padding 10 spacing 6
            text title font body
            text body font footnote
        rows c
          a title "Title" body "A body long enough to wrap onto a second line at the larger sizes of Dynamic Type."
        timeline
          at 0.1 toggle a
        """

    func rowHeight(_ path: String, _ variant: String) throws -> Double {
        let timeline = try SceneDocument.read(path: path).load(variant: variant).prepare().timeline
        return timeline.state(frame: 0).rows[0].height
    }

    @Test func rowsGrowWithDynamicTypeAndShrinkBelowIt() throws {
        let path = write(scene, to: tempDir("dt").appendingPathComponent("v.scene"))
        let large = try rowHeight(path, "default")
        #expect(try rowHeight(path, "big") > large * 1.8)
        #expect(try rowHeight(path, "small") < large)
    }

    @Test func aDevicePresetSetsCanvasAndScale() throws {
        let dir = tempDir("device")
        let path = write(scene, to: dir.appendingPathComponent("v.scene"))
        let out = dir.appendingPathComponent("se.png").path
        #expect(unfold("still", path, "--at", "0", "--variant", "se", "-o", out).code == 0)
        let image = try PNGCodec.decode(file: out)
        #expect(image.width == 750 && image.height == 1334)
        let r = unfold("still", path, "--at", "0", "--variant", "nope", "-o", out)
        #expect(r.code == 2)
        #expect(r.err == "unfold: \(path) has no variant 'nope'; its variants are: default, big, small, rtl, se\n")
    }

    /// `--device-frame` on still, render and sheet draws the display's corners and the notch, as
    /// `device-frame on` does; without it the corner is the table's.
    @Test func theDeviceFrameFlagDrawsTheCorners() throws {
        let dir = tempDir("device-frame")
        let path = write(scene, to: dir.appendingPathComponent("v.scene"))
        let plain = dir.appendingPathComponent("plain.png").path
        let framed = dir.appendingPathComponent("framed.png").path
        #expect(unfold("still", path, "--at", "0", "-o", plain).code == 0)
        #expect(unfold("still", path, "--at", "0", "--device-frame", "-o", framed).code == 0)
        let a = try PNGCodec.decode(file: plain)
        let b = try PNGCodec.decode(file: framed)
        #expect(Array(a.pixels[0..<3]) == [255, 255, 255])
        #expect(Array(b.pixels[0..<3]) == [0, 0, 0])
        // The notch, at the top centre; the middle of the canvas is untouched.
        let top = (2 * b.width + b.width / 2) * 4
        #expect(Array(b.pixels[top..<(top + 3)]) == [0, 0, 0])
        let mid = (b.height / 2 * b.width + b.width / 2) * 4
        #expect(a.pixels[mid..<(mid + 4)] == b.pixels[mid..<(mid + 4)])
        let frames = dir.appendingPathComponent("frames")
        #expect(unfold("render", path, "--device-frame", "-o", frames.path, "--quiet").code == 0)
        let first = try PNGCodec.decode(file: frames.appendingPathComponent("frame-00000.png").path)
        #expect(first.pixels == b.pixels)
        #expect(
            unfold("sheet", path, "--device-frame", "-o", dir.appendingPathComponent("s.png").path, "--quiet").code == 0
        )
    }

    @Test func renderAllVariantsWritesAFolderForEach() throws {
        let dir = tempDir("all-variants")
        let path = write(scene, to: dir.appendingPathComponent("v.scene"))
        let out = dir.appendingPathComponent("out")
        #expect(unfold("render", path, "--all-variants", "-o", out.path, "--quiet").code == 0)
        #expect(files(out) == ["big", "default", "rtl", "se", "small"])
        #expect(files(out.appendingPathComponent("rtl")).contains("timeline.json"))
        let sheet = dir.appendingPathComponent("sheet.png").path
        #expect(unfold("sheet", path, "--all-variants", "-o", sheet, "--quiet").code == 0)
    }

    @Test func testChecksEveryVariantAgainstItsOwnGoldens() throws {
        let dir = tempDir("variant-suite")
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = write(scene, to: scenes.appendingPathComponent("v.scene"))
        let goldens = dir.appendingPathComponent("goldens")
        let r = unfold(
            "test", scenes.path, "--goldens", goldens.path, "--all-variants", "--report",
            dir.appendingPathComponent("r").path)
        #expect(r.code == 0)
        let report = dir.appendingPathComponent("r").path
        #expect(
            r.out == ["big", "default", "rtl", "se", "small"].map { "RECORDED v (\($0)) (2 frames)\n" }.joined()
                + "unfold test: 1 scene, 5 variants: 5 recorded (report: \(report)/index.html)\n")
        #expect(files(goldens.appendingPathComponent("v")) == ["big", "default", "rtl", "se", "small"])
        let again = unfold(
            "test", scenes.path, "--goldens", goldens.path, "--all-variants", "--report",
            dir.appendingPathComponent("r").path)
        #expect(again.code == 0)
        #expect(
            again.out == ["big", "default", "rtl", "se", "small"].map { "PASS v (\($0))\n" }.joined()
                + "unfold test: 1 scene, 5 variants: 5 passed (report: \(report)/index.html)\n")
        let junit = String(decoding: bytes(dir.appendingPathComponent("r/junit.xml")), as: UTF8.self)
        #expect(junit.contains("name=\"v (rtl)\""))
    }

    /// The two bidirectional bugs: `align right` on right-to-left text, and "99+" set later versus written.
    @Test func bidirectionalTextIsOrderedAndAlignedTheSameEverywhere() throws {
        let dir = tempDir("bidi")
        let text = """
            canvas 300x200 @1x
            fps 10
            animation 0 linear
            variant rtl direction rtl
            cell c
              hstack padding 10
                text badge
                text title align right
            rows c
              a title "שלום עולם" badge "99+"
              b title "שלום עולם" badge "1"
            timeline
              at 0.1 set b badge "99+"
            """
        let path = write(text, to: dir.appendingPathComponent("b.scene"))
        for variant in ["default", "rtl"] {
            let renderer = try SceneDocument.read(path: path).load(variant: variant).prepare()
            let canvas = try renderer.makeCanvas()
            try renderer.draw(frame: renderer.timeline.frameCount - 1, on: canvas)
            let rgba = try canvas.rgba()
            let rows = renderer.timeline.state(frame: renderer.timeline.frameCount - 1).rows
            let elements = rows.map { $0.layers[0].elements }
            // The badges of a (written) and b (set) are drawn alike.
            func badge(_ r: Int) -> [UInt8] {
                let f = elements[r][1].frame
                let y0 = Int(rows[r].y + f.y)
                return (y0..<(y0 + Int(f.height))).flatMap { y in
                    let start = (y * 300 + Int(f.x)) * 4
                    return Array(rgba[start..<(start + Int(f.width) * 4)])
                }
            }
            #expect(badge(0) == badge(1), "\(variant): the set value is ordered differently")
            // The right-aligned Hebrew title has its ink at the right of its frame.
            let f = elements[0][2].frame
            var left = 0
            var right = 0
            for y in Int(f.y)..<Int(f.maxY) {
                for x in Int(f.x)..<Int(f.maxX) where rgba[(y * 300 + x) * 4] < 128 {
                    if Double(x) < f.x + f.width / 2 { left += 1 } else { right += 1 }
                }
            }
            #expect(right > left * 3, "\(variant): align right drew on the left")
        }
    }
}
