import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldCore
@testable import UnfoldAudit
@testable import UnfoldAnimation
@testable import UnfoldModel

/// `unfold audit`: each rule fires exactly once on a scene made for it and not on its near miss; severities,
/// rest frames, contrast by hand, `--json` and exit codes.
@Suite struct AuditTests {
    struct Run {
        var code: Int32
        var out: String
        var findings: [[String: Any]]
        /// Standard output alone, and the scene's path as it printed it.
        var stdout = ""
        var stderr = ""
        var path = ""
        func of(_ rule: String) -> [[String: Any]] { findings.filter { $0["rule"] as? String == rule } }
    }

    static func audit(_ scene: String, _ extra: [String] = [], files: [String: String] = [:]) throws -> Run {
        let dir = tempDir("audit")
        for (name, text) in files { _ = write(text, to: dir.appendingPathComponent(name)) }
        let path = write(scene, to: dir.appendingPathComponent("s.scene"))
        let json = dir.appendingPathComponent("audit.json").path
        let r = unfold(["audit", path, "--json", json] + extra)
        var findings: [[String: Any]] = []
        if let data = FileManager.default.contents(atPath: json) {
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(root["version"] as? Int == 1)
            findings = try #require(root["findings"] as? [[String: Any]])
        }
        return Run(code: r.code, out: r.out + r.err, findings: findings, stdout: r.out, stderr: r.err, path: path)
    }

    static func scene(header: String = "", cell: String, rows: String, timeline: String = "") -> String {
        "canvas 390x400 @1x\nfps 10\nend 0.5\n\(header)\ncell c\n\(cell)\nrows c\n\(rows)\n\(timeline)"
    }

    @Test func hitRegion44Passes43AndAHalfDoesNot() throws {
        let cell = """
              hstack padding 10
                box width 44 height 44 tap toggle label "Open" color blue
                box width 43.5 height 44 tap toggle label "Close" color blue
                spacer
            """
        let r = try Self.audit(Self.scene(cell: cell, rows: "  a"))
        #expect(r.findings.count == 1)
        let f = try #require(r.of("hit-region").first)
        #expect(f["element"] as? String == "box-2")
        #expect(f["severity"] as? String == "warning")
        #expect(f["line"] as? Int == 8 && f["column"] as? Int == 5)
        let rect = try #require(f["rect"] as? [String: Double])
        #expect(rect["width"] == 43.5 && rect["height"] == 44)
        #expect(r.code == 0)
        #expect(try Self.audit(Self.scene(cell: cell, rows: "  a"), ["--strict"]).code == 1)
    }

    @Test func contrast4Point5PassesAndJustUnderDoesNot() throws {
        // #7D747D on white is 4.5004:1, #6D7A72 is 4.4900:1 (computed by hand from WCAG 2's formula).
        let cell = """
              vstack padding 10
                text pass color #7D747D
                text fail color #6D7A72
            """
        let r = try Self.audit(Self.scene(cell: cell, rows: #"  a pass "Readable" fail "Just not""#))
        #expect(r.findings.count == 1)
        let f = try #require(r.of("contrast").first)
        #expect(f["element"] as? String == "fail")
        #expect(
            f["message"] as? String
                == "'fail' of row a has a contrast of 4.49:1 with what is behind it; WCAG 2 asks 4.5:1")
    }

    @Test func largeTextNeedsThreeToOne() throws {
        // #949494 on white is 3.03:1: enough at 18 pt, and at 14 pt bold, not at 17 pt regular.
        let cell = """
              vstack padding 10
                text big font 18 color #949494
                text bold font bold 14 color #949494
                text small font 17 color #949494
            """
        let r = try Self.audit(Self.scene(cell: cell, rows: #"  a big "Big" bold "Bold" small "Small""#))
        #expect(r.of("contrast").map { $0["element"] as? String } == ["small"])
    }

    @Test func contrastRatiosByHand() {
        #expect(Contrast.ratio(RGBA(0, 0, 0), RGBA(1, 1, 1)) == 21)
        // secondary-label is (60, 60, 67) at 60 % in light: over white, (138, 138, 142.2) → 3.4382:1.
        let light = Contrast.over(Color.system("secondary-label").resolved(.light), RGBA(1, 1, 1))
        #expect(abs(Contrast.ratio(light, Color.system("background").resolved(.light)) - 3.4382) < 0.0005)
        // (235, 235, 245) at 60 % in dark over black: 6.3638:1.
        let dark = Contrast.over(Color.system("secondary-label").resolved(.dark), RGBA(0, 0, 0))
        #expect(abs(Contrast.ratio(dark, Color.system("background").resolved(.dark)) - 6.3638) < 0.0005)
        // Black at 50 % is composited first: (0.5, 0.5, 0.5) on white, 3.9767:1.
        #expect(abs(Contrast.ratio(Contrast.over(RGBA(0, 0, 0, 0.5), RGBA(1, 1, 1)), RGBA(1, 1, 1)) - 3.9767) < 0.0005)
        #expect(Contrast.required(size: 17, weight: .regular) == 4.5)
        #expect(Contrast.required(size: 18, weight: .regular) == 3)
        #expect(Contrast.required(size: 14, weight: .semibold) == 3)
        #expect(Contrast.required(size: 14, weight: .medium) == 4.5)
    }

    @Test func secondaryLabelFailsInLightAndPassesInDark() throws {
        let cell = "  vstack padding 10\n    text note color secondary-label"
        let text = Self.scene(header: "variant dark appearance dark", cell: cell, rows: #"  a note "Details""#)
        let r = try Self.audit(text, ["--all-variants"])
        #expect(r.of("contrast").map { $0["variant"] as? String } == ["default"])
        #expect((r.of("contrast").first?["message"] as? String)?.contains("3.43:1") == true)
    }

    @Test func aTruncatedTextIsAWarningInDefaultAndAnErrorWhereOnlyAVariantCutsIt() throws {
        let cell = "  vstack padding 16\n    text title lines 1"
        let long = "A title long enough to be cut on one line at the largest sizes of Dynamic Type"
        let text = Self.scene(
            header: "variant big content-size ax3", cell: cell,
            rows: "  a title \"\(long)\"\n  b title \"A title of medium length\"")
        let r = try Self.audit(text, ["--all-variants"])
        let cut = r.of("text-truncated")
        // `a` is cut in both (a warning each); `b` only at ax3, where default shows it whole: an error.
        #expect(
            Set(cut.map { "\($0["row"]!) \($0["variant"]!) \($0["severity"]!)" })
                == ["a default warning", "a big warning", "b big error"])
        #expect(cut.count == 3)
        #expect(r.code == 1)
    }

    @Test func aTextOutsideItsRowIsClipped() throws {
        let cell = "  vstack padding 0\n    text body"
        let fits = Self.scene(header: "", cell: cell, rows: #"  a body "One line""#)
        let clipped = fits.replacingOccurrences(of: "cell c", with: "cell c height 10")
        #expect(try Self.audit(fits).of("text-clipped").isEmpty)
        let r = try Self.audit(clipped)
        #expect(r.of("text-clipped").count == 1)
        #expect(r.of("text-clipped").first?["severity"] as? String == "error")
        #expect(r.code == 1)
    }

    @Test func aTappableSymbolNeedsALabel() throws {
        let cell = """
              hstack padding 0
                symbol ellipsis size 44 tap toggle
                symbol heart size 44 tap toggle label "Like"
                text title tap toggle
            """
        let r = try Self.audit(Self.scene(cell: cell, rows: #"  a title "Title text long enough to be 44 wide""#))
        #expect(r.of("no-label").map { $0["element"] as? String } == ["ellipsis"])
    }

    /// Two elements of one row read with the same label are a warning at the second; the same label in two rows
    /// is not.
    @Test func twoElementsOfARowReadAlikeAreADuplicateLabel() throws {
        let cell = """
              hstack padding 0
                symbol ellipsis size 44 tap toggle label "More"
                text title
                symbol plus size 44 tap toggle label @second
            """
        let rows = """
              a title "Article" second "More"
              b title "Other" second "Add"
            """
        let r = try Self.audit(Self.scene(header: "select none", cell: cell, rows: rows))
        let found = r.of("duplicate-label")
        #expect(found.count == 1)
        #expect(found.first?["row"] as? String == "a" && found.first?["element"] as? String == "plus")
        #expect(
            r.stdout == """
                \(r.path):9:5: warning: duplicate-label: 'ellipsis' and 'plus' of row a are both read as "More"; give one a label of its own
                    symbol plus size 44 tap toggle label @second
                    ^
                \(r.path):11:3: note: row a is written here
                  a title "Article" second "More"
                  ^
                unfold audit: 1 scene: 0 errors, 1 warning

                """)
        let distinct = try Self.audit(
            Self.scene(
                header: "select none", cell: cell,
                rows: rows.replacingOccurrences(of: "second \"More\"", with: "second \"Share\"")))
        #expect(distinct.of("duplicate-label").isEmpty)
    }

    /// An element drawn more than one row away from the row VoiceOver reads it with is out of `order`; one that
    /// spills into the next row only is not.
    @Test func anElementDrawnRowsAwayFromItsRowIsOutOfOrder() throws {
        let cell = "  vstack padding 0\n    text body lines 0"
        let rows = #"""
              a body "One\nTwo\nThree\nFour"
              b body "Fine"
              c body "Fine"
              d body "Fine"
              e body "Fine"
            """#
        let text = Self.scene(header: "select none", cell: cell, rows: rows).replacingOccurrences(
            of: "cell c", with: "cell c height 10")
        let r = try Self.audit(text)
        let found = r.of("order")
        #expect(found.count == 1, "\(r.out)")
        #expect(found.first?["row"] as? String == "a" && found.first?["element"] as? String == "body")
        #expect(found.first?["severity"] as? String == "warning")
        // Every row is cut at 10 pt; the first's four lines are drawn down over row e.
        let clipped = [
            ("a", 9, "83", #"One\nTwo\nThree\nFour"#), ("b", 10, "21", "Fine"), ("c", 11, "21", "Fine"),
            ("d", 12, "21", "Fine"), ("e", 13, "21", "Fine")
        ].map { row, line, height, value in
            """
            \(r.path):7:5: error: text-clipped: 'body' of row \(row) reaches outside its row (390×\(height) at 0, 0 in a row of 390×10 pt)
                text body lines 0
                ^
            \(r.path):\(line):3: note: row \(row) is written here
              \(row) body "\(value)"
              ^

            """
        }
        #expect(
            r.stdout == clipped.joined() + """
                \(r.path):7:5: warning: order: 'body' of row a is read with its row but drawn over row e, 4 rows below it; VoiceOver reads it out of place: keep it inside its cell
                    text body lines 0
                    ^
                \(r.path):9:3: note: row a is written here
                  a body "One\\nTwo\\nThree\\nFour"
                  ^
                unfold audit: 1 scene: 5 errors, 1 warning

                """)
        // One line spills into the next row only: not out of order.
        let near = try Self.audit(text.replacingOccurrences(of: #"One\nTwo\nThree\nFour"#, with: "One"))
        #expect(near.of("order").isEmpty, "\(near.out)")
    }

    /// The bars' titles are texts to the audit: one too wide for the bar is cut short, and one too faint against
    /// the table's background fails contrast; a short title on the default background passes.
    @Test func barTitlesAreAuditedAsTexts() throws {
        let cell = "  text title"
        let rows = #"  a title "Row""#
        let long = String(repeating: "Settings ", count: 8)
        let cut = try Self.audit(
            Self.scene(header: "status-bar 9:41\nnavigation \"\(long)\" large", cell: cell, rows: rows))
        #expect(cut.of("text-truncated").compactMap { $0["element"] as? String } == ["navigation-title", "large-title"])
        let line = "navigation \"\(long)\" large"
        #expect(
            cut.stdout == """
                \(cut.path):5:12: warning: text-truncated: the navigation title "\(long)" is 584 pt wide in a bar with room for 358 pt, so it is cut short
                \(line)
                           ^
                \(cut.path):5:12: warning: text-truncated: the large title "\(long)" is 1095 pt wide with room for 358 pt, so it is cut short
                \(line)
                           ^
                unfold audit: 1 scene: 0 errors, 2 warnings

                """)
        let faint = try Self.audit(
            Self.scene(header: "navigation \"Inbox\"\ntable-background #333333", cell: cell, rows: rows))
        #expect(faint.of("contrast").compactMap { $0["element"] as? String } == ["navigation-title"])
        let fine = try Self.audit(
            Self.scene(header: "status-bar 9:41\nnavigation \"Inbox\" large", cell: cell, rows: rows))
        #expect(fine.of("text-truncated").isEmpty && fine.of("contrast").isEmpty)
    }

    @Test func untranslatedAndMissingGlyphs() throws {
        let catalog = """
            { "sourceLanguage": "en", "strings": {
              "Hello": { "localizations": { "de": { "stringUnit": { "value": "Hallo" } } } },
              "Bye": { "localizations": { "en": { "stringUnit": { "value": "Bye" } } } } } }
            """
        let text = Self.scene(
            header: "strings \"L.xcstrings\"\nlocale de", cell: "  text t",
            rows: "  a t L\"Hello\"\n  b t L\"Bye\"\n  c t \"\\u{10FFFD} and A\"")
        let r = try Self.audit(text, files: ["L.xcstrings": catalog])
        // Each finding names the row and the element its value is written for (CLI v4), as every other rule does.
        #expect(r.of("untranslated").map { $0["element"] as? String } == ["t"])
        #expect(r.of("untranslated").map { $0["row"] as? String } == ["b"])
        #expect(r.of("untranslated").first?["line"] as? Int == 10)
        #expect(r.of("missing-glyph").map { $0["element"] as? String } == ["t"])
        #expect(r.of("missing-glyph").map { $0["row"] as? String } == ["c"])
        #expect(
            r.of("missing-glyph").first?["message"] as? String == "no installed font can draw '\u{10FFFD}' (U+10FFFD)")
        #expect(r.findings.count == 2)
        // A template's own text has its element and no row.
        let own = Self.scene(
            header: "strings \"L.xcstrings\"\nlocale de", cell: "  vstack\n    text t\n    text \"\u{10FFFD}\" id note",
            rows: "  a t L\"Hello\"")
        let inTemplate = try Self.audit(own, files: ["L.xcstrings": catalog]).of("missing-glyph")
        #expect(inTemplate.map { $0["element"] as? String } == ["note"])
        #expect(inTemplate.map { $0["row"] is NSNull } == [true])
        // A value a timeline sets belongs to no written row value: it keeps its key, so such findings stay apart.
        let set = Self.scene(
            header: "strings \"L.xcstrings\"\nlocale de", cell: "  text t", rows: "  a t L\"Hello\"",
            timeline: "timeline\n  at 0.1 set a t L\"Bye\"")
        let timed = try Self.audit(set, files: ["L.xcstrings": catalog]).of("untranslated")
        #expect(timed.map { $0["element"] as? String } == [#"L"Bye""#])
        #expect(timed.map { $0["row"] is NSNull } == [true])
    }

    @Test func overlapIsMoreThanHalfAPointBothWays() {
        // The layout never lets siblings overlap at rest, so the rule is checked on frames made by hand.
        let scene = try! SceneParser.parse(
            "cell c\n  hstack\n    box width 10 height 10\n    box width 10 height 10\nrows c\n  a"
        ).get()
        let template = scene.templates[0]
        func shown(_ j: Int, _ f: Rect) -> Auditor.Shown {
            Auditor.Shown(
                p: ElementPresentation(
                    index: j, frame: f, alpha: 1, rotation: 0, content: nil, lines: 0, contentSize: f.size),
                e: template.flattened[j], id: template.ids[j], alpha: 1)
        }
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let auditor = Auditor(tl)
        func overlaps(_ dx: Double) -> Int {
            let a = Rect(x: 0, y: 0, width: 10, height: 10)
            let b = Rect(x: 10 - dx, y: 0, width: 10, height: 10)
            return auditor.overlaps(
                in: 0, shown: [0: shown(0, Rect(x: 0, y: 0, width: 20, height: 10)), 1: shown(1, a), 2: shown(2, b)],
                template: template
            ).count
        }
        #expect(overlaps(0.5) == 0)
        #expect(overlaps(0.6) == 1)
    }

    @Test func restFramesAreTheOnesTheContractNames() throws {
        let text = """
            canvas 390x300 @1x
            fps 10
            highlight none
            select none
            scroll-indicator none
            animation 0.3 linear
            cell c min-height 44 longpress 0.5 grow 2 every 0.1 max 100
              text t
            rows c
              repeat 20 r{i} t "Row {i}"
            timeline
              at 0.5 expand r1
              at 1.5 scroll to r15 top
              at 2.5 longpress r2 for 1
            """
        let scene = try SceneParser.parse(text).get()
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        // The expansion ends at 0.8 s (frame 8), the scroll at 1.8 s (frame 18); the press is released at 3.5 s,
        // its last tick (3.4 s) ends its update at 3.7 s (frame 37); the scene ends 0.5 s later, at 4.2 s, whose
        // last frame is 41.
        #expect(tl.restFrames == [0, 8, 18, 37, 41])
    }

    @Test func exitCodes() throws {
        let ok = Self.scene(cell: "  text t", rows: #"  a t "Fine""#)
        #expect(try Self.audit(ok).code == 0)
        let bad = Self.scene(cell: "  text t", rows: #"  a nope "x""#)
        let r = try Self.audit(bad)
        #expect(r.code == 2)
        let json = URL(fileURLWithPath: r.path).deletingLastPathComponent().appendingPathComponent("audit.json").path
        #expect(
            r.stdout
                == "unfold audit: 1 scene: 0 errors, 0 warnings; 1 scene did not load, so \(json) was not written\n")
        // The scene's error, then the timing line (which varies).
        #expect(r.stderr.hasPrefix("\(r.path):8:5: error: template 'c' has no slot 'nope'\n  a nope \"x\"\n    ^\n"))
    }

    @Test func jsonFieldByField() throws {
        let cell = "  hstack padding 10\n    box width 20 height 44 tap toggle label \"Go\"\n    spacer"
        let r = try Self.audit(Self.scene(cell: cell, rows: "  a"))
        let f = try #require(r.findings.first)
        #expect(
            Set(f.keys) == [
                "rule", "severity", "scene", "variant", "frame", "time", "row", "element", "line", "column", "message",
                "rect"
            ])
        #expect(f["rule"] as? String == "hit-region")
        #expect((f["scene"] as? String)?.hasSuffix("s.scene") == true)
        #expect(f["variant"] as? String == "default")
        #expect(f["frame"] as? Int == 0)
        #expect(f["time"] as? Double == 0)
        #expect(f["row"] as? String == "a")
        #expect(f["element"] as? String == "box-1")
        #expect(f["line"] as? Int == 7 && f["column"] as? Int == 5)
        #expect(
            f["message"] as? String == "'box-1' of row a can be tapped but is 20×44 pt; Apple's minimum is 44×44 pt")
        #expect(f["rect"] as? [String: Double] == ["x": 10, "y": 10, "width": 20, "height": 44])
        #expect(
            r.stdout == """
                \(r.path):7:5: warning: hit-region: 'box-1' of row a can be tapped but is 20×44 pt; Apple's minimum is 44×44 pt
                    box width 20 height 44 tap toggle label "Go"
                    ^
                \(r.path):10:3: note: row a is written here
                  a
                  ^
                unfold audit: 1 scene: 0 errors, 1 warning

                """)
    }
}

/// `unfold test --audit`: the baseline in `golden.json`, new and fixed findings.
@Suite struct TestAuditTests {
    static func faq(_ answer: String) -> String {
        """
        canvas 300x200 @1x
        fps 10
        end 0.3
        cell c min-height 44
          vstack padding 11 16 11 16
            text answer lines 1
        rows c
          q2 answer "Fine"
          q3 answer "\(answer)"
        """
    }

    @Test func recordPassNewFindingFixed() throws {
        let dir = tempDir("testaudit")
        let scene = dir.appendingPathComponent("faq.scene")
        let goldens = dir.appendingPathComponent("g").path
        let report = dir.appendingPathComponent("report").path
        func test(_ extra: [String] = []) -> CLIResult {
            unfold(["test", scene.path, "--goldens", goldens, "--report", report, "--audit"] + extra)
        }
        _ = write(Self.faq("A much longer answer that no longer fits"), to: scene)
        #expect(test(["--record", "all"]).code == 0)
        let manifest =
            try JSONSerialization.jsonObject(
                with: bytes(URL(fileURLWithPath: goldens + "/faq/golden.json"))) as! [String: Any]
        let baseline = try #require(manifest["audit"] as? [[String: Any]])
        #expect(baseline.map { $0["words"] as? String } == ["text-truncated row q3 answer in variant default"])
        // The same scene passes: its one finding is in the baseline.
        let pass = test()
        #expect(pass.code == 0)
        #expect(pass.out == "PASS faq (default)\nunfold test: 1 scene: 1 passed (report: \(report)/index.html)\n")
        // q2 is cut too now: a new finding fails the scene, in words, in the report and in JUnit.
        _ = write(
            Self.faq("A much longer answer that no longer fits").replacingOccurrences(
                of: "answer \"Fine\"", with: "answer \"Fine, and then a second sentence that does not fit\""),
            to: scene)
        let fail = test()
        #expect(fail.code == 1)
        let accept = "to accept: unfold test \(scene.path) --goldens \(goldens) --audit --record failed"
        let q2 = "1,249 pixels differ; largest change #FFFFFF → #000000 in row q2 (element answer)"
        #expect(
            fail.out == """
                FAIL faq (default)
                  new finding: text-truncated row q2 answer in variant default
                  pixels: 2 of 2 kept frames differ; most: frame 0, 1,249 pixels
                  frame 0: \(q2)
                  frame 2: \(q2)
                \(accept)
                unfold test: 1 scene: 1 failed (report: \(report)/index.html)

                """)
        let junit = String(decoding: bytes(URL(fileURLWithPath: report + "/junit.xml")), as: UTF8.self)
        #expect(junit.contains("new finding: text-truncated row q2 answer in variant default"))
        #expect(FileManager.default.fileExists(atPath: report + "/images/faq/default/finding-1.png"))
        let results = try JSONSerialization.jsonObject(with: bytes(URL(fileURLWithPath: report + "/results.json")))
        let entry = try #require(((results as? [String: Any])?["results"] as? [[String: Any]])?.first)
        let found = try #require(entry["newFindings"] as? [[String: Any]])
        #expect(found.map { $0["image"] as? String } == ["images/faq/default/finding-1.png"])
        #expect(found.map { $0["frame"] as? Int } == [0])
        // q3 whole again: the baseline's one finding is gone, and said so (the pixels differ too, and fail).
        _ = write(Self.faq("A short answer"), to: scene)
        let fixed = test()
        let q3 = "1,618 pixels differ; largest change #000000 → #FFFFFF in row q3 (element answer)"
        #expect(
            fixed.out == """
                FAIL faq (default)
                  fixed: text-truncated row q3 answer in variant default
                  pixels: 2 of 2 kept frames differ; most: frame 0, 1,618 pixels
                  frame 0: \(q3)
                  frame 2: \(q3)
                \(accept)
                unfold test: 1 scene: 1 failed (report: \(report)/index.html)

                """)
    }

    @Test func aGoldenWithoutABaselineCallsEveryFindingNew() throws {
        let dir = tempDir("nobaseline")
        let scene = write(
            Self.faq("A much longer answer that no longer fits"), to: dir.appendingPathComponent("faq.scene"))
        let goldens = dir.appendingPathComponent("g").path
        // Recorded without --audit, as before version 3: no baseline.
        #expect(unfold(["test", scene, "--goldens", goldens, "--record", "all", "--report", dir.path + "/r"]).code == 0)
        let manifest =
            try JSONSerialization.jsonObject(
                with: bytes(URL(fileURLWithPath: goldens + "/faq/golden.json"))) as! [String: Any]
        #expect(manifest["audit"] == nil)
        let r = unfold(["test", scene, "--goldens", goldens, "--audit", "--report", dir.path + "/r"])
        #expect(r.code == 1)
        #expect(
            r.out == """
                FAIL faq (default)
                  new finding: text-truncated row q3 answer in variant default
                to accept: unfold test \(scene) --goldens \(goldens) --audit --record failed
                unfold test: 1 scene: 1 failed (report: \(dir.path)/r/index.html)

                """)
    }
}
