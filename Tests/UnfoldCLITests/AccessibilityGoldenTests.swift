import Foundation
import Testing
@testable import UnfoldCore

@testable import Unfold
@testable import UnfoldRender
@testable import UnfoldCodecs
@testable import UnfoldAccessibility
@testable import UnfoldModel

/// `unfold test --accessibility`: each kept frame's accessibility elements in `golden.json`, compared in words.
@Suite struct AccessibilityGoldenTests {
    /// A row read as one element (its tap toggles it), the contract's example.
    static func cards(dateLabel: String = "") -> String {
        """
        canvas 300x200 @1x
        fps 10
        end 2.9
        select toggle
        cell card min-height 44
          vstack padding 11 16 11 16
            text title
            text date\(dateLabel)
        rows card
          a title "Cells that unfold" date "18.05.2024"
          b title "Second" date "19.05.2024"
        """
    }

    /// Texts read one by one (`select none`) and a button of its own: element 3.
    static func controls(buttonTraits: String = "") -> String {
        """
        canvas 300x200 @1x
        fps 10
        end 0.3
        select none
        cell c min-height 44
          hstack padding 11 16 11 16 spacing 8
            text title
            text detail
            symbol ellipsis size 22 tap toggle label "More"\(buttonTraits)
        rows c
          a title "Inbox" detail "3 new"
        """
    }

    struct Suite {
        let dir: URL
        let scene: String
        var goldens: String { dir.appendingPathComponent("g").path }
        var report: String { dir.appendingPathComponent("report").path }

        init(_ name: String, _ text: String) {
            dir = tempDir("a11y-golden")
            scene = write(text, to: dir.appendingPathComponent("\(name).scene"))
        }

        func test(_ extra: [String] = ["--accessibility"]) -> CLIResult {
            unfold(["test", scene, "--goldens", goldens, "--report", report] + extra)
        }

        func change(_ text: String) { _ = write(text, to: URL(fileURLWithPath: scene)) }

        func manifest(_ name: String) throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: bytes(URL(fileURLWithPath: goldens + "/\(name)/golden.json")))
                as! [String: Any]
        }
    }

    @Test func recordedElementsAreKeptPerKeptFrame() throws {
        let suite = Suite("cards", Self.cards())
        #expect(suite.test(["--accessibility", "--record", "all"]).code == 0)
        let manifest = try suite.manifest("cards")
        let kept = try #require(manifest["keptFrames"] as? [Int])
        #expect(kept == [0, 10, 20, 28])
        let frames = try #require(manifest["accessibility"] as? [[[String: Any]]])
        #expect(frames.count == kept.count)
        let first = try #require(frames.first?.first)
        #expect(first["order"] as? Int == 1)
        #expect(first["label"] as? String == "Cells that unfold, 18.05.2024")
        #expect(first["value"] as? String == "collapsed")
        #expect(first["traits"] as? [String] == ["button"])
        #expect(first["row"] as? String == "a")
        #expect(first["element"] == nil)
        let frame = try #require(first["frame"] as? [String: Double])
        #expect(frame["x"] == 0 && frame["width"] == 300 && frame["y"] == 0)
        #expect(frames[0].map { $0["label"] as? String } == ["Cells that unfold, 18.05.2024", "Second, 19.05.2024"])
        // The same scene passes.
        let pass = suite.test()
        #expect(pass.code == 0, "\(pass.out)")
        #expect(
            pass.out == "PASS cards (default)\nunfold test: 1 scene: 1 passed (report: \(suite.report)/index.html)\n")
    }

    /// A label removed from what the row reads fails with the contract's words, although no pixel changed.
    @Test func aRemovedLabelFailsInTheContractsWords() throws {
        let suite = Suite("cards", Self.cards())
        #expect(suite.test(["--accessibility", "--record", "all"]).code == 0)
        suite.change(Self.cards(dateLabel: " label \"\""))
        let fail = suite.test()
        #expect(fail.code == 1)
        let words = #"frame 20: row a: label "Cells that unfold, 18.05.2024" → "Cells that unfold""#
        let rowB = #"row b: label "Second, 19.05.2024" → "Second""#
        let rowA = #"row a: label "Cells that unfold, 18.05.2024" → "Cells that unfold""#
        #expect(
            fail.out == """
                FAIL cards (default)
                  accessibility: 8 differences in 4 frames
                  frame 0: \(rowA)
                  frame 0: \(rowB)
                  frame 10: \(rowA)
                  frame 10: \(rowB)
                  \(words)
                  … and 3 more in \(suite.report)/index.html
                to accept: unfold test \(suite.scene) --goldens \(suite.goldens) --accessibility --record failed
                unfold test: 1 scene: 1 failed (report: \(suite.report)/index.html)

                """)
        // The words are in JUnit and results.json, with the frame's accessibility picture in the report.
        let junit = String(decoding: bytes(URL(fileURLWithPath: suite.report + "/junit.xml")), as: UTF8.self)
        #expect(junit.contains(JUnitReport.escape(words)))
        #expect(junit.contains("frame 20 (accessibility)"))
        let results = try JSONSerialization.jsonObject(
            with: bytes(URL(fileURLWithPath: suite.report + "/results.json")))
        let entry = try #require(((results as? [String: Any])?["results"] as? [[String: Any]])?.first)
        let failures = try #require(entry["failures"] as? [[String: Any]])
        let twenty = try #require(failures.first { $0["frame"] as? Int == 20 })
        #expect((twenty["accessibility"] as? [String])?.contains(words) == true)
        let picture = try #require(twenty["accessibilityPicture"] as? String)
        #expect(picture == "images/cards/default/frame-00020-accessibility.png")
        let png = try PNGCodec.decode(file: suite.report + "/" + picture)
        // The frame with its legend beside it (a wide canvas: the legend is below).
        #expect(png.width == 300 && png.height > 200)
        // Accepting records the elements again, and the scene passes.
        let accepted = suite.test(["--accessibility", "--record", "failed"])
        #expect(accepted.code == 0, "\(accepted.out)\(accepted.err)")
        #expect(suite.test().code == 0)
    }

    @Test func aLostTraitIsNamedByTheElementsOrder() throws {
        let suite = Suite("controls", Self.controls())
        #expect(suite.test(["--accessibility", "--record", "all"]).code == 0)
        let frames = try #require(try suite.manifest("controls")["accessibility"] as? [[[String: Any]]])
        #expect(frames[0].map { $0["label"] as? String } == ["Inbox", "3 new", "More"])
        #expect(frames[0].map { $0["traits"] as? [String] } == [["static-text"], ["static-text"], ["button"]])
        suite.change(Self.controls(buttonTraits: " traits static-text"))
        let fail = suite.test()
        #expect(fail.code == 1)
        #expect(
            fail.out == """
                FAIL controls (default)
                  accessibility: 4 differences in 2 frames
                  frame 0: element 3 lost trait button
                  frame 0: element 3 gained trait static-text
                  frame 2: element 3 lost trait button
                  frame 2: element 3 gained trait static-text
                to accept: unfold test \(suite.scene) --goldens \(suite.goldens) --accessibility --record failed
                unfold test: 1 scene: 1 failed (report: \(suite.report)/index.html)

                """)
    }

    /// A golden folder recorded without elements says so, and passes on its pixels.
    @Test func goldensWithoutElementsAreSaidToBeSo() throws {
        let suite = Suite("cards", Self.cards())
        #expect(suite.test(["--record", "all"]).code == 0)
        #expect(try suite.manifest("cards")["accessibility"] == nil)
        let run = suite.test()
        #expect(run.code == 0)
        let note = "recorded without accessibility elements; record with --accessibility to keep them"
        #expect(
            run.out == "PASS cards (default) (\(note))\n"
                + "unfold test: 1 scene: 1 passed (report: \(suite.report)/index.html)\n")
        // Recorded again without the flag, the elements a folder kept are kept current.
        #expect(suite.test(["--accessibility", "--record", "all"]).code == 0)
        suite.change(Self.cards(dateLabel: " label \"\""))
        #expect(suite.test(["--record", "all"]).code == 0)
        let first = try #require((try suite.manifest("cards")["accessibility"] as? [[[String: Any]]])?.first?.first)
        #expect(first["label"] as? String == "Cells that unfold")
        #expect(suite.test().code == 0)
    }

    /// Words for every kind of change, from the core comparison.
    @Test func everyKindOfChangeHasItsWords() {
        func e(
            _ order: Int, _ label: String?, row: String? = "a", element: Int? = nil, traits: [AccessibilityTrait],
            value: String? = nil, y: Double = 0
        ) -> AccessibilityRecord {
            AccessibilityRecord(
                AccessibilityElement(
                    order: order, label: label, value: value, hint: nil, traits: traits, row: row,
                    frame: Rect(x: 0, y: y, width: 100, height: 44), element: element))
        }
        let before = [
            e(1, "Mail", row: nil, traits: [.header]), e(2, "Inbox", traits: [.button], value: "collapsed"),
            e(3, "More", element: 4, traits: [.button], y: 10), e(4, "Sent", row: "b", traits: [.button], y: 44)
        ]
        let after = [
            e(1, "Mail", row: nil, traits: [.header]), e(2, "Inbox", traits: [.button, .selected], value: "expanded"),
            e(3, "Sent", row: "b", traits: [.button], y: 44), e(4, "Help", element: 5, traits: [.button])
        ]
        let words = AccessibilityComparison.differences(frame: 7, expected: before, actual: after)
        #expect(
            words == [
                #"frame 7: row a: value "collapsed" → "expanded""#,
                "frame 7: row a gained trait selected",
                #"frame 7: element 3 ("More") is no longer read"#,
                #"frame 7: element 4 ("Help", button) is new"#
            ])
        // Two elements read the other way round: each says where it is read now; the rest do not move.
        var swapped = before
        swapped.swapAt(1, 3)
        for k in swapped.indices { swapped[k].order = k + 1 }
        #expect(
            AccessibilityComparison.differences(frame: 0, expected: before, actual: swapped) == [
                "frame 0: row a is now read 4th, was 2nd", "frame 0: row b is now read 2nd, was 4th"
            ])
        var moved = before
        moved[1].frame.y = 20
        #expect(
            AccessibilityComparison.differences(frame: 0, expected: before, actual: moved) == [
                "frame 0: row a frame (0.0, 0.0, 100.0, 44.0) → (0.0, 20.0, 100.0, 44.0)"
            ])
        #expect(AccessibilityComparison.differences(frame: 0, expected: before, actual: before).isEmpty)
        #expect(
            (1...24).map(AccessibilityComparison.ordinal).suffix(14) == [
                "11th", "12th", "13th", "14th", "15th", "16th", "17th", "18th", "19th", "20th", "21st", "22nd", "23rd",
                "24th"
            ])
    }

    /// A damaged `accessibility` in `golden.json` is the scene's error, in words that say where.
    @Test func aDamagedElementListIsAnErrorThatSaysWhere() throws {
        let suite = Suite("cards", Self.cards())
        #expect(suite.test(["--accessibility", "--record", "all"]).code == 0)
        let path = suite.goldens + "/cards/golden.json"
        let original = String(decoding: bytes(URL(fileURLWithPath: path)), as: UTF8.self)
        let cases = [
            ("\"button\"", "\"buton\"", "'accessibility[0][0].traits' holds 'buton', which is not a trait"),
            ("\"order\" : 2", "\"order\" : 7", "'accessibility[0][1].order' is 7, not 2")
        ]
        for (from, to, words) in cases {
            let range = try #require(original.range(of: from))
            try original.replacingCharacters(in: range, with: to).write(toFile: path, atomically: true, encoding: .utf8)
            let run = suite.test()
            #expect(run.code == 1)
            #expect(
                run.out == "ERROR cards (default): \(path): \(words) (recording again with --record all replaces it)\n"
                    + "unfold test: 1 scene: 1 error (report: \(suite.report)/index.html)\n")
        }
    }
}
