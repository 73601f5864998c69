#if UNFOLD_SWIFT_SOURCE
    import Testing

    /// Operators the module declares, such as the `|>` of the lens style, called with their operands.
    @Suite struct ModuleOperatorsTests {
        static let module = """
            infix operator |>: AdditionPrecedence

            func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }

            func padded(_ s: String) -> String { " " + s + " " }
            """

        @Test func aDeclaredOperatorIsCalled() {
            #expect(interpret("\"x\" |> padded", Self.module) == "\" x \"")
        }
    }
#endif
