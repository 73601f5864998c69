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
            #expect(lines[head + 3] == "  frame 0: row q0 height " + lines[head + 3].dropFirst(25))
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
                failures: [], accept: "unfold test s.scene --goldens g --variant de --record failed"),
            SceneResult(
                scene: "t.scene", name: "t", variant: "de", status: .missing, reason: nil, note: nil, keptFrames: [],
                failures: [], accept: "unfold test t.scene --goldens g --variant de --record missing"),
            SceneResult(
                scene: "t.scene", name: "t", variant: "en", status: .missing, reason: nil, note: nil, keptFrames: [],
                failures: [], accept: "unfold test t.scene --goldens g --variant en --record missing")
        ]
        #expect(
            TestCommand.acceptCommands(results, goldens: "g") == [
                "unfold test s.scene --goldens g --variant de --record failed",
                "unfold test t.scene --goldens g --all-variants --record missing"
            ])
        #expect(TestCommand.testedCount(results) == "2 scenes, 3 variants")
        #expect(TestCommand.testedCount(Array(results.prefix(1))) == "1 scene")
    }
}
