import Foundation
import Testing
import UnfoldCore
@testable import Unfold
@testable import UnfoldCLI
import UnfoldRender
import UnfoldCodecs
import UnfoldModel

@Suite(.serialized) struct CheckAndDiffTests {
    @Test func checkPassesThenCatchesAChangedBlock() throws {
        let dir = tempDir("check")
        let scene = write(smallScene, to: dir.appendingPathComponent("blockchange.scene"))
        let golden = dir.appendingPathComponent("golden")
        let rec = unfold("check", scene, "--golden", golden.path, "--record", "--every", "10", "--quiet")
        #expect(rec.code == 0)
        // Frame 50 shows what frame 40 shows (the animation has ended): it is stored once.
        #expect(
            files(golden) == [
                "frame-00000.zst", "frame-00010.zst", "frame-00020.zst", "frame-00030.zst", "frame-00040.zst",
                "golden.json", "records.zst"
            ])
        #expect(unfold("check", scene, "--golden", golden.path).code == 0)
        // A frame painted over, in version 4's folder of PNGs, where a frame is one file.
        try CompactGoldenTests.downgrade(golden, scene: scene)

        let url = golden.appendingPathComponent("frame-00000.png")
        var img = try PNGCodec.decode(file: url.path)
        for y in 250..<260 {
            for x in 50..<60 {
                let p = (y * img.width + x) * 4
                img.pixels[p] = 255
                img.pixels[p + 1] = 0
                img.pixels[p + 2] = 255
            }
        }
        try Data(PNGCodec.encodeRGBA(img)).write(to: url)
        // Run in the test's own folder: check writes its diffs into ./out/NAME-diff/, never into the repository.
        let r = try runBinary(["check", scene, "--golden", golden.path], in: dir)
        #expect(r.code == 1)
        let diffs = dir.appendingPathComponent("out/blockchange-diff")
        #expect(files(diffs) == ["frame-00000-diff.png", "frame-00000.png"])
        let diffImage = try PNGCodec.decode(file: diffs.appendingPathComponent("frame-00000-diff.png").path)
        let p = (255 * diffImage.width + 55) * 4
        #expect(Array(diffImage.pixels[p..<p + 3]) == [255, 0, 0])
        #expect(unfold("check", scene, "--golden", golden.path, "--max-diff-pixels", "100").code == 0)
        let counted = try runBinary(["check", scene, "--golden", golden.path, "--max-diff-pixels", "99"], in: dir)
        #expect(counted.code == 1)
    }

    /// `check` is `test` on one scene: a folder either records is a golden folder for the other.
    @Test func checkAndTestShareTheirGoldenFolders() throws {
        let dir = tempDir("shared-goldens")
        let scene = write(smallScene, to: dir.appendingPathComponent("shared.scene"))
        let goldens = dir.appendingPathComponent("goldens")
        let folder = goldens.appendingPathComponent("shared")
        #expect(unfold("check", scene, "--golden", folder.path, "--record", "--quiet").code == 0)
        let tested = unfold(
            "test", scene, "--goldens", goldens.path, "--record", "never", "--report",
            dir.appendingPathComponent("report").path)
        #expect(tested.code == 0)
        #expect(
            tested.out
                == "PASS shared (default)\nunfold test: 1 scene: 1 passed (report: \(dir.path)/report/index.html)\n")
        // A geometry change in golden.json is found by check in words, before any pixel.
        let url = folder.appendingPathComponent("golden.json")
        var manifest = try #require(try GoldenFolder.manifest(in: folder))
        manifest.frames[1].rows[0].height += 3
        try manifest.encoded().write(to: url)
        let records = try ZstdCodec.compress([UInt8](manifest.encodedRecords()))
        try Data(records).write(to: folder.appendingPathComponent("records.zst"))
        // Geometry alone differs, so no image is written (into ./out/shared-diff/).
        let r = unfold("check", scene, "--golden", folder.path)
        #expect(r.code == 1)
        #expect(
            r.out == """
                check shared: 1 of 6 frames differ (actual frames and diffs in out/shared-diff/)
                  frame 10: row a height 82.7 → 79.7
                  to accept the change: unfold check \(scene) --golden \(folder.path) --record

                """)
        // What test records, check reads.
        let report = dir.appendingPathComponent("report").path
        #expect(
            unfold("test", scene, "--goldens", goldens.path, "--record", "all", "--quiet", "--report", report).code == 0
        )
        #expect(unfold("check", scene, "--golden", folder.path).out == "check shared: 6 frames match\n")
    }

    /// Version 1's golden folders hold frame PNGs and no golden.json: check compares the frames they hold.
    @Test func checkReadsAFolderOfFramesWithoutGoldenJSON() throws {
        let dir = tempDir("v1-goldens")
        let scene = write(smallScene, to: dir.appendingPathComponent("old.scene"))
        let folder = dir.appendingPathComponent("golden")
        #expect(unfold("check", scene, "--golden", folder.path, "--record", "--every", "20", "--quiet").code == 0)
        try CompactGoldenTests.downgrade(folder, scene: scene)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("golden.json"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("frame-00020.png"))
        #expect(unfold("check", scene, "--golden", folder.path).out == "check old: 3 frames match\n")
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("frame-00000.png"), to: folder.appendingPathComponent("frame-00999.png"))
        let r = unfold("check", scene, "--golden", folder.path)
        #expect(r.code == 1)
        #expect(
            r.out == """
                check old: 1 of 4 frames differ (actual frames and diffs in out/old-diff/)
                  frame-00999.png: the scene has only 51 frames
                  to accept the change: unfold check \(scene) --golden \(folder.path) --record

                """)
    }

    /// `test` keeps a scene with variants in one folder per variant; check, given their parent, names them.
    @Test func checkGivenTheFolderOfVariantsNamesThem() throws {
        let dir = tempDir("variant-goldens")
        let text = smallScene.replacingOccurrences(of: "fps 30\n", with: "fps 30\nvariant dark appearance dark\n")
        let scene = write(text, to: dir.appendingPathComponent("two.scene"))
        let goldens = dir.appendingPathComponent("goldens")
        let report = dir.appendingPathComponent("report").path
        let recorded = unfold(
            "test", scene, "--goldens", goldens.path, "--all-variants", "--record", "all", "--quiet", "--report", report
        )
        #expect(recorded.code == 0)
        let parent = goldens.appendingPathComponent("two")
        let r = unfold("check", scene, "--golden", parent.path)
        #expect(r.code == 3)
        #expect(
            r.err
                == "unfold: error: \(parent.path) holds a golden folder per variant (dark, default), not frames: give one,"
                + " e.g. --golden \(parent.path)/default\n")
        #expect(unfold("check", scene, "--golden", parent.appendingPathComponent("default").path).code == 0)
        // Recording one scene there would have replaced every variant's goldens: refused, nothing touched.
        let before = files(parent)
        let refused = unfold("check", scene, "--golden", parent.path, "--record")
        #expect(refused.code == 3)
        #expect(refused.err == r.err)
        #expect(files(parent) == before)
        #expect(files(parent.appendingPathComponent("dark")).contains("golden.json"))
    }

    @Test func checkReportsASizeMismatch() throws {
        let dir = tempDir("size")
        let scene = write(smallScene, to: dir.appendingPathComponent("sizemismatch.scene"))
        let golden = dir.appendingPathComponent("golden")
        #expect(unfold("check", scene, "--golden", golden.path, "--record", "--quiet").code == 0)
        let r = unfold("check", scene, "--golden", golden.path, "--scale", "2")
        #expect(r.code == 1)
        // At @2x the rows' edges fall on other pixels: the second row starts a point higher than at @1x.
        let frames = [(0, "132.0 → 131.0"), (10, "145.7 → 144.7")] + [20, 30, 40, 50].map { ($0, "173.0 → 172.0") }
        let size = "size differs: golden 200×300, actual 400×600 (were the goldens recorded with another --scale?)"
        let lines = frames.map { i, move in
            "  frame-\(String(format: "%05d", i)).png: \(size)\n  frame \(i): row c2 y \(move)\n"
        }
        #expect(
            r.out == "check sizemismatch: 6 of 6 frames differ (actual frames and diffs in out/sizemismatch-diff/)\n"
                + lines.joined()
                + "  to accept the change: unfold check \(scene) --golden \(golden.path) --record --scale 2\n")
    }

    @Test func checkWithoutGoldensSaysHowToRecord() {
        let dir = tempDir("empty")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let r = unfold("check", scene, "--golden", dir.appendingPathComponent("none").path)
        #expect(r.code == 3)
        let none = dir.appendingPathComponent("none").path
        #expect(
            r.err == "unfold: error: \(none) holds no frame-NNNNN.png files; record them with: unfold check \(scene)"
                + " --golden \(none) --record\n")
    }

    func drawShapes(dx: Double, rowShift: Double = 0, text: Bool = false) throws -> URL {
        let canvas = try FrameRenderer(width: 120, height: 80, scale: 2)
        let style = TextStyle(family: "DejaVu Sans", weight: .regular, size: 15, lines: 0, align: .left)
        try canvas.draw(
            [
                .fill(Rect(x: 0, y: 0, width: 120, height: 80), RGBA(1, 1, 1), .none),
                .fill(Rect(x: 10 + dx, y: 10 + rowShift, width: 50, height: 24), RGBA(0, 0.48, 1), Corners(radius: 8)),
                .fill(Rect(x: 70 + dx, y: 10 + rowShift, width: 24, height: 24), RGBA(1, 0.6, 0), Corners(radius: 12))
            ]
                + (text
                    ? [.text("Row", style, Rect(x: 10 + dx, y: 44 + rowShift, width: 100, height: 20), RGBA(0, 0, 0))]
                    : []))
        let url = tempDir("shapes").appendingPathComponent("s.png")
        try Data(canvas.png()).write(to: url)
        return url
    }

    @Test func diffIgnoresAntialiasingButCatchesAMovedRow() throws {
        let a = try drawShapes(dx: 0)
        let b = try drawShapes(dx: 0.3)
        #expect(bytes(a) != bytes(b))
        // Exact by default, the sub-pixel shift is a change; pixelmatch's rule, asked for, ignores it.
        #expect(unfold("diff", a.path, b.path).code == 1)
        let same = unfold("diff", a.path, b.path, "--threshold", "0.1")
        #expect(same.code == 0)
        // The shift makes anti-aliased differences, which the threshold ignores.
        #expect(same.out == "0 pixels differ (236 anti-aliased pixels ignored)\n", "\(same.out)")
        let withText = try drawShapes(dx: 0, text: true)
        let moved = try drawShapes(dx: 0, rowShift: 12, text: true)
        let out = a.deletingLastPathComponent().appendingPathComponent("d.png")
        let r = unfold("diff", withText.path, moved.path, "-o", out.path)
        #expect(r.code == 1)
        #expect(Int(r.out.split(separator: " ")[0])! > 100)
        let d = try PNGCodec.decode(file: out.path)
        #expect(d.width == 240 && d.height == 160)
        #expect(unfold("diff", a.path, a.path).code == 0)
    }

    @Test func diffOfDifferentSizes() throws {
        let a = try drawShapes(dx: 0)
        let dir = tempDir("sz")
        let small = try FrameRenderer(width: 10, height: 10, scale: 1)
        try small.draw([.fill(Rect(x: 0, y: 0, width: 10, height: 10), RGBA(1, 1, 1), .none)])
        let b = dir.appendingPathComponent("b.png")
        try Data(small.png()).write(to: b)
        let r = unfold("diff", a.path, b.path)
        #expect(r.code == 1)
        #expect(r.out == "sizes differ: 240×160 vs 10×10\n")
    }
}
