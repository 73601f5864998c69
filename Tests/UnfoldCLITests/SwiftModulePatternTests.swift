#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldCore
    import UnfoldSwiftSource
    import UnfoldTestSupport

    @testable import Unfold

    /// Issue 80: real code's shapes, each a small module of our own, read by interpreting the module's Swift: a
    /// generic container called with `@ViewBuilder` closures, sample data passed to a view's initialiser, a
    /// computed `some View` property, a helper function that builds rows, and tokens in another file.
    @Suite(.serialized) struct SwiftModulePatternTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        static let tokens = SwiftModuleSource(
            path: "Tokens.swift",
            bytes: Array(
                """
                import SwiftUI

                enum DesignSystem {
                    enum Spaces {
                        static let one: CGFloat = 4
                        static let two = one * 2
                    }
                    static let title = "Details"
                    static var padding: CGFloat { Spaces.two * 2 }
                }
                """.utf8))

        static func scene(_ source: String, file: String, module: [SwiftModuleSource] = [tokens]) throws -> (
            text: String, findings: [String]
        ) {
            let previews = try SwiftSyntaxCellReader().readPreviews(Array(source.utf8), file: file, module: module)
                .get()
            let preview = try #require(previews.first)
            let findings = preview.findings.map { "\($0.file ?? file):\($0.line):\($0.column): \($0.message)" }
            return (preview.text, findings)
        }

        /// `CollapsibleView(collapsedContent: { Text("abc") }, expandedContent: { … })`: the closures are the
        /// container's content where its body calls them, read in the preview's place; the spacing is the token
        /// another file declares.
        @Test func aGenericContainerDrawsTheClosuresItIsCalledWith() throws {
            let source = """
                import SwiftUI

                struct CollapsibleView<Collapsed: View, Expanded: View>: View {
                    @State private var isExpanded = false
                    @ViewBuilder let collapsedContent: () -> Collapsed
                    @ViewBuilder let expandedContent: () -> Expanded

                    var body: some View {
                        VStack(alignment: .leading, spacing: DesignSystem.Spaces.two) {
                            Button {
                                withAnimation { isExpanded.toggle() }
                            } label: {
                                HStack {
                                    collapsedContent()
                                    Spacer()
                                    Image(systemName: "chevron.down")
                                }
                            }
                            if isExpanded {
                                expandedContent()
                            }
                        }
                    }
                }

                #Preview {
                    CollapsibleView(collapsedContent: { Text("abc") }, expandedContent: { Text(DesignSystem.title) })
                }
                """
            let (text, findings) = try Self.scene(source, file: "CollapsibleView.swift")
            #expect(findings == [])
            #expect(
                text == """
                    device iphone-15
                    status-bar 9:41
                    highlight none
                    table plain

                    cell collapsibleView layout swiftui animation 0.55 spring 0.55 1
                      vstack align leading spacing 8 source "CollapsibleView.swift:9"
                        hstack align center spacing default tap toggle traits button label "abc" source "CollapsibleView.swift:13"
                          text "abc" color blue font body source "CollapsibleView.swift:27"
                          spacer source "CollapsibleView.swift:15"
                          symbol chevron-down color blue source "CollapsibleView.swift:16"
                        text "Details" visible expanded font body source "CollapsibleView.swift:27"

                    rows collapsibleView
                      row

                    """)
        }

        /// A written initialiser that stores `content()` and a trailing closure: the stored property is the
        /// closure's views.
        @Test func aContainerThatStoresItsContentInItsInitialiser() throws {
            let source = """
                import SwiftUI

                struct Card<Content: View>: View {
                    let content: Content
                    init(@ViewBuilder content: () -> Content) {
                        self.content = content()
                    }
                    var body: some View {
                        VStack(spacing: 0) {
                            content
                        }
                        .padding(DesignSystem.padding)
                    }
                }

                #Preview {
                    Card {
                        Text("Inside")
                        Text("Below")
                    }
                }
                """
            let (text, findings) = try Self.scene(source, file: "Card.swift")
            #expect(findings == [])
            #expect(
                text == """
                    device iphone-15
                    status-bar 9:41
                    highlight none
                    table plain

                    cell card layout swiftui
                      vstack padding 16 16 16 16 align center spacing 0 source "Card.swift:9"
                        text "Inside" font body source "Card.swift:18"
                        text "Below" font body source "Card.swift:19"

                    rows card
                      row

                    """)
        }

        /// `FAQView(questions: [Question(id: "scan", …), …])`: the preview's sample data is the list's rows, named
        /// by their ids, with the model type declared in another file of the module.
        @Test func aPreviewsSampleDataIsTheListsRows() throws {
            let model = SwiftModuleSource(
                path: "Question.swift",
                bytes: Array(
                    """
                    struct Question: Identifiable {
                        let id: String
                        let title: String
                    }
                    """.utf8))
            let source = """
                import SwiftUI

                struct FAQView: View {
                    let questions: [Question]
                    var body: some View {
                        List(questions) { question in
                            Text(question.title)
                        }
                    }
                }

                #Preview {
                    FAQView(questions: [
                        Question(id: "scan", title: "How do I scan?"),
                        Question(id: "share", title: "How do I share?"),
                    ])
                }
                """
            let (text, findings) = try Self.scene(source, file: "FAQView.swift", module: [Self.tokens, model])
            #expect(findings == [])
            #expect(text.contains("  scan title \"How do I scan?\"\n  share title \"How do I share?\"\n"))
        }

        /// `var header: some View { … }` and `func row(_ title: String) -> some View`: their views, in the
        /// places the body names them; a literal argument is the parameter's value.
        @Test func computedViewsAndHelperFunctionsAreReadInTheirPlace() throws {
            let source = """
                import SwiftUI

                struct Settings: View {
                    var body: some View {
                        VStack(alignment: .leading, spacing: DesignSystem.Spaces.one) {
                            header
                            row("Wi-Fi")
                            self.row("Bluetooth")
                        }
                    }

                    var header: some View {
                        Text("Network").font(.headline)
                    }
                }

                extension Settings {
                    func row(_ title: String) -> some View {
                        HStack {
                            Text(title)
                            Spacer()
                        }
                    }
                }

                #Preview {
                    Settings()
                }
                """
            let (text, findings) = try Self.scene(source, file: "Settings.swift")
            #expect(findings == [])
            #expect(
                text.contains(
                    """
                      vstack align leading spacing 4 source "Settings.swift:5"
                        text "Network" font headline source "Settings.swift:13"
                        hstack align center spacing default source "Settings.swift:19"
                          text "Wi-Fi" font body source "Settings.swift:20"
                          spacer source "Settings.swift:21"
                        hstack align center spacing default source "Settings.swift:19"
                          text "Bluetooth" font body source "Settings.swift:20"
                          spacer source "Settings.swift:21"
                    """))
        }

        /// Colour and font tokens of another file (`Palette.accent`, `.brand` on `Color`, `Typography.caption`):
        /// the colour or font that defines each; a condition on a property the preview gives draws its branch.
        @Test func colourAndFontTokensAndConditionsTheModuleDecides() throws {
            let styles = SwiftModuleSource(
                path: "Styles.swift",
                bytes: Array(
                    """
                    import SwiftUI

                    enum Palette {
                        static let accent = Color.orange
                    }

                    extension Color {
                        static var brand: Color { .red }
                    }

                    enum Typography {
                        static let caption = Font.caption
                        static let title = Font.system(size: 22, weight: .bold)
                    }
                    """.utf8))
            let source = """
                import SwiftUI

                struct Badge: View {
                    var isCompact = false
                    var body: some View {
                        VStack {
                            Text("A").foregroundStyle(Palette.accent).font(Typography.caption)
                            Text("B").foregroundColor(.brand).font(Typography.title)
                            if !isCompact {
                                Text("Long")
                            }
                        }
                    }
                }

                #Preview {
                    Badge(isCompact: true)
                }
                """
            let (text, findings) = try Self.scene(source, file: "Badge.swift", module: [styles])
            #expect(findings == [])
            #expect(
                text.contains(
                    """
                      vstack align center spacing default source "Badge.swift:6"
                        text "A" color orange font caption1 source "Badge.swift:7"
                        text "B" color red font bold 22 source "Badge.swift:8"

                    """))
        }

        /// A preview's own modifiers are its canvas: the appearance, the text size and the direction are the
        /// scene's, and its display name draws nothing.
        @Test func aPreviewsTraitsAreTheScenes() throws {
            let source = """
                import SwiftUI

                struct Note: View {
                    var body: some View {
                        Text("Note")
                    }
                }

                #Preview {
                    Note()
                        .environment(\\.dynamicTypeSize, .xxxLarge)
                        .environment(\\.layoutDirection, .rightToLeft)
                        .preferredColorScheme(.dark)
                        .previewDisplayName("Dark")
                }
                """
            let (text, findings) = try Self.scene(source, file: "Note.swift", module: [])
            #expect(findings == [])
            #expect(
                text.hasPrefix(
                    "device iphone-15\nstatus-bar 9:41\nhighlight none\nappearance dark\ndirection rtl\n"
                        + "content-size xxxl\ntable plain\n"))
        }

        /// `InspectorSection("Section Label") { … }`: a written initialiser's unlabelled argument fills the
        /// property its `self.label = label` sets, and its closure is the content.
        @Test func anUnlabelledArgumentFillsThePropertyTheInitialiserSets() throws {
            let source = """
                import SwiftUI

                struct Inspector<Content: View>: View {
                    var label: String
                    let content: Content

                    init(_ label: String, @ViewBuilder _ content: () -> Content) {
                        self.label = label
                        self.content = content()
                    }

                    var body: some View {
                        VStack(alignment: .leading, spacing: 11) {
                            Text(label).foregroundColor(.secondary)
                            content
                        }
                    }
                }

                #Preview {
                    Inspector("Section Label") {
                        Text("Preview")
                    }
                }
                """
            let (text, findings) = try Self.scene(source, file: "Inspector.swift", module: [])
            #expect(findings == [])
            #expect(text.hasSuffix("rows inspector\n  row label \"Section Label\"\n"))
            #expect(text.contains("    text \"Preview\" font body source \"Inspector.swift:22\"\n"))
        }

        /// `if let subtitle = content.subtitle` on the preview's data: the branch is drawn when the value is there
        /// (its text the value), and not when it is nil.
        @Test func anIfLetOnThePreviewsDataIsDecidedByIt() throws {
            func source(_ subtitle: String) -> String {
                """
                import SwiftUI

                struct Tile: View {
                    struct Content {
                        let title: String
                        let subtitle: String?
                    }
                    let content: Content
                    var body: some View {
                        VStack {
                            Text(content.title)
                            if let subtitle = content.subtitle {
                                Text(subtitle)
                            }
                        }
                    }
                }

                #Preview {
                    Tile(content: .init(title: "Title", subtitle: \(subtitle)))
                }
                """
            }
            let given = try Self.scene(source("\"Sub\""), file: "Tile.swift", module: [])
            #expect(given.findings == [])
            #expect(given.text.contains("    text \"Sub\" font body source \"Tile.swift:13\"\n"))
            let none = try Self.scene(source("nil"), file: "Tile.swift", module: [])
            #expect(none.findings == [])
            #expect(!none.text.contains("Tile.swift:13"))
        }

        /// A view that contains itself is an error at the call, naming the budget; a computed view that names
        /// itself is a warning and is not read.
        @Test func aViewThatContainsItselfIsAnError() throws {
            let source = """
                import SwiftUI

                struct Loop: View {
                    var body: some View {
                        VStack {
                            Text("Once")
                            Loop()
                        }
                    }
                }

                #Preview {
                    Loop()
                }
                """
            let previews = try SwiftSyntaxCellReader().readPreviews(
                Array(source.utf8), file: "Loop.swift", module: []
            ).get()
            let findings = try #require(previews.first).findings
            #expect(
                findings == [
                    ImportFinding(
                        message: "view 'Loop' contains itself: it would never end (the view budget)", line: 7,
                        column: 13, warning: false)
                ])
        }
    }
#endif
