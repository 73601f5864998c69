#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldCore
    import UnfoldSwiftSource
    import UnfoldTestSupport

    @testable import Unfold

    /// Issue 59: each view kind and modifier family read into the scene language, and the frames SwiftUI's rules
    /// give computed by hand (a 17-pt text line is 21 pt tall here; `padding()` 16; default spacing 8).
    @Suite struct SwiftUIModifierTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        /// The template lines of `body` in a view `V`.
        static func lines(_ body: String, members: String = "") -> [String] {
            let source = "import SwiftUI\nstruct V: View {\n\(members)\n    var body: some View {\n\(body)\n    }\n}\n"
            guard case .success(let view)? = SwiftSyntaxCellReader().readView(Array(source.utf8), type: "V") else {
                return []
            }
            return view.lines.map { String(repeating: "  ", count: $0.depth) + $0.text }
        }

        /// What reading `body` in a view `V` found, as messages.
        static func findings(_ body: String) -> [String] {
            let source = "import SwiftUI\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
            guard case .success(let view)? = SwiftSyntaxCellReader().readView(Array(source.utf8), type: "V") else {
                return ["not read"]
            }
            return view.findings.map(\.message)
        }

        /// Row `a`'s elements at frame 0 of a scene whose cell is `V`.
        static func frames(_ body: String, members: String = "", row: String = "") throws -> [String: [Double]] {
            let source = "import SwiftUI\nstruct V: View {\n\(members)\n    var body: some View {\n\(body)\n    }\n}\n"
            let scene = "canvas 390x400\ncell v from \"V.swift\" type V\nrows v\n  a\(row)\n"
            let (_, json) = try SwiftCellTests.compile(scene, files: ["V.swift": source])
            return SwiftCellTests.row(json, "a", frame: 0).elements
        }

        @Test func fontsAreTextStylesSizesAndWeights() {
            #expect(Self.lines("Text(\"A\").font(.title2)") == ["text \"A\" font title2"])
            #expect(Self.lines("Text(\"A\").font(.system(size: 20, weight: .bold))") == ["text \"A\" font bold 20"])
            #expect(Self.lines("Text(\"A\").font(.headline.bold())") == ["text \"A\" font bold 17"])
            #expect(Self.lines("Text(\"A\").bold()") == ["text \"A\" font bold 17"])
            // The environment passes a stack's font down to the texts that set none.
            #expect(
                Self.lines("VStack { Text(\"A\"); Text(\"B\").font(.caption) }.font(.footnote)") == [
                    "vstack align center spacing default", "  text \"A\" font footnote", "  text \"B\" font caption1"
                ])
        }

        @Test func coloursAndLineLimitsPassDown() {
            #expect(
                Self.lines("VStack { Text(\"A\") }.foregroundStyle(.secondary).lineLimit(2)") == [
                    "vstack align center spacing default", "  text \"A\" color secondary-label lines 2 font body"
                ])
            #expect(Self.lines("Text(\"A\").lineLimit(nil)") == ["text \"A\" lines 0 font body"])
            #expect(Self.lines("Text(\"A\").multilineTextAlignment(.center)") == ["text \"A\" font body align center"])
        }

        @Test func paddingInEveryForm() throws {
            #expect(
                Self.lines("VStack { Text(\"A\") }.padding()").first
                    == "vstack padding 16 16 16 16 align center spacing default")
            #expect(
                Self.lines("VStack { Text(\"A\") }.padding(.horizontal, 10)").first
                    == "vstack padding 0 10 0 10 align center spacing default")
            #expect(
                Self.lines("VStack { Text(\"A\") }.padding([.top, .leading], 4)").first
                    == "vstack padding 4 4 0 0 align center spacing default")
            #expect(
                Self.lines("VStack { Text(\"A\") }.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
                    .first
                    == "vstack padding 1 2 3 4 align center spacing default")
            // A text's padding wraps it: 10 pt around a 21-pt line makes the row 41 tall, the text 10 pt down,
            // centred across the row as a hosted SwiftUI view is.
            let f = try Self.frames("Text(\"Hello\").padding(10)")
            #expect(f["text-1"]?[1] == 10)
            #expect(f["vstack-0"]?[3] == 41)
            let text = try #require(f["text-1"])
            #expect(abs(text[0] + text[2] / 2 - 195) < 0.01)
        }

        /// A VStack's texts 1 pt apart by default (SwiftUI's spacing between texts, measured on iOS: see
        /// `SwiftUILayout.defaultSpacing`), centred unless aligned; a Spacer in an HStack takes the width.
        @Test func stacksSpacingAlignmentAndSpacer() throws {
            let f = try Self.frames("VStack(alignment: .leading) { Text(\"A\"); Text(\"B\") }")
            #expect(f["text-1"]?[1] == 0)
            #expect(abs((f["text-2"]?[1] ?? 0) - 22) < 1e-6)
            let row = try Self.frames("HStack { Text(\"A\"); Spacer(); Image(systemName: \"star\") }")
            #expect(row["hstack-0"]?[2] == 390)
            #expect(abs((row["star"]?[0] ?? 0) - 373) < 1e-6)
        }

        @Test func labelsTogglesDividersAndShapes() {
            #expect(
                Self.lines("Label(\"Inbox\", systemImage: \"tray\")") == [
                    "hstack align center spacing 8", "  symbol tray color blue", "  text \"Inbox\" font body"
                ])
            #expect(
                Self.lines("Toggle(\"Wi-Fi\", isOn: .constant(true))") == [
                    "hstack align center spacing 8", "  vstack align leading spacing 0 max-width infinity",
                    "    text \"Wi-Fi\" font body", "  switch on always"
                ])
            #expect(Self.lines("Divider()") == ["box height 0.5 color separator"])
            #expect(
                Self.lines("RoundedRectangle(cornerRadius: 8).frame(width: 40, height: 20)") == [
                    "box corner 8 width 40 height 20 color label"
                ])
            #expect(Self.lines("Color.red.frame(height: 4)") == ["box color red height 4"])
        }

        @Test func accessibilityModifiersAreTheScenesOptions() {
            #expect(
                Self.lines(
                    "Text(\"A\").accessibilityLabel(\"Alpha\").accessibilityHint(\"Opens it\").accessibilityAddTraits(.isHeader).accessibilityIdentifier(\"alpha\")"
                ) == ["text \"A\" label \"Alpha\" hint \"Opens it\" traits header id alpha font body"])
        }

        /// What is not read is a warning at the modifier's name, and the view is drawn without it; a view not read
        /// is a placeholder box.
        /// `if`, `else if`, `else` and `switch` on the view's Bool state: each branch shows in the row states it is
        /// taken in (the first whose condition holds); a branch never taken is not drawn; a condition on anything
        /// else is a warning at its line, and from it on the chain is not drawn.
        @Test func conditionsAndSwitchesOnTheState() {
            let state = "    @State private var isExpanded = false"
            #expect(
                Self.lines(
                    "VStack { if isExpanded { Text(\"A\") } else if !isExpanded { Text(\"B\") } else { Text(\"C\") } }",
                    members: state) == [
                        "vstack align center spacing default", "  text \"A\" visible expanded font body",
                        "  text \"B\" visible collapsed font body"
                    ])
            #expect(
                Self.lines(
                    "VStack { if !isExpanded { Text(\"A\") } else if !isExpanded { Text(\"B\") } else { Text(\"C\") } }",
                    members: state) == [
                        "vstack align center spacing default", "  text \"A\" visible collapsed font body",
                        "  text \"C\" visible expanded font body"
                    ])
            #expect(
                Self.lines(
                    "VStack { switch isExpanded { case true: Text(\"Open\"); case false: Text(\"Shut\") }; Text(\"D\") }",
                    members: state) == [
                        "vstack align center spacing default", "  text \"Open\" visible expanded font body",
                        "  text \"Shut\" visible collapsed font body", "  text \"D\" font body"
                    ])
            #expect(
                Self.lines(
                    "VStack { switch !isExpanded { case true: Text(\"Shut\"); default: Text(\"Open\") } }",
                    members: state) == [
                        "vstack align center spacing default", "  text \"Shut\" visible collapsed font body",
                        "  text \"Open\" visible expanded font body"
                    ])
            let source = """
                import SwiftUI
                struct V: View {
                    @State private var isExpanded = false
                    let count = 3
                    var body: some View {
                        VStack {
                            if isExpanded { Text("A") } else if count > 2 { Text("B") }
                            switch count { case 3: Text("C"); default: Text("D") }
                        }
                    }
                }
                """
            guard case .success(let view)? = SwiftSyntaxCellReader().readView(Array(source.utf8), type: "V") else {
                Issue.record("not read")
                return
            }
            // Version 6 interprets what the module gives: `count` is 3, so `count > 2` holds and the switch is
            // case 3, in both states.
            #expect(
                view.lines.map(\.text) == [
                    "vstack align center spacing default", "text \"A\" visible expanded font body",
                    "text \"B\" visible collapsed font body", "text \"C\" font body"
                ])
            #expect(view.findings.map { "\($0.line):\($0.column): \($0.message)" } == [])
        }

        /// Insets out of 0…10,000 pt (SwiftUI's negative padding among them) are warnings at the modifier, and the
        /// view is drawn without them: never an error, nor a number the scene cannot hold.
        @Test func insetsOutOfRangeAreWarnings() {
            #expect(
                Self.findings("Text(\"A\").padding(-8)") == ["padding '-8' is not read: Unfold reads 0 to 10,000 pt"])
            #expect(Self.lines("Text(\"A\").padding(1e12)") == ["text \"A\" font body"])
        }

        /// `GroupBox` as iOS's default style draws it: its label in the headline font over its content, 8 pt
        /// apart, in 16 pt of padding on the secondary system background, corners of 8 pt.
        @Test func aGroupBoxIsAPaddedRoundedStack() {
            #expect(
                Self.lines("GroupBox(\"Wi-Fi\") { Text(\"On\") }") == [
                    "vstack padding 16 16 16 16 align leading spacing 8 background secondary-system-background corner 8",
                    "  text \"Wi-Fi\" font headline", "  text \"On\" font body"
                ])
        }

        /// `contentShape` and the switch toggle style change nothing Unfold draws: no warning; another toggle
        /// style is one.
        @Test func hitShapesAndTheSwitchStyleAreReadAsNothingToDraw() {
            #expect(Self.findings("VStack { Text(\"A\") }.contentShape(Rectangle())").isEmpty)
            #expect(Self.findings("Toggle(\"A\", isOn: .constant(true)).toggleStyle(.switch)").isEmpty)
            #expect(
                Self.findings("Toggle(\"A\", isOn: .constant(true)).toggleStyle(.button)") == [
                    "toggleStyle '.button' is not read: a switch is drawn"
                ])
        }

        /// `isOn: $toggles.two`, a Bool member of a state that is a struct the view declares: the member's initial
        /// value.
        @Test func aToggleBoundToAStructsMemberStartsAtItsValue() {
            let members = """
                    struct Toggles {
                        var one: Bool = false
                        var two = true
                    }
                    @State private var toggles = Toggles()
                """
            #expect(
                Self.lines(
                    "VStack { Toggle(\"One\", isOn: $toggles.one); Toggle(\"Two\", isOn: $toggles.two) }",
                    members: members
                ).filter { $0.hasSuffix("switch on never") || $0.hasSuffix("switch on always") } == [
                    "    switch on never", "    switch on always"
                ])
            #expect(
                Self.findings("VStack { Toggle(\"One\", isOn: $toggles.one) }").contains {
                    $0.hasPrefix("isOn '$toggles.one' is the app's")
                })
        }

        /// `ZStack` is a `zstack`, aligned across by its alignment; `opacity` is the element's.
        @Test func zStacksAndOpacity() {
            #expect(
                Self.lines("ZStack(alignment: .leading) { Color.yellow; Text(\"A\").opacity(0.5) }") == [
                    "zstack align leading", "  box color yellow", "  text \"A\" opacity 0.5 font body"
                ])
        }

        /// A text interpolated from the view's properties and the file's constants is a text format over slots.
        @Test func interpolatedTextsAreTextFormats() {
            let members = "    let name: String\n    static let unit = \"kg\""
            #expect(
                Self.lines("Text(\"\\(name): 3 \\(Self.unit)\")", members: members) == [
                    "text format \"{name}: 3 kg\" font body"
                ])
            // What only the app gives is named, and drawn as one line of the text's font.
            #expect(
                Self.findings("Text(\"\\(Date())\")") == [
                    "'Date()' is unknown to Unfold ('Date(…)' needs the clock): a placeholder box of one line of the"
                        + " text's font takes its place"
                ])
            #expect(Self.lines("Text(\"\\(Date())\")") == ["box height 20.5 color gray5"])
        }

        @Test func unreadViewsAndModifiersAreWarningsAtTheirPlace() {
            let source =
                "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"A\")\n            .blur(radius: 3)\n        MapView()\n    }\n}\n"
            guard case .success(let view)? = SwiftSyntaxCellReader().readView(Array(source.utf8), type: "V") else {
                Issue.record("not read")
                return
            }
            #expect(
                view.findings.map { "\($0.line):\($0.column): \($0.message)" } == [
                    "5:14: modifier '.blur' is not read: the view is drawn without it",
                    "6:9: 'MapView' is not a view Unfold reads: a placeholder box takes its place"
                ])
        }
    }
#endif
