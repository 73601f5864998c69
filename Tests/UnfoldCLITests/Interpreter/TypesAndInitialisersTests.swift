#if UNFOLD_SWIFT_SOURCE
    import Testing

    /// Structs (values, copied) and classes (shared, with identity), memberwise and written initialisers,
    /// stored, computed, static and lazy properties, methods and mutating methods.
    @Suite struct TypesAndInitialisersTests {
        static let types = """
            struct Size {
                var width: Double
                var height: Double = 10
                var area: Double { width * height }
                static let unit = Size(width: 1, height: 1)
                mutating func double() { width *= 2 }
            }

            final class Counter {
                var count = 0
                let name: String
                init(name: String) { self.name = name.uppercased() }
                func bump() { count += 1 }
            }

            func shared() -> Int {
                let a = Counter(name: "a")
                let b = a
                b.bump()
                b.bump()
                return a.count
            }

            func copied() -> Double {
                var a = Size(width: 2)
                var b = a
                b.double()
                return a.width + b.width
            }
            """

        @Test func structsAndClasses() {
            #expect(interpret("Size(width: 3).area", Self.types) == "30.0")
            #expect(interpret("Size.unit", Self.types) == "Size(height: 1.0, width: 1.0)")
            #expect(interpret("Counter(name: \"tap\").name", Self.types) == "\"TAP\"")
            #expect(interpret("shared()", Self.types) == "2")
            #expect(interpret("copied()", Self.types) == "6.0")
        }
    }
#endif
