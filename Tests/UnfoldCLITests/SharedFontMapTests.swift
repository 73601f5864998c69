import Foundation
import Testing
import UnfoldTestSupport

@testable import Unfold

/// One Pango font map serves every scene of a process: a scene that adds a font file after another scene was drawn
/// draws with it, as it does alone in a process of its own.
@Suite struct SharedFontMapTests {
    @Test func aFontFileAddedLaterIsDrawnWith() throws {
        // A family no pinned file has (fonts-dejavu-extra, which make test installs).
        let math = "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf"
        try #require(FileManager.default.fileExists(atPath: math), "fonts-dejavu-extra is installed by make test")
        let dir = tempDir("shared-font-map")
        try FileManager.default.copyItem(atPath: math, toPath: dir.appendingPathComponent("Math.ttf").path)
        // First a scene without the file: the process's font map is made and lists its families.
        _ = try UnfoldScene(text: "cell c\n  text t font 30\nrows c\n  a t \"Regular\"\n", name: "first").compiled()
            .rgba(frame: 0)
        let mathScene = write(
            "font-file \"Math.ttf\"\nfont \"DejaVu Math TeX Gyre\"\ncell c\n  text t font 30\nrows c\n  a t \"Hairline\"\n",
            to: dir.appendingPathComponent("math.scene"))
        let inProcess = try UnfoldScene(contentsOf: mathScene).compiled().png(frame: 0)
        // The same scene alone in a process.
        let alone = unfold("still", mathScene, "--at", "0", "-o", mathScene + ".png")
        #expect(alone.code == 0, "\(alone.err)")
        #expect(Array(bytes(URL(fileURLWithPath: mathScene + ".png"))) == inProcess)
        // And the added face is what is drawn, not the fallback a stale map would give.
        let regular = write(
            "cell c\n  text t font 30\nrows c\n  a t \"Hairline\"\n", to: dir.appendingPathComponent("regular.scene"))
        #expect(try UnfoldScene(contentsOf: regular).compiled().png(frame: 0) != inProcess)
    }
}
