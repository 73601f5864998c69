import Foundation
import Testing

/// F5: an element given an id since the goldens were recorded passes with a note, and failure words name an
/// element whose id is made up by its scene line, not by `vstack-0`.
@Suite struct RenamedElementTests {
    @Test func aRenameIsANoteAndAChangeNamesTheLine() throws {
        let s = try SuiteTests().suite()
        let second = s.scenes.appendingPathComponent("second.scene")
        // Line 6 is the vstack: given an id, it renders the same.
        let renamed = SuiteTests.second.replacingOccurrences(
            of: "vstack padding 10 spacing 6", with: "vstack id card padding 10 spacing 6")
        _ = write(renamed, to: second)
        let passed = SuiteTests().run(s)
        #expect(passed.code == 0)
        let report = s.dir.appendingPathComponent("r").path
        #expect(
            passed.out == "PASS second (default) (the scene's text changed since the goldens were recorded; its frames"
                + " still match; renamed since the goldens were recorded: a.vstack-0 → a.card, b.vstack-0 → b.card)\n"
                + "PASS small (default)\nunfold test: 2 scenes: 2 passed (report: \(report)/index.html)\n")
        // Its padding changed: the words name the vstack by its line in second.scene.
        _ = write(
            SuiteTests.second.replacingOccurrences(of: "vstack padding 10", with: "vstack padding 14"), to: second)
        let failed = SuiteTests().run(s, ["--geometry-only"])
        #expect(failed.code == 1)
        #expect(
            failed.out == """
                FAIL second (default)
                  geometry: 2 rows and 6 elements changed in 4 frames; largest: a height +8.0
                  frame 0: row a height 65.0 → 73.0
                  frame 0: a: the vstack at second.scene:6 height 65.0 → 73.0
                  frame 0: a.title x 10.0 → 14.0
                  frame 0: a.title y 10.0 → 14.0
                  frame 0: a.title width 180.0 → 172.0
                  … and 63 more in \(report)/index.html
                PASS small (default)
                to accept: unfold test \(second.path) --goldens \(s.goldens) --record failed
                unfold test: 2 scenes: 1 passed, 1 failed (report: \(report)/index.html)

                """)
    }
}
