import Testing
@testable import UnfoldCore
@testable import UnfoldSyntax
@testable import UnfoldModel

let base = "cell c\n  vstack\n    text t\n    symbol plus tap toggle\n    text d\nrows c\n  a t \"x\"\n  b\n"

@Suite struct Diagnostics {
    func one(
        _ text: String, _ fragment: String, line: Int, column: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let ds = parseErrors(text)
        #expect(ds.count >= 1, "no error for:\n\(text)", sourceLocation: sourceLocation)
        guard let d = ds.first(where: { $0.message.contains(fragment) }) else {
            Issue.record("no error containing '\(fragment)' in \(ds.map(\.message))", sourceLocation: sourceLocation)
            return
        }
        #expect(
            d.location.line == line && d.location.column == column, "\(d.message) at \(d.location)",
            sourceLocation: sourceLocation)
    }

    @Test func tabs() { one("cell c\n\ttext t", "tab in indentation", line: 2, column: 1) }
    @Test func unterminatedString() {
        one(base + "timeline\n  set a t \"oops", "unterminated string", line: 10, column: 11)
    }
    @Test func invalidUTF8() {
        var bytes = Array("fps 30\nscene \"ab".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
        if case .failure(let e) = SceneParser.parse(bytes, defaultName: "x") {
            #expect(e.diagnostics[0].location == .init(line: 2, column: 10))
            #expect(e.diagnostics[0].message.contains("UTF-8"))
        } else {
            Issue.record("accepted invalid UTF-8")
        }
        bytes = []
    }
    @Test func unknownDirective() { one("fsp 30", "unknown directive 'fsp'; did you mean 'fps'?", line: 1, column: 1) }
    @Test func unknownElement() {
        one("cell c\n  vstak", "unknown element 'vstak'; did you mean 'vstack'?", line: 2, column: 3)
    }
    @Test func unknownOption() {
        one("cell c\n  text t colr red", "unknown option 'colr' for text; did you mean 'color'?", line: 2, column: 10)
    }
    @Test func optionOnWrongElement() {
        one("cell c\n  text t spacing 3", "option 'spacing' does not apply to text", line: 2, column: 10)
    }
    @Test func wrongType() { one("fps fast", "expected fps (a whole number), found 'fast'", line: 1, column: 5) }
    @Test func fpsRange() { one("fps 241", "fps 241 is out of range (1…240)", line: 1, column: 5) }
    @Test func scaleRange() { one("canvas 390x844 @4x", "scale @4x is out of range (1…3)", line: 1, column: 16) }
    @Test func canvasRange() { one("canvas 0x844", "out of range (each side 1…4096 points)", line: 1, column: 8) }
    @Test func canvasTooBig() { one("canvas 390x5000", "out of range", line: 1, column: 8) }
    @Test func negativeDuration() { one("animation -1 linear", "must not be negative", line: 1, column: 11) }
    @Test func damping() {
        one("animation 0.3 spring 0.5 1.5", "spring damping 1.5 is out of range (0 < D ≤ 1)", line: 1, column: 26)
    }
    @Test func dampingZero() { one("animation 0.3 spring 0.5 0", "out of range (0 < D ≤ 1)", line: 1, column: 26) }
    @Test func malformedColor() {
        one("cell c background #12345\n  text t", "malformed color '#12345'", line: 1, column: 19)
    }
    @Test func unknownColor() {
        one("cell c background bleu\n  text t", "unknown color 'bleu'; did you mean 'blue'?", line: 1, column: 19)
    }
    @Test func duplicateRow() { one(base + "  a\n", "duplicate row id 'a'", line: 9, column: 3) }
    @Test func unknownTemplate() {
        one("cell c\n  text t\nrows d\n  a", "unknown template 'd'; did you mean 'c'?", line: 3, column: 6)
    }
    @Test func unknownSlot() {
        one(base + "  e tt \"x\"", "template 'c' has no slot 'tt'; did you mean 't'?", line: 9, column: 5)
    }
    @Test func unknownRow() {
        one(base + "timeline\n  tap aa", "unknown row 'aa'; did you mean 'a'?", line: 10, column: 7)
    }
    @Test func unknownElementName() {
        one(base + "timeline\n  tap a.pluss", "has no element 'pluss'; did you mean 'plus'?", line: 10, column: 7)
    }
    @Test func notAButton() { one(base + "timeline\n  tap a.d", "'d' is not a button", line: 10, column: 7) }
    @Test func timeBackwards() {
        one(base + "timeline\n  at 2 tap a\n  at 1 tap b", "'at 1' goes back in time", line: 11, column: 6)
    }
    @Test func zeroRoots() {
        one("cell c\nrows c\n  a", "must hold exactly one root element, found 0", line: 1, column: 6)
    }
    @Test func twoRoots() {
        one("cell c\n  text a\n  text b", "must hold exactly one root element, found 2", line: 3, column: 3)
    }
    @Test func longpressWithoutOption() {
        one(base + "timeline\n  longpress a for 2", "has no 'longpress", line: 10, column: 13)
    }
    @Test func timeLimit() { one("end 601", "beyond the 600 s limit", line: 1, column: 5) }
    @Test func afterLimit() {
        one(base + "timeline\n  after 599 tap a\n  after 2 tap a", "beyond the 600 s limit", line: 11, column: 3)
    }
    @Test func nestingLimit() {
        var text = "cell c\n"
        for i in 0..<34 { text += String(repeating: " ", count: 2 * (i + 1)) + "vstack\n" }
        one(text, "nesting deeper than 32", line: 34, column: 67)
    }
    @Test func stringLimit() {
        one("scene \"" + String(repeating: "x", count: 100_001) + "\"", "string longer than 100000", line: 1, column: 7)
    }
    @Test func rowLimit() {
        one(
            "cell c\n  text t\nrows c\n  repeat 1000001 r{i}", "repeat count 1000001 is out of range", line: 4,
            column: 10)
    }
    @Test func repeatWithoutPattern() {
        one("cell c\n  text t\nrows c\n  repeat 3 r", "needs '{i}'", line: 4, column: 12)
    }
    @Test func duplicateHeader() { one("fps 30\nfps 60", "'fps' is given twice", line: 2, column: 1) }

    @Test func everyErrorIsReported() {
        let ds = parseErrors("fsp 30\ncell c\n  text t colr red\nrows c\n  a\ntimeline\n  tap zz\n  at 1 dance a")
        #expect(ds.map(\.location.line) == [1, 3, 7, 8])
    }

    @Test func formatting() {
        let d = Diagnostic("unknown directive 'fsp'", at: .init(line: 2, column: 3))
        #expect(
            d.formatted(path: "a.scene", source: ["x", "  fsp 30"])
                == "a.scene:2:3: error: unknown directive 'fsp'\n  fsp 30\n  ^\n")
    }

    @Test func columnsCountScalars() {
        one("scene \"Привет\" oops", "unexpected 'oops'", line: 1, column: 16)
    }
}

@Suite struct MoreDiagnostics {
    @Test func oneTimeline() {
        let ds = parseErrors(base + "timeline\n  tap a\ntimeline\n  tap b")
        #expect(ds.map(\.message) == ["a scene has one 'timeline' (the first is at line 9)"])
        #expect(ds[0].location == .init(line: 11, column: 1))
    }

    @Test func indentedLineWithoutBlock() {
        let ds = parseErrors("  fps 30")
        #expect(ds.first?.message == "unexpected indentation: this line belongs to no block")
    }

    @Test func slotOfTheWrongKindInSet() {
        let ds = parseErrors(base + "timeline\n  set a nope \"x\"")
        #expect(ds.first?.message.hasPrefix("template 'c' has no slot 'nope'") == true)
        #expect(ds.first?.location == .init(line: 10, column: 9))
    }
}

@Suite struct SlotKindTests {
    @Test func aSlotIsATextOrAnImage() {
        let ds = parseErrors("cell c\n  vstack\n    text pic\n    image pic height 10")
        #expect(ds.map(\.message) == ["slot 'pic' is used by a text and an image"])
        #expect(ds[0].location == .init(line: 4, column: 5))
        #expect(ds[0].notes.map(\.location) == [.init(line: 3, column: 5)])
        #expect(ds[0].notes.map(\.severity) == [.note])
        #expect(parseErrors("cell c\n  vstack\n    text t\n    text t font 12").isEmpty)
    }
}
