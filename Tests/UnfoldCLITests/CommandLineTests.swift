import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI

@Suite struct CommandLineTests {
    /// `unfold --help` and `unfold CMD --help`, each compared whole with its text in Tests/TextGoldens/help, as
    /// argument-parser's example tests compare theirs. `UNFOLD_RECORD=all swift test --filter CommandLineTests`
    /// writes them again.
    @Test(arguments: ["unfold"] + Commands.specs.map(\.name))
    func helpIsItsText(_ name: String) throws {
        let r = name == "unfold" ? unfold("--help") : unfold(name, "--help")
        #expect(r.code == 0 && r.err.isEmpty)
        let url = RepositoryTests.root.appendingPathComponent("Tests/TextGoldens/help/\(name).txt")
        if ProcessInfo.processInfo.environment["UNFOLD_RECORD"] == "all" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(r.out.utf8).write(to: url)
            return
        }
        #expect(r.out == String(decoding: bytes(url), as: UTF8.self))
    }

    /// The recorded help says what each command's spec says, line for line: its synopsis, its summary, every
    /// option with its help, and its examples; `unfold --help` names every command with an example.
    @Test(arguments: Commands.specs.map(\.name))
    func everyCommandHasHelp(_ name: String) throws {
        let spec = try #require(Commands.specs.first { $0.name == name })
        let lines = unfold(name, "--help").out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "usage: \(spec.synopsis)")
        #expect(lines.dropFirst().first == "")
        #expect(lines.dropFirst(2).first == "  \(name): \(spec.summary)")
        let options = lines.filter { $0.hasPrefix("      ") }
        #expect(options.count == spec.options.count)
        for (line, option) in zip(options, spec.options) {
            #expect(line.dropFirst(6).hasPrefix(option.names.joined(separator: ", ")), "\(name) \(option.names)")
            #expect(line.hasSuffix("  " + option.help), "\(name) \(option.names)")
        }
        #expect(!spec.examples.isEmpty)
        #expect(lines.filter { $0.hasPrefix("    $ ") } == spec.examples.map { "    $ \($0)" })
        let all = unfold("--help").out.split(separator: "\n").map(String.init)
        #expect(all.contains { $0.hasPrefix("  unfold \(name)") })
        #expect(all.contains("    $ \(spec.examples[0])"))
    }

    @Test func version() { #expect(unfold("--version").out == "unfold 6.0.0\n") }

    static let renderUsage =
        "usage: unfold render [SCENE] [-o DIR] [--fps N] [--scale N] [--frames A:B] [--jobs N] [--quiet]"
        + " [--format gif|webp|apng|mp4|webm|png] [--loop N] [--width PX] [--max-fps N] [--colors N] [--quality Q]"
        + " [--crf N] [--chroma 420|444] [--poster FILE.png] [--poster-at T] [--variant NAME] [--preview NAME]"
        + " [--all-variants] [--device-frame] [--accessibility] [--compression fast|small] [--module DIR]...\n(see 'unfold --help')\n"

    /// Each argument error is its one line, then the command's usage, on standard error alone, with exit 2.
    @Test func argumentErrorsExit2WithUsage() {
        func expect(_ args: [String], _ err: String) {
            let r = unfold(args)
            #expect(r.code == 2, "\(args)")
            #expect(r.out == "", "\(args)")
            #expect(r.err == err, "\(args)")
        }
        expect(["render", "--fps"], "unfold: --fps needs a value (N)\n" + Self.renderUsage)
        expect(["render", "--bogus"], "unfold: unknown option '--bogus' for 'render'\n" + Self.renderUsage)
        expect(
            ["render", "--fps", "500"], "unfold: --fps takes a whole number in 1…240, not '500'\n" + Self.renderUsage)
        expect(
            ["render", "--frames", "5:2"], "unfold: --frames takes A:B with 0 ≤ A < B, not '5:2'\n" + Self.renderUsage)
        expect(
            ["still", "x.scene"],
            "unfold: still needs --at SECONDS\nusage: unfold still SCENE --at SECONDS [-o FILE.png] [--width PX]"
                + " [--scale N] [--variant NAME] [--preview NAME] [--device-frame] [--accessibility]"
                + " [--compression fast|small] [--module DIR]...\n(see 'unfold --help')\n")
        expect(
            [],
            "unfold: missing command\nusage: unfold render|still|sheet|check|diff|lint|test|audit|merge-reports"
                + "|preview|show-report|embed|import … (see 'unfold --help')\n")
        let c = unfold("rendr")
        #expect(c.code == 2 && c.err.hasPrefix("unfold: unknown command 'rendr'; did you mean 'render'?\n"))
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
        #expect(r.out == "")
        #expect(
            r.err == """
                \(bad):1:1: error: unknown directive 'fsp'; did you mean 'fps'?
                fsp 30
                ^
                \(bad):3:10: error: unknown option 'colr' for text; did you mean 'color'?
                  text t colr red
                         ^
                \(bad):7:7: error: unknown row 'zz'
                  tap zz
                      ^

                """)
        let missing = dir.appendingPathComponent("nope.scene").path
        let none = unfold("lint", missing)
        #expect(none.code == 3)
        #expect(none.err == "unfold: error: \(missing): no such scene file\n")
    }

    @Test func aMissingGlyphIsAWarningThatLintPrintsAndPasses() {
        let dir = tempDir("glyph")
        let scene = write("cell c\n  text t\nrows c\n  a t \"Hi \u{13000}\"", to: dir.appendingPathComponent("g.scene"))
        let r = unfold("lint", scene)
        #expect(r.code == 0)
        #expect(r.out == "")
        #expect(
            r.err
                == "\(scene):4:11: warning: no installed font can draw '\u{13000}' (U+13000)\n  a t \"Hi \u{13000}\"\n          ^\n"
        )
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
        #expect(
            r.err == """
                \(bad):1:11: error: font file Bad.ttf is not a font fontconfig can read
                font-file "Bad.ttf"
                          ^
                \(bad):2:11: error: font file Gone.ttf does not exist
                font-file "Gone.ttf"
                          ^

                """)
    }

    @Test func unknownFontFamilyListsTheInstalledOnes() {
        let dir = tempDir("font")
        let bad = write("font \"Comic Sans\"\ncell c\n  text t\nrows c\n  a", to: dir.appendingPathComponent("f.scene"))
        let r = unfold("lint", bad)
        #expect(r.code == 2)
        // The list is of the families loaded in this process (a scene's own font files join it), so it is read
        // as a list, not compared whole.
        let head = "\(bad):1:6: error: font family 'Comic Sans' is not installed; available: "
        let lines = r.err.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[0].hasPrefix(head), "\(r.err)")
        #expect(lines.dropFirst().joined(separator: "\n") == "font \"Comic Sans\"\n     ^\n", "\(r.err)")
        let available = lines[0].dropFirst(head.count).components(separatedBy: ", ")
        #expect(available == available.sorted())
        #expect(Set(["DejaVu Sans", "Inter", "Noto Color Emoji"]).isSubset(of: available))
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
