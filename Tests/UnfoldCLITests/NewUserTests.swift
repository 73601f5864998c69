import Foundation
import Testing
@testable import UnfoldCLI
@testable import UnfoldRender

/// What a new user ran into, each fixed: CLI options and messages.
@Suite struct NewUserTests {
    @Test func stillTakesAWidthAsRenderDoes() throws {
        let dir = tempDir("still")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let small = dir.appendingPathComponent("small.png").path
        let full = dir.appendingPathComponent("full.png").path
        #expect(unfold("still", scene, "--at", "0.5", "--width", "100", "-o", small).code == 0)
        #expect(unfold("still", scene, "--at", "0.5", "-o", full).code == 0)
        let a = try PNGCodec.decode(file: small)
        let b = try PNGCodec.decode(file: full)
        // 200×300 points at @1x: 100 px wide keeps the proportions.
        #expect(a.width == 100 && a.height == 150 && b.width == 200 && b.height == 300)
        // The scaled frame is the full one, smaller: the mean brightness agrees.
        func mean(_ i: RGBAImage) -> Double { Double(i.pixels.reduce(0) { $0 + Int($1) }) / Double(i.pixels.count) }
        #expect(abs(mean(a) - mean(b)) < 2)
        // A width at or over the frame's keeps the frame's own bytes.
        let same = dir.appendingPathComponent("same.png").path
        #expect(unfold("still", scene, "--at", "0.5", "--width", "400", "-o", same).code == 0)
        #expect(bytes(URL(fileURLWithPath: same)) == bytes(URL(fileURLWithPath: full)))
        #expect(unfold("still", scene, "--at", "0.5", "--width", "3").code == 2)
    }

    @Test func aDestinationWithAnUnknownExtensionIsAnError() throws {
        let dir = tempDir("ext")
        let scene = write(smallScene, to: dir.appendingPathComponent("faq.scene"))
        for name in ["faq.mp4", "faq.mov", "faq.jpg"] {
            let path = dir.appendingPathComponent(name).path
            let r = unfold("render", scene, "-o", path)
            #expect(r.code == 2)
            let ext = String(name.split(separator: ".").last!)
            #expect(
                r.err.hasPrefix(
                    "unfold: -o \(path): render writes .gif, .webp and .apng files, or PNG frames into a folder (a"
                        + " name without an extension, or --format png); .\(ext) is not one of them\n"), "\(r.err)")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        let png = dir.appendingPathComponent("faq.png").path
        #expect(unfold("render", scene, "-o", png).err.contains("one frame as a PNG: unfold still SCENE --at SECONDS"))
        // --format png says a folder is meant.
        let folder = dir.appendingPathComponent("faq.mp4").path
        #expect(unfold("render", scene, "-o", folder, "--format", "png", "--quiet").code == 0)
        #expect(files(URL(fileURLWithPath: folder)).contains("frame-00000.png"))
        #expect(unfold("render", scene, "-o", dir.appendingPathComponent("out.v2").path, "--all-variants").code == 2)
    }
}
