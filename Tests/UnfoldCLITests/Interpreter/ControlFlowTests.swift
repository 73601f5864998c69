#if UNFOLD_SWIFT_SOURCE
    import Testing

    /// Statements: `let`/`var`, compound assignment, `if let`/`guard let`, `for … in` with `where`, `while`,
    /// `repeat`, `break`, `continue`, `defer`, and `if`/`switch` expressions.
    @Suite struct ControlFlowTests {
        static let functions = """
            func total(_ xs: [Int]) -> Int {
                var sum = 0
                for x in xs where x > 0 {
                    if x == 100 { break }
                    if x == 3 { continue }
                    sum += x
                }
                return sum
            }

            func firstName(_ full: String?) -> String {
                guard let full else { return "nobody" }
                if let space = full.components(separatedBy: " ").first {
                    return space
                }
                return full
            }

            func countdown(_ n: Int) -> [Int] {
                var out: [Int] = []
                var i = n
                while i > 0 {
                    out.append(i)
                    i -= 1
                }
                repeat { out.append(0) } while false
                return out
            }

            func grade(_ score: Int) -> String {
                let word = if score >= 90 { "A" } else { "B" }
                return switch score {
                case 100: "perfect"
                case 90..<100: word + "+"
                default: word
                }
            }
            """

        @Test func loopsAndBranches() {
            #expect(interpret("total([1, -2, 3, 4, 100, 5])", Self.functions) == "5")
            #expect(interpret("firstName(\"Ada Lovelace\")", Self.functions) == "\"Ada\"")
            #expect(interpret("firstName(nil)", Self.functions) == "\"nobody\"")
            #expect(interpret("countdown(3)", Self.functions) == "[3, 2, 1, 0]")
            #expect(interpret("[grade(100), grade(95), grade(20)]", Self.functions) == "[\"perfect\", \"A+\", \"B\"]")
        }
    }
#endif
