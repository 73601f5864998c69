import Testing

@testable import UnfoldCore

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
}
