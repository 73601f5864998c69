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
    }
#endif
