import Foundation
import Testing

@testable import UnfoldRender
@testable import UnfoldCodecs

/// CLI v5: `--compression small` keeps version 4's encoder (libdeflate level 6) for frames that are kept; the
/// default frames are ISA-L's, with the same pixels.
@Suite struct CompressionOptionTests {
    @Test func smallFramesAreVersionFoursAndFastFramesHaveTheSamePixels() throws {
        let dir = tempDir("compression")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = write(StartupTests.scene, to: dir.appendingPathComponent("s.scene"))
        let fast = dir.appendingPathComponent("fast")
        let small = dir.appendingPathComponent("small")
        #expect(unfold("render", scene, "-o", fast.path, "--quiet").code == 0)
        #expect(unfold("render", scene, "-o", small.path, "--quiet", "--compression", "small").code == 0)
        let names = files(fast).filter { $0.hasPrefix("frame-") }
        #expect(!names.isEmpty && names == files(small).filter { $0.hasPrefix("frame-") })
        for name in names {
            let a = try PNGCodec.decode([UInt8](bytes(fast.appendingPathComponent(name))))
            let b = try PNGCodec.decode([UInt8](bytes(small.appendingPathComponent(name))))
            #expect(a == b, "\(name)")
            var rgb: [UInt8] = []
            for p in stride(from: 0, to: b.pixels.count, by: 4) { rgb += b.pixels[p..<(p + 3)] }
            let v4 = try rgb.withUnsafeBufferPointer { try PNGCodec.encodeRGB($0, width: b.width, height: b.height) }
            #expect([UInt8](bytes(small.appendingPathComponent(name))) == v4, "\(name)")
        }
        #expect(
            bytes(fast.appendingPathComponent("timeline.json")) == bytes(small.appendingPathComponent("timeline.json")))
        // A still takes it too, and gives the bytes of that frame of a render.
        let still = dir.appendingPathComponent("still.png").path
        #expect(unfold("still", scene, "--at", "0", "-o", still, "--compression", "small").code == 0)
        #expect(bytes(URL(fileURLWithPath: still)) == bytes(small.appendingPathComponent("frame-00000.png")))
    }

    @Test func anUnknownSettingIsAUsageError() {
        let r = unfold("render", "--compression", "tiny")
        #expect(r.code == 2)
        #expect(
            r.err == "unfold: --compression takes fast or small, not 'tiny'\n"
                + "usage: unfold render [SCENE] [-o DIR] [--fps N] [--scale N] [--frames A:B] [--jobs N] [--quiet] [--format"
                + " gif|webp|apng|mp4|webm|png] [--loop N] [--width PX] [--max-fps N] [--colors N] [--quality Q] [--crf N]"
                + " [--chroma 420|444] [--poster FILE.png] [--poster-at T] [--variant NAME] [--preview NAME]"
                + " [--all-variants] [--device-frame] [--accessibility] [--compression fast|small] [--module DIR]...\n(see 'unfold --help')\n"
        )
    }
}
