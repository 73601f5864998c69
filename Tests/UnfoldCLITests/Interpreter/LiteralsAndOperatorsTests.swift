#if UNFOLD_SWIFT_SOURCE
    import Testing

    /// Literals, arithmetic, comparison, logic, ranges, the ternary, `??`, interpolation and casts.
    @Suite struct LiteralsAndOperatorsTests {
        @Test func numbersStringsAndCollections() {
            #expect(interpret("1 + 2 * 3") == "7")
            #expect(interpret("7 / 2") == "3")
            #expect(interpret("7.0 / 2") == "3.5")
            #expect(interpret("0x1F + 0b11") == "34")
            #expect(interpret("-(4 - 10) % 4") == "2")
            #expect(interpret("CGFloat(8) * 1.5") == "12.0")
            #expect(interpret("\"a\" + \"b\"") == "\"ab\"")
            #expect(interpret("[1, 2] + [3]") == "[1, 2, 3]")
            #expect(interpret("[\"a\": 1][\"a\"]") == "1")
            #expect(interpret("(x: 1, y: \"b\")") == "(x: 1, y: \"b\")")
        }

        @Test func comparisonLogicAndConditionals() {
            #expect(interpret("3 > 2 && !(1 == 2)") == "true")
            #expect(interpret("false || 2 <= 1") == "false")
            #expect(interpret("1 < 2 ? \"yes\" : \"no\"") == "\"yes\"")
            #expect(interpret("nil ?? 5") == "5")
            #expect(interpret("Array(1...3)") == "[1, 2, 3]")
            #expect(interpret("(0..<3).map { $0 * 2 }") == "[0, 2, 4]")
        }

        @Test func interpolationAndMultilineStrings() {
            #expect(interpret("let n = 3\n\"\\(n) items, \\(n * 2) in all\"") == "\"3 items, 6 in all\"")
            #expect(interpret("\"\"\"\n    Two\n    lines\n    \"\"\"") == "\"Two\nlines\"")
            #expect(interpret("String(format: \"%d of %@ (%.1f)\", 2, \"three\", 0.25)") == "\"2 of three (0.2)\"")
        }
    }
#endif
