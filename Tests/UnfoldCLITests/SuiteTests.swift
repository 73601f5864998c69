import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI

/// `unfold test` on a small suite of its own: two scenes, goldens recorded, then changed on purpose.
@Suite struct SuiteTests {
    /// The words of a failure of `second` whose one change is its swatch's colour, in each of its four kept frames.
    static func swatchFailed(from: String, to: String) -> String {
        let change = "7,200 pixels differ; largest change \(from) → \(to) in row a (element swatch)"
        return """
            FAIL second (default)
              pixels: 4 of 4 kept frames differ; most: frame 0, 7,200 pixels
              frame 0: \(change)
              frame 10: \(change)
              frame 20: \(change)
              frame 29: \(change)

            """
    }

    static let second = """
        scene "Second"
        canvas 200x300 @1x
        fps 30
        animation 0.3 linear
        cell c
          vstack padding 10 spacing 6
            text title font semibold 15
            box id swatch height 20 color blue
        rows c
          a title "One"
          b title "Two"
        timeline
          at 0.2 toggle a
        """

    /// A folder with scenes/ (small, second) and their goldens, recorded.
    func suite() throws -> (dir: URL, scenes: URL, goldens: String) {
        let dir = tempDir("suite")
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = write(smallScene, to: scenes.appendingPathComponent("small.scene"))
        _ = write(SuiteTests.second, to: scenes.appendingPathComponent("second.scene"))
        let goldens = dir.appendingPathComponent("goldens").path
        let r = unfold("test", scenes.path, "--goldens", goldens, "--report", dir.appendingPathComponent("r0").path)
        #expect(r.code == 0)
        #expect(
            r.out == """
                RECORDED second (default) (4 frames)
                RECORDED small (default) (6 frames)
                unfold test: 2 scenes: 2 recorded (report: \(dir.path)/r0/index.html)

                """)
        #expect(files(URL(fileURLWithPath: goldens).appendingPathComponent("small")).contains("golden.json"))
        return (dir, scenes, goldens)
    }

    func run(_ s: (dir: URL, scenes: URL, goldens: String), _ extra: [String] = [], env: [String: String] = [:])
        -> CLIResult
    {
        unfold(
            ["test", s.scenes.path, "--goldens", s.goldens, "--report", s.dir.appendingPathComponent("r").path] + extra,
            environment: env)
    }

    func results(_ s: (dir: URL, scenes: URL, goldens: String), _ report: String = "r") throws -> [SceneResult] {
        let data = bytes(s.dir.appendingPathComponent(report).appendingPathComponent("results.json"))
        return try JSONDecoder().decode(SuiteReport.self, from: data).results
    }

    /// A report's text with its measured seconds taken out.
    func untimed(_ url: URL) throws -> String {
        let text = String(decoding: bytes(url), as: UTF8.self)
        return text.replacing(try Regex(#"time="[0-9.]+"|"seconds" : [0-9.e-]+,?\n\s*"#), with: "")
    }

    /// Version 5: each pair's measured seconds, in results.json and JUnit; zero scenes say so plainly.
    @Test func pairsCarryTheirSecondsAndZeroScenesReadPlainly() throws {
        let s = try suite()
        #expect(run(s).code == 0)
        let all = try results(s)
        #expect(all.count == 2 && all.allSatisfy { ($0.seconds ?? 0) > 0 })
        let junit = String(decoding: bytes(s.dir.appendingPathComponent("r/junit.xml")), as: UTF8.self)
        #expect(!junit.contains("time=\"0\""), "\(junit)")
        let empty = s.dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let report = s.dir.appendingPathComponent("r0z").path
        let r = unfold("test", empty.path, "--goldens", s.goldens, "--report", report)
        #expect(r.out == "unfold test: 0 scenes (report: \(report)/index.html)\n", "\(r.out)")
    }

    @Test func unchangedScenesPassAndTheReportIsComplete() throws {
        let s = try suite()
        let r = run(s)
        #expect(r.code == 0)
        let report = s.dir.appendingPathComponent("r").path
        #expect(
            r.out == "PASS second (default)\nPASS small (default)\n"
                + "unfold test: 2 scenes: 2 passed (report: \(report)/index.html)\n")
        #expect(files(s.dir.appendingPathComponent("r")) == ["index.html", "junit.xml", "results.json"])
    }

    @Test func aLongerSceneFailsWithTheReason() throws {
        let s = try suite()
        let longer = smallScene + "\n  at 2.5 tap b"
        _ = write(longer, to: s.scenes.appendingPathComponent("small.scene"))
        let r = run(s)
        #expect(r.code == 1)
        let report = s.dir.appendingPathComponent("r").path
        #expect(
            r.out == """
                PASS second (default)
                FAIL small (default): the scene has 102 frames, the goldens 51
                to accept: unfold test \(s.scenes.path)/small.scene --goldens \(s.goldens) --record failed
                unfold test: 2 scenes: 1 passed, 1 failed (report: \(report)/index.html)

                """)
    }

    @Test func aChangedColourFailsWithPixelCountsAndNoGeometry() throws {
        let s = try suite()
        _ = write(
            SuiteTests.second.replacingOccurrences(of: "color blue", with: "color red"),
            to: s.scenes.appendingPathComponent("second.scene"))
        let r = run(s)
        #expect(r.code == 1)
        let second = try #require(try results(s).first { $0.name == "second" })
        #expect(second.status == .failed)
        #expect(!second.failures.isEmpty && second.failures.allSatisfy { $0.differing > 0 && $0.geometry.isEmpty })
        #expect(
            r.out == SuiteTests.swatchFailed(from: "#007AFF", to: "#FF3B30") + """
                PASS small (default)
                to accept: unfold test \(s.scenes.path)/second.scene --goldens \(s.goldens) --record failed
                unfold test: 2 scenes: 1 passed, 1 failed (report: \(s.dir.path)/r/index.html)

                """)
        // The failing frames' triplets are in the report.
        let f = second.failures[0]
        for path in [f.expected, f.actual, f.diff] {
            #expect(!bytes(s.dir.appendingPathComponent("r").appendingPathComponent(path!)).isEmpty)
        }
        // A mask on the changed element makes it pass.
        #expect(run(s, ["--mask", "a.swatch", "--mask", "b.swatch"]).code == 0)
        // So do limits above the differences, and not below them.
        let most = second.failures.map(\.differing).max()!
        #expect(run(s, ["--max-diff-pixels", String(most)]).code == 0)
        #expect(run(s, ["--max-diff-pixels", String(most - 1)]).code == 1)
        #expect(run(s, ["--max-diff-ratio", String(Double(most) / 60_000 + 0.0001)]).code == 0)
        #expect(run(s, ["--max-diff-ratio", "0.0001"]).code == 1)
    }

    /// Version 5: exact by default. A brand colour nudged from #5D4A99 to #664A99 passed pixelmatch's 0.1; it
    /// fails now, naming the largest change and where it is. The threshold, given on purpose, still loosens.
    @Test func aNudgedBrandColourFailsExactlyAndSaysWhatChanged() throws {
        let s = try suite()
        let brand = SuiteTests.second.replacingOccurrences(of: "color blue", with: "color #5D4A99")
        _ = write(brand, to: s.scenes.appendingPathComponent("second.scene"))
        #expect(run(s, ["--record", "all"]).code == 0)
        _ = write(
            brand.replacingOccurrences(of: "#5D4A99", with: "#664A99"),
            to: s.scenes.appendingPathComponent("second.scene"))
        let r = run(s)
        #expect(r.code == 1)
        #expect(
            r.out == SuiteTests.swatchFailed(from: "#5D4A99", to: "#664A99") + """
                PASS small (default)
                to accept: unfold test \(s.scenes.path)/second.scene --goldens \(s.goldens) --record failed
                unfold test: 2 scenes: 1 passed, 1 failed (report: \(s.dir.path)/r/index.html)

                """)
        #expect(run(s, ["--threshold", "0.1"]).code == 0)
        // What was given on the command line is all golden.json records.
        let manifest = String(decoding: bytes(URL(fileURLWithPath: s.goldens + "/second/golden.json")), as: UTF8.self)
        #expect(manifest.contains("\"comparison\":{}") || manifest.contains("\"comparison\" : {\n\n  }"), "\(manifest)")
    }

    @Test func aMovedRowFailsWithGeometryWords() throws {
        let s = try suite()
        _ = write(
            SuiteTests.second.replacingOccurrences(of: "spacing 6", with: "spacing 16"),
            to: s.scenes.appendingPathComponent("second.scene"))
        let r = run(s, ["--geometry-only"])
        #expect(r.code == 1)
        #expect(
            r.out == """
                FAIL second (default)
                  geometry: 2 rows and 4 elements changed in 4 frames; largest: a height +10.0
                  frame 0: row a height 65.0 → 75.0
                  frame 0: a: the vstack at second.scene:6 height 65.0 → 75.0
                  frame 0: a.swatch y 35.0 → 45.0
                  frame 0: row b y 65.0 → 75.0
                  frame 0: row b height 65.0 → 75.0
                  … and 23 more in \(s.dir.path)/r/index.html
                PASS small (default)
                to accept: unfold test \(s.scenes.path)/second.scene --goldens \(s.goldens) --record failed
                unfold test: 2 scenes: 1 passed, 1 failed (report: \(s.dir.path)/r/index.html)

                """)
    }

    @Test func recordFailedRecordsOnlyTheFailingScene() throws {
        let s = try suite()
        let smallGolden = URL(fileURLWithPath: s.goldens).appendingPathComponent("small/golden.json")
        let before = bytes(smallGolden)
        let changed = SuiteTests.second.replacingOccurrences(of: "color blue", with: "color red")
        _ = write(changed, to: s.scenes.appendingPathComponent("second.scene"))
        let r = run(s, ["--record", "failed"])
        #expect(r.code == 0)
        #expect(
            r.out == """
                RECORDED second (default) (4 frames)
                PASS small (default)
                unfold test: 2 scenes: 1 passed, 1 recorded (report: \(s.dir.path)/r/index.html)

                """)
        #expect(bytes(smallGolden) == before)
        #expect(run(s).code == 0)
    }

    @Test func onCIAMissingGoldenFailsAndNothingIsRecorded() throws {
        let s = try suite()
        _ = write(SuiteTests.second, to: s.scenes.appendingPathComponent("third.scene"))
        let r = run(s, env: ["CI": "true"])
        #expect(r.code == 1)
        #expect(
            r.out == """
                PASS second (default)
                PASS small (default)
                MISSING third (default): no golden.json in \(s.goldens)/third
                to accept: unfold test \(s.scenes.path)/third.scene --goldens \(s.goldens) --record missing
                unfold test: 3 scenes: 2 passed, 1 missing (report: \(s.dir.path)/r/index.html)

                """)
        #expect(!FileManager.default.fileExists(atPath: s.goldens + "/third"))
        // --record wins over UNFOLD_RECORD, which wins over the CI default.
        #expect(run(s, env: ["CI": "true", "UNFOLD_RECORD": "never"]).code == 1)
        #expect(run(s, ["--record", "missing"], env: ["CI": "true", "UNFOLD_RECORD": "never"]).code == 0)
        #expect(FileManager.default.fileExists(atPath: s.goldens + "/third/golden.json"))
    }

    @Test func aChangedTextThatRendersTheSamePassesWithANote() throws {
        let s = try suite()
        _ = write(SuiteTests.second + "\n# a comment", to: s.scenes.appendingPathComponent("second.scene"))
        let r = run(s)
        #expect(r.code == 0)
        let note = "the scene's text changed since the goldens were recorded; its frames still match"
        #expect(
            r.out == """
                PASS second (default) (\(note))
                PASS small (default)
                unfold test: 2 scenes: 2 passed (report: \(s.dir.path)/r/index.html)

                """)
    }

    @Test func shardsCoverEveryPairOnceAndMergeIntoOneRunsReport() throws {
        let s = try suite()
        for name in ["third", "fourth", "fifth"] {
            _ = write(SuiteTests.second, to: s.scenes.appendingPathComponent("\(name).scene"))
        }
        _ = write(
            SuiteTests.second.replacingOccurrences(of: "color blue", with: "color red"),
            to: s.scenes.appendingPathComponent("second.scene"))
        _ = run(s, ["--record", "missing"])
        #expect(run(s).code == 1)
        let whole = try results(s)
        var seen: [String] = []
        for i in 1...3 {
            let report = "shard-\(i)"
            _ = unfold([
                "test", s.scenes.path, "--goldens", s.goldens, "--shard", "\(i)/3",
                "--report", s.dir.appendingPathComponent(report).path
            ])
            seen += try results(s, report).map(\.scene)
        }
        #expect(seen.sorted() == whole.map(\.scene).sorted())
        #expect(Set(seen).count == seen.count)
        let merged = s.dir.appendingPathComponent("merged")
        let m = unfold(
            ["merge-reports"] + (1...3).map { s.dir.appendingPathComponent("shard-\($0)").path } + ["-o", merged.path])
        #expect(m.code == 1)
        // The same report as one job's but for the seconds each pair took, which every run measures anew.
        let mergedJUnit = try untimed(merged.appendingPathComponent("junit.xml"))
        #expect(mergedJUnit == (try untimed(s.dir.appendingPathComponent("r/junit.xml"))))
        let mergedResults = try untimed(merged.appendingPathComponent("results.json"))
        #expect(mergedResults == (try untimed(s.dir.appendingPathComponent("r/results.json"))))
        let times = String(decoding: bytes(merged.appendingPathComponent("junit.xml")), as: UTF8.self)
        #expect(!times.contains("time=\"0\"") && times.contains("time=\"0.0"), "\(times)")
        #expect(unfold("test", "--shard", "4/3").code == 2)
    }

    @Test func junitValidatesAgainstTheCommonSchema() throws {
        let s = try suite()
        _ = write(
            SuiteTests.second.replacingOccurrences(of: "color blue", with: "color red"),
            to: s.scenes.appendingPathComponent("second.scene"))
        let copy = s.dir.appendingPathComponent("junit-copy.xml")
        #expect(run(s, ["--junit", copy.path]).code == 1)
        #expect(bytes(copy) == bytes(s.dir.appendingPathComponent("r/junit.xml")))
        let xml = String(decoding: bytes(copy), as: UTF8.self)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(xml.contains("<failure message=\""))
        let xmllint = "/usr/bin/xmllint"
        try #require(FileManager.default.isExecutableFile(atPath: xmllint), "xmllint (libxml2-utils) checks the schema")
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../Schemas/junit.xsd")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: xmllint)
        p.arguments = ["--noout", "--schema", schema.path, copy.path]
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
    }
}
