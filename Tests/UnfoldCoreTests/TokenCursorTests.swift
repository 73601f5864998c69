import Testing

@testable import UnfoldCore
@testable import UnfoldSyntax
@testable import UnfoldModel

/// The line reader every parser step uses: each reader takes its token or reports at that token's column.
@Suite struct TokenCursorTests {
    /// Reads one line with `read`, returning its value and the diagnostics as `column: message`.
    func read<T>(_ text: String, _ read: (inout TokenCursor) -> T) -> (T, [String]) {
        let (lines, _, _) = Lexer.lex(Array(text.utf8))
        let sink = DiagnosticSink()
        var c = TokenCursor(lines[0], sink: sink)
        let value = read(&c)
        return (value, sink.diagnostics.map { "\($0.location.column): \($0.message)" })
    }

    @Test func numbersDurationsAndPairs() {
        #expect(read("12.5") { $0.number("size") }.0 == 12.5)
        #expect(read("abc") { $0.number("size") }.1 == ["1: expected size (a number), found 'abc'"])
        #expect(read("0.3") { $0.duration("d") }.0 == 300_000)
        #expect(read("300ms") { $0.duration("d") }.0 == 300_000)
        #expect(read("0.3s") { $0.duration("d") }.0 == 300_000)
        #expect(read("700") { $0.duration("d") }.1 == ["1: d 700 is beyond the 600 s limit"])
        #expect(read("-1") { $0.duration("d") }.1 == ["1: d must not be negative"])
        #expect(read("0/128") { $0.pair("height") }.0 == Pair(0, 128))
        #expect(read("44") { $0.pair("height") }.0 == Pair(44))
        #expect(
            read("1/2/3") { $0.pair("height") }.1 == [
                "1: expected height (a number or a C/E pair such as 0/128), found '1/2/3'"
            ])
    }

    @Test func curvesAndKeywords() {
        #expect(read("ease-out") { $0.curve() }.0 == .easeOut)
        #expect(read("bezier 0.1 0.2 0.3 0.4") { $0.curve() }.0 == .bezier(0.1, 0.2, 0.3, 0.4))
        #expect(read("bezier 2 0 0 1") { $0.curve() }.1 == ["1: bezier x values must be within 0…1"])
        #expect(read("spring 0.5 0") { $0.curve() }.1 == ["12: spring damping 0 is out of range (0 < D ≤ 1)"])
        #expect(read("dark") { $0.keyword(Appearance.self, "appearance") }.0 == .dark)
        #expect(
            read("drak") { $0.keyword(Appearance.self, "appearance") }.1 == [
                "1: unknown appearance 'drak'; expected light, dark; did you mean 'dark'?"
            ])
    }

    @Test func wordsStringsAndTheEndOfTheLine() {
        let (word, errors) = read("\"quoted\"") { $0.word("a name") }
        #expect(word == nil)
        #expect(errors == ["1: expected a name, found a string"])
        #expect(
            read("a b") { c -> [String] in
                _ = c.word("x")
                c.expectEnd()
                return []
            }.1 == ["3: unexpected 'b' at the end of the line"])
        // Past the end, an error points just after the last token.
        #expect(
            read("size") { c -> Double? in
                c.position = 1
                return c.number("size")
            }.1 == ["6: expected size (a number)"])
    }

    /// A diagnostic at a token covers the columns the token takes in the line, quotes and escapes included.
    @Test func diagnosticsCoverTheirToken() {
        func ranges(_ text: String, _ read: (inout TokenCursor) -> Void) -> [String] {
            let (lines, _, _) = Lexer.lex(Array(text.utf8))
            let sink = DiagnosticSink()
            var c = TokenCursor(lines[0], sink: sink)
            read(&c)
            return sink.diagnostics.map { "\($0.range.start.line):\($0.range.start.column)-\($0.range.end.column)" }
        }
        // "abc" at columns 3…5: the range ends before column 6.
        #expect(ranges("  abc") { _ = $0.number("size") } == ["1:3-6"])
        // A string with an escape takes its quotes and the backslash: "a\tb" is 6 columns.
        #expect(
            ranges("x \"a\\tb\"") {
                _ = $0.word("x")
                _ = $0.word("y")
            } == ["1:3-9"])
        // L"KEY"(1, "two") is one token of 16 columns.
        #expect(ranges("L\"KEY\"(1, \"two\")") { _ = $0.word("n") } == ["1:1-17"])
        // Nothing left to read: a place, where a next word would start after a blank.
        #expect(
            ranges("abc") {
                _ = $0.word("x")
                _ = $0.word("y")
            } == ["1:5-5"])
        // The printed form is unchanged: the location is the range's start.
        let d = Diagnostic("m", in: SourceRange(SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 6)))
        #expect(d.location == SourceLocation(line: 2, column: 3))
        #expect(d.formatted(path: "s.scene", source: ["a", "  abc"]) == "s.scene:2:3: error: m\n  abc\n  ^\n")
    }
}
