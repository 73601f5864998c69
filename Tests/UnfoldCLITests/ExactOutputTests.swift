import Foundation
import Testing

/// Issue 56, point 7: where the contract gives the words (a scene error's `PATH:LINE:COLUMN: error: MESSAGE`, its
/// line and caret; an exit code per kind of failure), the whole of each stream is compared, not a part of it.
@Suite struct ExactOutputTests {
    @Test func everySceneErrorWithItsLineAndCaretAndNothingElse() {
        let dir = tempDir("exact-lint")
        let path = write(
            "scene \"Two\"\ncanvas 200x300 @1x\ncell c\n  text t colr red\nrows c\n  a t \"A\"\n  b q \"B\"\n",
            to: dir.appendingPathComponent("two.scene"))
        let result = unfold("lint", path)
        #expect(result.code == 2)
        #expect(result.out == "")
        #expect(
            result.err == """
                \(path):4:10: error: unknown option 'colr' for text; did you mean 'color'?
                  text t colr red
                         ^
                \(path):7:5: error: template 'c' has no slot 'q'; did you mean 't'?
                  b q "B"
                    ^

                """)
        // Nothing is written when a scene has an error.
        let render = unfold("render", path, "-o", dir.appendingPathComponent("out").path)
        #expect(render.code == 2 && render.out == "" && render.err == result.err)
        #expect(files(dir) == ["two.scene"])
    }

    @Test func anUnreadableSceneIsAnInputFailure() {
        let dir = tempDir("exact-missing")
        let path = dir.appendingPathComponent("none.scene").path
        let result = unfold("render", path, "-o", dir.appendingPathComponent("out").path)
        #expect(result.code == 3)
        #expect(result.out == "")
        #expect(result.err == "unfold: error: \(path): no such scene file\n")
        #expect(files(dir).isEmpty)
    }

    @Test func anUnknownCommandIsUsage() {
        let result = unfold("rendr")
        #expect(result.code == 2)
        #expect(result.out == "")
        #expect(
            result.err == "unfold: unknown command 'rendr'; did you mean 'render'?\n"
                + "usage: unfold render|still|sheet|check|diff|lint|test|audit|merge-reports|preview|show-report|embed"
                + "|import … (see 'unfold --help')\n")
    }

    @Test func anUnknownVariantNamesTheOnesThereAre() {
        let dir = tempDir("exact-variant")
        let path = write(
            smallScene.replacingOccurrences(of: "fps 30\n", with: "fps 30\nvariant dark appearance dark\n"),
            to: dir.appendingPathComponent("s.scene"))
        let result = unfold("render", path, "--variant", "nope", "-o", dir.appendingPathComponent("out").path)
        #expect(result.code == 2)
        #expect(result.out == "")
        #expect(result.err == "unfold: \(path) has no variant 'nope'; its variants are: default, dark\n")
        #expect(files(dir) == ["s.scene"])
    }

    @Test func aQuietRenderSaysNothingAndAnotherSaysWhatItWrote() throws {
        let dir = tempDir("exact-render")
        let path = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let out = dir.appendingPathComponent("out").path
        let quiet = unfold("render", path, "-o", out, "--quiet")
        #expect(quiet.code == 0 && quiet.out == "" && quiet.err == "")
        // Off a terminal, one summary line instead of the bar; its time is the one part that varies.
        let spoken = unfold("render", path, "-o", out, "--frames", "0:3")
        #expect(spoken.code == 0 && spoken.out == "")
        let pattern = try Regex(#"^unfold: rendered 3 frames and timeline\.json into (.+)/ in \d+\.\d\d s\n$"#)
        let match = try #require(spoken.err.wholeMatch(of: pattern))
        #expect(String(match.output[1].substring ?? "") == out)
    }
}
