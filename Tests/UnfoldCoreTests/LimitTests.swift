import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldSyntax
@testable import UnfoldModel

/// The (v2) limits: every number is checked on its digits before conversion, so no input can trap.
@Suite struct LimitTests {
    let rows = "cell c\n  vstack padding 10\n    text t\nrows c\n  a t \"A\"\n  b t \"B\"\n"

    func only(_ text: String) -> (String, UnfoldSyntax.SourceLocation)? {
        let ds = parseErrors(text)
        return ds.count == 1 ? (ds[0].message, ds[0].location) : nil
    }

    @Test func hugeDurationsAreErrorsNotTraps() {
        #expect(
            only(rows + "timeline\n  wait 10000000000000\n  tap a")?.0
                == "wait time 10000000000000 is beyond the 600 s limit")
        #expect(only("end 10000000000000000ms\n" + rows)?.0 == "end 10000000000000000ms is beyond the 600 s limit")
        #expect(
            only(rows + "timeline\n  at -10000000000000\n  tap a")?.1 == UnfoldSyntax.SourceLocation(line: 8, column: 6)
        )
        let end = "1" + String(repeating: "0", count: 400)
        #expect(only("end \(end)\n" + rows)?.0 == "end \(end) is beyond the 600 s limit")
        #expect(only("end \(end)\n" + rows)?.1 == UnfoldSyntax.SourceLocation(line: 1, column: 5))
        #expect(only("end 0.000000000000000000000000000001\n" + rows) == nil)
    }

    @Test func numbersOverOneBillionAreErrors() {
        #expect(
            only("animation 0.3 spring 10000000000000 1\n" + rows)?.0
                == "spring response 10000000000000 is beyond the limit (magnitude at most 1000000000)")
        let spring = only(rows + "timeline\n  scroll by 100 over 1 spring 10000000000000 1")
        #expect(spring?.0 == "spring response 10000000000000 is beyond the limit (magnitude at most 1000000000)")
        #expect(spring?.1 == UnfoldSyntax.SourceLocation(line: 8, column: 31))
        let scroll = only(rows + "timeline\n  scroll by 1000000001")
        #expect(scroll?.0 == "scroll distance 1000000001 is beyond the limit (magnitude at most 1000000000)")
        #expect(scroll?.1 == UnfoldSyntax.SourceLocation(line: 8, column: 13))
        #expect(parseErrors(rows + "timeline\n  scroll by 1000000000").isEmpty)
        let angle = "1" + String(repeating: "0", count: 239)
        let rotate = only("cell c\n  hstack\n    symbol star rotate \(angle)\nrows c\n  a")
        #expect(rotate?.0 == "rotate '\(angle)' is beyond the limit (magnitude at most 1000000000)")
        #expect(rotate?.1 == UnfoldSyntax.SourceLocation(line: 3, column: 24))
    }

    @Test func springsThatSettleAfter600SecondsAreErrors() {
        #expect(
            only("animation 0.3 spring 1 0.0000001\n" + rows)?.0
                == "this spring settles after 10994034 s, beyond the 600 s limit")
        let cell = only("cell d animation 0.3 spring 1000 0.5\n  text t\n" + rows)
        #expect(cell?.0 == "this spring settles after 2199 s, beyond the 600 s limit")
        #expect(cell?.1 == UnfoldSyntax.SourceLocation(line: 1, column: 22))
        #expect(parseErrors("animation 0.3 spring 1 0.01\n" + rows).isEmpty)
    }

    @Test func rotateLongPressIdsAndActionsHaveLimits() {
        #expect(
            only("cell c\n  hstack\n    symbol star rotate 0/3601\nrows c\n  a")?.0
                == "rotate '0/3601' is out of range (-3600.0…3600.0)")
        let press = "cell g longpress 1 grow G every E max 200\n  text t\nrows g\n  x t \"X\"\n"
        let grow = { (g: String, e: String) in
            press.replacingOccurrences(of: "G", with: g).replacingOccurrences(of: "E", with: e)
        }
        #expect(only(grow("-2", "0.1"))?.0 == "long-press grow step must be positive")
        #expect(only(grow("0", "0.1"))?.0 == "long-press grow step must be positive")
        #expect(only(grow("2", "0.005"))?.0 == "long-press interval must be at least 0.01 s")
        #expect(parseErrors(grow("2", "0.01")).isEmpty)
        let long = String(repeating: "x", count: 257)
        #expect(only("cell c\n  text t\nrows c\n  \(long) t \"A\"")?.0 == "row id longer than 256 characters")
        var taps = rows + "timeline\n"
        for _ in 0...SceneParser.maxActions { taps += "  tap a\n" }
        #expect(only(taps)?.0 == "more than 100000 timeline actions")
    }

    @Test func suggestionsAreBoundedAndNeverTheWordItself() {
        #expect(suggestion(for: "expanded", among: ["expanded", "expander"]) == "; did you mean 'expander'?")
        #expect(
            suggestion(for: String(repeating: "x", count: 2000), among: [String(repeating: "x", count: 1999)]) == "")
        // Only the first 2,000 candidates are compared.
        let many = Array(repeating: "qqqqqqqq", count: maxSuggestionCandidates) + ["expanded"]
        #expect(suggestion(for: "expandex", among: many) == "")
        #expect(suggestion(for: "expandex", among: Array(many.dropFirst())) == "; did you mean 'expanded'?")
        #expect(
            !parseErrors("cell c\n  text t\nrows c\n  a t \"A\" expanded x")[0].message.contains(
                "did you mean 'expanded'"))
    }

    @Test func invalidUTF8IsFoundInOnePass() {
        var bytes = Array("scene \"".utf8)
        bytes += Array(repeating: Array("é".utf8), count: 50_000).flatMap { $0 }
        bytes += [0xFF, 0x22, 0x0A]
        let ds = SceneParser.parseAll(bytes, defaultName: "x").diagnostics.diagnostics
        #expect(ds.first?.location == UnfoldSyntax.SourceLocation(line: 1, column: 50_008))
    }
}

/// Duplicate ids across many `repeat` lines are found without comparing every pair of lines.
@Suite struct RowStoreDuplicateTests {
    @Test func repeatsWhoseIdsOverlapAreFound() {
        let ds = parseErrors("cell c\n  text t\nrows c\n  repeat 100 r{i}\n  repeat 100 r1{i}")
        #expect(ds.map(\.message) == ["duplicate row id 'r10'"])
        #expect(parseErrors("cell c\n  text t\nrows c\n  repeat 100 r{i}-a\n  repeat 100 r{i}-b").isEmpty)
        #expect(
            parseErrors("cell c\n  text t\nrows c\n  r77\n  repeat 100 r{i}").map(\.message) == [
                "duplicate row id 'r77'"
            ])
        #expect(
            parseErrors("cell c\n  text t\nrows c\n  repeat 100 r{i}\n  r77").map(\.message) == [
                "duplicate row id 'r77'"
            ])
        #expect(
            parseErrors("cell c\n  text t\nrows c\n  repeat 100 x{i}y7\n  repeat 100 x5y{i}").map(\.message) == [
                "duplicate row id 'x5y7'"
            ])
    }

    @Test func fourThousandRepeatLinesParseQuickly() throws {
        var text = "cell c\n  text t\nrows c\n"
        for k in 0..<4000 { text += "  repeat 100 row{i}-x\(k) t \"R\"\n" }
        let scene = try parseOK(text)
        #expect(scene.rows.count == 400_000)
        #expect(scene.rows.index(of: "row42-x3999") == 3999 * 100 + 42)
        #expect(scene.rows.index(of: "row100-x1") == nil)
    }
}

/// (v2) A `scroll to` heads for where its row is now: its cost does not grow with the distance.
@Suite struct ScrollToCostTests {
    func scene(rows: Int, estimate: String) -> String {
        "estimated-row-height \(estimate)\ncell c\n  vstack padding 10\n    text t\nrows c\n"
            + "  repeat \(rows) r{i} t \"Row {i} with a text that wraps in a narrow cell of this table\"\n"
            + "timeline\n  scroll to r\(rows / 2) top\n"
    }

    @Test(arguments: ["automatic", "10"])
    func aFarScrollMeasuresAboutWhatANearOneDoes(_ estimate: String) throws {
        let measurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 20)
        let near = Timeline.compile(try parseOK(scene(rows: 20_000, estimate: estimate)), measurer: measurer)
        let far = Timeline.compile(try parseOK(scene(rows: 1_000_000, estimate: estimate)), measurer: measurer)
        // 50 times the distance; the rows measured are those each frame's window passes over.
        print(
            "scroll-to cost, estimate \(estimate): \(near.measuredRowCount) rows measured for 20,000, \(far.measuredRowCount) for 1,000,000"
        )
        #expect(Double(far.measuredRowCount) < 1.5 * Double(near.measuredRowCount))
        // It lands exactly on its row, with every height it measured on the way.
        for (tl, target) in [(near, "r10000"), (far, "r500000")] {
            let last = tl.state(frame: tl.frameCount - 1)
            let row = try #require(last.rows.first { $0.id == target })
            #expect(abs(row.y - last.contentOffset) < 1e-6)
        }
    }
}
