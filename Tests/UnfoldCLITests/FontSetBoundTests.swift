import Foundation
import Testing
@testable import UnfoldRender

/// Issue 82, point 24: a suite whose scenes each bring their own font file keeps the fonts of the last
/// `Fonts.keptSets` sets loaded, not every set it drew (each about 1 MB of faces); the preview's edits of a
/// scene's fonts go through the same bound. A set let go and needed again is loaded again and draws the same.
@Suite struct FontSetBoundTests {
    @Test func aSuiteOfTwelveFontFilesKeepsEightAndDrawsTheSame() throws {
        let dir = tempDir("font-sets")
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for i in 1...12 {
            // Twelve files, twelve sets: the same face under twelve names.
            try FileManager.default.copyItem(
                atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                toPath: scenes.appendingPathComponent("f\(i).ttf").path)
            _ = write(
                "font-file \"f\(i).ttf\"\nfont \"DejaVu Serif\"\ncanvas 200x120 @1x\ncell c\n  text t\nrows c\n"
                    + "  a t \"Scene \(i)\"",
                to: scenes.appendingPathComponent("s\(i).scene"))
        }
        let goldens = dir.appendingPathComponent("goldens").path
        let report = dir.appendingPathComponent("report").path
        let recorded = unfold("test", scenes.path, "--goldens", goldens, "--report", report, "--jobs", "2")
        #expect(recorded.code == 0, "\(recorded.out)\(recorded.err)")
        #expect(Fonts.keptSetCount <= Fonts.keptSets && TextEngine.keptMapCount <= Fonts.keptSets)
        // The first sets were let go; drawn again, they give the frames they were recorded with.
        let checked = unfold("test", scenes.path, "--goldens", goldens, "--report", report, "--jobs", "2")
        #expect(checked.code == 0, "\(checked.out)")
        #expect(checked.out.split(separator: "\n").filter { $0.hasPrefix("PASS") }.count == 12)
        #expect(Fonts.keptSetCount <= Fonts.keptSets && TextEngine.keptMapCount <= Fonts.keptSets)
    }
}
