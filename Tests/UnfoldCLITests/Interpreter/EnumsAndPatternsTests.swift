#if UNFOLD_SWIFT_SOURCE
    import Testing

    /// Enums with raw values, associated values and `allCases`; `switch` with case patterns, tuples, ranges and
    /// `where`; `if case`.
    @Suite struct EnumsAndPatternsTests {
        static let enums = """
            enum Mode: String, CaseIterable {
                case collapsed, preview = "short", expanded
                var next: Mode {
                    switch self {
                    case .collapsed: return .preview
                    case .preview: return .expanded
                    case .expanded: return .collapsed
                    }
                }
            }

            enum Badge {
                case none
                case count(Int)
                case text(String, color: String)
            }

            func label(_ b: Badge) -> String {
                switch b {
                case .none: return ""
                case .count(let n) where n > 99: return "99+"
                case .count(let n): return "\\(n)"
                case let .text(t, _): return t
                }
            }

            func quadrant(_ p: (Int, Int)) -> String {
                switch p {
                case (0, 0): return "origin"
                case (let x, 0): return "x \\(x)"
                case (_, 1...9): return "low"
                default: return "far"
                }
            }
            """

        @Test func casesRawValuesAndPatterns() {
            #expect(interpret("Mode.preview.rawValue", Self.enums) == "\"short\"")
            #expect(interpret("Mode.expanded.rawValue", Self.enums) == "\"expanded\"")
            #expect(interpret("Mode(rawValue: \"short\")", Self.enums) == "Mode.preview")
            #expect(interpret("Mode.allCases.count", Self.enums) == "3")
            #expect(interpret("Mode.expanded.next", Self.enums) == "Mode.collapsed")
            #expect(
                interpret("[label(.count(120)), label(.count(7)), label(.text(\"new\", color: \"red\"))]", Self.enums)
                    == "[\"99+\", \"7\", \"new\"]")
            #expect(
                interpret("[quadrant((0, 0)), quadrant((4, 0)), quadrant((2, 5)), quadrant((9, 20))]", Self.enums)
                    == "[\"origin\", \"x 4\", \"low\", \"far\"]")
            #expect(interpret("let b = Badge.count(3)\nif case .count(let n) = b { n } else { 0 }", Self.enums) == "3")
        }
    }
#endif
