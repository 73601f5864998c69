import Foundation
import Testing
import UnfoldCore

@testable import Unfold
@testable import UnfoldRender
@testable import UnfoldCodecs
@testable import UnfoldDisplay
import UnfoldModel

/// `still --accessibility`: the frame dimmed, each element filled at 30 % in its colour with a numbered marker,
/// and a legend beside a tall canvas or below a wide one that holds every entry whole.
@Suite struct AccessibilityPictureTests {
    static let scene = """
        canvas 200x300 @1x
        fps 10
        select none
        cell c height 60
          vstack padding 10
            text t
        rows c
          a t "Alpha"
          b t "Beta"
        """

    @Test func elementsAreFilledAt30PercentAndNumbered() throws {
        let dir = tempDir("a11y-picture")
        let path = dir.appendingPathComponent("a.scene")
        try Self.scene.write(to: path, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("a.png").path
        #expect(unfold("still", path.path, "--at", "0", "--accessibility", "-o", out).code == 0)
        let image = try PNGCodec.decode(file: out)
        // A tall canvas: the 320 pt legend to its right.
        #expect(image.width == 520 && image.height == 300)
        // Inside element 1 (the text "Alpha", 10…190 × 10…30) right of its glyphs: white dimmed by
        // black at 35 %, then red (255, 59, 48) at 30 %.
        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let i = (y * image.width + x) * 4
            return image.pixels[i..<(i + 3)].map(Int.init)
        }
        let dimmed = 255 * 0.65
        let want = [255.0, 59, 48].map { Int((dimmed * 0.7 + $0 * 0.3).rounded()) }
        #expect(zip(pixel(150, 20), want).allSatisfy { abs($0 - $1) <= 1 }, "\(pixel(150, 20)) vs \(want)")
        // Element 2 is blue (0, 122, 255).
        let blue = [0.0, 122, 255].map { Int((dimmed * 0.7 + $0 * 0.3).rounded()) }
        #expect(zip(pixel(150, 80), blue).allSatisfy { abs($0 - $1) <= 1 }, "\(pixel(150, 80)) vs \(blue)")
        // Below the rows the frame is only dimmed.
        #expect(pixel(100, 250).allSatisfy { abs($0 - Int(dimmed.rounded())) <= 1 })
    }

    /// The legend lists the markers in reading order and grows with its wrapped entries: at ax5 with long labels
    /// nothing is cut, and a wide canvas puts the legend below.
    @Test func theLegendHoldsEveryEntry() throws {
        let long = String(repeating: "A long label that wraps ", count: 40)
        let text = Self.scene.replacingOccurrences(of: "\"Alpha\"", with: "\"\(long)\"").replacingOccurrences(
            of: "fps 10\n", with: "fps 10\ncontent-size ax5\n")
        let scene = try UnfoldScene(text: text, name: "long")
        let compiled = try scene.compiled()
        let renderer = compiled.renderer
        let overlay = AccessibilityOverlay(settings: renderer.settings, measurer: try PangoMeasurer())
        let elements = compiled.accessibility(frame: 0)
        let picture = overlay.picture(frame: renderer.commands(frame: 0), elements: elements)
        let texts = picture.commands.compactMap { c -> (String, Rect)? in
            if case let .text(s, _, r, _) = c, r.x >= 200 { return (s, r) }
            return nil
        }
        // Markers 1 and 2 in order, each followed by its label.
        #expect(texts.map(\.0).filter { $0 == "1" || $0 == "2" } == ["1", "2"])
        #expect(texts.contains { $0.0 == elements[0].label })
        // Every legend text lies inside the picture.
        #expect(texts.allSatisfy { $0.1.maxY <= picture.height && $0.1.maxX <= picture.width })
        #expect(picture.height > 300)
        let wide = try UnfoldScene(text: text.replacingOccurrences(of: "200x300", with: "400x100"), name: "wide")
            .compiled()
        let below = AccessibilityOverlay(settings: wide.renderer.settings, measurer: try PangoMeasurer()).picture(
            frame: wide.renderer.commands(frame: 0), elements: wide.accessibility(frame: 0))
        #expect(below.width == 400 && below.height > 100)
    }

    /// `sheet --accessibility`: each tile is its frame's picture, legend included, so the tiles of this tall canvas
    /// are wider than the frame alone (240 px, not the 200 of the canvas) and shorter.
    @Test func aSheetOfPictures() throws {
        let dir = tempDir("a11y-sheet")
        let path = dir.appendingPathComponent("a.scene")
        try Self.scene.write(to: path, atomically: true, encoding: .utf8)
        let plain = dir.appendingPathComponent("plain.png").path
        let pictures = dir.appendingPathComponent("pictures.png").path
        #expect(unfold("sheet", path.path, "-o", plain, "--quiet").code == 0)
        #expect(unfold("sheet", path.path, "--accessibility", "-o", pictures, "--quiet").code == 0)
        let a = try PNGCodec.decode(file: plain)
        let b = try PNGCodec.decode(file: pictures)
        #expect(
            b.width > a.width && b.height < a.height, "plain \(a.width)×\(a.height), pictures \(b.width)×\(b.height)")
    }

    /// `render --accessibility -o FILE.webp`: every frame's picture in one animated file, on the canvas of the
    /// largest (the legend grows as a row is inserted), each frame the pixels `still --accessibility` draws, and
    /// the same bytes with one job or two.
    @Test func renderWritesAnAnimatedFileOfPictures() throws {
        let dir = tempDir("a11y-animated")
        let path = dir.appendingPathComponent("a.scene")
        let text =
            Self.scene.replacingOccurrences(of: "200x300", with: "400x200")
            + "\ntimeline\n  at 0.1 insert c after b template c t \"Gamma\" with fade\n"
        try text.write(to: path, atomically: true, encoding: .utf8)
        let file = dir.appendingPathComponent("a.webp").path
        let run = unfold("render", path.path, "--accessibility", "-o", file, "--jobs", "2", "--quiet")
        #expect(run.code == 0, "\(run.err)")
        let webp = try decodeWebP(file)
        let first = dir.appendingPathComponent("first.png").path
        let last = dir.appendingPathComponent("last.png").path
        #expect(unfold("still", path.path, "--at", "0", "--accessibility", "-o", first).code == 0)
        #expect(unfold("still", path.path, "--at", "0.7", "--accessibility", "-o", last).code == 0)
        let a = try PNGCodec.decode(file: first)
        let b = try PNGCodec.decode(file: last)
        // Three elements' legend is longer than two's: every frame has the longer one's room.
        #expect(b.height > a.height)
        #expect(webp.width == 400 && webp.height == b.height)
        #expect(webp.frames.count > 2)
        // The last frame shown is the last still, pixel for pixel (lossless WebP).
        let rgb = stride(from: 0, to: b.pixels.count, by: 4).flatMap { b.pixels[$0..<($0 + 3)] }
        #expect(webp.frames.last?.rgb == rgb)
        let again = dir.appendingPathComponent("b.webp").path
        #expect(unfold("render", path.path, "--accessibility", "-o", again, "--jobs", "1", "--quiet").code == 0)
        #expect(FileManager.default.contents(atPath: file) == FileManager.default.contents(atPath: again))
        // A GIF too, and a video whose poster is the last frame's picture.
        let gif = dir.appendingPathComponent("a.gif").path
        #expect(unfold("render", path.path, "--accessibility", "-o", gif, "--quiet").code == 0)
        #expect(try decodeGIF(gif).height == b.height)
        let video = dir.appendingPathComponent("a.mp4").path
        let poster = dir.appendingPathComponent("poster.png").path
        let mp4 = unfold("render", path.path, "--accessibility", "-o", video, "--poster", poster, "--quiet")
        #expect(mp4.code == 0, "\(mp4.err)")
        #expect(FileManager.default.contents(atPath: poster) == FileManager.default.contents(atPath: last))
    }

    /// The legend's hint is italic, in the secondary colour, under the label.
    @Test func theHintIsItalic() throws {
        let text = Self.scene.replacingOccurrences(of: "    text t", with: "    text t hint \"Opens the message\"")
        let compiled = try UnfoldScene(text: text, name: "hint").compiled()
        let picture = AccessibilityOverlay(settings: compiled.renderer.settings, measurer: try PangoMeasurer()).picture(
            frame: compiled.renderer.commands(frame: 0), elements: compiled.accessibility(frame: 0))
        let styles = picture.commands.compactMap { c -> (String, TextStyle, RGBA)? in
            if case let .text(s, style, _, color) = c { return (s, style, color) }
            return nil
        }
        let hint = try #require(styles.first { $0.0 == "Opens the message" })
        #expect(hint.1.italic && hint.1.size == 12)
        #expect(hint.2 == RGBA(bytes: 60, 60, 67, 0.6))
        #expect(styles.filter { $0.1.italic }.count == 2)
        // Drawn from Inter's italic face, which Unfold loads by file: its pixels differ from the upright text's.
        #expect(Fonts.files.contains { $0.path.hasSuffix("/Inter-Italic.otf") })
        var upright = hint.1
        upright.italic = false
        func pixels(_ style: TextStyle) throws -> [UInt8] {
            let canvas = try FrameRenderer(width: 200, height: 20, scale: 2)
            try canvas.draw([.text(hint.0, style, Rect(x: 0, y: 0, width: 200, height: 20), RGBA(0, 0, 0))])
            return try canvas.rgba()
        }
        #expect(try pixels(hint.1) != pixels(upright))
    }

    /// `render --accessibility -o DIR`: every frame's picture, each the bytes `still --accessibility` writes for it,
    /// and timeline.json.
    @Test func renderWritesAFolderOfPictures() throws {
        let dir = tempDir("a11y-render")
        let path = dir.appendingPathComponent("a.scene")
        try (Self.scene + "\ntimeline\n  at 0.1 scroll by 20 over 0.2\n").write(
            to: path, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("frames")
        #expect(unfold("render", path.path, "--accessibility", "--frames", "0:4", "-o", out.path, "--quiet").code == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png", "timeline.json"])
        let still = dir.appendingPathComponent("still.png").path
        #expect(unfold("still", path.path, "--at", "0.2", "--accessibility", "-o", still).code == 0)
        #expect(
            FileManager.default.contents(atPath: still)
                == FileManager.default.contents(atPath: out.appendingPathComponent("frame-00002.png").path))
        // One job or two: the same files, byte for byte.
        let one = dir.appendingPathComponent("one")
        let two = dir.appendingPathComponent("two")
        for (folder, jobs) in [(one, "1"), (two, "2")] {
            #expect(
                unfold("render", path.path, "--accessibility", "-o", folder.path, "--jobs", jobs, "--quiet").code == 0)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
        let others = try FileManager.default.contentsOfDirectory(atPath: two.path).sorted()
        #expect(files.count > 4 && files == others)
        for name in files {
            #expect(
                FileManager.default.contents(atPath: one.appendingPathComponent(name).path)
                    == FileManager.default.contents(atPath: two.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test func thePictureIsTheSameBytesEveryRun() throws {
        let dir = tempDir("a11y-same")
        let path = dir.appendingPathComponent("a.scene")
        try Self.scene.write(to: path, atomically: true, encoding: .utf8)
        let a = dir.appendingPathComponent("1.png").path
        let b = dir.appendingPathComponent("2.png").path
        #expect(unfold("still", path.path, "--at", "0", "--accessibility", "-o", a).code == 0)
        #expect(unfold("still", path.path, "--at", "0", "--accessibility", "-o", b).code == 0)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }
}
