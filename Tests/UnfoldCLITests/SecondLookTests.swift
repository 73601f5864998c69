import Foundation
import Testing

/// The findings of "What broke under a second look" that one command shows, end to end through the driver.
@Suite struct SecondLookTests {
    /// `--colors 2` trapped (libimagequant refused one colour and kept 256, which no byte holds).
    @Test(arguments: [2, 3, 4])
    func aTinyPaletteMakesAGIF(_ colors: Int) throws {
        let dir = tempDir("colors")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let gif = dir.appendingPathComponent("s.gif").path
        let r = unfold("render", scene, "-o", gif, "--colors", String(colors), "--quiet")
        #expect(r.code == 0, "\(r.err)")
        let decoded = try decodeGIF(gif)
        var shown = Set<[UInt8]>()
        for frame in decoded.frames {
            for p in stride(from: 0, to: frame.rgb.count, by: 3) { shown.insert(Array(frame.rgb[p..<p + 3])) }
        }
        // The transparent entry is one of `colors`, but libimagequant makes no palette of one colour.
        #expect(shown.count >= 2 && shown.count <= max(2, colors - 1), "\(shown.count) colours shown")
    }

    /// A still scene of 70.001 s trapped APNG's 16-bit delay: its one frame is 7,000 centiseconds, 70/1 s.
    @Test func anAPNGFrameOverSixtyFiveSeconds() throws {
        let dir = tempDir("apng-long")
        let scene = write(
            """
            canvas 120x80 @1x
            end 70.001
            cell c
              text t
            rows c
              a t "Still"
            """, to: dir.appendingPathComponent("s.scene"))
        let apng = dir.appendingPathComponent("s.apng")
        let r = unfold("render", scene, "-o", apng.path, "--quiet")
        #expect(r.code == 0, "\(r.err)")
        let delays = apngDelays(bytes(apng))
        #expect(delays.count == 1 && delays[0] == (70, 1), "\(delays)")
    }
}

extension SecondLookTests {
    /// `font-file` naming a folder hung: fontconfig scanned it and everything below it.
    @Test func aFontFileThatIsAFolder() throws {
        let dir = tempDir("font-folder")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts/deep"), withIntermediateDirectories: true)
        let scene = write("font-file \"fonts\"\ncell c\n  text t\nrows c\n  a t \"x\"\n", to: dir.appendingPathComponent("s.scene"))
        let r = unfold("lint", scene)
        #expect(r.code == 2)
        #expect(r.err.hasPrefix("\(scene):1:11: error: font file fonts is a folder, not a font file\n"), "\(r.err)")
        #expect(mkfifo(dir.appendingPathComponent("pipe.ttf").path, 0o600) == 0)
        let pipe = write("font-file \"pipe.ttf\"\ncell c\n  text t\nrows c\n  a t \"x\"\n", to: dir.appendingPathComponent("p.scene"))
        #expect(unfold("lint", pipe).err.hasPrefix("\(pipe):1:11: error: font file pipe.ttf is not a regular file\n"))
    }
}
