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
        #expect(
            passed.out.contains(
                "PASS second (default) (the scene's text changed since the goldens were recorded; its frames still"
                    + " match; renamed since the goldens were recorded: a.vstack-0 → a.card, b.vstack-0 → b.card)"))
        #expect(!passed.out.contains("is gone"))
        // Its padding changed: the words name the vstack by its line in second.scene.
        _ = write(
            SuiteTests.second.replacingOccurrences(of: "vstack padding 10", with: "vstack padding 14"), to: second)
        let failed = SuiteTests().run(s, ["--geometry-only"])
        #expect(failed.code == 1)
        #expect(failed.out.contains("a: the vstack at second.scene:6 height"))
        #expect(!failed.out.contains("vstack-0"))
    }
}
