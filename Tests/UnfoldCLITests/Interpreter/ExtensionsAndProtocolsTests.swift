#if UNFOLD_SWIFT_SOURCE
    import Testing

    /// Extensions add members to a type; a protocol's extension gives its default to the types that conform;
    /// nested types and generic functions.
    @Suite struct ExtensionsAndProtocolsTests {
        static let module = """
            protocol Titled {
                var title: String { get }
            }

            extension Titled {
                var shout: String { title.uppercased() + "!" }
            }

            struct Song: Titled {
                let title: String
            }

            extension Song {
                var quoted: String { "“" + title + "”" }
                struct Length { static let short = 90 }
            }

            func first<T>(_ xs: [T], or fallback: T) -> T { xs.first ?? fallback }

            extension CGFloat {
                static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 4 }
                static let spacious: CGFloat = 24
            }
            """

        @Test func extensionsDefaultsAndGenerics() {
            #expect(interpret("Song(title: \"Hey\").shout", Self.module) == "\"HEY!\"")
            #expect(interpret("Song(title: \"Hey\").quoted", Self.module) == "\"“Hey”\"")
            #expect(interpret("Song.Length.short", Self.module) == "90")
            #expect(interpret("first([String](), or: \"none\")", Self.module) == "\"none\"")
            #expect(interpret("first([4, 5], or: 0)", Self.module) == "4")
            // `.grid(2)` and `.spacious` by shorthand: the one framework type the module extends with them.
            #expect(interpret(".grid(2)", Self.module) == "8.0")
            #expect(interpret(".spacious", Self.module) == "24.0")
        }
    }
#endif
