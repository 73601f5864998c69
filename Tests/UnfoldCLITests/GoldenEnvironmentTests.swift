import Foundation
import Testing
@testable import UnfoldCore

@testable import Unfold
@testable import UnfoldRender
@testable import UnfoldModel

/// `golden.json`'s `environment`, and the words a failing golden gives when it was recorded elsewhere.
@Suite struct GoldenEnvironmentTests {
    static let scene = """
        canvas 300x120 @1x
        fps 10
        end 0.2
        cell c min-height 44
          hstack padding 11 16 11 16 spacing 8
            text title
            symbol chevron-right size 13
        rows c
          a title "Cells that unfold"
          b title "展开单元格"
        """

    struct Recorded {
        let dir = tempDir("environment")
        var scene: String { dir.appendingPathComponent("cells.scene").path }
        var manifestURL: URL { dir.appendingPathComponent("g/cells/golden.json") }

        init() {
            _ = write(GoldenEnvironmentTests.scene, to: dir.appendingPathComponent("cells.scene"))
            // Its own report folder: the tests of this suite run at once, and the default `out/unfold-report` is
            // one folder for all of them (two put in place at once: "a file with the same name already exists").
            let r = unfold([
                "test", scene, "--goldens", dir.appendingPathComponent("g").path, "--report",
                dir.appendingPathComponent("recorded").path, "--quiet"
            ])
            #expect(r.code == 0, "\(r.err)")
        }

        var manifest: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL))) as? [String: Any] ?? [:]
        }

        func edit(_ change: (inout [String: Any]) -> Void) throws {
            var m = manifest
            change(&m)
            try JSONSerialization.data(withJSONObject: m).write(to: manifestURL)
        }

        func test() -> CLIResult {
            unfold([
                "test", scene, "--goldens", dir.appendingPathComponent("g").path, "--report",
                dir.appendingPathComponent("report").path
            ])
        }
    }

    @Test func everyFieldIsRecorded() throws {
        let r = Recorded()
        let environment = try #require(r.manifest["environment"] as? [String: Any])
        #expect(environment["unfold"] as? String == UnfoldVersion.string)
        let libraries = try #require(environment["libraries"] as? [String: String])
        #expect(libraries.keys.sorted() == ["cairo", "fontconfig", "freetype", "harfbuzz", "pango", "pixman"])
        // As the libraries report themselves, in dotted numbers.
        for (name, version) in libraries {
            #expect(version.split(separator: ".").count == 3, "\(name) \(version)")
            #expect(version.split(separator: ".").allSatisfy { Int($0) != nil }, "\(name) \(version)")
        }
        #expect(libraries == LibraryVersions.current())
        // The fonts the frames draw, no more: Inter for Latin, Noto Sans CJK for the Chinese title, the
        // symbols' font for the chevron; each with its pinned hash.
        let fonts = try #require(environment["fonts"] as? [[String: String]])
        #expect(
            fonts.map { $0["file"]! } == [
                "Inter-Regular.otf", "NotoSansCJK-Regular.ttc", "materialdesignicons-webfont.ttf"
            ])
        #expect(fonts.map { $0["family"]! } == ["Inter", "Noto Sans CJK SC", "Material Design Icons"])
        #expect(fonts.map { $0["style"]! } == ["Regular", "Regular", "Regular"])
        for f in fonts {
            let pin = try #require(PinnedFonts.pins.first { $0.path.hasSuffix("/" + f["file"]!) })
            #expect(f["sha256"] == pin.sha256)
            #expect(f["version"]?.isEmpty == false)
        }
        #expect(fonts[0]["version"] == "3.019")
    }

    @Test func aGoldenThatDiffersOnAnotherMachineSaysWhatDiffers() throws {
        let r = Recorded()
        // As if recorded elsewhere: other Pango, other Inter; and the scene changed so that pixels differ.
        try r.edit { m in
            var e = m["environment"] as! [String: Any]
            var libraries = e["libraries"] as! [String: String]
            libraries["pango"] = "1.50.12-other"
            e["libraries"] = libraries
            var fonts = e["fonts"] as! [[String: String]]
            fonts[0]["version"] = "4.0"
            fonts[0]["sha256"] = "3f1c" + String(repeating: "0", count: 60)
            e["fonts"] = fonts
            m["environment"] = e
        }
        _ = write(
            GoldenEnvironmentTests.scene.replacingOccurrences(of: "Cells that unfold", with: "Cells that fold"),
            to: URL(fileURLWithPath: r.scene))
        let result = r.test()
        #expect(result.code == 1)
        let pango = LibraryVersions.current()["pango"]!
        let inter = PinnedFonts.pins.first { $0.path.hasSuffix("/Inter-Regular.otf") }!.sha256
        let change = "417 pixels differ; largest change #000000 → #FFFFFF in row a (element title)"
        let goldens = r.dir.appendingPathComponent("g").path
        let report = r.dir.appendingPathComponent("report").path
        #expect(
            result.out == """
                FAIL cells (default): recorded with Pango 1.50.12-other and Inter 4.0 (sha256 3f1c…); this machine has Pango \(pango) and Inter 3.019 (sha256 \(inter.prefix(4))…)
                  pixels: 2 of 2 kept frames differ; most: frame 0, 417 pixels
                  frame 0: \(change)
                  frame 1: \(change)
                to accept: unfold test \(r.scene) --goldens \(goldens) --record failed
                unfold test: 1 scene: 1 failed (report: \(report)/index.html)

                """)
    }

    @Test func aGoldenThatStillMatchesSaysNothingOfTheMachine() throws {
        let r = Recorded()
        try r.edit { m in
            var e = m["environment"] as! [String: Any]
            e["unfold"] = "0.9.0"
            m["environment"] = e
        }
        let result = r.test()
        #expect(result.code == 0)
        #expect(
            result.out
                == "PASS cells (default)\nunfold test: 1 scene: 1 passed (report: \(r.dir.path)/report/index.html)\n")
    }

    @Test func theWordsNameOnlyWhatDiffers() {
        let font = GoldenEnvironment.Font(
            family: "Inter", style: "Bold", file: "Inter-Bold.otf", version: "4.0",
            sha256: "ab" + String(repeating: "0", count: 62))
        var other = font
        other.sha256 = "cd" + String(repeating: "0", count: 62)
        other.version = "4.1"
        let a = GoldenEnvironment(unfold: "4.0.0", libraries: ["cairo": "1.16.0", "pango": "1.50.12"], fonts: [font])
        var b = a
        #expect(GoldenEnvironment.difference(recorded: a, current: b) == nil)
        b.unfold = "4.0.1"
        b.libraries["cairo"] = "1.18.4"
        b.fonts = [other]
        #expect(
            GoldenEnvironment.difference(recorded: a, current: b)
                == "recorded with Unfold 4.0.0, Cairo 1.16.0 and Inter Bold 4.0 (sha256 ab00…); this machine has Unfold 4.0.1, Cairo 1.18.4 and Inter Bold 4.1 (sha256 cd00…)"
        )
        // A font drawn on one side only is the scene's change, not the machine's.
        b = a
        b.fonts = [
            GoldenEnvironment.Font(
                family: "DejaVu Sans", style: "Book", file: "DejaVuSans.ttf", version: "2.37", sha256: font.sha256)
        ]
        #expect(GoldenEnvironment.difference(recorded: a, current: b) == nil)
    }

    @Test func aHostileEnvironmentIsRefusedWithItsPlace() throws {
        for (change, words) in [
            (
                { (e: inout [String: Any]) in
                    var fonts = e["fonts"] as! [[String: String]]
                    fonts[1]["sha256"] = "not a hash"
                    e["fonts"] = fonts
                }, "'environment.fonts[1].sha256' is not 64 lowercase hexadecimal digits"
            ),
            (
                { (e: inout [String: Any]) in e["unfold"] = String(repeating: "9", count: 300) },
                "'environment.unfold' is longer than 256 characters"
            ),
            (
                { (e: inout [String: Any]) in e["libraries"] = ["pango": "1.50\n12"] },
                "'environment.libraries.pango' holds a line break"
            )
        ] {
            let r = Recorded()
            try r.edit { m in
                var e = m["environment"] as! [String: Any]
                change(&e)
                m["environment"] = e
            }
            let result = r.test()
            #expect(result.code != 0)
            let report = r.dir.appendingPathComponent("report").path
            #expect(
                result.out
                    == "ERROR cells (default): \(r.manifestURL.path): \(words) (recording again with --record all"
                    + " replaces it)\nunfold test: 1 scene: 1 error (report: \(report)/index.html)\n")
        }
    }
}
