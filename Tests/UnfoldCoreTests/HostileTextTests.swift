import Foundation
import Testing
@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldSyntax
@testable import UnfoldModel

/// Scene text that tries to act on the terminal, `set` values a row line refuses, variant names, and the
/// validation of `golden.json`.
@Suite struct HostileTextTests {
    let template = """
        cell c
          hstack id tile background @bg
            symbol @icon color @tint
            text t
            switch on @sw
        rows c
          a t "x" icon "plus" sw "on" tint "red" bg "#FFFFFF"

        """

    func messages(_ text: String) -> [String] {
        parseErrors(text).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func setIsCheckedLikeARowLine() {
        #expect(messages(template).isEmpty, "\(messages(template))")
        let cases: [(String, String)] = [
            ("set a sw \"garbage\"", "9:19: 'garbage' is neither on nor off for slot 'sw'"),
            ("set a icon \"nope\"", "9:21: 'nope' is not a symbol name for slot 'icon'"),
            (
                "set a tint \"nope\"",
                "9:21: 'nope' is not a colour; see the colour names in docs/scene-format.md for slot 'tint'"
            ),
            (
                "set a bg \"#1\"",
                "9:19: '#1' is not a colour; see the colour names in docs/scene-format.md for slot 'bg'"
            )
        ]
        for (line, expected) in cases {
            let found = messages(template + "timeline\n  at 0.5 " + line.replacingOccurrences(of: "at 0.5 ", with: ""))
            #expect(found == [expected], "\(line): \(found)")
        }
        #expect(messages(template + "timeline\n  at 0.5 set a sw \"off\"\n  at 0.6 set a icon \"heart\"").isEmpty)
    }

    @Test func controlCharactersArePrintedEscaped() {
        let text =
            "scene \"T\"\ncell c\n  text t\nrows c\n  a t \"\u{1B}[2J\"\ntimeline\n  at 1 tap b\u{1B}]0;x\u{07}y\n"
        guard case .failure(let errors) = SceneParser.parse(text) else {
            Issue.record("a control character in an id was accepted")
            return
        }
        let printed = errors.formatted(path: "t.scene")
        #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(
            printed == """
                t.scene:7:12: error: unknown row 'b\\u{1B}]0;x\\u{07}y'
                  at 1 tap b\\u{1B}]0;x\\u{07}y
                           ^
                t.scene:7:13: error: control character \\u{1B} in a word; ids and keywords are printable text
                  at 1 tap b\\u{1B}]0;x\\u{07}y
                            ^

                """)
        // A control character in a string is text: allowed, and printed escaped wherever it is quoted.
        let quoted = Diagnostic("unknown colour 'a\u{0}b\nc'", at: .init(line: 1, column: 3))
        // The caret stays under its character after an escaped one.
        let after = Diagnostic("here", at: .init(line: 1, column: 4))
        #expect(after.formatted(path: "p", source: ["a\u{1B}bc"]) == "p:1:4: error: here\na\\u{1B}bc\n        ^\n")
        #expect(
            quoted.formatted(path: "p", source: ["a \u{9B}b"])
                == "p:1:3: error: unknown colour 'a\\u{00}b\\nc'\na \\u{9B}b\n  ^\n")
    }

    @Test func variantNamesSayWhatIsWrong() {
        let scene = "cell c\n  text t\nrows c\n  a t \"x\"\n"
        #expect(
            messages(scene + "variant x-{i} fps 30")
                == [
                    "5:9: 'x-{i}' is not a valid variant name (letters, digits, '_' and '-', starting with a letter or '_')"
                ])
        #expect(
            messages(scene + "variant ../../etc fps 30")
                == [
                    "5:9: '../../etc' is not a valid variant name (letters, digits, '_' and '-', starting with a letter or '_')"
                ])
        #expect(
            messages(scene + "variant default fps 30")
                == ["5:9: 'default' cannot name a variant: it is the scene itself, with no variant applied"])
        #expect(messages(scene + "variant v fps 30\nvariant v fps 20") == ["6:9: variant 'v' is defined twice"])
    }
}

/// `golden.json` from another machine: every field is checked before use, and a broken file says where.
@Suite struct GoldenManifestValidationTests {
    // Made anew at each use: a dictionary of `Any` is not Sendable, so it cannot be a shared constant.
    static var valid: [String: Any] {
        [
            "format": 1, "scene": "S", "sceneHash": "0", "fps": 10, "canvas": ["width": 100, "height": 120],
            "sceneScale": 1, "recordedScale": 1, "frameCount": 5, "keptFrames": [0, 4],
            "comparison": ["threshold": 0.1, "maxDiffPixels": 0, "maxDiffRatio": 0],
            "frames": [
                ["index": 0, "time": 0, "contentOffset": 0, "contentHeight": 21, "rows": []],
                ["index": 4, "time": 0.4, "contentOffset": 0, "contentHeight": 21, "rows": []]
            ]
        ]
    }

    func problem(_ change: (inout [String: Any]) -> Void) -> String? {
        var object = GoldenManifestValidationTests.valid
        change(&object)
        let data = try! JSONSerialization.data(withJSONObject: object)
        do {
            _ = try GoldenManifest.decode(data)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aValidFileDecodes() { #expect(problem { _ in } == nil) }

    @Test func everyFieldIsChecked() {
        let cases: [(String, (inout [String: Any]) -> Void)] = [
            ("'keptFrames' holds -1, which is not a frame of the 5 recorded", { $0["keptFrames"] = [-1, 4] }),
            (
                "'keptFrames' holds 1000000000000000, which is not a frame of the 5 recorded",
                { $0["keptFrames"] = [0, 1_000_000_000_000_000] }
            ),
            ("'keptFrames' is not in increasing order without repeats (4 then 4)", { $0["keptFrames"] = [4, 4] }),
            ("'frames' has 1 entries for 2 kept frames", { $0["frames"] = [($0["frames"] as! [Any])[0]] }),
            ("'frames[1].index' is 4, but kept frame 1 is 3", { $0["keptFrames"] = [0, 3] }),
            ("'recordedScale' is 24; scales are 1, 2 or 3", { $0["recordedScale"] = 24 }),
            ("'recordedScale' is -1; scales are 1, 2 or 3", { $0["recordedScale"] = -1 }),
            ("'sceneScale' is 0; scales are 1, 2 or 3", { $0["sceneScale"] = 0 }),
            ("'fps' is 0, not 1…240", { $0["fps"] = 0 }),
            ("'frameCount' is 0, not 1…144001", { $0["frameCount"] = 0 }),
            ("'canvas.width' is 0, not 1…4096", { $0["canvas"] = ["width": 0, "height": 120] }),
            ("'format' is 3; this Unfold reads formats 1 and 2", { $0["format"] = 3 }),
            (
                "'comparison.threshold' is 2, not 0…1",
                { $0["comparison"] = ["threshold": 2, "maxDiffPixels": 0, "maxDiffRatio": 0] }
            ),
            (
                "'comparison.maxDiffPixels' is -3, not 0 or more",
                { $0["comparison"] = ["threshold": 0.1, "maxDiffPixels": -3, "maxDiffRatio": 0] }
            ),
            (
                "'fps' does not hold a number: expected to decode Double but found a string instead",
                { $0["fps"] = "30" }
            ),
            ("'frameCount': 1.5 is not a whole number", { $0["frameCount"] = 1.5 }),
            ("'keptFrames': holds 0.5, not a whole number", { $0["keptFrames"] = [0.5, 4] }),
            (
                "'frames[0].index': 0.25 is not a whole number",
                {
                    var frames = $0["frames"] as! [[String: Any]]
                    frames[0]["index"] = 0.25
                    $0["frames"] = frames
                }
            ),
            ("'sceneHash' is missing", { $0["sceneHash"] = nil })
        ]
        for (expected, change) in cases { #expect(problem(change) == expected) }
    }

    @Test func aSyntaxErrorSaysItsLineAndColumn() {
        let say = { (text: String) -> String in
            do {
                _ = try GoldenManifest.decode(Data(text.utf8))
                return "accepted"
            } catch { return "\(error)" }
        }
        #expect(say("{\n  \"format\": 1,\n  \"fps\": NaN\n}") == "line 3, column 10: not valid JSON (Invalid value)")
        #expect(
            say("{\n  \"format\": 1,\n  \"fp")
                == "line 3, column 6: not valid JSON (Unexpected end of file during JSON parse)")
        #expect(say("") == "line 1, column 1: not valid JSON (Unexpected end of file during JSON parse)")
    }
}

@Suite struct GeometrySummaryTests {
    func move(_ frame: Int, _ subject: String, _ from: Double, _ to: Double) -> GeometryComparison.Difference {
        GeometryComparison.Difference(
            frame: frame, subject: subject, isRow: !subject.contains("."), property: "y", from: from, to: to,
            words: "frame \(frame): \(subject) y")
    }

    @Test func manyMovesAreOneSentence() {
        var all: [GeometryComparison.Difference] = []
        for f in 0..<29 {
            for e in 0..<39 { all.append(move(f * 10, "q\(e).answer", 54.5, e == 5 && f == 24 ? 56.5 : 55.5)) }
        }
        #expect(GeometryComparison.summary(all) == "39 elements moved in 29 frames; largest: q5.answer y +2.0")
        #expect(GeometryComparison.summary([move(3, "b", 120, 100)]) == "1 row moved in 1 frame; largest: b y −20.0")
        var grown = move(3, "b", 120, 132)
        grown.property = "height"
        #expect(
            GeometryComparison.summary([grown, move(3, "b.title", 1, 2)])
                == "1 row and 1 element changed in 1 frame; largest: b height +12.0")
        #expect(GeometryComparison.summary([]) == nil)
    }
}
