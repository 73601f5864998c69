#if UNFOLD_SWIFT_SOURCE
    import Testing

    /// Closures, their captures (shared variables), shorthand arguments, functions as values, and the
    /// standard library's higher-order methods.
    @Suite struct ClosuresAndCapturesTests {
        static let functions = """
            func makeCounter() -> () -> Int {
                var n = 0
                return {
                    n += 1
                    return n
                }
            }

            func twice() -> [Int] {
                let next = makeCounter()
                return [next(), next()]
            }

            func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }
            func square(_ x: Int) -> Int { x * x }
            """

        @Test func capturesAndFunctionValues() {
            #expect(interpret("twice()", Self.functions) == "[1, 2]")
            #expect(interpret("apply({ $0 + 1 }, to: 4)", Self.functions) == "5")
            #expect(interpret("[1, 2, 3].map(square)", Self.functions) == "[1, 4, 9]")
            #expect(interpret("[3, 1, 2].sorted { $0 > $1 }") == "[3, 2, 1]")
            #expect(interpret("[1, 2, 3, 4].filter { $0 % 2 == 0 }.reduce(0) { $0 + $1 }") == "6")
            #expect(
                interpret(
                    "[\"a\", \"b\"].enumerated().map { \"\\($0.offset)\\($0.element)\" }.joined(separator: \",\")")
                    == "\"0a,1b\"")
        }
    }
#endif
