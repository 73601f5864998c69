#if UNFOLD_SWIFT_SOURCE
    import Testing

    /// What only running the app gives is an unknown that names its call; each budget is an error at the line
    /// where it was exceeded, naming the budget; mutual recursion ends at the call-depth budget.
    @Suite struct BudgetsAndUnknownsTests {
        @Test func unknownsNameTheirCall() {
            #expect(interpret("UUID()") == "unknown: UUID(): 'UUID(…)' needs a random identifier")
            #expect(interpret("Date()") == "unknown: Date(): 'Date(…)' needs the clock")
            #expect(
                interpret("Int.random(in: 1...6)") == "unknown: Int.random(in: 1...6): 'Int.random' needs randomness")
            #expect(interpret("fetchTitle()") == "unknown: fetchTitle: 'fetchTitle' is not declared in the module")
            #expect(
                interpret("\"Hi \\(fetchTitle())\"")
                    == "unknown: fetchTitle: 'fetchTitle' is not declared in the module")
        }

        @Test func everyBudgetIsAnErrorAtItsLine() {
            let recursion = """
                func ping(_ n: Int) -> Int { pong(n + 1) }
                func pong(_ n: Int) -> Int { ping(n + 1) }
                """
            #expect(
                interpret("ping(0)", recursion)
                    == "error 2:30: Module.swift: calls nest deeper than 256 (the call-depth budget)")
            let loop = """
                func spin() -> Int {
                    var i = 0
                    while true {
                        i += 1
                    }
                    return i
                }
                """
            #expect(
                interpret("spin()", loop)
                    .hasSuffix("the interpretation took more than 10,000,000 steps (the step budget)"))
            #expect(
                interpret("Array(0...200_000)")
                    == "error 1:7: a collection holds more than 100,000 elements (the collection budget)")
            let doubling = """
                func grow() -> String {
                    var s = "ab"
                    for _ in 0..<30 { s = s + s }
                    return s
                }
                """
            #expect(
                interpret("grow()", doubling)
                    == "error 3:27: Module.swift: a string is longer than 1 MB (the string budget)")
        }

        /// Hostile shapes the review found: each gives a value or an unknown, never a trap or a hang.
        @Test func hostileShapesEndInAValueOrAnUnknown() {
            #expect(interpret("A().x", "struct A { var x = x }") == "unknown: x: it is defined by itself")
            #expect(
                interpret("E.a.rawValue", "enum E: Int { case a = E.a.rawValue }")
                    == "unknown: E.a.rawValue: it is defined by itself")
            #expect(interpret("-(Int.min)") == "unknown: -(Int.min): it overflows an Int")
            #expect(interpret("Int.min / -1") == "unknown: Int.min / -1: it overflows an Int")
            #expect(interpret("max(Int.max, 0)") == "9223372036854775807")
            #expect(interpret("abs(Int.min)") == "unknown: abs(Int.min): it overflows an Int")
            #expect(
                interpret("String(format: \"%d\", 1e19)")
                    == "unknown: String(format: \"%d\", 1e19): the format is not modelled")
            #expect(interpret("\"abc\".prefix(1e19)").hasPrefix("unknown: "))
            #expect(interpret("[1, 2].dropFirst(-1)").hasPrefix("unknown: "))
            #expect(interpret("switch 3 { case 5...1: 1\ndefault: 2 }") == "2")
            let cycle = "final class N { var next: N? = nil }\nfunc loop() -> N { let n = N(); n.next = n; return n }"
            #expect(
                interpret("loop().zzz", cycle).hasPrefix(
                    "unknown: loop().zzz: N object(next: N object(next: N object(next: …"))
        }

        /// Labelled loops and local functions, as Swift runs them.
        @Test func labelledLoopsAndLocalFunctions() {
            let module = """
                func count() -> Int {
                    var total = 0
                    outer: for i in 0..<3 {
                        for j in 0..<3 {
                            if j == 1 { continue outer }
                            if i == 2 { break outer }
                            total += 1
                        }
                    }
                    return total
                }

                func outerValue() -> Int {
                    let n = 41
                    func inner() -> Int { n + 1 }
                    return inner()
                }
                """
            #expect(interpret("count()", module) == "2")
            #expect(interpret("outerValue()", module) == "42")
        }
    }
#endif
