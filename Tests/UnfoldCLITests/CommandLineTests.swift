import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI

@Suite struct CommandLineTests {
    @Test func helpShowsEveryCommandWithAnExample() {
        let r = unfold("--help")
        #expect(r.code == 0)
        for c in ["render", "still", "sheet", "check", "diff", "lint"] {
            #expect(r.out.contains("unfold \(c)"))
            #expect(r.out.contains("$ unfold \(c)"))
        }
    }

    /// `unfold CMD --help` for every command: exit 0, its synopsis, its summary, every option with its help
    /// line, and its examples.
    @Test(arguments: Commands.specs.map(\.name))
    func everyCommandHasHelp(_ name: String) throws {
        let spec = try #require(Commands.specs.first { $0.name == name })
        let r = unfold(name, "--help")
        #expect(r.code == 0)
        #expect(r.out.hasPrefix("usage: \(spec.synopsis)\n"))
        #expect(r.out.contains("\(name): \(spec.summary)"))
        for option in spec.options {
            #expect(r.out.contains(option.names.last!) && r.out.contains(option.help), "\(name) \(option.names)")
        }
        #expect(!spec.examples.isEmpty)
        for example in spec.examples { #expect(r.out.contains("$ \(example)"), "\(example)") }
    }

    @Test func version() { #expect(unfold("--version").out == "unfold 4.0.0\n") }

    @Test func argumentErrorsExit2WithUsage() {
        let r = unfold("render", "--fps")
        #expect(r.code == 2 && r.err.contains("usage: unfold render"))
        let u = unfold("render", "--bogus")
        #expect(u.code == 2 && u.err.contains("unknown option '--bogus'"))
        let c = unfold("rendr")
        #expect(c.code == 2 && c.err.contains("did you mean 'render'?"))
        #expect(unfold("render", "--fps", "500").code == 2)
        #expect(unfold("still", "x.scene").code == 2)
        #expect(unfold().code == 2)
        #expect(unfold("render", "--frames", "5:2").code == 2)
    }

    @Test func lintIsSilentOnGoodScenes() {
        let dir = tempDir("lint")
        let good = write(smallScene, to: dir.appendingPathComponent("good.scene"))
        let r = unfold("lint", good, good)
        #expect(r.code == 0 && r.out.isEmpty && r.err.isEmpty)
    }

    @Test func lintReportsEveryErrorWithACaret() {
        let dir = tempDir("lint")
        let bad = write(
            "fsp 30\ncell c\n  text t colr red\nrows c\n  a\ntimeline\n  tap zz\n",
            to: dir.appendingPathComponent("bad.scene"))
        let r = unfold("lint", bad)
        #expect(r.code == 2)
        #expect(r.err.contains("bad.scene:1:1: error: unknown directive 'fsp'; did you mean 'fps'?\nfsp 30\n^\n"))
        #expect(
            r.err.contains(
                "bad.scene:3:10: error: unknown option 'colr' for text; did you mean 'color'?\n  text t colr red\n         ^\n"
            ))
        #expect(r.err.contains("bad.scene:7:7: error: unknown row 'zz'"))
        #expect(unfold("lint", dir.appendingPathComponent("nope.scene").path).code == 3)
    }

    @Test func aMissingGlyphIsAWarningThatLintPrintsAndPasses() {
        let dir = tempDir("glyph")
        let scene = write("cell c\n  text t\nrows c\n  a t \"Hi \u{13000}\"", to: dir.appendingPathComponent("g.scene"))
        let r = unfold("lint", scene)
        #expect(r.code == 0)
        #expect(r.err.contains("g.scene:4:11: warning: no installed font can draw"))
    }

    @Test func fontFilesAreCheckedAtTheirLines() throws {
        let dir = tempDir("fontfile")
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
            toPath: dir.appendingPathComponent("Mine.ttf").path)
        _ = write("not a font", to: dir.appendingPathComponent("Bad.ttf"))
        let good = write(
            "font-file \"Mine.ttf\"\nfont \"DejaVu Serif\"\ncell c\n  text t\nrows c\n  a",
            to: dir.appendingPathComponent("good.scene"))
        #expect(unfold("lint", good).code == 0)
        let bad = write(
            "font-file \"Bad.ttf\"\nfont-file \"Gone.ttf\"\ncell c\n  text t\nrows c\n  a",
            to: dir.appendingPathComponent("bad.scene"))
        let r = unfold("lint", bad)
        #expect(r.code == 2)
        #expect(r.err.contains("bad.scene:1:11: error: font file Bad.ttf is not a font fontconfig can read"))
        #expect(r.err.contains("bad.scene:2:11: error: font file Gone.ttf does not exist"))
    }

    @Test func unknownFontFamilyListsTheInstalledOnes() {
        let dir = tempDir("font")
        let bad = write("font \"Comic Sans\"\ncell c\n  text t\nrows c\n  a", to: dir.appendingPathComponent("f.scene"))
        let r = unfold("lint", bad)
        #expect(r.code == 2)
        #expect(
            r.err.contains("f.scene:1:6: error: font family 'Comic Sans' is not installed; available: ")
                && r.err.contains("Inter"))
    }
}

@Suite struct DemoSceneTests {
    @Test func builtInDemoIsTheCheckedScene() throws {
        // scenes/demo.scene has goldens; the binary embeds its own copy, which must not drift.
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        let checked = try Data(contentsOf: repo.appendingPathComponent("scenes/demo.scene"))
        #expect([UInt8](checked) == PackageResources.demo_scene)
    }
}
