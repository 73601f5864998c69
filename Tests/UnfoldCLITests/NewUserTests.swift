import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI
@testable import UnfoldRender
@testable import UnfoldCodecs

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
        for name in ["faq.mov", "faq.jpg", "faq.avi"] {
            let path = dir.appendingPathComponent(name).path
            let r = unfold("render", scene, "-o", path)
            #expect(r.code == 2)
            let ext = String(name.split(separator: ".").last!)
            #expect(
                r.err.hasPrefix(
                    "unfold: -o \(path): render writes .gif, .webp, .apng, .mp4 and .webm files, or PNG frames into a"
                        + " folder (a name without an extension, or --format png); .\(ext) is not one of them\n"),
                "\(r.err)")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        let png = dir.appendingPathComponent("faq.png").path
        let pngRun = unfold("render", scene, "-o", png)
        #expect(
            pngRun.err
                == "unfold: -o \(png): render writes .gif, .webp, .apng, .mp4 and .webm files, or PNG frames into"
                + " a folder (a name without an extension, or --format png); .png is not one of them; one frame as a PNG:"
                + " unfold still SCENE --at SECONDS -o \(png)\n"
                + "usage: unfold render [SCENE] [-o DIR] [--fps N] [--scale N] [--frames A:B] [--jobs N] [--quiet] [--format"
                + " gif|webp|apng|mp4|webm|png] [--loop N] [--width PX] [--max-fps N] [--colors N] [--quality Q] [--crf N]"
                + " [--chroma 420|444] [--poster FILE.png] [--poster-at T] [--variant NAME] [--preview NAME]"
                + " [--all-variants] [--device-frame] [--accessibility] [--compression fast|small] [--module DIR]...\n(see 'unfold --help')\n"
        )
        // --format png says a folder is meant.
        let folder = dir.appendingPathComponent("faq.mp4").path
        #expect(unfold("render", scene, "-o", folder, "--format", "png", "--quiet").code == 0)
        #expect(files(URL(fileURLWithPath: folder)).contains("frame-00000.png"))
        #expect(unfold("render", scene, "-o", dir.appendingPathComponent("out.v2").path, "--all-variants").code == 2)
        // The default destination is a folder, whatever dots the scene's name has; so is an existing folder.
        // (The real binary, in the folder: the default is relative to the working directory.)
        _ = write(smallScene, to: dir.appendingPathComponent("my.faq.scene"))
        let byDefault = try #require(
            try CorpusTests.bounded(["render", "my.faq.scene", "--frames", "0:1", "--quiet"], seconds: 30, in: dir))
        #expect(byDefault.code == 0, "\(byDefault.err)")
        #expect(files(dir.appendingPathComponent("out/my.faq")).contains("frame-00000.png"))
        let again = try #require(
            try CorpusTests.bounded(
                ["render", "my.faq.scene", "-o", "out/my.faq", "--frames", "0:1", "--quiet"], seconds: 30, in: dir))
        #expect(again.code == 0, "\(again.err)")
    }

    static let faq = """
        scene "FAQ"
        canvas 300x500 @1x
        fps 20
        animation 0.3 linear
        variant dark appearance dark
        variant big content-size ax3
        cell faq
          vstack padding 16 spacing 8
            hstack spacing 8
              text question font headline
              spacer
            text answer lines 0 visible expanded
        rows faq
          repeat 6 q{i} question "Frage {i}" answer "Eine Antwort, die über mehrere Zeilen läuft."
        timeline
          at 0.2 tap q2
        """

    /// A 2 pt padding change in three variants: a summary a variant, a few lines each, one accept command;
    /// the report keeps every difference.
    @Test func aSmallChangeGivesASummaryNotEveryLine() throws {
        let dir = tempDir("padding")
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let scene = scenes.appendingPathComponent("faq.scene")
        _ = write(NewUserTests.faq, to: scene)
        let goldens = dir.appendingPathComponent("g").path
        let report = dir.appendingPathComponent("r").path
        let args = ["test", scenes.path, "--goldens", goldens, "--all-variants", "--report", report]
        #expect(unfold(args).code == 0)
        _ = write(NewUserTests.faq.replacingOccurrences(of: "padding 16", with: "padding 18"), to: scene)
        let r = unfold(args)
        #expect(r.code == 1)
        let lines = r.out.split(separator: "\n").map(String.init)
        for variant in ["default", "dark", "big"] {
            let head = try #require(lines.firstIndex(of: "FAIL faq (\(variant))"), "\(r.out)")
            #expect(lines[head + 1].hasPrefix("  geometry: 6 rows and "), "\(lines[head + 1])")
            #expect(lines[head + 1].contains(" changed in 3 frames; largest: q5 y +"), "\(lines[head + 1])")
            #expect(lines[head + 2].hasPrefix("  pixels: 3 of 3 kept frames differ; most: frame "))
            #expect(lines[head + 3].hasPrefix("  frame 0: row q0 height "), "\(lines[head + 3])")
            #expect(lines[head + 8].hasPrefix("  … and ") && lines[head + 8].hasSuffix(" more in \(report)/index.html"))
        }
        #expect(
            lines.filter { $0.hasPrefix("to accept:") } == [
                "to accept: unfold test \(scene.path) --goldens \(goldens) --all-variants --record failed"
            ])
        #expect(lines.last == "unfold test: 1 scene, 3 variants: 3 failed (report: \(report)/index.html)")
        #expect(lines.count == 3 * 9 + 2)
        // results.json keeps every difference.
        let results = try JSONDecoder().decode(
            SuiteReport.self, from: bytes(URL(fileURLWithPath: report).appendingPathComponent("results.json")))
        #expect(results.results.flatMap(\.failures).flatMap(\.geometry).count > 100)
    }

    @Test func oneFailingVariantKeepsItsOwnAcceptCommand() throws {
        let results = [
            SceneResult(
                scene: "s.scene", name: "s", variant: "de", status: .failed, reason: nil, note: nil, keptFrames: [0],
                failures: [],
                accept: .command(AcceptRequest(scene: "s.scene", goldens: "g", variant: "de", record: .failed))),
            SceneResult(
                scene: "t.scene", name: "t", variant: "de", status: .missing, reason: nil, note: nil, keptFrames: [],
                failures: [],
                accept: .command(AcceptRequest(scene: "t.scene", goldens: "g", variant: "de", record: .missing))),
            SceneResult(
                scene: "t.scene", name: "t", variant: "en", status: .missing, reason: nil, note: nil, keptFrames: [],
                failures: [],
                accept: .command(AcceptRequest(scene: "t.scene", goldens: "g", variant: "en", record: .missing)))
        ]
        #expect(
            SceneResult.acceptCommands(results, goldens: "g").map(AcceptWords.words) == [
                "unfold test s.scene --goldens g --variant de --record failed",
                "unfold test t.scene --goldens g --all-variants --record missing"
            ])
        #expect(TestCommand.testedCount(results) == "2 scenes, 3 variants")
        #expect(TestCommand.testedCount(Array(results.prefix(1))) == "1 scene")
    }
}

/// Symbols are as large as SF Symbols of their point size: a `plus` as tall as capitals of text that size, a
/// `chevron-down` four fifths of it wide; `font STYLE` sizes a symbol like text, with content-size.
@Suite struct SymbolSizeTests {
    /// The ink box (in pixels) of a one-element scene at @2x: (width, height).
    func ink(_ element: String, contentSize: String = "l") throws -> (Double, Double) {
        let dir = tempDir("symbol")
        let scene = write(
            "canvas 120x80 @2x\ncontent-size \(contentSize)\ncell c\n  hstack padding 10\n    \(element)\nrows c\n  a\n",
            to: dir.appendingPathComponent("s.scene"))
        let png = dir.appendingPathComponent("s.png").path
        let r = unfold("still", scene, "--at", "0", "-o", png)
        try #require(r.code == 0, "\(r.err)")
        let image = try PNGCodec.decode(file: png)
        var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = (y * image.width + x) * 4
                // Dark ink on the white cell.
                guard image.pixels[p] < 128 else { continue }
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
            }
        }
        return (Double(x1 - x0 + 1) / 2, Double(y1 - y0 + 1) / 2)
    }

    @Test func symbolsSitWithTextOfTheirSize() throws {
        let h = try inkOfText("H", size: 15)
        let plus = try ink("symbol plus size 15 color black")
        let chevron = try ink("symbol chevron-down size 15 color black")
        #expect(abs(plus.1 - h.1) <= 1, "plus \(plus), H \(h)")
        #expect(abs(chevron.0 - 12) <= 1, "chevron \(chevron)")
        // Before, a chevron-down of size 15 was a 7×4 pt glyph.
        #expect(chevron.1 >= 6)
    }

    func inkOfText(_ text: String, size: Int) throws -> (Double, Double) {
        let dir = tempDir("symbol-text")
        let scene = write(
            "canvas 120x80 @2x\ncell c\n  hstack padding 10\n    text t font \(size) color black\nrows c\n  a t \"\(text)\"\n",
            to: dir.appendingPathComponent("s.scene"))
        let png = dir.appendingPathComponent("s.png").path
        #expect(unfold("still", scene, "--at", "0", "-o", png).code == 0)
        let image = try PNGCodec.decode(file: png)
        var (y0, y1) = (Int.max, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4] < 128 {
                y0 = min(y0, y)
                y1 = max(y1, y)
            }
        }
        return (0, Double(y1 - y0 + 1) / 2)
    }

    @Test func aSymbolWithATextStyleScalesWithContentSize() throws {
        let body = try ink("symbol plus font body color black")
        let large = try ink("symbol plus font body color black", contentSize: "xxxl")
        let fixed = try ink("symbol plus size 17 color black", contentSize: "xxxl")
        // body is 17 pt at l and 23 pt at xxxl; `size` does not follow content-size.
        #expect(abs(large.1 / body.1 - 23.0 / 17.0) < 0.08, "\(body) \(large)")
        #expect(abs(fixed.1 - body.1) <= 0.5)
    }
}
